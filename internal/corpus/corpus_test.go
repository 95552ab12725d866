package corpus

import (
	"context"
	"os"
	"path/filepath"
	"strings"
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

func TestOnlyNarrowsTargets(t *testing.T) {
	pairs := []Pair{{Name: "acme"}, {Name: "beta"}}
	got, err := Only(pairs, []string{"beta:php+kotlin", "acme"})
	if err != nil {
		t.Fatal(err)
	}
	if got[0].Name != "beta" || !got[0].Checks("php") || !got[0].Checks("kotlin") || got[0].Checks("go") {
		t.Errorf("beta:php+kotlin = %+v, want beta checking php and kotlin only", got[0])
	}
	if !got[1].Checks("go") {
		t.Errorf("acme without a narrowing does not check go: %+v", got[1])
	}
	if _, err := Only(pairs, []string{"beta:"}); err == nil {
		t.Error("Only accepted an entry with no target after the colon")
	}
}

func TestPairLoad(t *testing.T) {
	good := Pair{Name: "onebusaway", Spec: "../../testdata/pairs/onebusaway/openapi.yml", Config: "../../testdata/pairs/onebusaway/sdkgen.yml"}
	res, err := good.Load(context.Background())
	if err != nil || res.API == nil {
		t.Fatalf("a real pair: %v", err)
	}
	dir := t.TempDir()
	bad := Pair{Name: "broken", Spec: good.Spec, Config: filepath.Join(dir, "sdkgen.yml")}
	if err := os.WriteFile(bad.Config, []byte("organization: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := bad.Load(context.Background()); err == nil || !strings.Contains(err.Error(), "broken does not validate") {
		t.Errorf("a config with a syntax error: %v, want a located validation error", err)
	}
	if _, err := (Pair{Name: "gone", Spec: filepath.Join(dir, "none.yml"), Config: bad.Config}).Load(context.Background()); err == nil {
		t.Error("a missing spec must be an error")
	}
}
