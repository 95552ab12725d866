package spec

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// Load reads an OpenAPI 3.0 or 3.1 description into a Document.
//
// The caller has parsed file into root, applied openapi.transforms and set c.Spec, so that every diagnostic here
// is located by its JSON pointer. Load never reads another file or a URL: a $ref outside the document is reported
// and treated as unknown. It returns nil only when generation cannot run at all (root is not an object, or its
// openapi version is not 3.0.x or 3.1.x, a fatal Spec/UnsupportedVersion); otherwise it returns everything it
// could read, each problem reported once at the pointer it concerns.
func Load(file string, root *document.Node, c *diag.Collector) *Document {
	l := newLoader(file, root, c)
	if !l.readVersion() {
		return nil
	}
	l.readDocument()
	return l.doc
}

// loader holds the state of one Load. Every map is keyed by the node a thing is written at, which is what makes
// each schema, parameter or response exist once however many $refs name it.
type loader struct {
	c    *diag.Collector
	file string
	root *document.Node
	doc  *Document

	refs      map[string]refTarget // $ref strings already resolved
	index     map[*document.Node]map[string]*document.Node
	followed  map[*document.Node]followResult
	reported  map[reportKey]struct{}
	patterns  map[string]error // pattern -> why RE2 cannot compile it, or nil
	typeLists map[string][]string

	schemas    map[*document.Node]*Schema
	pending    []pendingSchema // $ref targets created but not read yet
	refSchemas []*Schema       // schemas with a Ref, in creation order, for the cycle check
	slab       []Schema

	params    map[*document.Node]*Parameter
	bodies    map[*document.Node]*RequestBody
	responses map[*document.Node]*Response
	headers   map[*document.Node]*Header
	opIDs     map[string]document.Pointer
}

type reportKey struct {
	code diag.Code
	ptr  document.Pointer
	msg  string
}

func newLoader(file string, root *document.Node, c *diag.Collector) *loader {
	if c == nil {
		c = &diag.Collector{} // diagnostics are then dropped: Load must still work
	}
	return &loader{
		c: c, file: file, root: root,
		doc:       &Document{File: file, Root: root, byEndpoint: map[string]*Operation{}},
		refs:      map[string]refTarget{},
		index:     map[*document.Node]map[string]*document.Node{},
		followed:  map[*document.Node]followResult{},
		reported:  map[reportKey]struct{}{},
		patterns:  map[string]error{},
		typeLists: map[string][]string{},
		schemas:   map[*document.Node]*Schema{},
		params:    map[*document.Node]*Parameter{},
		bodies:    map[*document.Node]*RequestBody{},
		responses: map[*document.Node]*Response{},
		headers:   map[*document.Node]*Header{},
		opIDs:     map[string]document.Pointer{},
	}
}

// readVersion checks the openapi field; false means generation cannot run.
func (l *loader) readVersion() bool {
	if l.root == nil || l.root.Kind != document.Object {
		kind := "nothing"
		if l.root != nil {
			kind = article(l.root.Kind)
		}
		l.report(diag.SpecUnsupportedVersion, "", "the spec must be an object with an openapi field, not %s", kind)
		return false
	}
	v := l.root.Get("openapi")
	if v == nil {
		if sw := l.root.Get("swagger"); sw != nil {
			l.report(diag.SpecUnsupportedVersion, "/swagger", "Swagger %s (OpenAPI 2) is not supported: convert the spec to OpenAPI 3.0 or 3.1", sw.Value)
		} else {
			l.report(diag.SpecUnsupportedVersion, "", "the spec has no openapi field; sdkgen reads OpenAPI 3.0.x and 3.1.x")
		}
		return false
	}
	// YAML reads openapi: 3.1 as a number; its text is still the version.
	version := ""
	if v.Kind == document.String || v.Kind == document.Number {
		version = v.Value
	}
	switch {
	case version == "3.0" || strings.HasPrefix(version, "3.0."):
	case version == "3.1" || strings.HasPrefix(version, "3.1."):
		l.doc.Is31 = true
	default:
		l.report(diag.SpecUnsupportedVersion, "/openapi", "openapi %s is not supported; sdkgen reads OpenAPI 3.0.x and 3.1.x", describeValue(v))
		return false
	}
	l.doc.Version = version
	return true
}

// readDocument reads the top level. Component schemas come first so they are created at their own location
// before any $ref reaches them; paths and webhooks follow; $ref targets queued on the way are read last.
func (l *loader) readDocument() {
	var paths, webhooks *document.Field
	for i := range l.root.Fields {
		f := &l.root.Fields[i]
		switch f.Key {
		case "info":
			l.readInfo(f.Value)
		case "servers":
			l.doc.Servers = l.readServers(f.Value, "/servers")
		case "security":
			l.doc.Security, l.doc.SecuritySet = l.readRequirements(f.Value, "/security")
		case "components":
			l.readComponents(f.Value)
		case "paths":
			paths = f
		case "webhooks":
			webhooks = f
		default:
			l.extension(&l.doc.Extensions, f)
		}
	}
	if paths != nil {
		l.readPaths(paths.Value)
	} else if !l.doc.Is31 {
		l.report(diag.SpecInvalid, "", "an OpenAPI 3.0 document needs a paths object")
	}
	if webhooks != nil {
		l.readWebhooks(webhooks.Value)
	}
	l.drainSchemas()
	l.checkSchemaCycles()
}

func (l *loader) readComponents(n *document.Node) {
	const p = document.Pointer("/components")
	if !l.expect(n, p, document.Object) {
		return
	}
	if s := n.Get("schemas"); s != nil && l.expect(s, p+"/schemas", document.Object) {
		comp := &l.doc.Components
		comp.Schemas = make(map[string]*Schema, len(s.Fields))
		for i := range s.Fields {
			f := &s.Fields[i]
			comp.Schemas[f.Key] = l.schema(f.Value, document.Pointer("/components/schemas").Append(f.Key), 0)
			comp.SchemaNames = append(comp.SchemaNames, f.Key)
		}
	}
	if s := n.Get("securitySchemes"); s != nil {
		l.readSecuritySchemes(s, p+"/securitySchemes")
	}
	// Other components (parameters, responses, ...) are read when a $ref reaches them: an unused one cannot
	// affect generation.
}

// report records a diagnostic at the key of the member p names, once per code, pointer and message.
func (l *loader) report(code diag.Code, p document.Pointer, format string, args ...any) {
	d := l.c.NewAtSpec(code, p, format, args...)
	l.add(d, p)
}

// reportValue records a diagnostic at the value p names rather than its key, e.g. the text of a $ref.
func (l *loader) reportValue(code diag.Code, p document.Pointer, format string, args ...any) {
	d := l.c.NewAtSpec(code, p, format, args...)
	if l.c.Spec != nil && l.c.Spec.Root != nil {
		if pos := l.c.Spec.Root.ValuePosOf(p); pos.Known() {
			d.Line, d.Column = int(pos.Line), int(pos.Col)
		}
	}
	l.add(d, p)
}

func (l *loader) add(d diag.Diagnostic, p document.Pointer) {
	key := reportKey{d.Code, p, d.Message}
	if _, dup := l.reported[key]; dup {
		return
	}
	l.reported[key] = struct{}{}
	l.c.Add(d)
}

// line returns the line of p for messages that mention a second location, or 0.
func (l *loader) line(p document.Pointer) int32 {
	if l.c.Spec == nil {
		return 0
	}
	return l.c.Spec.Pos(p).Line
}
