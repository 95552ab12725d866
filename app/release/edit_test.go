package release

import (
	"errors"
	"strings"
	"testing"
)

func TestEdits(t *testing.T) {
	for _, tc := range []struct {
		name string
		file VersionFile
		in   string
		want string // "" = an error whose text contains wantErr
		// wantErr is part of the error; noVersion says it must be errNoVersion.
		wantErr   string
		noVersion bool
	}{
		{
			name: "json top-level key, nested ones untouched",
			file: VersionFile{Kind: EditJSON, Name: "version"},
			in:   "{\n  \"name\": \"acme\",\n  \"engines\": {\"version\": \"9.9.9\"},\n  \"version\"  :   \"0.0.1\",\n  \"x\": \"\\\"version\\\": \\\"0.0.1\\\"\"\n}\n",
			want: "{\n  \"name\": \"acme\",\n  \"engines\": {\"version\": \"9.9.9\"},\n  \"version\"  :   \"1.2.3\",\n  \"x\": \"\\\"version\\\": \\\"0.0.1\\\"\"\n}\n",
		},
		{
			name: "json path to a dependency, other versions untouched",
			file: VersionFile{Kind: EditJSON, Name: "$.dependencies['@acme/sdk']"},
			in:   "{\n  \"version\": \"0.0.1\",\n  \"devDependencies\": {\"@acme/sdk\": \"0.0.1\"},\n  \"dependencies\": {\n    \"zod\": \"3.0.0\",\n    \"@acme/sdk\": \"0.0.1\"\n  }\n}\n",
			want: "{\n  \"version\": \"0.0.1\",\n  \"devDependencies\": {\"@acme/sdk\": \"0.0.1\"},\n  \"dependencies\": {\n    \"zod\": \"3.0.0\",\n    \"@acme/sdk\": \"1.2.3\"\n  }\n}\n",
		},
		{name: "json path in dots", file: VersionFile{Kind: EditJSON, Name: "$.a.b"}, in: `{"a": {"b": "0.0.1"}}`, want: `{"a": {"b": "1.2.3"}}`},
		{name: "json path key missing", file: VersionFile{Kind: EditJSON, Name: "$.dependencies.acme"}, in: `{"dependencies": {"zod": "1.0.0"}}`, wantErr: `no "dependencies"."acme" key`, noVersion: true},
		{name: "json path through a string", file: VersionFile{Kind: EditJSON, Name: "$.a.b"}, in: `{"a": "0.0.1"}`, wantErr: `top-level "a" is not an object`, noVersion: true},
		{name: "json path not of keys", file: VersionFile{Kind: EditJSON, Name: "$.a[*]"}, in: `{"a": ["0.0.1"]}`, wantErr: "is not a path of object keys"},
		{name: "json manifest", file: manifest, in: "{\n  \".\": \"0.0.1\"\n}\n", want: "{\n  \".\": \"1.2.3\"\n}\n"},
		{name: "json key missing", file: manifest, in: `{"packages/a": "1.0.0"}`, wantErr: `no top-level "." key`, noVersion: true},
		{name: "json value not a string", file: VersionFile{Kind: EditJSON, Name: "version"}, in: `{"version": 1}`, wantErr: "is not a string"},
		{name: "json not an object", file: manifest, in: `["0.0.1"]`, wantErr: "not a JSON object"},
		{name: "json broken", file: manifest, in: `{"a": }`, wantErr: "read JSON"},
		{
			name: "toml project version only",
			file: VersionFile{Kind: EditTOML, Name: "project.version"},
			in:   "[tool.x]\nversion = \"9.9.9\"\n\n[ project ] # the package\nname = \"acme\"\nversion = \"0.0.1\" # x\n\n[tool.y]\nversion = \"9.9.9\"\n",
			want: "[tool.x]\nversion = \"9.9.9\"\n\n[ project ] # the package\nname = \"acme\"\nversion = \"1.2.3\" # x\n\n[tool.y]\nversion = \"9.9.9\"\n",
		},
		{
			name: "toml single quotes, CRLF", file: VersionFile{Kind: EditTOML, Name: "project.version"},
			in: "[project]\r\nversion='0.0.1'\r\n", want: "[project]\r\nversion='1.2.3'\r\n",
		},
		{
			name: "toml dynamic version", file: VersionFile{Kind: EditTOML, Name: "project.version"},
			in: "[project]\ndynamic = [\"version\"]\n[tool.hatch.version]\nversion = \"0.0.1\"\n", wantErr: "no version = \"...\" line in [project]", noVersion: true,
		},
		{name: "toml bad name", file: VersionFile{Kind: EditTOML, Name: "version"}, in: "", wantErr: "is not table.key"},
		{
			name: "assign python", file: VersionFile{Kind: EditAssign, Name: "__version__"},
			in:   "__title__ = \"acme\"\n__version__ = \"0.0.1\"  # x-release-please-version\n",
			want: "__title__ = \"acme\"\n__version__ = \"1.2.3\"  # x-release-please-version\n",
		},
		{
			name: "assign python annotated", file: VersionFile{Kind: EditAssign, Name: "__version__"},
			in: "__version__: str = '0.0.1'\n", want: "__version__: str = '1.2.3'\n",
		},
		{
			name: "assign typescript", file: VersionFile{Kind: EditAssign, Name: "VERSION"},
			in: "// banner\nexport const VERSION = '0.0.1'; // x\nconst VERSION2 = '0.0.1';\n", want: "// banner\nexport const VERSION = '1.2.3'; // x\nconst VERSION2 = '0.0.1';\n",
		},
		{
			name: "assign go, first only", file: VersionFile{Kind: EditAssign, Name: "PackageVersion"},
			in:   "package internal\n\nconst (\n\tPackageVersion = \"0.0.1\" // x-release-please-version\n)\n\n// PackageVersion = \"0.0.1\"\n",
			want: "package internal\n\nconst (\n\tPackageVersion = \"1.2.3\" // x-release-please-version\n)\n\n// PackageVersion = \"0.0.1\"\n",
		},
		{
			name: "assign needs a whole name", file: VersionFile{Kind: EditAssign, Name: "VERSION"},
			in: "export const API_VERSION = '2024-01-01';\n", wantErr: "no line assigning a quoted string to VERSION", noVersion: true,
		},
		{
			name: "markers",
			file: VersionFile{Kind: EditMarkers},
			in:   "Install 0.0.1:\n<!-- x-release-please-start-version -->\ngo get example.com/m@v0.0.1\npip install acme==0.0.1-beta.1 # and 0.0.1\n<!-- x-release-please-end -->\nv0.0.1 // x-release-please-version\nlast 0.0.1\n",
			want: "Install 0.0.1:\n<!-- x-release-please-start-version -->\ngo get example.com/m@v1.2.3\npip install acme==1.2.3 # and 1.2.3\n<!-- x-release-please-end -->\nv1.2.3 // x-release-please-version\nlast 0.0.1\n",
		},
		{name: "no markers", file: VersionFile{Kind: EditMarkers}, in: "0.0.1\n", wantErr: "no x-release-please-version or x-release-please-start-version marker", noVersion: true},
		{name: "unknown kind", file: VersionFile{Kind: "xml"}, in: "", wantErr: `unknown version file kind "xml"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.file.edit([]byte(tc.in), "1.2.3")
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || errors.Is(err, errNoVersion) != tc.noVersion {
					t.Fatalf("error %v, want one with %q (errNoVersion: %v)", err, tc.wantErr, tc.noVersion)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestParseExtraFiles(t *testing.T) {
	got, err := parseExtraFiles([]byte(`{"extra-files": ["src/acme/_version.py", "jsr.json", "./README.md",
		{"type": "json", "path": "a/package.json", "jsonpath": "$.version"},
		{"type": "json", "path": "packages/mcp-server/package.json", "jsonpath": "$.dependencies['@acme/sdk']"},
		{"type": "json", "path": "b.json", "jsonpath": "$.versions[*]"},
		{"type": "toml", "path": "Cargo.toml", "jsonpath": "$.package.version"},
		{"type": "xml", "path": "pom.xml", "xpath": "//version"},
		{"type": "generic", "path": "VERSION.txt"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := []VersionFile{
		{Path: "src/acme/_version.py", Kind: EditMarkers},
		{Path: "jsr.json", Kind: EditJSON, Name: "version"},
		{Path: "README.md", Kind: EditMarkers},
		{Path: "a/package.json", Kind: EditJSON, Name: "version"},
		{Path: "packages/mcp-server/package.json", Kind: EditJSON, Name: "$.dependencies['@acme/sdk']"},
		{Path: "b.json", Kind: EditMarkers},
		{Path: "Cargo.toml", Kind: EditTOML, Name: "package.version"},
		{Path: "pom.xml", Kind: EditMarkers},
		{Path: "VERSION.txt", Kind: EditMarkers},
	}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("entry %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
	for _, bad := range []string{`{"extra-files": [1]}`, `{"extra-files": ["/etc/passwd"]}`, `{"extra-files": ["../x"]}`, `{"extra-files": [{"type": "json"}]}`, `{`} {
		if _, err := parseExtraFiles([]byte(bad)); err == nil || !strings.Contains(err.Error(), ReleaseConfigFile) {
			t.Errorf("%s: error %v, want one naming %s", bad, err, ReleaseConfigFile)
		}
	}
}
