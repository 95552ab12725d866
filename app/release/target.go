package release

import (
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strings"
)

// Target lists the files that hold an SDK's version, besides CHANGELOG.md.
type Target struct {
	Key   string
	Files []VersionFile
}

// VersionFile is one file that holds the version and how it holds it.
type VersionFile struct {
	// Path is a repository path; it may use path.Match wildcards (src/*/_version.py), and then every file that
	// matches is edited.
	Path string
	Kind EditKind
	// Name is what Kind edits: the JSON key (top-level, or a JSONPath of object keys, `$.dependencies['acme']`), the
	// TOML table.key, the assigned name; unused for EditMarkers.
	Name string
	// Optional files may be missing or lack the version line; they are then left alone.
	Optional bool
}

// EditKind says how a file holds the version. Every edit replaces the version's characters only, so the rest of
// the file stays byte-identical.
type EditKind string

// Edit kinds.
const (
	// EditJSON: the string value of a key of a JSON object ("version" in package.json, "." in
	// .release-please-manifest.json, `$.dependencies['acme']` in an MCP server's package.json).
	EditJSON EditKind = "json"
	// EditTOML: a quoted string key in a table, Name "table.key" (pyproject.toml's project.version).
	EditTOML EditKind = "toml"
	// EditAssign: the first line that assigns a quoted string to Name (`__version__ = "1.2.3"`,
	// `export const VERSION = '1.2.3';`, `const PackageVersion = "1.2.3"`).
	EditAssign EditKind = "assign"
	// EditMarkers: release-please's markers, every version on a line holding x-release-please-version and on the
	// lines between x-release-please-start-version and x-release-please-end.
	EditMarkers EditKind = "markers"
)

// Files every scaffolded SDK repository has (targets/internal/scaffold).
const (
	ManifestFile      = ".release-please-manifest.json"
	ReleaseConfigFile = "release-please-config.json"
)

var (
	manifest = VersionFile{Path: ManifestFile, Kind: EditJSON, Name: "."}
	// readme: the Go README pins the version between markers. People may rewrite their README, so a README
	// without markers is no error.
	readme      = VersionFile{Path: "README.md", Kind: EditMarkers, Optional: true}
	packageJSON = VersionFile{Path: "package.json", Kind: EditJSON, Name: "version"}
)

// targetFiles are the version files each target generates (targets/<lang>: its release type's own files and
// its ExtraVersionFiles).
var targetFiles = map[string][]VersionFile{
	"typescript": nodeFiles,
	"node":       nodeFiles,
	"python": {
		manifest,
		{Path: "pyproject.toml", Kind: EditTOML, Name: "project.version"},
		{Path: "src/*/_version.py", Kind: EditAssign, Name: "__version__"},
		readme,
	},
	"go": {manifest, {Path: "internal/version.go", Kind: EditAssign, Name: "PackageVersion"}, readme},
}

var nodeFiles = []VersionFile{
	manifest,
	packageJSON,
	{Path: "src/version.ts", Kind: EditAssign, Name: "VERSION"},
	{Path: "jsr.json", Kind: EditJSON, Name: "version", Optional: true},
	{Path: "packages/mcp-server/package.json", Kind: EditJSON, Name: "version", Optional: true},
	{Path: "packages/mcp-server/src/version.ts", Kind: EditAssign, Name: "VERSION", Optional: true},
	readme,
}

// TargetFor returns the version files of a target key (typescript, node, python, go). Any other target (openapi,
// targets sdkgen does not build yet) has the release manifest, when there is one, and README markers.
func TargetFor(key string) Target {
	files, ok := targetFiles[key]
	if !ok {
		optional := manifest
		optional.Optional = true
		files = []VersionFile{optional, readme}
	}
	return Target{Key: key, Files: append([]VersionFile(nil), files...)}
}

// withExtraFiles adds the release config's extra-files the target does not list already: the generator
// declares them, so they are required. A .json file gets its "version" key, any other file release-please's
// markers. A file the target lists is edited as the target says, except for JSON keys it does not list (an MCP
// server's dependency on the SDK, beside its own version).
func (t Target) withExtraFiles(extra []VersionFile) Target {
	out := Target{Key: t.Key, Files: append([]VersionFile(nil), t.Files...)}
	for _, e := range extra {
		if !t.covers(e.Path) || (e.Kind == EditJSON && !t.editsJSONKey(e)) {
			out.Files = append(out.Files, e)
		}
	}
	return out
}

// editsJSONKey reports whether the target edits the JSON key of e in e's file.
func (t Target) editsJSONKey(e VersionFile) bool {
	return slices.ContainsFunc(t.Files, func(f VersionFile) bool {
		ok, _ := path.Match(f.Path, e.Path)
		return (ok || f.Path == e.Path) && f.Kind == EditJSON && sameJSONKey(f.Name, e.Name)
	})
}

func sameJSONKey(a, b string) bool {
	ka, errA := jsonKeys(a)
	kb, errB := jsonKeys(b)
	return errA == nil && errB == nil && slices.Equal(ka, kb)
}

func (t Target) covers(p string) bool {
	for _, f := range t.Files {
		if ok, _ := path.Match(f.Path, p); ok || f.Path == p {
			return true
		}
	}
	return false
}

// releaseConfig is the part of release-please-config.json that names version files.
type releaseConfig struct {
	ExtraFiles []json.RawMessage `json:"extra-files"`
}

// extraFile is an extra-files entry written as an object.
type extraFile struct {
	Type     string `json:"type"`
	Path     string `json:"path"`
	JSONPath string `json:"jsonpath"`
}

// parseExtraFiles reads the extra-files of release-please-config.json: paths, or objects with a type (json and
// toml with a jsonpath such as $.version; anything else uses the markers).
func parseExtraFiles(data []byte) ([]VersionFile, error) {
	var cfg releaseConfig
	if err := json.Unmarshal(data, &cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", ReleaseConfigFile, err)
	}
	var out []VersionFile
	for _, raw := range cfg.ExtraFiles {
		var e extraFile
		if err := json.Unmarshal(raw, &e.Path); err != nil {
			if err := json.Unmarshal(raw, &e); err != nil {
				return nil, fmt.Errorf("%s: extra-files entry %s is neither a path nor an object: %w", ReleaseConfigFile, raw, err)
			}
		}
		if clean := path.Clean(e.Path); e.Path == "" || path.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, "../") {
			return nil, fmt.Errorf("%s: extra-files entry %s names no repository path", ReleaseConfigFile, raw)
		}
		out = append(out, e.versionFile())
	}
	return out, nil
}

func (e extraFile) versionFile() VersionFile {
	p := path.Clean(e.Path)
	name := strings.TrimPrefix(e.JSONPath, "$.")
	switch keys, ok := parseJSONPath(e.JSONPath); {
	case e.Type == "json" && ok && len(keys) == 1:
		return VersionFile{Path: p, Kind: EditJSON, Name: keys[0]}
	case e.Type == "json" && ok:
		return VersionFile{Path: p, Kind: EditJSON, Name: e.JSONPath}
	case e.Type == "toml" && strings.Count(name, ".") == 1:
		return VersionFile{Path: p, Kind: EditTOML, Name: name}
	case e.Type == "" && strings.HasSuffix(p, ".json"):
		return VersionFile{Path: p, Kind: EditJSON, Name: "version"}
	}
	return VersionFile{Path: p, Kind: EditMarkers}
}
