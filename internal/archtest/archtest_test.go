// Package archtest checks the module's package layout.
package archtest

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/sdkgen/sdkgen/"

// boundaries: no package under From (its tests included) may depend, even through another package, on a
// package under any of Never. webhooks/ decides and acts through interfaces of its own; internal/appwire
// implements them on app/ and is the one place both meet (cmd/sdkgen imports it).
var boundaries = []struct {
	From  string
	Never []string
}{
	{"webhooks", []string{"app", "internal/appwire"}},
	{"app", []string{"webhooks", "internal/appwire"}},
}

func TestWebhooksAndAppDoNotDependOnEachOther(t *testing.T) {
	for _, b := range boundaries {
		t.Run(b.From, func(t *testing.T) {
			pkgs, err := listDeps(module + b.From + "/...")
			if err != nil {
				t.Fatal(err)
			}
			if len(pkgs) == 0 {
				t.Fatalf("go list found no package under %s", b.From)
			}
			for _, p := range pkgs {
				for _, dep := range p.Deps {
					if i := slices.IndexFunc(b.Never, func(never string) bool { return under(dep, never) }); i >= 0 {
						t.Errorf("%s depends on %s: %s/ must not depend on %s/", p.ImportPath, dep, b.From, b.Never[i])
					}
				}
			}
		})
	}
}

// under reports whether the import path is the module's folder dir or a package in it.
func under(importPath, dir string) bool {
	rest, ok := strings.CutPrefix(importPath, module+dir)
	return ok && (rest == "" || strings.HasPrefix(rest, "/"))
}

type listed struct {
	ImportPath string
	Deps       []string
}

// listDeps is `go list -deps -test` of pattern: each package (and test package) with everything it depends on.
func listDeps(pattern string) ([]listed, error) {
	var stderr bytes.Buffer
	cmd := exec.Command("go", "list", "-test", "-json=ImportPath,Deps", pattern)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, errors.New("go list " + pattern + ": " + err.Error() + "\n" + stderr.String())
	}
	var pkgs []listed
	for dec := json.NewDecoder(bytes.NewReader(out)); ; {
		var p listed
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			return pkgs, nil
		} else if err != nil {
			return nil, err
		}
		pkgs = append(pkgs, p)
	}
}

func TestUnder(t *testing.T) {
	for _, tc := range []struct {
		path, dir string
		want      bool
	}{
		{module + "app", "app", true},
		{module + "app/jobs", "app", true},
		{module + "internal/appwire", "app", false},
		{module + "appendix", "app", false},
		{module + "webhooks/webhookstest", "webhooks", true},
		{"example.com/app/jobs", "app", false},
	} {
		if got := under(tc.path, tc.dir); got != tc.want {
			t.Errorf("under(%q, %q) = %v, want %v", tc.path, tc.dir, got, tc.want)
		}
	}
}
