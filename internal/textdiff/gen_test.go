package textdiff

import (
	"bytes"
	"math/rand/v2"
	"strings"
)

// The generator makes three-way inputs that are hard for a diff: few
// distinct lines, so that many alignments are equally short, and sides
// derived from the base by edits people and generators make.

// lineSets are small alphabets; lines differ in ways that matter to git
// (alphanumerics or not, blank, indentation).
var lineSets = [][]string{
	{"a", "b", "c"},
	{"a", "b", "c", "}", "", "  x"},
	{"}", "{", "", ")", "  }", "//"},
	{"x", "y", "}", ""},
	{"func f() {", "\treturn nil", "}", "", "\tx := 1", "// Code generated"},
	{"a", "a", "a", "b", "", "}"},
}

type gen struct{ r *rand.Rand }

func newGen(seed uint64) *gen { return &gen{rand.New(rand.NewPCG(seed, 0x7e57))} }

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

// alphabet returns the lines (with their endings) a case draws from.
func (g *gen) alphabet(size int) []string {
	var words []string
	if size <= 0 {
		words = lineSets[g.r.IntN(len(lineSets))]
	} else {
		for i := range size {
			// Repeat some lines so that they become "many matches" lines.
			if i > 0 && g.chance(0.3) {
				words = append(words, words[g.r.IntN(len(words))])
				continue
			}
			words = append(words, randomLine(g.r, i))
		}
	}
	eol := "\n"
	switch g.r.IntN(6) {
	case 0:
		eol = "\r\n"
	case 1:
		eol = "" // mixed, decided per line
	}
	out := make([]string, len(words))
	for i, w := range words {
		e := eol
		if e == "" {
			e = []string{"\n", "\r\n"}[g.r.IntN(2)]
		}
		out[i] = w + e
	}
	return out
}

func randomLine(r *rand.Rand, i int) string {
	switch r.IntN(5) {
	case 0:
		return ""
	case 1:
		return strings.Repeat(" ", r.IntN(4)) + []string{"}", "{", ")", "*/", "--"}[r.IntN(5)]
	default:
		return "line " + string(rune('a'+i%26)) + strings.Repeat("x", i/26)
	}
}

// A doc is a file as indices into its case's alphabet; moving ints
// around keeps the generator cheap for the 60,000-line cases.
type doc []int32

// doc draws n lines from the alphabet.
func (g *gen) doc(alpha []string, n int) doc {
	out := make(doc, n)
	for i := range out {
		out[i] = int32(g.r.IntN(len(alpha)))
	}
	return out
}

// mutate applies k random edits: insert, delete, replace, duplicate a
// range, move a range.
func (g *gen) mutate(lines doc, alpha []string, k int) doc {
	out := append(doc(nil), lines...)
	for range k {
		n := len(out)
		at := g.r.IntN(n + 1)
		span := 1 + g.r.IntN(3)
		if g.chance(0.1) {
			span += g.r.IntN(20)
		}
		end := min(at+span, n)
		switch g.r.IntN(5) {
		case 0:
			out = insertAt(out, at, g.doc(alpha, span))
		case 1:
			out = append(out[:at:at], out[end:]...)
		case 2:
			out = append(append(out[:at:at], g.doc(alpha, span)...), out[end:]...)
		case 3:
			to := g.r.IntN(n + 1)
			out = insertAt(out, to, append(doc(nil), out[at:end]...))
		case 4:
			moved := append(doc(nil), out[at:end]...)
			out = append(out[:at:at], out[end:]...)
			out = insertAt(out, g.r.IntN(len(out)+1), moved)
		}
	}
	return out
}

func insertAt(xs doc, at int, ins doc) doc {
	out := make(doc, 0, len(xs)+len(ins))
	out = append(out, xs[:at]...)
	out = append(out, ins...)
	return append(out, xs[at:]...)
}

// render joins lines and sometimes drops the final line ending (all of it,
// or just the "\n" of a "\r\n").
func (g *gen) render(alpha []string, lines doc, dropEOLChance float64) []byte {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(alpha[l])
	}
	s := b.String()
	if len(s) > 0 && g.chance(dropEOLChance) {
		s = strings.TrimSuffix(s, "\n")
		if g.chance(0.5) {
			s = strings.TrimSuffix(s, "\r")
		}
	}
	return []byte(s)
}

// mergeCase is one three-way input.
type mergeCase struct {
	seed               uint64
	base, ours, theirs []byte
}

// smallCase is a short input from a tiny alphabet, with the special shapes
// (empty files, identical sides) mixed in.
func smallCase(seed uint64) mergeCase {
	g := newGen(seed)
	alpha := g.alphabet(0)
	base := g.doc(alpha, g.r.IntN(12))
	ours := g.mutate(base, alpha, g.r.IntN(5))
	theirs := g.mutate(base, alpha, g.r.IntN(5))
	switch g.r.IntN(12) {
	case 0:
		base = nil
	case 1:
		theirs = ours
	case 2:
		ours = base
	case 3:
		ours = nil
	}
	c := g.finish(seed, alpha, base, ours, theirs)
	if g.chance(0.05) {
		// A side whose editor rewrote every line ending.
		c.theirs = bytes.ReplaceAll(bytes.ReplaceAll(c.theirs, []byte("\r\n"), []byte("\n")), []byte("\n"), []byte("\r\n"))
	}
	return c
}

// runsCase is made of long runs of a few repeated lines (blank lines,
// closing braces), where change groups can slide far and many lines match
// in many places.
func runsCase(seed uint64) mergeCase {
	g := newGen(seed)
	alpha := g.alphabet(0)
	var base doc
	for len(base) < 100+g.r.IntN(400) {
		line := int32(g.r.IntN(len(alpha)))
		for range 1 + g.r.IntN(40) {
			base = append(base, line)
		}
	}
	return g.finish(seed, alpha, base, g.mutate(base, alpha, g.r.IntN(30)), g.mutate(base, alpha, g.r.IntN(30)))
}

// largeCase is a few hundred to a few thousand lines with many edits, so
// that record cleanup and the Myers cost heuristics come into play.
func largeCase(seed uint64) mergeCase {
	g := newGen(seed)
	alpha := g.alphabet(3 + g.r.IntN(300))
	base := g.doc(alpha, 200+g.r.IntN(2800))
	edits := 5 + g.r.IntN(len(base)/4)
	ours := g.mutate(base, alpha, edits)
	theirs := g.mutate(base, alpha, g.r.IntN(edits+1))
	return g.finish(seed, alpha, base, ours, theirs)
}

func (g *gen) finish(seed uint64, alpha []string, base, ours, theirs doc) mergeCase {
	return mergeCase{
		seed:   seed,
		base:   g.render(alpha, base, 0.2),
		ours:   g.render(alpha, ours, 0.2),
		theirs: g.render(alpha, theirs, 0.2),
	}
}

// shuffledCase moves many long blocks of a file of mostly distinct lines:
// every line still has a match on the other side, so record cleanup keeps
// them, the edit cost climbs past xdiff's heuristic thresholds, and long
// snakes exist for its "good snake" cut.
// With lines >= 33,000 the cost limit passes 256 (it grows with bogosqrt
// of the line count), which the "good snake" heuristic needs to ever run.
func shuffledCase(seed uint64, lines int) mergeCase {
	g := newGen(seed)
	alpha := g.alphabet(lines/4 + g.r.IntN(lines/2))
	base := g.doc(alpha, lines+g.r.IntN(lines))
	moves := len(base) / 100
	shuffle := func() doc {
		out := append(doc(nil), base...)
		for range moves/2 + g.r.IntN(moves) {
			at := g.r.IntN(len(out))
			end := min(at+10+g.r.IntN(60), len(out))
			moved := append(doc(nil), out[at:end]...)
			out = append(out[:at:at], out[end:]...)
			out = insertAt(out, g.r.IntN(len(out)+1), moved)
		}
		return g.mutate(out, alpha, g.r.IntN(20))
	}
	return g.finish(seed, alpha, base, shuffle(), shuffle())
}
