package textdiff

import (
	"bytes"
	"testing"
)

var testLabels = Labels{Ours: "ours", Base: "base", Theirs: "theirs"}

// The expected outputs below are what git 2.39's
// `git merge-file -p -L ours -L base -L theirs` prints for these inputs.
var mergeTable = []struct {
	name, base, ours, theirs string
	want                     string
	conflicts                int
}{
	{"crlf conflict markers", "a\r\nb\r\nc\r\n", "a\r\nB1\r\nc\r\n", "a\r\nB2\r\nc\r\n",
		"a\r\n<<<<<<< ours\r\nB1\r\n=======\r\nB2\r\n>>>>>>> theirs\r\nc\r\n", 1},
	{"crlf sides without final newline", "a\r\nb\r\n", "a\r\nb1", "a\r\nb2",
		"a\r\n<<<<<<< ours\r\nb1\r\n=======\r\nb2\r\n>>>>>>> theirs\r\n", 1},
	{"crlf sides but empty base use LF markers", "", "x\r\n", "y\r\n",
		"<<<<<<< ours\nx\r\n=======\ny\r\n>>>>>>> theirs\n", 1},
	{"no final newline on ours", "a\nb\n", "a\nb1", "a\nb2\n",
		"a\n<<<<<<< ours\nb1\n=======\nb2\n>>>>>>> theirs\n", 1},
	{"no final newline on theirs", "a\nb\n", "a\nb1\n", "a\nb2",
		"a\n<<<<<<< ours\nb1\n=======\nb2\n>>>>>>> theirs\n", 1},
	{"no final newline on both", "a\nb", "a\nb1", "a\nb2",
		"a\n<<<<<<< ours\nb1\n=======\nb2\n>>>>>>> theirs\n", 1},
	{"both sides make the same change", "a\nb\nc\n", "a\nB\nc\n", "a\nB\nc\n", "a\nB\nc\n", 0},
	{"adjacent changes conflict like git", "a\nb\nc\n", "A\nb\nc\n", "a\nB\nc\n",
		"<<<<<<< ours\nA\nb\n=======\na\nB\n>>>>>>> theirs\nc\n", 1},
	{"changes one line apart merge", "a\nb\nc\n", "A\nb\nc\n", "a\nb\nC\n", "A\nb\nC\n", 0},
	{"delete vs edit", "a\nb\nc\n", "a\nc\n", "a\nB\nc\n",
		"a\n<<<<<<< ours\n=======\nB\n>>>>>>> theirs\nc\n", 1},
	{"ours deletes everything", "a\nb\n", "", "a\nB\n",
		"<<<<<<< ours\n=======\na\nB\n>>>>>>> theirs\n", 1},
	{"empty base add/add refines to the differing lines", "", "x\ny\nz\n", "x\nY\nz\n",
		"x\n<<<<<<< ours\ny\n=======\nY\n>>>>>>> theirs\nz\n", 1},
	{"add/add of the same text", "", "x\ny\n", "x\ny\n", "x\ny\n", 0},
	{"only ours changed", "a\nb\n", "a\nB\n", "a\nb\n", "a\nB\n", 0},
	{"only theirs changed", "a\nb\n", "a\nb\n", "a\nB\n", "a\nB\n", 0},
	{"conflicts split by lines without alphanumerics join", "a\n}\n}\n}\n}\nb\n", "A\n}\n}\n}\n}\nB\n", "a1\n}\n}\n}\n}\nb1\n",
		"<<<<<<< ours\nA\n}\n}\n}\n}\nB\n=======\na1\n}\n}\n}\n}\nb1\n>>>>>>> theirs\n", 1},
	{"conflicts split by three lines join", "a\nk\nl\nm\nb\n", "A\nk\nl\nm\nB\n", "a1\nk\nl\nm\nb1\n",
		"<<<<<<< ours\nA\nk\nl\nm\nB\n=======\na1\nk\nl\nm\nb1\n>>>>>>> theirs\n", 1},
	{"conflicts split by four alphanumeric lines stay apart", "a\nk\nl\nm\nn\nb\n", "A\nk\nl\nm\nn\nB\n", "a1\nk\nl\nm\nn\nb1\n",
		"<<<<<<< ours\nA\n=======\na1\n>>>>>>> theirs\nk\nl\nm\nn\n<<<<<<< ours\nB\n=======\nb1\n>>>>>>> theirs\n", 2},
	{"refinement finds common lines inside a conflict", "a\nb\nc\n", "x\n1\n2\n3\n4\ny\n", "z\n1\n2\n3\n4\nw\n",
		"<<<<<<< ours\nx\n=======\nz\n>>>>>>> theirs\n1\n2\n3\n4\n<<<<<<< ours\ny\n=======\nw\n>>>>>>> theirs\n", 2},
	{"all empty", "", "", "", "", 0},
}

func TestMergeTable(t *testing.T) {
	for _, tc := range mergeTable {
		t.Run(tc.name, func(t *testing.T) {
			got := Merge([]byte(tc.base), []byte(tc.ours), []byte(tc.theirs), testLabels)
			if string(got.Data) != tc.want {
				t.Errorf("merge:\n got %q\nwant %q", got.Data, tc.want)
			}
			if len(got.Conflicts) != tc.conflicts {
				t.Errorf("conflicts: got %d, want %d", len(got.Conflicts), tc.conflicts)
			}
			checkConflictOutput(t, got)
		})
	}
}

// checkConflictOutput checks that each Conflict.Output range covers its
// markers in Data.
func checkConflictOutput(t *testing.T, m Merged) {
	t.Helper()
	lines := Lines(m.Data)
	for _, c := range m.Conflicts {
		if c.Output.Len < 3 || c.Output.End() > len(lines) {
			t.Fatalf("conflict output range %+v outside %d lines", c.Output, len(lines))
		}
		first, last := lines[c.Output.Start], lines[c.Output.End()-1]
		if !bytes.HasPrefix(first, []byte("<<<<<<<")) || !bytes.HasPrefix(last, []byte(">>>>>>>")) {
			t.Errorf("conflict output %+v spans %q .. %q", c.Output, first, last)
		}
		if want := c.Ours.Len + c.Theirs.Len + 3; c.Output.Len != want {
			t.Errorf("conflict output %+v has %d lines, want %d", c.Output, c.Output.Len, want)
		}
	}
}

func TestMergeConflictRanges(t *testing.T) {
	got := Merge([]byte("a\nb\nc\n"), []byte("x\n1\n2\n3\n4\ny\n"), []byte("z\n1\n2\n3\n4\nw\nv\n"), testLabels)
	want := []Conflict{
		{Ours: Range{0, 1}, Theirs: Range{0, 1}, Output: Range{0, 5}},
		{Ours: Range{5, 1}, Theirs: Range{5, 2}, Output: Range{9, 6}},
	}
	if len(got.Conflicts) != len(want) {
		t.Fatalf("got %+v, want %+v", got.Conflicts, want)
	}
	for i := range want {
		if got.Conflicts[i] != want[i] {
			t.Errorf("conflict %d: got %+v, want %+v", i, got.Conflicts[i], want[i])
		}
	}
}

func TestMergeLabels(t *testing.T) {
	got := Merge([]byte("a\n"), []byte("b\n"), []byte("c\n"), Labels{Ours: "generated", Base: "previous", Theirs: "edited"})
	want := "<<<<<<< generated\nb\n=======\nc\n>>>>>>> edited\n"
	if string(got.Data) != want {
		t.Errorf("got %q, want %q", got.Data, want)
	}
	// git merge-file -L "" keeps the space after the marker.
	got = Merge([]byte("a\n"), []byte("b\n"), []byte("c\n"), Labels{})
	if want := "<<<<<<< \nb\n=======\nc\n>>>>>>> \n"; string(got.Data) != want {
		t.Errorf("got %q, want %q", got.Data, want)
	}
}

func TestMergeDoesNotAliasInputs(t *testing.T) {
	ours := []byte("a\nb\n")
	got := Merge([]byte("a\n"), ours, []byte("a\n"), testLabels)
	got.Data[0] = 'X'
	if ours[0] != 'a' {
		t.Fatal("Merge returned ours' memory")
	}
}
