package python_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/python"
)

// TestDescribeNamesWhatGenerateWrites: every method Describe reports is defined in its resource module under the
// name it gives, with its positional and keyword arguments, and the client class and option keywords are the
// generated client's.
func TestDescribeNamesWhatGenerateWrites(t *testing.T) {
	dir := "../../testdata/kitchen-sink"
	tr, res, _ := toolchain.Tree(t, python.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	s, err := python.Describe(res.API, res.Config.Targets.Python)
	if err != nil {
		t.Fatal(err)
	}
	client, ok := tr.File("src/" + s.Package + "/_client.py")
	if !ok || !strings.Contains(string(client.Data), "class "+s.Client+"(") {
		t.Fatalf("src/%s/_client.py has no class %s", s.Package, s.Client)
	}
	for _, kwarg := range s.Options {
		if !strings.Contains(string(client.Data), "        "+kwarg+": ") {
			t.Errorf("the client takes no %s", kwarg)
		}
	}
	if len(s.Methods) < 10 {
		t.Fatalf("Describe reports %d methods", len(s.Methods))
	}
	sources := ""
	for _, p := range tr.Paths() {
		if strings.HasPrefix(p, "src/"+s.Package+"/") && strings.HasSuffix(p, ".py") {
			f, _ := tr.File(p)
			sources += string(f.Data)
		}
	}
	for m, sm := range s.Methods {
		if !strings.Contains(sources, "    def "+sm.Name+"(") {
			t.Errorf("%s: no method %s is generated", m.Call, sm.Name)
		}
		for _, a := range slices.Concat(sm.Positional, sm.Keywords) {
			if !strings.Contains(sources, "        "+a.Name+": ") {
				t.Errorf("%s: no argument %s is generated", m.Call, a.Name)
			}
		}
		for _, attr := range sm.Attrs {
			if !strings.Contains(sources, "    def "+attr+"(self)") {
				t.Errorf("%s: no resource attribute %s is generated", m.Call, attr)
			}
		}
	}
}
