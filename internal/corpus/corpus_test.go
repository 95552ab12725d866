package corpus

import (
	"os"
	"path/filepath"
	"testing"
)

func writePair(t *testing.T, dir, config, spec string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{"sdkgen.yml": config, "openapi.yml": spec} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestListTakesCopiesOnceAndNamesNamesakes(t *testing.T) {
	root := t.TempDir()
	a, b := filepath.Join(root, "a"), filepath.Join(root, "b")
	writePair(t, filepath.Join(a, "acme"), "c1", "s1")
	writePair(t, filepath.Join(b, "acme"), "c1", "s1") // a copy: taken once
	writePair(t, filepath.Join(a, "beta"), "c2", "s2")
	writePair(t, filepath.Join(b, "beta"), "c2", "s2 changed") // a namesake: kept under its folder's name
	if err := os.MkdirAll(filepath.Join(b, "nospec"), 0o755); err != nil {
		t.Fatal(err)
	}
	pairs, err := List(a, b)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range pairs {
		names = append(names, p.Name)
	}
	if got, want := len(names), 3; got != want || names[0] != "acme" || names[1] != "beta" || names[2] != "beta@b" {
		t.Errorf("names = %q, want [acme beta beta@b]", names)
	}
	if _, err := Only(pairs, []string{"beta@b", "missing"}); err == nil {
		t.Error("Only accepted a name that is not a pair")
	}
}
