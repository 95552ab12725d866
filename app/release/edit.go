package release

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// errNoVersion is an edit that found no version to replace.
var errNoVersion = errors.New("no version found")

// edit writes version into data as f.Kind says. It fails with errNoVersion (wrapped, saying what it looked for)
// when the file has no such version line.
func (f VersionFile) edit(data []byte, version string) ([]byte, error) {
	switch f.Kind {
	case EditJSON:
		return editJSON(data, f.Name, version)
	case EditTOML:
		table, key, ok := strings.Cut(f.Name, ".")
		if !ok {
			return nil, fmt.Errorf("TOML version key %q is not table.key", f.Name)
		}
		return editTOML(data, table, key, version)
	case EditAssign:
		return editAssign(data, f.Name, version)
	case EditMarkers:
		return editMarkers(data, version)
	}
	return nil, fmt.Errorf("unknown version file kind %q", f.Kind)
}

// splice replaces data[start:end] with s.
func splice(data []byte, start, end int, s string) []byte {
	out := make([]byte, 0, len(data)-(end-start)+len(s))
	out = append(out, data[:start]...)
	out = append(out, s...)
	return append(out, data[end:]...)
}

// editJSON replaces the string value of a key (a top-level key, or a JSONPath of object keys such as
// `$.dependencies['acme']`), found with the JSON decoder so keys elsewhere and strings that merely look like the key
// are never touched.
func editJSON(data []byte, name, version string) ([]byte, error) {
	keys, err := jsonKeys(name)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errors.New("not a JSON object")
	}
	for i, key := range keys {
		if i > 0 {
			if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
				return nil, fmt.Errorf("%w: %s is not an object", errNoVersion, describeKeys(keys[:i]))
			}
		}
		found, err := seekKey(dec, key)
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, fmt.Errorf("%w: no %s key", errNoVersion, describeKeys(keys[:i+1]))
		}
	}
	afterKey := int(dec.InputOffset())
	v, err := dec.Token()
	if _, isString := v.(string); err != nil || !isString {
		return nil, fmt.Errorf("%s is not a string", describeKeys(keys))
	}
	end := int(dec.InputOffset()) // just after the closing quote
	start := afterKey + bytes.IndexByte(data[afterKey:end], '"')
	return splice(data, start+1, end-1, version), nil
}

// seekKey reads the members of the object the decoder is in up to the key, and reports whether it is there.
func seekKey(dec *json.Decoder, key string) (bool, error) {
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return false, fmt.Errorf("read JSON: %w", err)
		}
		if k == key {
			return true, nil
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return false, fmt.Errorf("read JSON: %w", err)
		}
	}
	return false, nil
}

// describeKeys names a key path in errors: `top-level "version"`, or `"dependencies"."acme"`.
func describeKeys(keys []string) string {
	if len(keys) == 1 {
		return fmt.Sprintf("top-level %q", keys[0])
	}
	quoted := make([]string, len(keys))
	for i, k := range keys {
		quoted[i] = strconv.Quote(k)
	}
	return strings.Join(quoted, ".")
}

// jsonKeys are the object keys an EditJSON name leads through: the name itself, or the keys of a JSONPath.
func jsonKeys(name string) ([]string, error) {
	if !isJSONPath(name) {
		return []string{name}, nil
	}
	keys, ok := parseJSONPath(name)
	if !ok {
		return nil, fmt.Errorf("JSONPath %q is not a path of object keys", name)
	}
	return keys, nil
}

func isJSONPath(name string) bool {
	return strings.HasPrefix(name, "$.") || strings.HasPrefix(name, "$[")
}

// jsonPathStep is one step of a JSONPath of object keys: .name, ['name'] or ["name"].
var jsonPathStep = regexp.MustCompile(`^(?:\.([A-Za-z_$][A-Za-z0-9_$-]*)|\['([^'\\]*)'\]|\["([^"\\]*)"\])`)

// parseJSONPath reads a JSONPath made of object keys only (`$.version`, `$.dependencies['@acme/sdk']`), the form
// release-please's json extra-files take for a version; wildcards, filters and indices are not keys.
func parseJSONPath(p string) ([]string, bool) {
	rest, ok := strings.CutPrefix(p, "$")
	if !ok || rest == "" {
		return nil, false
	}
	var keys []string
	for rest != "" {
		m := jsonPathStep.FindStringSubmatch(rest)
		if m == nil {
			return nil, false
		}
		keys = append(keys, m[1]+m[2]+m[3])
		rest = rest[len(m[0]):]
	}
	return keys, true
}

// tomlTableHeader is a [table] line (not an [[array-of-tables]] one), with an optional comment.
var tomlTableHeader = regexp.MustCompile(`^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]\s*(#.*)?$`)

// editTOML replaces `key = "..."` in [table], line by line.
func editTOML(data []byte, table, key, version string) ([]byte, error) {
	keyLine := regexp.MustCompile(`^\s*` + regexp.QuoteMeta(key) + `\s*=\s*(?:"([^"\\\r\n]*)"|'([^'\r\n]*)')`)
	offset, in := 0, false
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		if trimmed := bytes.TrimSpace(line); bytes.HasPrefix(trimmed, []byte("[")) {
			m := tomlTableHeader.FindSubmatch(trimmed)
			in = m != nil && string(m[1]) == table
		} else if in {
			if m := keyLine.FindSubmatchIndex(line); m != nil {
				start, end := valueGroup(m)
				return splice(data, offset+start, offset+end, version), nil
			}
		}
		offset += len(line)
	}
	return nil, fmt.Errorf("%w: no %s = \"...\" line in [%s]", errNoVersion, key, table)
}

// valueGroup is whichever of the two quoted-value groups (1 or 2) matched.
func valueGroup(m []int) (start, end int) {
	if m[2] >= 0 {
		return m[2], m[3]
	}
	return m[4], m[5]
}

// editAssign replaces the string the first `[export] [const|var|let] NAME[: type] = "..."` line assigns.
func editAssign(data []byte, name, version string) ([]byte, error) {
	assign := regexp.MustCompile(`(?m)^[ \t]*(?:export[ \t]+)?(?:(?:const|var|let)[ \t]+)?` + regexp.QuoteMeta(name) +
		`[ \t]*(?::[^=\n]*)?=[ \t]*(?:"([^"\\\r\n]*)"|'([^'\\\r\n]*)')`)
	m := assign.FindSubmatchIndex(data)
	if m == nil {
		return nil, fmt.Errorf("%w: no line assigning a quoted string to %s", errNoVersion, name)
	}
	start, end := valueGroup(m)
	return splice(data, start, end, version), nil
}

// release-please's markers (its Generic updater).
const (
	markerInline     = "x-release-please-version"
	markerBlockStart = "x-release-please-start-version"
	markerBlockEnd   = "x-release-please-end"
)

// versionInText is a semantic version inside text, as the markers' lines hold it (`@v1.2.3`, `"1.2.3"`).
var versionInText = regexp.MustCompile(`\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?`)

// editMarkers replaces every version on a marked line and on the lines of a marked block.
func editMarkers(data []byte, version string) ([]byte, error) {
	var out bytes.Buffer
	inBlock, marked := false, false
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		switch {
		case bytes.Contains(line, []byte(markerBlockStart)):
			inBlock, marked = true, true
		case inBlock && bytes.Contains(line, []byte(markerBlockEnd)):
			inBlock = false
		case inBlock || bytes.Contains(line, []byte(markerInline)):
			line = versionInText.ReplaceAllLiteral(line, []byte(version))
			marked = true
		}
		out.Write(line)
	}
	if !marked {
		return nil, fmt.Errorf("%w: no %s or %s marker", errNoVersion, markerInline, markerBlockStart)
	}
	return out.Bytes(), nil
}
