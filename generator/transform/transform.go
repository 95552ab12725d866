// Package transform applies openapi.transforms: ordered edits of the parsed spec, written in sdkgen.yml, that run
// before anything reads the spec (CONFIG-REFERENCE.md §19.1; docs/transforms.md).
//
// Every failure is a config diagnostic located in sdkgen.yml, naming the entry and its reason, because a transform
// that stops applying usually means the upstream spec changed and the transform can go.
package transform

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// Apply edits spec in place, one entry after another, each evaluated on the document as the previous ones left
// it. It reports every failure to c and goes on with the next entry; an entry that fails leaves the spec as it
// was. It returns true when every entry applied.
func Apply(spec *document.Node, transforms []*config.Transform, c *diag.Collector) bool {
	if c == nil {
		c = &diag.Collector{}
	}
	if spec == nil {
		spec = &document.Node{Kind: document.Null}
	}
	ok := true
	for i, t := range transforms {
		if t == nil || t.Command == "" {
			ok = ok && t != nil // a missing or unknown command was reported with sdkgen.yml's own checks
			continue
		}
		e := newEntry(i, t, c)
		e.run(spec)
		ok = ok && !e.failed
	}
	return ok
}

// entry is one transform being applied, with what its diagnostics need.
type entry struct {
	t      *config.Transform
	label  string // "openapi.transforms[2] (update, reason "...")", the start of every message
	c      *diag.Collector
	failed bool
}

func newEntry(i int, t *config.Transform, c *diag.Collector) *entry {
	label := entryName(i, t.Ptr) + " (" + t.Command
	if t.Reason != "" {
		label += ", reason " + strconv.Quote(t.Reason)
	}
	return &entry{t: t, label: label + ")", c: c}
}

// entryName renders the entry's pointer as the user wrote the key (transforms or transformations), e.g.
// "openapi.transforms[2]".
func entryName(i int, ptr document.Pointer) string {
	tokens := ptr.Tokens()
	if len(tokens) == 0 {
		return fmt.Sprintf("openapi.transforms[%d]", i)
	}
	var b strings.Builder
	for _, tok := range tokens {
		if _, err := strconv.Atoi(tok); err == nil {
			b.WriteString("[" + tok + "]")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(tok)
	}
	return b.String()
}

// report records a failure of the entry at a pointer into sdkgen.yml.
func (e *entry) report(code diag.Code, at document.Pointer, format string, args ...any) {
	e.failed = true
	e.c.AtConfig(code, at, "%s: %s", e.label, fmt.Sprintf(format, args...))
}

// reportKey is report located at the key of at, for a key that should not be there.
func (e *entry) reportKey(code diag.Code, at document.Pointer, format string, args ...any) {
	e.failed = true
	e.c.AtConfigKey(code, at, "%s: %s", e.label, fmt.Sprintf(format, args...))
}

// argPtr returns the pointer of an argument of the entry, e.g. args/target/0.
func (e *entry) argPtr(keys ...string) document.Pointer {
	p := e.t.Ptr.Append("args")
	for _, k := range keys {
		p = p.Append(k)
	}
	return p
}

func (e *entry) run(doc *document.Node) {
	switch e.t.Command {
	case "update":
		e.update(doc)
	case "replaceProperties":
		e.replaceProperties(doc)
	case "append":
		e.appendValues(doc)
	case "merge":
		e.merge(doc, "value")
	case "mergeObject":
		e.merge(doc, "object")
	case "remove":
		e.remove(doc)
	case "copy":
		e.copyOrMove(doc, false)
	case "move":
		e.copyOrMove(doc, true)
	case "oneOfToAnyOf":
		e.oneOfToAnyOf(doc)
	case "extractToRefs":
		e.extractToRefs(doc)
	case "guessDiscriminantUnions":
		e.guessDiscriminantUnions(doc)
	default:
		e.report(diag.TransformInvalid, e.t.Ptr.Append("command"), "unknown command %q; expected update, append, merge, remove, copy, move, extractToRefs, mergeObject, replaceProperties, oneOfToAnyOf or guessDiscriminantUnions", e.t.Command)
	}
}

// describeAt names a spec location in messages.
func describeAt(p document.Pointer) string {
	if p == "" {
		return "the document root"
	}
	return string(p)
}

// aKind names a kind with its article: "a string", "an object".
func aKind(k document.Kind) string {
	if k == document.Array || k == document.Object {
		return "an " + k.String()
	}
	return "a " + k.String()
}

// fromConfig deep-copies a value written in sdkgen.yml for insertion into the spec, clearing its positions: they
// are sdkgen.yml lines, and a spec diagnostic must not point at them.
func fromConfig(n *document.Node) *document.Node {
	if n == nil {
		return &document.Node{Kind: document.Null}
	}
	c := &document.Node{Kind: n.Kind, Value: n.Value}
	if n.Items != nil {
		c.Items = make([]*document.Node, len(n.Items))
		for i, it := range n.Items {
			c.Items[i] = fromConfig(it)
		}
	}
	if n.Fields != nil {
		c.Fields = make([]document.Field, len(n.Fields))
		for i, f := range n.Fields {
			c.Fields[i] = document.Field{Key: f.Key, Value: fromConfig(f.Value)}
		}
	}
	return c
}

// problems gathers the per-match failures of one entry so they are reported once, naming a few examples rather
// than one diagnostic per match of a broad target. The diagnostic sits where the first problem was found.
type problems struct {
	at    document.Pointer
	items []string
}

func (p *problems) add(at document.Pointer, format string, args ...any) {
	if len(p.items) == 0 {
		p.at = at
	}
	p.items = append(p.items, fmt.Sprintf(format, args...))
}

// report records the problems, if any, as one diagnostic and says whether there were any.
func (p *problems) report(e *entry, code diag.Code) bool {
	if len(p.items) == 0 {
		return false
	}
	const shown = 3
	msg := strings.Join(p.items[:min(shown, len(p.items))], "; ")
	if extra := len(p.items) - shown; extra > 0 {
		msg += fmt.Sprintf("; and %d more", extra)
	}
	e.report(code, p.at, "%s", msg)
	return true
}
