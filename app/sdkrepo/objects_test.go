package sdkrepo

import (
	"maps"
	"testing"

	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// TestOverlayTree writes files over a tree: replaced files keep their mode, new ones are regular, the rest is
// untouched, and a path that is not a file's is refused.
func TestOverlayTree(t *testing.T) {
	r, err := InitMemory()
	if err != nil {
		t.Fatal(err)
	}
	base, err := r.WriteTree(genTree(t, map[string]string{"bin/publish*": "old", "a/keep.txt": "k", "z.txt": "z"}))
	if err != nil {
		t.Fatal(err)
	}
	h, err := r.OverlayTree(base, map[string][]byte{"bin/publish": []byte("new"), "a/b/c.txt": []byte("c"), "top.txt": []byte("t")})
	if err != nil {
		t.Fatal(err)
	}
	tr, err := object.GetTree(r.Git().Storer, h)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	err = tr.Files().ForEach(func(f *object.File) error {
		got[f.Name], _ = f.Contents()
		if f.Name == "bin/publish" && f.Mode != filemode.Executable {
			t.Errorf("bin/publish lost its executable mode: %v", f.Mode)
		}
		return nil
	})
	want := map[string]string{"bin/publish": "new", "a/keep.txt": "k", "a/b/c.txt": "c", "top.txt": "t", "z.txt": "z"}
	if err != nil || !maps.Equal(got, want) {
		t.Errorf("files = %v, %v; want %v", got, err, want)
	}
	for _, bad := range []map[string][]byte{{"a": []byte("x")}, {"z.txt/y": []byte("x")}, {"../x": []byte("x")}} {
		if _, err := r.OverlayTree(base, bad); err == nil {
			t.Errorf("OverlayTree(%v) should fail", bad)
		}
	}
}
