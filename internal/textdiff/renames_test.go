package textdiff

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func renameFiles(fs map[string]string) []RenameFile {
	var out []RenameFile
	for _, p := range slices.Sorted(maps.Keys(fs)) {
		out = append(out, RenameFile{Path: p, Mode: 0o100644, Data: []byte(fs[p])})
	}
	return out
}

func TestDetectRenamesTable(t *testing.T) {
	body := lines40("x")
	tests := []struct {
		name     string
		src, dst map[string]string
		opts     RenameOptions
		want     []string
	}{
		{
			name: "moved into a subfolder, a few lines changed",
			src:  map[string]string{"chat/completions.ts": body},
			dst:  map[string]string{"chat/completions/completions.ts": strings.Replace(body, "x 3\n", "x 3 changed\n", 1), "chat/completions/messages.ts": lines40("m")},
			want: []string{"chat/completions.ts -> chat/completions/completions.ts 93%"},
		},
		{
			name: "too different",
			src:  map[string]string{"a.txt": lines40("a")},
			dst:  map[string]string{"b.txt": lines40("b")},
		},
		{
			name: "identical files pair with the same basename first",
			src:  map[string]string{"a/x.txt": "same\n", "b/y.txt": "same\n"},
			dst:  map[string]string{"c/y.txt": "same\n"},
			want: []string{"b/y.txt -> c/y.txt 100%"},
		},
		{
			name: "empty files only when asked",
			src:  map[string]string{"a/.keep": ""},
			dst:  map[string]string{"b/.keep": ""},
		},
		{
			name: "empty files in a diff",
			src:  map[string]string{"a/.keep": ""},
			dst:  map[string]string{"b/.keep": ""},
			opts: RenameOptions{RenameEmpty: true},
			want: []string{"a/.keep -> b/.keep 100%"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, dst := renameFiles(tt.src), renameFiles(tt.dst)
			var got []string
			for _, r := range DetectRenames(src, dst, tt.opts) {
				got = append(got, fmt.Sprintf("%s -> %s %d%%", src[r.From].Path, dst[r.To].Path, r.Percent()))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("renames %q, want %q", got, tt.want)
			}
		})
	}
}

func lines40(tag string) string {
	var b strings.Builder
	for i := range 40 {
		fmt.Fprintf(&b, "%s %d\n", tag, i)
	}
	return b.String()
}

// renameCase is two trees: path -> content, with a "*" suffix on executable paths.
type renameCase struct{ old, new map[string]string }

// randomRenameCase moves, edits, copies, deletes and adds files, with shared basenames, CRLF, empty and binary
// files, so that every phase of git's detection (exact, basename, matrix, size cut-off) decides some pairs.
func randomRenameCase(seed uint64) renameCase {
	r := rand.New(rand.NewPCG(seed, 0x4e4a))
	alphabet := make([]string, 6+r.IntN(30))
	for i := range alphabet {
		alphabet[i] = randomLine(r, i)
	}
	doc := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = alphabet[r.IntN(len(alphabet))]
		}
		return out
	}
	render := func(ls []string, crlf bool) string {
		eol := "\n"
		if crlf {
			eol = "\r\n"
		}
		return strings.Join(ls, eol) + eol
	}
	dirs := []string{"a", "b", "src/x", "src/y"}
	names := []string{"index.ts", "client.ts", "util.go", "README.md", "f" + fmt.Sprint(r.IntN(3))}
	c := renameCase{old: map[string]string{}, new: map[string]string{}}
	for i := range 3 + r.IntN(8) {
		p := dirs[r.IntN(len(dirs))] + "/" + names[r.IntN(len(names))]
		if _, dup := c.old[p]; dup {
			p += fmt.Sprint(i)
		}
		if _, dup := c.old[p+"*"]; dup {
			p += fmt.Sprint(i)
		}
		content := doc(1 + r.IntN(60))
		crlf := r.IntN(5) == 0
		data := render(content, crlf)
		switch r.IntN(12) {
		case 0:
			data = ""
		case 1:
			data = "bin\x00" + data
		}
		if _, dup := c.old[p]; !dup && r.IntN(8) == 0 {
			p += "*"
		}
		c.old[p] = data
		// What happens to it in the new tree.
		switch r.IntN(6) {
		case 0: // stays
			c.new[p] = data
		case 1: // deleted
		default: // moved, edited a little or a lot, maybe twice
			for range 1 + r.IntN(2) {
				edited := slices.Clone(content)
				for range r.IntN(len(content)/2 + 2) {
					switch k := r.IntN(3); {
					case k == 0 && len(edited) > 1:
						j := r.IntN(len(edited))
						edited = slices.Delete(edited, j, j+1)
					case k == 1:
						edited = slices.Insert(edited, r.IntN(len(edited)+1), alphabet[r.IntN(len(alphabet))])
					default:
						edited[r.IntN(len(edited))] = alphabet[r.IntN(len(alphabet))]
					}
				}
				if r.IntN(3) == 0 {
					edited = content
				}
				np := dirs[r.IntN(len(dirs))] + "/new/" + names[r.IntN(len(names))]
				if r.IntN(3) == 0 {
					np = strings.TrimSuffix(p, "*") + "/moved.ts"
				}
				if data == "" || strings.HasPrefix(data, "bin") {
					c.new[np] = data
				} else {
					c.new[np] = render(edited, crlf)
				}
			}
		}
	}
	for range r.IntN(3) {
		c.new[dirs[r.IntN(len(dirs))]+"/added"+fmt.Sprint(r.IntN(9))+".ts"] = render(doc(1+r.IntN(30)), false)
	}
	return c
}

// renameLines is the rename part of `git diff-tree -r -M --name-status`, computed with DetectRenames.
func renameLines(c renameCase) string {
	strip := func(p string) string { return strings.TrimSuffix(p, "*") }
	mode := func(p string) uint32 {
		if strings.HasSuffix(p, "*") {
			return 0o100755
		}
		return 0o100644
	}
	inOld, inNew := map[string]bool{}, map[string]bool{}
	for p := range c.old {
		inOld[strip(p)] = true
	}
	for p := range c.new {
		inNew[strip(p)] = true
	}
	side := func(fs map[string]string, other map[string]bool) []RenameFile {
		var out []RenameFile
		for p, data := range fs {
			if !other[strip(p)] {
				out = append(out, RenameFile{Path: strip(p), Mode: mode(p), Data: []byte(data)})
			}
		}
		slices.SortFunc(out, func(a, b RenameFile) int { return strings.Compare(a.Path, b.Path) })
		return out
	}
	src, dst := side(c.old, inNew), side(c.new, inOld)
	var b strings.Builder
	for _, r := range DetectRenames(src, dst, RenameOptions{RenameEmpty: true}) {
		fmt.Fprintf(&b, "R%03d\t%s\t%s\n", r.Percent(), src[r.From].Path, dst[r.To].Path)
	}
	return b.String()
}

// TestDetectRenamesMatchesGit compares DetectRenames with git's own rename detection on random trees.
func TestDetectRenamesMatchesGit(t *testing.T) {
	g := newGitRunner(t)
	n := 150
	if testing.Short() {
		n = 40
	}
	repo := filepath.Join(g.dir, "repo.git")
	if out, err := g.git(g.dir, "init", "-q", "--bare", repo); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	for i := range n {
		c := randomRenameCase(uint64(i))
		trees := make([]string, 2)
		for k, fs := range []map[string]string{c.old, c.new} {
			trees[k] = g.writeTree(t, repo, filepath.Join(g.dir, fmt.Sprintf("case%d-%d", i, k)), fs)
		}
		out, err := g.git(g.dir, "--git-dir="+repo, "diff-tree", "-r", "-M", "--name-status", trees[0], trees[1])
		if err != nil {
			t.Fatalf("git diff-tree: %v\n%s", err, out)
		}
		var want strings.Builder
		for _, line := range strings.SplitAfter(out, "\n") {
			if strings.HasPrefix(line, "R") {
				want.WriteString(line)
			}
		}
		if got := renameLines(c); got != want.String() {
			t.Fatalf("case %d: renames differ from git's\n--- got\n%s--- git\n%s--- old %q\n--- new %q", i, got, want.String(), c.old, c.new)
		}
	}
}

func (g *gitRunner) git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = g.env
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// writeTree writes files into dir and stores them as a tree in repo, returning the tree's id.
func (g *gitRunner) writeTree(t *testing.T, repo, dir string, fs map[string]string) string {
	t.Helper()
	for p, data := range fs {
		perm := os.FileMode(0o644)
		if strings.HasSuffix(p, "*") {
			perm = 0o755
		}
		full := filepath.Join(dir, strings.TrimSuffix(p, "*"))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(data), perm); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	index := dir + ".index"
	for _, args := range [][]string{{"add", "-A", "."}, {"write-tree"}} {
		cmd := exec.Command("git", append([]string{"--git-dir=" + repo, "--work-tree=" + dir, "-c", "core.fileMode=true", "-c", "core.autocrlf=false"}, args...)...)
		cmd.Dir = dir
		cmd.Env = append(slices.Clone(g.env), "GIT_INDEX_FILE="+index)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("git %v: %v", args, err)
		}
		if args[0] == "write-tree" {
			return strings.TrimSpace(string(out))
		}
	}
	return ""
}
