package sdkrepo

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// benchFiles is a generation of n files in folders of 100, each of 60 lines; round changes the last lines of
// every 50th file, and of the files people edited, so each generation really merges.
func benchFiles(n, round int) map[string]string {
	fs := make(map[string]string, n)
	for i := range n {
		var b strings.Builder
		for l := range 60 {
			fmt.Fprintf(&b, "export const value%d_%d = %d; // generated\n", i, l, l)
		}
		if round > 0 && (i%50 == 0 || i%100 == 7) {
			fmt.Fprintf(&b, "export const round = %d;\n", round)
		}
		fs[benchPath(i)] = b.String()
	}
	return fs
}

func benchPath(i int) string { return fmt.Sprintf("src/resources/r%03d/file%04d.ts", i/100, i) }

// BenchmarkGeneration is one generation into a repository of 5,000 files of which people edited 50 (the issue's
// goal: under 2 s on 2 cores), with the work tree checked out as the CLI's --repo has it, and bare as the
// service's clones are.
func BenchmarkGeneration(b *testing.B) {
	for _, bare := range []bool{false, true} {
		name := "worktree"
		if bare {
			name = "bare"
		}
		b.Run(name+"/5000files_50edited", func(b *testing.B) { benchGeneration(b, bare) })
	}
}

func benchGeneration(b *testing.B, bare bool) {
	requireGit(b)
	dir := newGitRepo(b)
	apply(b, dir, benchFiles(5000, 0), Options{})
	for i := range 50 {
		p := benchPath(i*100 + 7)
		writeFile(b, dir, p, "// edited by people\n"+readFile(b, dir, p))
	}
	commitAll(b, dir, "people edit 50 files")
	if bare {
		clone := filepath.Join(b.TempDir(), "bare.git")
		gitRun(b, filepath.Dir(clone), "clone", "-q", "--bare", "--mirror", dir, clone)
		dir = clone
	}
	b.ResetTimer()
	for round := 1; b.Loop(); round++ {
		b.StopTimer()
		tr := genTree(b, benchFiles(5000, round))
		b.StartTimer()
		res, err := applyErr(dir, tr, Options{})
		if err != nil || res.Status != StatusMerged {
			b.Fatalf("round %d: %v %+v", round, err, res)
		}
	}
}
