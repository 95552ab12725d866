package surface

import (
	"fmt"
	"slices"
)

func diffMethods(base, head map[string]*MethodDef) []Change {
	var out []Change
	for _, name := range keys(base, head) {
		b, h := base[name], head[name]
		switch {
		case b == nil:
			out = append(out, change(Added, Method, name, endpoint(h), ""))
		case h == nil:
			out = append(out, change(Removed, Method, name, endpoint(b), "callers of the method stop compiling"))
		default:
			out = append(out, methodChanges(b, h).changes(Method, name)...)
		}
	}
	return out
}

// endpoint names what a method calls: "GET /accounts", or its kind when it calls nothing (webhook_unwrap).
func endpoint(m *MethodDef) string {
	if m.HTTPMethod == "" && m.Path == "" {
		return m.Kind
	}
	return m.HTTPMethod + " " + m.Path
}

func methodChanges(b, h *MethodDef) findings {
	var f findings
	if endpoint(b) != endpoint(h) {
		// SDK callers write the same call whatever it is sent to.
		f.add(fmt.Sprintf("endpoint %s -> %s", endpoint(b), endpoint(h)), "")
	}
	f = append(f, paramChanges(b.Params, h.Params)...)
	if !slices.Equal(b.Positional, h.Positional) {
		f.add(fmt.Sprintf("positional params %s -> %s", list(b.Positional), list(h.Positional)), "callers passing arguments by position stop compiling")
	}
	f = append(f, bodyChanges(b.Body, h.Body)...)
	f = append(f, responseChanges(b.Response, h.Response)...)
	if p, q := pagingName(b.Pagination), pagingName(h.Pagination); p != q {
		f.add(fmt.Sprintf("pagination %s -> %s", p, q), "the method returns a different page type")
	}
	if p, q := streamName(b.Streaming), streamName(h.Streaming); p != q {
		f.add(fmt.Sprintf("streaming %s -> %s", p, q), "the method returns a different stream")
	}
	for _, a := range b.Aliases {
		if !slices.Contains(h.Aliases, a) {
			f.add("alias "+a+" removed", "callers of the alias stop compiling")
		}
	}
	for _, a := range h.Aliases {
		if !slices.Contains(b.Aliases, a) {
			f.add("alias "+a+" added", "")
		}
	}
	f = append(f, deprecation("", b.Deprecated, h.Deprecated)...)
	f = append(f, languageChanges(b, h)...)
	return f
}

func paramChanges(base, head map[string]*Param) findings {
	var f findings
	for _, name := range keys(base, head) {
		b, h := base[name], head[name]
		switch {
		case b == nil && h.Required:
			f.add(fmt.Sprintf("added required %s param %s", h.In, name), "existing calls lack it")
		case b == nil:
			f.add(fmt.Sprintf("added optional %s param %s", h.In, name), "")
		case h == nil:
			f.add(fmt.Sprintf("removed %s param %s", b.In, name), "callers passing it stop compiling")
		default:
			f = append(f, paramChange(name, b, h)...)
		}
	}
	return f
}

func paramChange(name string, b, h *Param) findings {
	prefix := fmt.Sprintf("%s param %s ", h.In, name)
	f := memberChanges(prefix, member{b.Type, b.Nullable, b.Required}, member{h.Type, h.Nullable, h.Required}, side{request: true})
	if b.In != h.In || b.WireName != h.WireName {
		// The SDK puts the value where the API wants it; the call is unchanged.
		f.add(fmt.Sprintf("%ssent as %s %s, was %s %s", prefix, h.In, h.WireName, b.In, b.WireName), "")
	}
	return append(f, deprecation(prefix, b.Deprecated, h.Deprecated)...)
}

func bodyChanges(b, h *Body) findings {
	var f findings
	switch {
	case b == nil && h == nil:
		return nil
	case b == nil:
		// A flattened body's params are compared one by one.
		f.add("request body added", when(!h.Flattened && h.Required, "existing calls lack the required body"))
		return f
	case h == nil:
		f.add("request body removed", when(!b.Flattened, "callers passing the body stop compiling"))
		return f
	}
	if b.ContentType != h.ContentType {
		f.add(fmt.Sprintf("request body content type %s -> %s", b.ContentType, h.ContentType), "")
	}
	if b.Flattened != h.Flattened {
		f.add(fmt.Sprintf("request body %s -> %s", bodyShape(b), bodyShape(h)), "callers pass the body differently")
		return f
	}
	if b.Flattened {
		if b.Type != h.Type {
			f.add(fmt.Sprintf("request body type %s -> %s", b.Type, h.Type), "")
		}
		return f
	}
	if b.Param != h.Param {
		f.add(fmt.Sprintf("request body param %s -> %s", b.Param, h.Param), "callers naming the argument stop compiling")
	}
	return append(f, memberChanges("request body ", member{b.Type, false, b.Required}, member{h.Type, false, h.Required}, side{request: true})...)
}

func bodyShape(b *Body) string {
	if b.Flattened {
		return "flattened into params"
	}
	return "argument " + b.Param
}

func responseChanges(b, h *Response) findings {
	p, q := responseName(b), responseName(h)
	if p == q {
		return nil
	}
	var f findings
	f.add(fmt.Sprintf("response %s -> %s", p, q), "callers reading the result get a different type")
	return f
}

// responseName writes a response for details and comparison: account, account? , binary, account via data.
func responseName(r *Response) string {
	switch {
	case r == nil || (r.Type == "" && !r.Binary):
		return "none"
	case r.Binary:
		return "binary"
	}
	s := r.Type
	if r.Nullable {
		s += "?"
	}
	if r.Unwrap != "" {
		s += " (unwrapped from " + r.Unwrap + ")"
	}
	return s
}

func pagingName(p *Pagination) string {
	if p == nil {
		return "none"
	}
	return p.Scheme + " of " + p.Item
}

func streamName(s *Streaming) string {
	switch {
	case s == nil:
		return "none"
	case s.Param != "":
		return s.Event + " when " + s.Param
	}
	return s.Event
}

func deprecation(prefix string, b, h bool) findings {
	var f findings
	switch {
	case !b && h:
		f.add(prefix+"deprecated", "")
	case b && !h:
		f.add(prefix+"no longer deprecated", "")
	}
	return f
}

// languageChanges reports a method's skip and only lists; leaving out a language that had the method breaks
// that language's callers.
func languageChanges(b, h *MethodDef) findings {
	var f findings
	narrowed := !subset(h.Skip, b.Skip) || (len(h.Only) > 0 && (len(b.Only) == 0 || !subset(b.Only, h.Only)))
	reason := when(narrowed, "the method is no longer generated for some languages")
	if !slices.Equal(b.Skip, h.Skip) {
		f.add(fmt.Sprintf("skipped languages %s -> %s", list(b.Skip), list(h.Skip)), reason)
	}
	if !slices.Equal(b.Only, h.Only) {
		f.add(fmt.Sprintf("only languages %s -> %s", list(b.Only), list(h.Only)), reason)
	}
	return f
}
