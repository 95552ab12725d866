package config

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/document"
)

// Migrate rewrites the older forms of sdkgen.yml that Load still reads with a Config/Deprecated warning into
// today's form, without changing what the file means:
//   - the 2024 layout (package.<target>.{name, repo, skip}) becomes targets.<target>.{package_name,
//     production_repo, skip}, as Load reads it (legacyTargets);
//   - settings.edition becomes the top-level edition;
//   - a key written with an accepted older spelling (the alias tag: openapi.transformations) gets its current
//     name;
//   - a bare-string pagination purpose (x-sdkgen-pagination-property: offset_count_start_field) becomes
//     {purpose: offset_count_start_field}.
//
// It edits the text in place rather than re-encoding the YAML, so comments, blank lines, anchors, quoting and
// key order all survive and the diff holds only the rewrites. Migrating a migrated file changes nothing.
// Deprecated forms whose rewrite would change the output (the node target) are left alone and reported as
// Manual. Migrate returns data itself when there is nothing to rewrite; an error means the file is not YAML.
func Migrate(file string, data []byte) ([]byte, []MigrateChange, error) {
	if _, _, err := document.Parse(file, data, document.ConfigLimits); err != nil {
		return nil, nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, nil, err
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return data, nil, nil
	}
	m := &migration{src: data, lines: lineStarts(data)}
	root := doc.Content[0]
	m.legacyPackages(root)
	m.settingsEdition(root)
	m.renameAliases(root, schemaRegistry().lookup(reflect.TypeFor[Config]()), "")
	m.paginationPurposes(mappingValue(root, "pagination"))
	out, err := m.apply()
	if err != nil {
		return nil, nil, err
	}
	slices.SortStableFunc(m.changes, func(a, b MigrateChange) int { return a.Line - b.Line })
	return out, m.changes, nil
}

// MigrateChange is one rewrite Migrate made, or (Manual) one it left to the user.
type MigrateChange struct {
	Line    int
	Message string
	Manual  bool
}

func (c MigrateChange) String() string {
	if c.Manual {
		return fmt.Sprintf("%d: left as is: %s", c.Line, c.Message)
	}
	return fmt.Sprintf("%d: %s", c.Line, c.Message)
}

// migration collects text edits of one file.
type migration struct {
	src     []byte
	lines   []int // byte offset of the start of each line
	edits   []textEdit
	changes []MigrateChange
}

// textEdit replaces src[start:end] with text.
type textEdit struct {
	start, end int
	text       string
}

func (m *migration) change(n *yaml.Node, format string, args ...any) {
	m.changes = append(m.changes, MigrateChange{Line: n.Line, Message: fmt.Sprintf(format, args...)})
}

func (m *migration) manual(n *yaml.Node, format string, args ...any) {
	m.changes = append(m.changes, MigrateChange{Line: n.Line, Message: fmt.Sprintf(format, args...), Manual: true})
}

// --- the rewrites ---

// legacyPackages rewrites package: into targets:, when every entry is a target the 2024 layout had.
func (m *migration) legacyPackages(root *yaml.Node) {
	key, pkgs := mappingEntry(root, "package")
	if pkgs == nil {
		return
	}
	switch {
	case mappingValue(root, "targets") != nil:
		m.manual(key, "package and targets are both present: move the package entries under targets by hand")
		return
	case pkgs.Kind != yaml.MappingNode || !m.canRename(key):
		m.manual(key, "package is not a plain mapping: write its entries under targets by hand")
		return
	}
	known := map[string]bool{}
	for _, lt := range legacyTargets() {
		known[lt.target] = true
	}
	for i := 0; i < len(pkgs.Content); i += 2 {
		if k := pkgs.Content[i]; !known[k.Value] || pkgs.Content[i+1].Kind != yaml.MappingNode {
			m.manual(k, "package.%s is no target of the 2024 layout (%s): write targets by hand", k.Value, strings.Join(sortedKeys(known), ", "))
			return
		}
	}
	m.renameKey(key, "targets")
	m.change(key, "package → targets (the 2024 layout)")
	vcsOrg := scalarValue(mappingValue(root, "organization"), "vcs_org")
	for i := 0; i < len(pkgs.Content); i += 2 {
		m.legacyEntry(pkgs.Content[i].Value, pkgs.Content[i+1], vcsOrg)
	}
}

// legacyEntry renames the keys of one package entry.
func (m *migration) legacyEntry(target string, entry *yaml.Node, vcsOrg string) {
	if f := schemaRegistry().lookup(reflect.TypeFor[Targets]()).byKey[target]; f != nil && f.deprecated != "" {
		m.manual(entry, "targets.%s is deprecated: %s", target, f.deprecated)
	}
	for i := 0; i < len(entry.Content); i += 2 {
		k, v := entry.Content[i], entry.Content[i+1]
		switch k.Value {
		case "name":
			if m.renameKey(k, "package_name") {
				m.change(k, "package.%s.name → targets.%s.package_name", target, target)
			}
		case "repo":
			m.legacyRepo(target, entry, k, v, vcsOrg)
		}
	}
}

// legacyRepo turns repo: <name> into production_repo: <vcs_org>/<name>, and deletes an empty one.
func (m *migration) legacyRepo(target string, entry, k, v *yaml.Node, vcsOrg string) {
	if v.Kind != yaml.ScalarNode {
		m.manual(k, "package.%s.repo is not a string: write targets.%s.production_repo by hand", target, target)
		return
	}
	repo, ok := legacyRepo(v.Value, vcsOrg)
	if !ok {
		m.manual(k, "package.%s.repo %q names no owner and organization.vcs_org is not set: write production_repo: <owner>/%s", target, v.Value, v.Value)
		return
	}
	if repo == "" {
		if m.deleteEntry(entry, k) {
			m.change(k, "package.%s.repo %q deleted: it names no repository", target, v.Value)
		} else {
			m.manual(k, "package.%s.repo is empty: delete it", target)
		}
		return
	}
	text := quoteLike(v, repo)
	if !m.canReplace(v) || !m.renameKey(k, "production_repo") {
		m.manual(k, "package.%s.repo could not be rewritten in place: write targets.%s.production_repo by hand", target, target)
		return
	}
	m.replace(v, text)
	m.change(k, "package.%s.repo %q → targets.%s.production_repo %s", target, v.Value, target, text)
}

// settingsEdition moves settings.edition to the top level.
func (m *migration) settingsEdition(root *yaml.Node) {
	settingsKey, settings := mappingEntry(root, "settings")
	if settings == nil || settings.Kind != yaml.MappingNode {
		return
	}
	key, value := mappingEntry(settings, "edition")
	if value == nil {
		return
	}
	top := mappingValue(root, "edition")
	switch {
	case value.Kind != yaml.ScalarNode || !m.canReplace(value):
		m.manual(key, "settings.edition is not a plain value: move it to the top-level edition by hand")
		return
	case top != nil && top.Value != value.Value:
		m.manual(key, "settings.edition %q contradicts edition %q: delete the one that is wrong", value.Value, top.Value)
		return
	}
	deleted := false
	if len(settings.Content) == 2 {
		deleted = m.deleteEntry(root, settingsKey) // settings holds only edition
	} else {
		deleted = m.deleteEntry(settings, key)
	}
	if !deleted {
		m.manual(key, "settings.edition could not be deleted in place: move it to the top-level edition by hand")
		return
	}
	if top == nil {
		_ = m.insertFirst(root, "edition", m.tokenText(value)) // root holds settings, a plain key: it cannot fail
		m.change(key, "settings.edition → edition")
		return
	}
	m.change(key, "settings.edition deleted: edition already says %s", top.Value)
}

// renameAliases walks the file along the schema and renames keys written with an older spelling (alias tag).
// Other deprecated keys it meets are reported as left to the user.
func (m *migration) renameAliases(n *yaml.Node, t *typeInfo, path string) {
	for t != nil && t.shape == shapePointer {
		t = t.elem
	}
	if n == nil || t == nil {
		return
	}
	switch {
	case t.shape == shapeStruct && n.Kind == yaml.MappingNode:
		for i := 0; i < len(n.Content); i += 2 {
			k := n.Content[i]
			f := t.byKey[k.Value]
			if f == nil {
				continue
			}
			m.aliasOrDeprecated(n, k, f, joinPath(path, k.Value))
			m.renameAliases(n.Content[i+1], f.typ, joinPath(path, f.key))
		}
	case t.shape == shapeMap && n.Kind == yaml.MappingNode:
		for i := 1; i < len(n.Content); i += 2 {
			m.renameAliases(n.Content[i], t.elem, joinPath(path, n.Content[i-1].Value))
		}
	case t.shape == shapeList && n.Kind == yaml.SequenceNode:
		for i, item := range n.Content {
			m.renameAliases(item, t.elem, joinPath(path, fmt.Sprint(i)))
		}
	}
}

func (m *migration) aliasOrDeprecated(parent, k *yaml.Node, f *fieldInfo, path string) {
	switch {
	case f.alias != "" && k.Value == f.alias:
		if mappingValue(parent, f.key) != nil {
			m.manual(k, "%s and its current name %s are both present: keep one", path, f.key)
		} else if m.renameKey(k, f.key) {
			m.change(k, "%s → %s", path, f.key)
		}
	case f.deprecated != "" && path != "package" && path != "settings.edition":
		m.manual(k, "%s is deprecated: %s", path, f.deprecated)
	}
}

// paginationPurposes rewrites x-sdkgen-pagination-property: <purpose> as {purpose: <purpose>} in every scheme.
func (m *migration) paginationPurposes(pg *yaml.Node) {
	if pg == nil {
		return
	}
	schemes := []*yaml.Node{pg}
	if pg.Kind == yaml.SequenceNode {
		schemes = pg.Content
	}
	for _, s := range schemes {
		for _, side := range []string{"request", "response"} {
			if fields := mappingValue(s, side); fields != nil && fields.Kind == yaml.MappingNode {
				for i := 1; i < len(fields.Content); i += 2 {
					m.paginationField(fields.Content[i])
				}
			}
		}
	}
}

func (m *migration) paginationField(f *yaml.Node) {
	if f == nil || f.Kind != yaml.MappingNode {
		return
	}
	for i := 0; i < len(f.Content); i += 2 {
		k, v := f.Content[i], f.Content[i+1]
		switch k.Value {
		case "x-sdkgen-pagination-property":
			if v.Kind == yaml.ScalarNode && v.Tag == "!!str" && m.canReplace(v) {
				text := "{purpose: " + quoteLike(v, v.Value) + "}"
				if k.Style == yaml.DoubleQuotedStyle {
					text = `{"purpose": ` + quoteLike(v, v.Value) + "}"
				}
				m.replace(v, text)
				m.change(v, "x-sdkgen-pagination-property: %s → {purpose: %s}", v.Value, v.Value)
			}
		case "properties":
			if v.Kind == yaml.MappingNode {
				for j := 1; j < len(v.Content); j += 2 {
					m.paginationField(v.Content[j])
				}
			}
		case "items":
			m.paginationField(v)
		}
	}
}

// --- text edits ---

func (m *migration) canRename(k *yaml.Node) bool {
	_, _, ok := m.span(k)
	return ok
}

func (m *migration) canReplace(v *yaml.Node) bool {
	_, _, ok := m.span(v)
	return ok
}

// renameKey replaces a key, keeping its quoting.
func (m *migration) renameKey(k *yaml.Node, name string) bool {
	start, end, ok := m.span(k)
	if ok {
		m.edits = append(m.edits, textEdit{start, end, quoteLike(k, name)})
	}
	return ok
}

// replace replaces a scalar's text (already checked with canReplace).
func (m *migration) replace(v *yaml.Node, text string) {
	start, end, _ := m.span(v)
	m.edits = append(m.edits, textEdit{start, end, text})
}

// tokenText returns a scalar as written.
func (m *migration) tokenText(v *yaml.Node) string {
	start, end, _ := m.span(v)
	return string(m.src[start:end])
}

// deleteEntry removes the key k of mapping parent with its value: whole lines in block style, the entry and one
// separating comma in flow style. It reports false, editing nothing, when the entry is not plain text it can
// delimit.
func (m *migration) deleteEntry(parent, k *yaml.Node) bool {
	v := mappingValue(parent, k.Value)
	start, _, ok := m.span(k)
	end := m.nodeEnd(v)
	if !ok || end <= start {
		return false
	}
	if parent.Style&yaml.FlowStyle == 0 {
		start = m.lines[k.Line-1]
		if nl := strings.IndexByte(string(m.src[end:]), '\n'); nl >= 0 {
			end += nl + 1
		} else {
			end = len(m.src)
		}
		m.edits = append(m.edits, textEdit{start, end, ""})
		return true
	}
	if after := skipSpace(m.src, end); after < len(m.src) && m.src[after] == ',' {
		end = skipSpace(m.src, after+1)
	} else if before := skipSpaceBack(m.src, start); before > 0 && m.src[before-1] == ',' {
		start = before - 1
	}
	m.edits = append(m.edits, textEdit{start, end, ""})
	return true
}

// insertFirst adds key: text as the first entry of a mapping: in block style on its own line above the first
// key and that key's comment, at the key's indentation; in flow style before the first key, or inside an empty {}.
// It reports false, editing nothing, when the mapping's text is not where yaml.v3 says (a key that is not a plain
// scalar in flow style).
func (m *migration) insertFirst(mapping *yaml.Node, key, text string) bool {
	if len(mapping.Content) == 0 {
		at, ok := m.offset(mapping.Line, mapping.Column)
		if !ok || at >= len(m.src) || m.src[at] != '{' {
			return false
		}
		if strings.HasPrefix(text, `"`) {
			key = fmt.Sprintf("%q", key) // a JSON-style value gets a JSON-style key
		}
		m.edits = append(m.edits, textEdit{at + 1, at + 1, key + ": " + text})
		return true
	}
	first := mapping.Content[0]
	if mapping.Style&yaml.FlowStyle != 0 {
		start, _, ok := m.span(first)
		if ok {
			m.edits = append(m.edits, textEdit{start, start, quoteLike(first, key) + ": " + text + ", "})
		}
		return ok
	}
	at, ok := m.offset(first.Line, first.Column)
	if !ok {
		return false
	}
	indent, newline := strings.Repeat(" ", first.Column-1), m.newline()
	switch prefix := string(m.src[m.lines[first.Line-1]:at]); {
	case strings.Trim(prefix, " -") != "":
		return false // a complex key ("? k") or text yaml.v3 placed elsewhere
	case strings.Trim(prefix, " ") != "":
		// the key shares its line with a sequence item's "- ": the new entry takes its place and it moves down
		m.edits = append(m.edits, textEdit{at, at, key + ": " + text + newline + indent})
		return true
	}
	line := first.Line - 1
	if first.HeadComment != "" {
		line = max(line-strings.Count(first.HeadComment, "\n")-1, 0)
	}
	at = m.lines[line]
	m.edits = append(m.edits, textEdit{at, at, indent + key + ": " + text + newline})
	return true
}

// newline is the file's line ending: CRLF when its first line ends so.
func (m *migration) newline() string {
	if len(m.lines) > 1 && m.lines[1] >= 2 && m.src[m.lines[1]-2] == '\r' {
		return "\r\n"
	}
	return "\n"
}

// span returns the byte range of a scalar as written, or false for what migrate does not edit in place: an
// anchored or tagged scalar, a block scalar, a plain scalar spread over lines.
func (m *migration) span(n *yaml.Node) (int, int, bool) {
	if n == nil || n.Kind != yaml.ScalarNode || n.Anchor != "" || n.Style&(yaml.TaggedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		return 0, 0, false
	}
	start, ok := m.offset(n.Line, n.Column)
	if !ok {
		return 0, 0, false
	}
	switch {
	case n.Style&yaml.DoubleQuotedStyle != 0:
		return quotedEnd(m.src, start, '"')
	case n.Style&yaml.SingleQuotedStyle != 0:
		return quotedEnd(m.src, start, '\'')
	case bytes.HasPrefix(m.src[start:], []byte(n.Value)):
		return start, start + len(n.Value), true
	}
	return 0, 0, false
}

// nodeEnd returns where a node's text ends: a scalar's end, or the end of a collection's last scalar (and its
// closing bracket in flow style).
func (m *migration) nodeEnd(n *yaml.Node) int {
	switch n.Kind {
	case yaml.ScalarNode:
		_, end, _ := m.span(n)
		return end
	case yaml.AliasNode:
		start, _ := m.offset(n.Line, n.Column)
		return start + 1 + len(n.Value)
	}
	end, _ := m.offset(n.Line, n.Column)
	if len(n.Content) > 0 {
		end = m.nodeEnd(n.Content[len(n.Content)-1])
	} else if n.Style&yaml.FlowStyle != 0 {
		end++ // past the opening bracket
	}
	if n.Style&yaml.FlowStyle != 0 {
		for end < len(m.src) && m.src[end] != '}' && m.src[end] != ']' {
			end++
		}
		end = min(end+1, len(m.src))
	}
	return end
}

// offset turns a 1-based line and column (in characters, as yaml.v3 counts them) into a byte offset.
func (m *migration) offset(line, col int) (int, bool) {
	if line < 1 || line > len(m.lines) {
		return 0, false
	}
	at := m.lines[line-1]
	for range col - 1 {
		if at >= len(m.src) {
			return 0, false
		}
		_, size := utf8.DecodeRune(m.src[at:])
		at += size
	}
	return at, true
}

// apply makes the edits, last first so that earlier offsets stay valid. Overlapping edits mean two rewrites
// touched the same text, which the rewrites above never do.
func (m *migration) apply() ([]byte, error) {
	if len(m.edits) == 0 {
		return m.src, nil
	}
	slices.SortStableFunc(m.edits, func(a, b textEdit) int { return b.start - a.start })
	out := slices.Clone(m.src)
	limit := len(out)
	for _, e := range m.edits {
		if e.end > limit || e.start > e.end {
			return nil, errors.New("config.Migrate: overlapping rewrites")
		}
		out = slices.Concat(out[:e.start], []byte(e.text), out[e.end:])
		limit = e.start
	}
	return out, nil
}

// --- helpers ---

func lineStarts(src []byte) []int {
	starts := []int{0}
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// quotedEnd returns the span of a quoted scalar starting at start.
func quotedEnd(src []byte, start int, quote byte) (int, int, bool) {
	for i := start + 1; i < len(src); i++ {
		switch {
		case quote == '"' && src[i] == '\\':
			i++
		case src[i] == quote && quote == '\'' && i+1 < len(src) && src[i+1] == '\'':
			i++
		case src[i] == quote:
			return start, i + 1, true
		}
	}
	return 0, 0, false
}

// quoteLike writes s with the quoting of n: JSON-style double quotes, single quotes, or plain when s needs none.
func quoteLike(n *yaml.Node, s string) string {
	switch {
	case n.Style&yaml.DoubleQuotedStyle != 0:
		return fmt.Sprintf("%q", s)
	case n.Style&yaml.SingleQuotedStyle != 0:
		return "'" + strings.ReplaceAll(s, "'", "''") + "'"
	}
	var probe yaml.Node
	if err := yaml.Unmarshal([]byte(s), &probe); err != nil || len(probe.Content) != 1 ||
		probe.Content[0].Kind != yaml.ScalarNode || probe.Content[0].Value != s || probe.Content[0].Tag != "!!str" {
		return fmt.Sprintf("%q", s)
	}
	return s
}

func skipSpace(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i++
	}
	return i
}

func skipSpaceBack(src []byte, i int) int {
	for i > 0 && (src[i-1] == ' ' || src[i-1] == '\t' || src[i-1] == '\n' || src[i-1] == '\r') {
		i--
	}
	return i
}

// mappingEntry returns the key and value nodes of key in a mapping, or nils.
func mappingEntry(n *yaml.Node, key string) (*yaml.Node, *yaml.Node) {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil, nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i], n.Content[i+1]
		}
	}
	return nil, nil
}

func mappingValue(n *yaml.Node, key string) *yaml.Node {
	_, v := mappingEntry(n, key)
	return v
}

// scalarValue returns the string value of key in a mapping, or "".
func scalarValue(n *yaml.Node, key string) string {
	if v := mappingValue(n, key); v != nil && v.Kind == yaml.ScalarNode {
		return v.Value
	}
	return ""
}

func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
