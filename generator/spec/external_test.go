package spec

import (
	"fmt"
	"go/parser"
	"go/token"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
)

// TestExternalRefsAreNeverFollowed gives references to a local file with a readable schema, to a path outside the
// checkout, to the cloud metadata address and to a live HTTP server, and checks that each is reported where it is
// written, left unresolved, and that nothing was fetched.
func TestExternalRefsAreNeverFollowed(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		fmt.Fprint(w, `{"type": "string", "title": "FETCHED"}`)
	}))
	defer srv.Close()
	dir := t.TempDir()
	local := filepath.Join(dir, "pet.json")
	if err := os.WriteFile(local, []byte(`{"Pet": {"type": "string", "title": "READ"}}`), 0o600); err != nil {
		t.Fatal(err)
	}

	doc, diags := load(t, filepath.Join(dir, "openapi.yaml"), yamlSpec(
		`openapi: 3.0.3`,
		`paths:`,
		`  /a:`,
		`    $ref: 'http://169.254.169.254/latest/meta-data/paths.yaml'`,
		`  /b:`,
		`    get:`,
		`      parameters: [{$ref: 'file:///etc/passwd#/p'}]`,
		`      responses: {'200': {$ref: '`+srv.URL+`/r.json'}}`,
		`components:`,
		`  schemas:`,
		`    Passwd: {$ref: '../../etc/passwd'}`,
		`    Metadata: {$ref: 'http://169.254.169.254/x'}`,
		`    Local: {$ref: 'pet.json#/Pet'}`,
		`    Absolute: {$ref: '`+local+`#/Pet'}`,
		`    Live: {$ref: '`+srv.URL+`/schema.json'}`,
	))
	want := []string{
		"Spec/ExternalRef@4:11", "Spec/ExternalRef@7:27", "Spec/ExternalRef@8:33",
		"Spec/ExternalRef@11:20", "Spec/ExternalRef@12:22", "Spec/ExternalRef@13:19", "Spec/ExternalRef@14:22", "Spec/ExternalRef@15:18",
	}
	if got := summary(diags); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v:%s", got, want, dump(diags))
	}
	if hits.Load() != 0 {
		t.Errorf("the HTTP server was called %d times", hits.Load())
	}
	for _, name := range doc.Components.SchemaNames {
		s := doc.Components.Schemas[name]
		if s.Ref != nil || s.RefPointer != "" || s.Title != "" || len(s.Types) != 0 {
			t.Errorf("%s: an external reference must stay unknown: %+v", name, s)
		}
	}
	if len(doc.Operations) != 1 || len(doc.Operations[0].Parameters) != 0 || len(doc.Operations[0].Responses) != 0 {
		t.Errorf("external parameters and responses are skipped: %+v", doc.Operations)
	}
}

// TestNoFileOrNetworkAccess is the static half of the proof: the loader's code imports nothing that can open a
// file or a connection.
func TestNoFileOrNetworkAccess(t *testing.T) {
	allowed := map[string]bool{
		"fmt": true, "path": true, "regexp": true, "strconv": true, "strings": true,
		"github.com/sdkgen/sdkgen/generator/diag": true, "github.com/sdkgen/sdkgen/generator/document": true,
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); !allowed[p] {
				t.Errorf("%s imports %s; the loader must not be able to reach files or the network", file, p)
			}
		}
	}
}
