package textdiff

import (
	"bytes"
	"hash/maphash"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestLines(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"a", []string{"a"}},
		{"a\n", []string{"a\n"}},
		{"a\r\nb", []string{"a\r\n", "b"}},
		{"\n\n", []string{"\n", "\n"}},
		{"a\rb\n", []string{"a\rb\n"}},
	} {
		var got []string
		for _, l := range Lines([]byte(tc.in)) {
			got = append(got, string(l))
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Lines(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestIsBinary(t *testing.T) {
	if IsBinary([]byte("text\n")) || IsBinary(nil) {
		t.Error("text reported binary")
	}
	if !IsBinary([]byte("a\x00b")) {
		t.Error("NUL not seen")
	}
	late := append(bytes.Repeat([]byte("a"), 8000), 0)
	if IsBinary(late) {
		t.Error("git looks only at the first 8000 bytes")
	}
	if !IsBinary(late[1:]) {
		t.Error("NUL at byte 7999 not seen")
	}
}

func TestDiffTable(t *testing.T) {
	for _, tc := range []struct {
		name, a, b string
		want       []Edit
	}{
		{"equal", "a\nb\n", "a\nb\n", nil},
		{"both empty", "", "", nil},
		{"insert into empty", "", "a\n", []Edit{{Range{0, 0}, Range{0, 1}}}},
		{"final newline is part of the line", "a", "a\n", []Edit{{Range{0, 1}, Range{0, 1}}}},
		{"crlf is part of the line", "a\r\nb\n", "a\nb\n", []Edit{{Range{0, 1}, Range{0, 1}}}},
		// Compaction slides an insertion in a run of repeats to its end.
		{"slide down", "a\nb\nc\n", "a\nb\nc\na\nb\nc\n", []Edit{{Range{3, 0}, Range{3, 3}}}},
		{"replace", "a\nb\nc\n", "a\nB\nc\n", []Edit{{Range{1, 1}, Range{1, 1}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Diff([]byte(tc.a), []byte(tc.b))
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

// The expected texts are what git 2.39's `git diff --no-index
// --no-indent-heuristic --diff-algorithm=myers -U<n>` prints after its
// file header.
func TestWriteUnifiedTable(t *testing.T) {
	twelve := "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n"
	edited := "1\nX\n3\n4\n5\n6\n7\n8\n9\n10\nY\n12\n"
	for _, tc := range []struct {
		name, a, b string
		context    int
		want       string
	}{
		{"empty old file", "", "a\nb\n", 3, "@@ -0,0 +1,2 @@\n+a\n+b\n"},
		{"empty new file", "a\n", "", 3, "@@ -1 +0,0 @@\n-a\n"},
		{"one line", "a\nb\nc\n", "a\nB\nc\n", 3, "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"},
		{"no newline", "a\nb", "a\nb\n", 3, "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"},
		{"zero context", "1\n2\n3\n4\n", "1\n2\nx\n3\n4\n", 0, "@@ -2,0 +3 @@\n+x\n"},
		{"two hunks", twelve, edited, 1, "@@ -1,3 +1,3 @@\n 1\n-2\n+X\n 3\n@@ -10,3 +10,3 @@\n 10\n-11\n+Y\n 12\n"},
		{"hunks joined", twelve, edited, 4, "@@ -1,12 +1,12 @@\n 1\n-2\n+X\n 3\n 4\n 5\n 6\n 7\n 8\n 9\n 10\n-11\n+Y\n 12\n"},
		{"equal", "a\n", "a\n", 3, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := WriteUnified(&buf, "x", "y", []byte(tc.a), []byte(tc.b), tc.context); err != nil {
				t.Fatal(err)
			}
			want := tc.want
			if want != "" {
				want = "--- a/x\n+++ b/y\n" + want
			}
			if buf.String() != want {
				t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
			}
			if got := renderHunks(Hunks([]byte(tc.a), []byte(tc.b), tc.context)); got != tc.want {
				t.Errorf("Hunks rendered\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestHunkLinesDropLineEndings(t *testing.T) {
	h := Hunks([]byte("a\r\nb\r\n"), []byte("a\r\nc\r"), 3)
	want := []string{" a", "-b", "+c\r", noNewline}
	if len(h) != 1 || !reflect.DeepEqual(h[0].Lines, want) {
		t.Fatalf("got %q, want %q", h, want)
	}
	if !strings.HasPrefix(h[0].String(), "@@ -1,2 +1,2 @@") {
		t.Errorf("header %q", h[0].String())
	}
}

// TestClassifierCollision forces two different lines onto one hash: they
// must still get different classes.
func TestClassifierCollision(t *testing.T) {
	c := newClassifier(0)
	x, _ := c.class([]byte("x\n"))
	c.byHash[maphash.Bytes(c.seed, []byte("y\n"))] = x
	y, isNew := c.class([]byte("y\n"))
	if y == x || !isNew {
		t.Fatalf("colliding line got class %d (new %v), x has %d", y, isNew, x)
	}
	if y2, isNew := c.class([]byte("y\n")); y2 != y || isNew {
		t.Fatalf("second look-up gave %d (new %v), want %d", y2, isNew, y)
	}
	if x2, _ := c.class([]byte("x\n")); x2 != x {
		t.Fatalf("x moved to class %d", x2)
	}
}

// TestWriteUnifiedFunctionNames: a hunk header ends with the nearest line above the hunk that starts like an
// identifier, as git's default funcname rule finds it, or the previous hunk's when none is closer.
func TestWriteUnifiedFunctionNames(t *testing.T) {
	a := "class Chat {\n  1\n  2\n  3\n  4\n  5\n  6\n  7\n  8\n  9\n}\n"
	b := strings.Replace(strings.Replace(a, "  5\n", "  five\n", 1), "  9\n", "  nine\n", 1)
	var buf bytes.Buffer
	if err := WriteUnified(&buf, "x", "y", []byte(a), []byte(b), 1); err != nil {
		t.Fatal(err)
	}
	var headers []string
	for _, l := range strings.Split(buf.String(), "\n") {
		if strings.HasPrefix(l, "@@") {
			headers = append(headers, l)
		}
	}
	want := []string{"@@ -5,3 +5,3 @@ class Chat {", "@@ -9,3 +9,3 @@ class Chat {"}
	if !slices.Equal(headers, want) {
		t.Errorf("headers %q, want %q", headers, want)
	}
}
