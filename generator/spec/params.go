package spec

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// paramUse is a parameter with the pointer of the list entry that brought it in, which is where a problem with
// using it there (a duplicate, a path parameter the path lacks) is reported.
type paramUse struct {
	param *Parameter
	ptr   document.Pointer
	key   string // location and name, which identify a parameter within one list
}

func paramKey(prm *Parameter) string {
	if prm.In == "header" {
		return "header " + strings.ToLower(prm.Name) // header names are case-insensitive
	}
	return prm.In + " " + prm.Name
}

// paramSet is a list of parameters with a lookup by key. Lists are short, so the map is only built for a long
// one, where a scan per parameter would make the whole quadratic.
type paramSet struct {
	list  []paramUse
	byKey map[string]int
}

func (s *paramSet) find(key string) int {
	const scanLimit = 16
	if s.byKey == nil && len(s.list) > scanLimit {
		s.byKey = make(map[string]int, len(s.list))
		for i, u := range s.list {
			s.byKey[u.key] = i
		}
	}
	if s.byKey != nil {
		if i, ok := s.byKey[key]; ok {
			return i
		}
		return -1
	}
	for i, u := range s.list {
		if u.key == key {
			return i
		}
	}
	return -1
}

func (s *paramSet) add(u paramUse) {
	s.list = append(s.list, u)
	if s.byKey != nil {
		s.byKey[u.key] = len(s.list) - 1
	}
}

// parameterList reads a parameters list. A parameter listed twice is reported and the first one kept; the
// Accept, Content-Type and Authorization headers are left out, as OpenAPI says to ignore them.
func (l *loader) parameterList(parent document.Pointer, f *document.Field) *paramSet {
	p := parent.Append(f.Key)
	set := &paramSet{}
	if !l.expect(f.Value, p, document.Array) {
		return set
	}
	set.list = make([]paramUse, 0, len(f.Value.Items))
	for i, it := range f.Value.Items {
		u := paramUse{ptr: p.Index(i)}
		if u.param = l.parameter(it, u.ptr); u.param == nil || ignoredHeader(u.param) {
			continue
		}
		u.key = paramKey(u.param)
		if j := set.find(u.key); j >= 0 {
			l.report(diag.SpecInvalid, u.ptr, "parameter %q in %s is listed twice (first at line %d); the first is used",
				u.param.Name, u.param.In, l.line(set.list[j].ptr))
			continue
		}
		set.add(u)
	}
	return set
}

func ignoredHeader(prm *Parameter) bool {
	if prm.In != "header" {
		return false
	}
	return strings.EqualFold(prm.Name, "Accept") || strings.EqualFold(prm.Name, "Content-Type") || strings.EqualFold(prm.Name, "Authorization")
}

// mergeParams puts path-level parameters first, each replaced in place by an operation parameter with the same
// location and name, then the operation's other parameters.
func mergeParams(shared, own *paramSet) []*Parameter {
	if len(shared.list)+len(own.list) == 0 {
		return nil
	}
	out := make([]*Parameter, 0, len(shared.list)+len(own.list))
	for _, u := range shared.list {
		if j := own.find(u.key); j >= 0 {
			out = append(out, own.list[j].param)
		} else {
			out = append(out, u.param)
		}
	}
	for _, u := range own.list {
		if shared.find(u.key) < 0 {
			out = append(out, u.param)
		}
	}
	return out
}

// parameter reads the parameter at n, following a $ref, once per place it is written.
func (l *loader) parameter(n *document.Node, usePtr document.Pointer) *Parameter {
	return once(l, l.params, n, usePtr, l.readParameter)
}

func (l *loader) readParameter(n *document.Node, p document.Pointer) *Parameter {
	if !l.expect(n, p, document.Object) {
		return nil
	}
	prm := &Parameter{Pointer: p}
	var schema, content *document.Field
	for i := range n.Fields {
		f := &n.Fields[i]
		switch f.Key {
		case "name":
			prm.Name = l.str(p, f)
		case "in":
			prm.In = l.str(p, f)
		case "description":
			prm.Description = l.str(p, f)
		case "required":
			prm.Required = l.boolean(p, f)
		case "deprecated":
			prm.Deprecated = l.boolean(p, f)
		case "style":
			prm.Style = l.str(p, f)
		case "explode":
			prm.Explode = l.optBool(p, f)
		case "schema":
			schema = f
		case "content":
			content = f
		case "example":
			prm.Example = f.Value
		case "examples":
			if prm.Example == nil {
				prm.Example = l.firstExample(p, f)
			}
		default:
			l.extension(&prm.Extensions, f)
		}
	}
	if !l.checkParameter(prm, n, p) {
		return nil
	}
	l.parameterSchema(prm, p, schema, content)
	return prm
}

// checkParameter reports a parameter without a usable name or location, which is then left out.
func (l *loader) checkParameter(prm *Parameter, n *document.Node, p document.Pointer) bool {
	switch {
	case prm.Name == "":
		if name := n.Get("name"); name != nil && name.Kind != document.String {
			return false // the wrong kind was reported
		}
		l.report(diag.SpecInvalid, p, "a parameter needs a name")
		return false
	case !n.Has("in"):
		l.report(diag.SpecInvalid, p, "parameter %q needs in: path, query, header or cookie", prm.Name)
		return false
	}
	switch prm.In {
	case "path":
		prm.Required = true // OpenAPI requires it; leaving it out is common and harmless
	case "query", "header", "cookie":
	case "":
		return false // the wrong kind was reported
	default:
		l.report(diag.SpecInvalid, p+"/in", "parameter %q has in: %q; it must be path, query, header or cookie", prm.Name, truncate(prm.In, 80))
		return false
	}
	return true
}

// parameterSchema reads schema, or content with its one media type (a JSON-encoded value).
func (l *loader) parameterSchema(prm *Parameter, p document.Pointer, schema, content *document.Field) {
	switch {
	case schema != nil && content != nil:
		l.report(diag.SpecInvalid, p, "parameter %q has both schema and content; schema is used", prm.Name)
		fallthrough
	case schema != nil:
		prm.Schema = l.schema(schema.Value, p.Append(schema.Key), 0)
	case content != nil:
		if mt := l.singleContent(p, content); mt != nil {
			prm.ContentType, prm.Schema = mt.Type, mt.Schema
		}
	}
}
