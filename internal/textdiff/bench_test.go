package textdiff

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// generatedFile looks like generated code: mostly distinct lines, with
// braces and blank lines repeating throughout.
func generatedFile(n int) []string {
	lines := make([]string, n)
	for i := range lines {
		switch i % 7 {
		case 0:
			lines[i] = fmt.Sprintf("func (c *Client) Op%d(ctx context.Context) error {\n", i)
		case 5:
			lines[i] = "}\n"
		case 6:
			lines[i] = "\n"
		default:
			lines[i] = fmt.Sprintf("\tv%d := c.call(ctx, %d)\n", i, i%13)
		}
	}
	return lines
}

// scatter replaces, inserts or deletes a line at n random places.
func scatter(r *rand.Rand, lines []string, n int, tag string) []string {
	out := append([]string(nil), lines...)
	for i := range n {
		at := r.IntN(len(out))
		switch r.IntN(3) {
		case 0:
			out[at] = fmt.Sprintf("\t// %s edit %d\n", tag, i)
		case 1:
			out = insertAt2(out, at, fmt.Sprintf("\tlog.Print(%q)\n", tag))
		case 2:
			out = append(out[:at], out[at+1:]...)
		}
	}
	return out
}

func insertAt2(xs []string, at int, s string) []string {
	xs = append(xs, "")
	copy(xs[at+1:], xs[at:])
	xs[at] = s
	return xs
}

func join(lines []string) []byte { return []byte(strings.Join(lines, "")) }

// rewrite replaces about half of the lines with lines drawn from a small
// set, so that many lines match in many places.
func rewrite(r *rand.Rand, lines []string) []string {
	pool := []string{"}\n", "\n", "\treturn nil\n", "\tif err != nil {\n", "\t\treturn err\n"}
	out := append([]string(nil), lines...)
	for i := range out {
		if r.IntN(2) == 0 {
			out[i] = pool[r.IntN(len(pool))]
		}
	}
	return out
}

func BenchmarkDiffScattered100k(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	base := generatedFile(100_000)
	x, y := join(base), join(scatter(r, base, 300, "ours"))
	b.SetBytes(int64(len(x) + len(y)))
	for b.Loop() {
		Diff(x, y)
	}
}

func BenchmarkMergeScattered100k(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	base := generatedFile(100_000)
	o, bs, t := join(scatter(r, base, 300, "ours")), join(base), join(scatter(r, base, 300, "theirs"))
	b.SetBytes(int64(len(o) + len(bs) + len(t)))
	for b.Loop() {
		Merge(bs, o, t, testLabels)
	}
}

func BenchmarkDiffRewrite20k(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	base := generatedFile(20_000)
	x, y := join(base), join(rewrite(r, base))
	b.SetBytes(int64(len(x) + len(y)))
	for b.Loop() {
		Diff(x, y)
	}
}

func BenchmarkMergeRewrite20k(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 8))
	base := generatedFile(20_000)
	o, bs, t := join(rewrite(r, base)), join(base), join(scatter(r, base, 300, "theirs"))
	b.SetBytes(int64(len(o) + len(bs) + len(t)))
	for b.Loop() {
		Merge(bs, o, t, testLabels)
	}
}
