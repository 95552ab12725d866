package golang_test

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/targets/golang"
)

var filesConfig = onePathConfig("files", "file", "File", "/files/{file_id}", "file_id", "file_1")

var filesSpec = onePathSpec("/files/{file_id}", "file_id", "File", `    File:
      type: object
      required: [id]
      properties:
        id: { type: string }
        bytes: { type: integer }
`)

// TestFileModelKeepsItsName: an API model called File is File, and the upload helper takes the name v1 Go SDKs
// give it, FileParam, in both params styles; the README's migration notes say so.
func TestFileModelKeepsItsName(t *testing.T) {
	for _, style := range []string{"v1", "v2"} {
		t.Run(style, func(t *testing.T) {
			in, cfg := loadInput(t, writePair(t, filesSpec, filesConfig))
			cfg.Options.CodeStyle = &config.NullableString{Value: style}
			tr, err := golang.Target{}.Generate(t.Context(), in)
			if err != nil {
				t.Fatal(err)
			}
			all := ""
			for _, p := range tr.Paths() {
				if strings.HasSuffix(p, ".go") || strings.HasSuffix(p, ".md") {
					all += fileText(t, tr, p)
				}
			}
			if strings.Contains(all, "File2") {
				t.Error("the File model (or the helper) is numbered File2")
			}
			if !strings.Contains(fileText(t, tr, "file.go"), "type File struct") {
				t.Error("file.go does not declare type File")
			}
			field := fileText(t, tr, "field.go")
			if !strings.Contains(field, "func FileParam(r io.Reader") || strings.Contains(field, "func File(") {
				t.Errorf("field.go: want the upload helper FileParam and no File:\n%s", field)
			}
			if !strings.Contains(fileText(t, tr, "README.md"), "The upload helper is `acme.FileParam`") {
				t.Error("the README's migration notes do not name the upload helper")
			}
		})
	}
}

// TestSharedPackageOption: back_compat_use_shared_package (default true) puts the $shared models in package
// shared, aliased in the root package; false declares them in the root package, with no shared package and no
// aliases.
func TestSharedPackageOption(t *testing.T) {
	cases := []struct {
		name      string
		value     *bool
		inPackage bool
	}{{"default", nil, true}, {"true", new(true), true}, {"false", new(false), false}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := generateGo(t, kitchenSinkDir, func(cfg *config.GoTarget) { cfg.Options.BackCompatUseSharedPackage = c.value })
			_, hasShared := tr.File("shared/shared.go")
			aliased := strings.Contains(fileText(t, tr, "aliases.go"), "type Address = shared.Address")
			inRoot := strings.Contains(fileText(t, tr, "shared.go"), "type Address struct")
			if hasShared != c.inPackage || aliased != c.inPackage || inRoot == c.inPackage {
				t.Errorf("shared/shared.go %v, alias %v, Address in the root package %v; want the shared package %v", hasShared, aliased, inRoot, c.inPackage)
			}
			if api := fileText(t, tr, "api.md"); strings.Contains(api, "/shared#") != c.inPackage {
				t.Errorf("api.md links to the shared package: %v, want %v", !c.inPackage, c.inPackage)
			}
		})
	}
}
