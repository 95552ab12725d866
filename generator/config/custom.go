package config

import (
	"reflect"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// customValue is implemented by the types whose YAML forms struct tags cannot express. The decoder checks the
// node kind against forms() (a WrongType error names them) before calling decodeNode, so decodeNode only sees an
// accepted kind. r carries the field's tags (enum, format), which apply to the string form.
type customValue interface {
	forms() []document.Kind
	decodeNode(d *decoder, n *document.Node, p document.Pointer, r rules) bool
	jsonSchema(g *schemaGen, r rules) map[string]any
	encodeYAML(e *encoder) *yaml.Node
}

// shorthandKeyer is implemented by string shorthands that stand for one key of the object: the string is checked
// with that key's rules (a method string is an endpoint, so it must look like one).
type shorthandKeyer interface{ shorthandKey() string }

// shorthandWriter is implemented by structs with a scalar shorthand: it returns the shorthand (a bool or a
// string) when the value can be written back that way, so Marshal keeps the form users wrote.
type shorthandWriter interface{ shorthand() (any, bool) }

// objectFormRecorder is implemented by structs that must know whether the object form was written.
type objectFormRecorder interface{ markObjectForm() }

// keysZero reports whether every key of the struct that ptr points to is unset (the fields that are not keys,
// such as Enabled, are ignored).
func keysZero(ptr any) bool {
	v := reflect.ValueOf(ptr).Elem()
	for _, f := range schemaRegistry().lookup(v.Type()).fields {
		if !isEmptyValue(v.FieldByIndex(f.index)) {
			return false
		}
	}
	return true
}

// --- shorthand keys and write-back forms of the struct types ---

func (m *Method) shorthandKey() string { return "endpoint" }
func (m *Method) shorthand() (any, bool) {
	return m.Endpoint, m.Shorthand
}

func (m *Model) shorthandKey() string     { return "openapi_uri" }
func (m *Model) shorthand() (any, bool)   { return m.OpenAPIURI, m.Shorthand }
func (l *License) shorthand() (any, bool) { return l.SPDX, l.SPDX != "" }
func (c *CodeSamples) shorthand() (any, bool) {
	return c.Shorthand, c.Shorthand != ""
}

func (p *IgnorePlace) shorthandKey() string { return "location" }
func (p *IgnorePlace) shorthand() (any, bool) {
	return p.Location, p.Target == "" && p.Reason == ""
}

func (a *ReleaseAsset) shorthandKey() string   { return "path" }
func (a *ReleaseAsset) shorthand() (any, bool) { return a.Path, a.Name == "" }

func (d *DockerPublish) shorthandKey() string { return "image_name" }
func (d *DockerPublish) shorthand() (any, bool) {
	if d.Registry != "" || d.ReleaseEnvironment != "" {
		return nil, false
	}
	if d.ImageName == "" {
		return d.Enabled, true
	}
	return d.ImageName, d.Enabled
}

func (p *NPMPublish) markObjectForm() { p.Object = true }
func (p *NPMPublish) shorthand() (any, bool) {
	return p.Enabled, !p.Object && keysZero(p)
}

func (p *JSRPublish) shorthand() (any, bool)        { return p.Enabled, keysZero(p) }
func (p *PyPIPublish) shorthand() (any, bool)       { return p.Enabled, keysZero(p) }
func (p *MavenPublish) shorthand() (any, bool)      { return p.Enabled, keysZero(p) }
func (m *MCPServer) shorthand() (any, bool)         { return m.Enabled, keysZero(m) }
func (m *MCPInclusion) shorthand() (any, bool)      { return m.Enabled, keysZero(m) }
func (t *TerraformResource) shorthand() (any, bool) { return t.Enabled, keysZero(t) }
func (t *TerraformTimeouts) shorthand() (any, bool) { return t.Enabled, keysZero(t) }

// --- Duration: milliseconds, an ISO 8601 duration, or null ---

func (t *Duration) forms() []document.Kind {
	return []document.Kind{document.Number, document.String, document.Null}
}

func (t *Duration) decodeNode(d *decoder, n *document.Node, p document.Pointer, _ rules) bool {
	switch n.Kind {
	case document.Null:
		t.Null = true
	case document.Number:
		ms, ok := n.Int()
		if !ok || ms < 0 {
			d.atValue(diag.ConfigInvalidValue, p, "%s: %s is not a duration: give whole milliseconds (60000) or an ISO 8601 duration (PT60S)", dotted(p), n.Value)
			return false
		}
		t.Milliseconds = ms
	default:
		ms, problem := parseISODuration(n.Value)
		if problem != "" {
			d.atValue(diag.ConfigInvalidValue, p, "%s: %q is not a duration: %s", dotted(p), n.Value, problem)
			return false
		}
		t.Text, t.Milliseconds = n.Value, ms
	}
	t.Ptr = p
	return true
}

func (t *Duration) jsonSchema(_ *schemaGen, _ rules) map[string]any {
	return oneOf(
		map[string]any{"type": "integer", "minimum": 0, "description": "Milliseconds."},
		map[string]any{"type": "string", "pattern": isoDurationPattern, "description": "An ISO 8601 duration, e.g. PT30S."},
		map[string]any{"type": "null"},
	)
}

func (t *Duration) encodeYAML(_ *encoder) *yaml.Node {
	switch {
	case t.Null:
		return nullNode()
	case t.Text != "":
		return strNode(t.Text)
	}
	return numNode(strconv.FormatInt(t.Milliseconds, 10))
}

// --- Pagination: one scheme object, or a list of named schemes ---

func (pg *Pagination) forms() []document.Kind {
	return []document.Kind{document.Object, document.Array}
}

func (pg *Pagination) decodeNode(d *decoder, n *document.Node, p document.Pointer, _ rules) bool {
	pg.Ptr = p
	if n.Kind == document.Object {
		s := &PaginationScheme{}
		if d.decode(reflect.ValueOf(s).Elem(), n, p, rules{}) {
			pg.Schemes, pg.Single = []*PaginationScheme{s}, true
		}
		return true
	}
	for i, item := range n.Items {
		var s *PaginationScheme
		if d.decode(reflect.ValueOf(&s).Elem(), item, p.Index(i), rules{}) {
			pg.Schemes = append(pg.Schemes, s)
		}
	}
	return true
}

func (pg *Pagination) jsonSchema(g *schemaGen, _ rules) map[string]any {
	scheme := g.ref(reflect.TypeFor[PaginationScheme]())
	return oneOf(scheme, map[string]any{"type": "array", "items": scheme})
}

func (pg *Pagination) encodeYAML(e *encoder) *yaml.Node {
	if pg.Single && len(pg.Schemes) == 1 {
		return e.encode(reflect.ValueOf(pg.Schemes[0]))
	}
	return e.encode(reflect.ValueOf(pg.Schemes))
}

// --- IgnoreEntry: true, or a list of places ---

func (ie *IgnoreEntry) forms() []document.Kind { return []document.Kind{document.Bool, document.Array} }

func (ie *IgnoreEntry) decodeNode(d *decoder, n *document.Node, p document.Pointer, _ rules) bool {
	ie.Ptr = p
	if n.Kind == document.Bool {
		if !n.IsTrue() {
			d.atValue(diag.ConfigInvalidValue, p, "%s: false ignores nothing; write true to ignore the code everywhere, or a list of locations and targets", dotted(p))
			return false
		}
		ie.All = true
		return true
	}
	for i, item := range n.Items {
		var place *IgnorePlace
		if d.decode(reflect.ValueOf(&place).Elem(), item, p.Index(i), rules{}) {
			ie.Places = append(ie.Places, place)
		}
	}
	return true
}

func (ie *IgnoreEntry) jsonSchema(g *schemaGen, _ rules) map[string]any {
	return oneOf(
		map[string]any{"const": true, "description": "Ignore the code everywhere."},
		map[string]any{"type": "array", "items": g.ref(reflect.TypeFor[IgnorePlace]())},
	)
}

func (ie *IgnoreEntry) encodeYAML(e *encoder) *yaml.Node {
	if ie.All {
		return boolNode(true)
	}
	return e.encode(reflect.ValueOf(ie.Places))
}

// --- NullableString: a string, or an explicit null ---

func (s *NullableString) forms() []document.Kind {
	return []document.Kind{document.String, document.Null}
}

func (s *NullableString) decodeNode(d *decoder, n *document.Node, p document.Pointer, r rules) bool {
	if n.Kind == document.Null {
		s.Null = true
		return true
	}
	v, ok := d.str(n, p, r)
	s.Value = v
	return ok
}

func (s *NullableString) jsonSchema(g *schemaGen, r rules) map[string]any {
	return oneOf(g.str(r), map[string]any{"type": "null"})
}

func (s *NullableString) encodeYAML(_ *encoder) *yaml.Node {
	if s.Null {
		return nullNode()
	}
	return strNode(s.Value)
}

// --- Paginated: true, false or a scheme name ---

func (pg *Paginated) forms() []document.Kind { return []document.Kind{document.Bool, document.String} }

func (pg *Paginated) decodeNode(d *decoder, n *document.Node, p document.Pointer, _ rules) bool {
	pg.Ptr = p
	if n.Kind == document.Bool {
		pg.Bool = n.IsTrue()
		return true
	}
	if strings.TrimSpace(n.Value) == "" {
		d.atValue(diag.ConfigInvalidValue, p, "%s: the scheme name is empty; write true, false or the name of a pagination scheme", dotted(p))
		return false
	}
	pg.Scheme = n.Value
	return true
}

func (pg *Paginated) jsonSchema(_ *schemaGen, _ rules) map[string]any {
	return oneOf(
		map[string]any{"type": "boolean"},
		map[string]any{"type": "string", "minLength": 1, "description": "The name of the pagination scheme to use."},
	)
}

func (pg *Paginated) encodeYAML(_ *encoder) *yaml.Node {
	if pg.Scheme != "" {
		return strNode(pg.Scheme)
	}
	return boolNode(pg.Bool)
}

// --- Unwrap: a property name, or false ---

func (u *Unwrap) forms() []document.Kind { return []document.Kind{document.String, document.Bool} }

func (u *Unwrap) decodeNode(d *decoder, n *document.Node, p document.Pointer, _ rules) bool {
	u.Ptr = p
	if n.Kind == document.Bool {
		if n.IsTrue() {
			d.atValue(diag.ConfigInvalidValue, p, "%s: true has no meaning here; write a property name, or false", dotted(p))
			return false
		}
		u.Disabled = true
		return true
	}
	u.Property = n.Value
	return true
}

func (u *Unwrap) jsonSchema(_ *schemaGen, _ rules) map[string]any {
	return oneOf(map[string]any{"type": "string"}, map[string]any{"const": false})
}

func (u *Unwrap) encodeYAML(_ *encoder) *yaml.Node {
	if u.Disabled {
		return boolNode(false)
	}
	return strNode(u.Property)
}

// --- PerLanguageText: one text, or a text per language ---

func (t *PerLanguageText) forms() []document.Kind {
	return []document.Kind{document.String, document.Object}
}

func (t *PerLanguageText) decodeNode(d *decoder, n *document.Node, p document.Pointer, _ rules) bool {
	t.Ptr = p
	if n.Kind == document.String {
		t.All = n.Value
		return true
	}
	t.ByLang.Ptr = p
	for _, f := range n.Fields {
		fp := p.Append(f.Key)
		d.visitKey(fp, f.KeyPos)
		if !slices.Contains(Languages, f.Key) {
			d.atKey(diag.ConfigUnknownKey, fp, "unknown language %q %s%s (languages: %s)", f.Key, in(p), didYouMean(f.Key, Languages), strings.Join(Languages, ", "))
			continue
		}
		if s, ok := d.str(f.Value, fp, rules{}); ok {
			t.ByLang.Entries = append(t.ByLang.Entries, MapEntry[string]{Key: f.Key, Value: s})
		}
	}
	return true
}

func (t *PerLanguageText) jsonSchema(_ *schemaGen, _ rules) map[string]any {
	return oneOf(
		map[string]any{"type": "string"},
		map[string]any{
			"type":                 "object",
			"propertyNames":        map[string]any{"enum": Languages},
			"additionalProperties": map[string]any{"type": "string"},
		},
	)
}

func (t *PerLanguageText) encodeYAML(e *encoder) *yaml.Node {
	if t.ByLang.Ptr != "" || t.ByLang.Len() > 0 {
		return e.encode(reflect.ValueOf(t.ByLang))
	}
	return strNode(t.All)
}

// --- TargetFilter: true, false, or a list of languages ---

func (f *TargetFilter) forms() []document.Kind { return []document.Kind{document.Bool, document.Array} }

func (f *TargetFilter) decodeNode(d *decoder, n *document.Node, p document.Pointer, _ rules) bool {
	f.Ptr = p
	if n.Kind == document.Bool {
		f.All = n.IsTrue()
		return true
	}
	var langs []string
	ok := d.decode(reflect.ValueOf(&langs).Elem(), n, p, rules{enum: Languages})
	f.Langs = langs
	return ok
}

func (f *TargetFilter) jsonSchema(_ *schemaGen, _ rules) map[string]any {
	return oneOf(
		map[string]any{"type": "boolean"},
		map[string]any{"type": "array", "items": map[string]any{"enum": Languages}},
	)
}

func (f *TargetFilter) encodeYAML(e *encoder) *yaml.Node {
	if len(f.Langs) > 0 {
		return e.encode(reflect.ValueOf(f.Langs))
	}
	return boolNode(f.All)
}

// --- BoolOrWord: a boolean or one word (enable_v2: true | false | "migration") ---

func (b *BoolOrWord) forms() []document.Kind { return []document.Kind{document.Bool, document.String} }

func (b *BoolOrWord) decodeNode(d *decoder, n *document.Node, p document.Pointer, r rules) bool {
	b.Ptr = p
	if n.Kind == document.Bool {
		b.Bool = n.IsTrue()
		return true
	}
	w, ok := d.str(n, p, r)
	b.Word = w
	return ok
}

func (b *BoolOrWord) jsonSchema(g *schemaGen, r rules) map[string]any {
	return oneOf(map[string]any{"type": "boolean"}, g.str(r))
}

func (b *BoolOrWord) encodeYAML(_ *encoder) *yaml.Node {
	if b.Word != "" {
		return strNode(b.Word)
	}
	return boolNode(b.Bool)
}

// --- Word: a short value written as a string or a number (language_version: 12) ---

func (w *Word) forms() []document.Kind { return []document.Kind{document.String, document.Number} }

func (w *Word) decodeNode(d *decoder, n *document.Node, p document.Pointer, r rules) bool {
	if !d.enumOK(n.Value, p, r) {
		return false
	}
	w.Ptr, w.Value = p, n.Value
	return true
}

func (w *Word) jsonSchema(_ *schemaGen, r rules) map[string]any {
	if len(r.enum) == 0 {
		return map[string]any{"type": []any{"string", "number"}}
	}
	values := make([]any, 0, 2*len(r.enum))
	for _, s := range r.enum {
		values = append(values, s)
	}
	for _, s := range r.enum {
		if f, err := strconv.ParseFloat(s, 64); err == nil {
			values = append(values, f)
		}
	}
	return map[string]any{"enum": values}
}

func (w *Word) encodeYAML(_ *encoder) *yaml.Node { return strNode(w.Value) }

// oneOf builds {"oneOf": [...]} from alternatives that never overlap.
func oneOf(alternatives ...map[string]any) map[string]any {
	list := make([]any, len(alternatives))
	for i, a := range alternatives {
		list[i] = a
	}
	return map[string]any{"oneOf": list}
}

// isoDurationPattern is the JSON Schema spelling of what parseISODuration accepts.
const isoDurationPattern = `^P(\d+W)?(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$`

// parseISODuration reads an ISO 8601 duration of weeks, days, hours, minutes and seconds (PT30S, P1DT2H) into
// milliseconds. Years and months have no fixed length, so a timeout cannot use them. It returns a problem
// description instead of an error so messages read naturally.
func parseISODuration(s string) (int64, string) {
	const want = "write it as PT30S, PT5M or P1DT2H (weeks, days, hours, minutes, seconds)"
	rest, ok := strings.CutPrefix(s, "P")
	if !ok || rest == "" || strings.HasSuffix(rest, "T") {
		return 0, want
	}
	date, clock, hasT := strings.Cut(rest, "T")
	if hasT && clock == "" {
		return 0, want
	}
	dateMs, ok := durationParts(date, "WD", map[byte]float64{'W': 7 * 86400e3, 'D': 86400e3})
	if !ok {
		if strings.ContainsAny(date, "YM") {
			return 0, "years and months have no fixed length; " + want
		}
		return 0, want
	}
	clockMs, ok := durationParts(clock, "HMS", map[byte]float64{'H': 3600e3, 'M': 60e3, 'S': 1e3})
	if !ok {
		return 0, want
	}
	return int64(dateMs + clockMs), ""
}

// durationParts reads "<number><unit>..." with units in the given order, each at most once.
func durationParts(s, units string, scale map[byte]float64) (float64, bool) {
	total, next := 0.0, 0
	for s != "" {
		i := strings.IndexFunc(s, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
		if i <= 0 {
			return 0, false
		}
		unit := strings.IndexByte(units[next:], s[i])
		if unit < 0 {
			return 0, false
		}
		v, err := strconv.ParseFloat(s[:i], 64)
		if err != nil || (s[i] != 'S' && strings.Contains(s[:i], ".")) || v > 1e12 {
			return 0, false
		}
		total += v * scale[s[i]]
		next += unit + 1
		s = s[i+1:]
	}
	return total, true
}
