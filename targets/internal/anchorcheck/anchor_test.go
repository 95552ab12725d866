package anchorcheck

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDiscover(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"SOURCES.md":                 "",
		"acme/go/client_test.go":     "",
		"acme/python/tests/a.py":     "",
		"zeta/typescript/api.md":     "",
		"zeta/typescript/tests/a.ts": "",
	})
	names := func(as []Anchor) []string {
		var out []string
		for _, a := range as {
			out = append(out, a.Name())
		}
		return out
	}
	all, err := Discover(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := names(all), []string{"acme/go", "acme/python", "zeta/typescript"}; !reflect.DeepEqual(got, want) {
		t.Errorf("all anchors: got %v, want %v", got, want)
	}
	some, err := Discover(root, []string{"zeta/typescript", "acme"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := names(some), []string{"zeta/typescript", "acme/go", "acme/python"}; !reflect.DeepEqual(got, want) {
		t.Errorf("named anchors: got %v, want %v", got, want)
	}
	if _, err := Discover(root, []string{"acme/ruby"}); err == nil {
		t.Error("a name that matches no anchor must be an error")
	}
}

func TestLoadExceptions(t *testing.T) {
	dir := t.TempDir()
	a := Anchor{Pair: "acme", Language: "python"}
	list, err := LoadExceptions(dir, a)
	if err != nil || list != nil {
		t.Fatalf("no file: got %v, %v; want no exceptions", list, err)
	}
	writeFiles(t, dir, map[string]string{"acme-python.yml": `
- file: tests/test_legacy.py
  reason: the old runtime's private module
- test: tests/test_client.py::TestClient::test_copy
  reason: the endpoint is gone from the pair's spec
`})
	list, err = LoadExceptions(dir, a)
	if err != nil {
		t.Fatal(err)
	}
	if got := list.Files(); !reflect.DeepEqual(got, map[string]bool{"tests/test_legacy.py": true}) {
		t.Errorf("files: got %v", got)
	}
	want := []TestID{{File: "tests/test_client.py", Names: []string{"TestClient", "test_copy"}}}
	if got := list.Tests(); !reflect.DeepEqual(got, want) {
		t.Errorf("tests: got %v, want %v", got, want)
	}
	for name, bad := range map[string]string{
		"no reason":   "- file: a.py\n",
		"both":        "- file: a.py\n  test: a.py::b\n  reason: r\n",
		"unknown key": "- file: a.py\n  why: r\n",
	} {
		writeFiles(t, dir, map[string]string{"acme-python.yml": bad})
		if _, err := LoadExceptions(dir, a); err == nil {
			t.Errorf("%s: want an error", name)
		}
	}
}

func TestExceptionsCheck(t *testing.T) {
	anchor := t.TempDir()
	writeFiles(t, anchor, map[string]string{"tests/test_client.py": "class TestClient:\n    def test_copy(self): ...\n"})
	good := Exceptions{
		{File: "tests/test_client.py", Reason: "r"},
		{Test: "tests/test_client.py::TestClient::test_copy", Reason: "r"},
	}
	if err := good.Check(anchor); err != nil {
		t.Errorf("entries that name the anchor's tests: %v", err)
	}
	stale := Exceptions{
		{File: "tests/test_gone.py", Reason: "r"},
		{Test: "tests/test_client.py::TestClient::test_renamed", Reason: "r"},
		{Test: "tests/test_client.py", Reason: "r"},
	}
	err := stale.Check(anchor)
	if err == nil {
		t.Fatal("entries that name nothing in the anchor must fail the check")
	}
	for _, want := range []string{"test_gone.py", "test_renamed", "<file>::<name>"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not mention %q: %v", want, err)
		}
	}
}

func TestDeselect(t *testing.T) {
	ids := []TestID{ParseTestID("a_test.go::TestA"), ParseTestID("b_test.go::TestB.x")}
	cases := []struct {
		lang string
		ids  []TestID
		want []string
	}{
		{"go", ids, []string{"-skip", `^(?:TestA|TestB\.x)$`}},
		{"go", nil, nil},
		{"python", []TestID{ParseTestID("tests/test_a.py::TestA::test_b")}, []string{"--deselect", "tests/test_a.py::TestA::test_b"}},
		{"typescript", []TestID{ParseTestID("tests/index.test.ts::instantiate client::defaultHeaders")},
			[]string{"--testNamePattern", `^(?!(?:instantiate client defaultHeaders)$)`}},
	}
	for _, c := range cases {
		got, err := languages[c.lang].deselect(c.ids)
		if err != nil {
			t.Fatalf("%s: %v", c.lang, err)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.lang, got, c.want)
		}
	}
	if _, err := golang.deselect([]TestID{ParseTestID("a_test.go::TestA::sub")}); err == nil {
		t.Error("go: a subtest cannot be deselected by -skip among others; want an error")
	}
}

func TestDropInGo(t *testing.T) {
	anchor, sdk := t.TempDir(), t.TempDir()
	writeFiles(t, anchor, map[string]string{
		"go.mod": "module old", "stop_test.go": "package x_test", "internal/testutil/testutil.go": "package testutil",
		"internal/apijson/json_test.go": "package apijson", "README.md": "",
	})
	writeFiles(t, sdk, map[string]string{"go.mod": "module new", "stop.go": "package x", "own_test.go": "package x_test",
		"internal/testutil/testutil_test.go": "package testutil"})
	if err := golang.dropIn(anchor, sdk, map[string]bool{"internal/apijson/json_test.go": true}); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]bool{
		"go.mod": true, "stop.go": true, "own_test.go": false, "stop_test.go": true,
		"internal/testutil/testutil.go": true, "internal/testutil/testutil_test.go": false,
		"internal/apijson/json_test.go": false, "README.md": false,
	} {
		if _, err := os.Stat(filepath.Join(sdk, path)); (err == nil) != want {
			t.Errorf("%s: present = %v, want %v", path, err == nil, want)
		}
	}
	if data, _ := os.ReadFile(filepath.Join(sdk, "go.mod")); string(data) != "module new" {
		t.Errorf("the SDK's go.mod was replaced: %q", data)
	}
}
