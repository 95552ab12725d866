package config

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/internal/suggest"
)

// EditionUpgrade says which editions UpgradeEditions moves: Target "" means the top-level edition and every
// configured target's, a target name only that target's. To "" means each scope's latest edition; otherwise it
// is an edition of one scope (of Target when given, else of the scope its "<target>." prefix names, else the top
// level).
type EditionUpgrade struct {
	Target string
	To     string
}

// EditionBump is one edition UpgradeEditions rewrote, added, or found already current.
type EditionBump struct {
	Scope   string    // "" for the top level, otherwise a target name
	Key     string    // the key as a dotted path: edition, settings.edition, targets.go.edition
	Line    int       // of the value written, or of the mapping the key was added to
	From    string    // the value as written, "" when the key was absent
	Acts    string    // the known edition From acted as
	To      string    // the edition written; equal to Acts when nothing changed
	Added   bool      // the key was absent and is added
	Current bool      // the scope already acts as the requested edition: nothing was written for it
	Changes []Edition // the editions between Acts and To: what the bump turns on
}

// EditionError is a located reason UpgradeEditions cannot do what was asked.
type EditionError struct {
	File         string
	Line, Column int
	Msg          string
}

func (e *EditionError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
}

// UpgradeEditions rewrites the editions of sdkgen.yml text as req asks and says what each bump turns on. Like
// Migrate it edits the text in place at the positions yaml.v3 reports, so everything outside the edited values
// (comments, blank lines, quoting, key order, JSON) is kept byte for byte. An absent edition key is added as the
// first key of its mapping; settings.edition (the deprecated alias) is rewritten where it stands. Editions never go
// backwards: a scope already on or past the requested edition is left alone (Current), and an explicit To older
// than the current edition is an error. It returns data itself when nothing changes. Errors are *EditionError or
// the *document.SyntaxError of a file that is not YAML; the caller validates the result before writing it.
func UpgradeEditions(file string, data []byte, req EditionUpgrade) ([]byte, []EditionBump, error) {
	if _, _, err := document.Parse(file, data, document.ConfigLimits); err != nil {
		var se *document.SyntaxError
		if errors.As(err, &se) && !se.Pos.Known() {
			return nil, nil, &EditionError{File: file, Line: 1, Column: 1, Msg: se.Msg}
		}
		return nil, nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, nil, &EditionError{File: file, Line: 1, Column: 1, Msg: err.Error()}
	}
	u := &editionUpgrader{migration: migration{src: data, lines: lineStarts(data)}, file: file}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, nil, u.errorf(&doc, "%s is not a mapping of keys: there is no edition to upgrade", file)
	}
	u.root = doc.Content[0]
	scopes, err := u.scopes(req)
	if err != nil {
		return nil, nil, err
	}
	var bumps []EditionBump
	for _, scope := range scopes {
		b, err := u.bump(scope, req.To)
		if err != nil {
			return nil, nil, err
		}
		bumps = append(bumps, b)
	}
	out, err := u.apply()
	if err != nil {
		return nil, nil, err
	}
	return out, bumps, nil
}

// editionUpgrader is a migration (the shared text splicer) of one file's editions.
type editionUpgrader struct {
	migration
	file string
	root *yaml.Node
}

func (u *editionUpgrader) errorf(at *yaml.Node, format string, args ...any) error {
	line, col := 1, 1
	if at != nil {
		line, col = max(at.Line, 1), max(at.Column, 1)
	}
	return &EditionError{File: u.file, Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
}

// scopes returns the scopes req moves: one target, the scope of an explicit edition, or the top level and every
// configured target that has editions, in file order.
func (u *editionUpgrader) scopes(req EditionUpgrade) ([]string, error) {
	if req.Target != "" {
		if err := u.checkTarget(req.Target); err != nil {
			return nil, err
		}
		return []string{req.Target}, nil
	}
	if req.To != "" {
		scope, _, found := strings.Cut(req.To, ".")
		if !found || !slices.Contains(TargetNames, scope) {
			scope = ""
		}
		if scope != "" {
			return []string{scope}, u.checkTarget(scope)
		}
		return []string{""}, nil
	}
	scopes := []string{""}
	if targets := mappingValue(u.root, "targets"); targets != nil && targets.Kind == yaml.MappingNode {
		for i := 0; i < len(targets.Content); i += 2 {
			if name := targets.Content[i].Value; len(knownEditions(name)) > 0 && !slices.Contains(scopes, name) {
				scopes = append(scopes, name)
			}
		}
	}
	return scopes, nil
}

// checkTarget reports a target that has no editions or is not configured under targets.
func (u *editionUpgrader) checkTarget(name string) error {
	switch {
	case !slices.Contains(TargetNames, name):
		hint := ""
		if c := suggest.Closest(name, TargetNames); c != "" {
			hint = fmt.Sprintf("; did you mean %q?", c)
		}
		return u.errorf(u.root, "%q is not a target%s (targets: %s)", name, hint, strings.Join(TargetNames, ", "))
	case len(knownEditions(name)) == 0:
		return u.errorf(u.root, "the %s target has no editions", name)
	}
	key, targets := mappingEntry(u.root, "targets")
	switch {
	case targets == nil && mappingValue(u.root, "package") != nil:
		pkg, _ := mappingEntry(u.root, "package")
		return u.errorf(pkg, "the file uses the 2024 package: layout, which has no target editions: run sdkgen migrate first")
	case targets == nil:
		return u.errorf(u.root, "targets.%s is not configured: there is no edition to upgrade", name)
	case targets.Kind != yaml.MappingNode:
		return u.errorf(key, "targets is not a mapping")
	case mappingValue(targets, name) == nil:
		return u.errorf(key, "targets.%s is not configured: there is no edition to upgrade", name)
	}
	return nil
}

// bump moves one scope to the requested edition (its latest when to is "").
func (u *editionUpgrader) bump(scope, to string) (EditionBump, error) {
	mapping, where := u.root, "edition"
	if scope != "" {
		mapping, where = mappingValue(mappingValue(u.root, "targets"), scope), "targets."+scope+".edition"
		if mapping == nil || mapping.Kind != yaml.MappingNode {
			return EditionBump{}, u.errorf(mapping, "targets.%s is not a mapping: write its edition by hand", scope)
		}
	}
	values := u.editionValues(scope, mapping)
	b := EditionBump{Scope: scope, Key: where, Line: mapping.Line}
	if len(values) > 0 {
		b.Key, b.From, b.Line = values[0].key, values[0].written(), values[0].node.Line
	}
	acts, status := resolveEdition(scope, b.From)
	b.Acts = acts
	target, err := u.requested(scope, to, values)
	if err != nil {
		return EditionBump{}, err
	}
	b.To = target
	if after(scope, b.Acts, target) {
		return EditionBump{}, u.errorf(u.at(values, mapping), "%s is %s, newer than %s: sdkgen edition upgrade never goes back; edit it by hand",
			b.Key, b.Acts, target)
	}
	// a value sdkgen cannot read as a date (a typo, another target's edition) is rewritten even when it acts as
	// the requested edition: it is wrong as written
	if acts == target && status != editionUnknown && status != editionWrongScope {
		b.Current = true
		return b, nil
	}
	b.Changes = EditionChanges(scope, b.Acts, target)
	if len(values) == 0 {
		like := firstKey(mapping)
		if like == nil {
			like = firstKey(u.root) // an empty {}: write it as the file writes keys (JSON stays JSON)
		}
		if !u.insertFirst(mapping, "edition", quoteEdition(like, target)) {
			return EditionBump{}, u.errorf(mapping, "cannot add %s in place: write edition: %s by hand", where, target)
		}
		b.Added = true
		return b, nil
	}
	for _, v := range values {
		if !u.rewrite(v, quoteEdition(v.node, target)) {
			return EditionBump{}, u.errorf(v.node, "%s cannot be rewritten in place (a collection, or an anchored, tagged or block-scalar value): write %s by hand",
				v.key, target)
		}
	}
	return b, nil
}

// written returns the edition as written: "" for a null (edition: with nothing after it, ~, null).
func (v editionValue) written() string {
	if v.node.Kind == yaml.ScalarNode && v.node.Tag == "!!null" {
		return ""
	}
	return v.node.Value
}

// rewrite replaces an edition value with text; an empty null gets text after its key's colon.
func (u *editionUpgrader) rewrite(v editionValue, text string) bool {
	if v.node.Kind != yaml.ScalarNode || v.node.Tag != "!!null" || v.node.Value != "" {
		if !u.canReplace(v.node) {
			return false
		}
		u.replace(v.node, text)
		return true
	}
	_, end, ok := u.span(v.keyNode)
	if !ok {
		return false
	}
	colon := skipSpace(u.src, end)
	if colon >= len(u.src) || u.src[colon] != ':' {
		return false
	}
	u.edits = append(u.edits, textEdit{colon + 1, colon + 1, " " + text})
	return true
}

// editionValue is one written edition of a scope.
type editionValue struct {
	key     string
	keyNode *yaml.Node
	node    *yaml.Node
}

// editionValues returns the edition values of a scope: the target's edition, or the top-level edition followed by
// settings.edition (both are rewritten so they never contradict each other).
func (u *editionUpgrader) editionValues(scope string, mapping *yaml.Node) []editionValue {
	var out []editionValue
	if k, v := mappingEntry(mapping, "edition"); v != nil {
		key := "edition"
		if scope != "" {
			key = "targets." + scope + ".edition"
		}
		out = append(out, editionValue{key, k, v})
	}
	if scope == "" {
		if k, v := mappingEntry(mappingValue(mapping, "settings"), "edition"); v != nil {
			out = append(out, editionValue{"settings.edition", k, v})
		}
	}
	return out
}

// requested returns the known edition to move scope to: its latest, or to in its canonical spelling.
func (u *editionUpgrader) requested(scope, to string, values []editionValue) (string, error) {
	if to == "" {
		return LatestEdition(scope), nil
	}
	if known, status := resolveEdition(scope, to); status == editionKnown {
		return known, nil
	}
	hint := ""
	if c := suggest.Closest(to, knownEditions(scope)); c != "" {
		hint = fmt.Sprintf("; did you mean %q?", c)
	}
	what := "the top level"
	if scope != "" {
		what = "the " + scope + " target"
	}
	return "", u.errorf(u.at(values, u.root), "%q is not an edition of %s%s (known: %s)", to, what, hint, strings.Join(knownEditions(scope), ", "))
}

// at returns the node an error about a scope points at: its written edition, else fallback.
func (u *editionUpgrader) at(values []editionValue, fallback *yaml.Node) *yaml.Node {
	if len(values) > 0 {
		return values[0].node
	}
	return fallback
}

// after reports whether edition a of scope is later than b.
func after(scope, a, b string) bool {
	ka, _ := editionDateKey(scope, a)
	kb, _ := editionDateKey(scope, b)
	return ka > kb
}

// quoteEdition writes an edition in the style of like: its quotes, else plain when YAML reads it back as the same
// text (a bare date is a timestamp to YAML but Load reads it as written), else double-quoted.
func quoteEdition(like *yaml.Node, s string) string {
	if like != nil && (like.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 || like.Tag == "!!str") {
		return quoteLike(like, s)
	}
	var probe yaml.Node
	if err := yaml.Unmarshal([]byte(s), &probe); err == nil && len(probe.Content) == 1 && probe.Content[0].Value == s &&
		(probe.Content[0].Tag == "!!str" || probe.Content[0].Tag == "!!timestamp") {
		return s
	}
	return fmt.Sprintf("%q", s)
}

func firstKey(mapping *yaml.Node) *yaml.Node {
	if len(mapping.Content) == 0 {
		return nil
	}
	return mapping.Content[0]
}
