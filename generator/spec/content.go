package spec

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// requestBody reads the body at n, following a $ref, once per place it is written.
func (l *loader) requestBody(n *document.Node, usePtr document.Pointer) *RequestBody {
	return once(l, l.bodies, n, usePtr, l.readRequestBody)
}

func (l *loader) readRequestBody(n *document.Node, p document.Pointer) *RequestBody {
	var b *RequestBody
	if l.expect(n, p, document.Object) {
		b = &RequestBody{Pointer: p}
		hasContent := false
		for i := range n.Fields {
			f := &n.Fields[i]
			switch f.Key {
			case "description":
				b.Description = l.str(p, f)
			case "required":
				b.Required = l.boolean(p, f)
			case "content":
				b.Content, hasContent = l.content(p, f), true
			default:
				l.extension(&b.Extensions, f)
			}
		}
		if !hasContent {
			l.report(diag.SpecInvalid, p, "a requestBody needs content")
		}
	}
	return b
}

// responseList reads responses in document order. Keys are kept as written: default, 200, 2XX.
func (l *loader) responseList(parent document.Pointer, f *document.Field) []*Response {
	p, ok := l.object(parent, f)
	if !ok {
		return nil
	}
	out := make([]*Response, 0, len(f.Value.Fields))
	for i := range f.Value.Fields {
		rf := &f.Value.Fields[i]
		if isExtension(rf.Key) {
			continue
		}
		rp := p.Append(rf.Key)
		if !isStatus(rf.Key) {
			l.report(diag.SpecInvalid, rp, "response key %q is not an HTTP status code (200), a range (2XX) or default; it is ignored", truncate(rf.Key, 80))
			continue
		}
		if shared := l.response(rf.Value, rp); shared != nil {
			r := *shared // the status belongs to the use, the rest to where the response is written
			r.Status = rf.Key
			out = append(out, &r)
		}
	}
	return out
}

func isStatus(key string) bool {
	if key == "default" {
		return true
	}
	if len(key) != 3 || key[0] < '1' || key[0] > '5' {
		return false
	}
	if (key[1] == 'X' || key[1] == 'x') && (key[2] == 'X' || key[2] == 'x') {
		return true
	}
	return isIndex(key)
}

// response reads the response at n, following a $ref, once per place it is written.
func (l *loader) response(n *document.Node, usePtr document.Pointer) *Response {
	return once(l, l.responses, n, usePtr, l.readResponse)
}

func (l *loader) readResponse(n *document.Node, p document.Pointer) *Response {
	var r *Response
	if l.expect(n, p, document.Object) {
		r = &Response{Pointer: p}
		for i := range n.Fields {
			f := &n.Fields[i]
			switch f.Key {
			case "description":
				r.Description = l.str(p, f)
			case "headers":
				r.Headers = l.headerList(p, f)
			case "content":
				r.Content = l.content(p, f)
			default:
				l.extension(&r.Extensions, f) // links are not used
			}
		}
	}
	return r
}

// headerList reads response headers in document order, without Content-Type, which OpenAPI says to ignore.
func (l *loader) headerList(parent document.Pointer, f *document.Field) []*Header {
	p, ok := l.object(parent, f)
	if !ok {
		return nil
	}
	out := make([]*Header, 0, len(f.Value.Fields))
	for i := range f.Value.Fields {
		hf := &f.Value.Fields[i]
		if strings.EqualFold(hf.Key, "Content-Type") {
			continue
		}
		if shared := l.header(hf.Value, p.Append(hf.Key)); shared != nil {
			h := *shared // the name belongs to the use, the rest to where the header is written
			h.Name = hf.Key
			out = append(out, &h)
		}
	}
	return out
}

// header reads the header at n, following a $ref, once per place it is written.
func (l *loader) header(n *document.Node, usePtr document.Pointer) *Header {
	return once(l, l.headers, n, usePtr, l.readHeader)
}

func (l *loader) readHeader(n *document.Node, p document.Pointer) *Header {
	var h *Header
	if l.expect(n, p, document.Object) {
		h = &Header{Pointer: p}
		for i := range n.Fields {
			f := &n.Fields[i]
			switch f.Key {
			case "description":
				h.Description = l.str(p, f)
			case "required":
				h.Required = l.boolean(p, f)
			case "deprecated":
				h.Deprecated = l.boolean(p, f)
			case "schema":
				h.Schema = l.schema(f.Value, p.Append(f.Key), 0)
			case "content":
				if mt := l.singleContent(p, f); mt != nil {
					h.Schema = mt.Schema
				}
			default:
				l.extension(&h.Extensions, f)
			}
		}
	}
	return h
}

// content reads a content map in document order.
func (l *loader) content(parent document.Pointer, f *document.Field) []*MediaType {
	p, ok := l.object(parent, f)
	if !ok {
		return nil
	}
	out := make([]*MediaType, 0, len(f.Value.Fields))
	for i := range f.Value.Fields {
		mf := &f.Value.Fields[i]
		if mt := l.mediaType(mf.Key, mf.Value, p.Append(mf.Key)); mt != nil {
			out = append(out, mt)
		}
	}
	return out
}

// singleContent reads the content of a parameter or header, which must have exactly one entry.
func (l *loader) singleContent(parent document.Pointer, f *document.Field) *MediaType {
	list := l.content(parent, f)
	if f.Value.Kind == document.Object && len(f.Value.Fields) != 1 {
		l.report(diag.SpecInvalid, parent.Append(f.Key), "content of a parameter or header must have exactly one entry, not %d", len(f.Value.Fields))
	}
	if len(list) == 0 {
		return nil
	}
	return list[0]
}

func (l *loader) mediaType(name string, n *document.Node, p document.Pointer) *MediaType {
	if !l.expect(n, p, document.Object) {
		return nil
	}
	mt := &MediaType{Type: name, Pointer: p}
	for i := range n.Fields {
		f := &n.Fields[i]
		switch f.Key {
		case "schema":
			mt.Schema = l.schema(f.Value, p.Append(f.Key), 0)
		case "example":
			mt.Example = f.Value // wins over examples, whatever their order
		case "examples":
			if mt.Example == nil {
				mt.Example = l.firstExample(p, f)
			}
		case "encoding":
			mt.Encoding = l.encodings(p, f)
		default:
			l.extension(&mt.Extensions, f)
		}
	}
	return mt
}

// firstExample returns the value of the first entry of an examples map (following a $ref to
// components/examples), or nil.
func (l *loader) firstExample(parent document.Pointer, f *document.Field) *document.Node {
	p, ok := l.object(parent, f)
	if !ok || len(f.Value.Fields) == 0 {
		return nil
	}
	first := &f.Value.Fields[0]
	n, _, ok := l.follow(first.Value, p.Append(first.Key))
	if !ok || n.Kind != document.Object {
		return nil
	}
	return n.Get("value")
}

func (l *loader) encodings(parent document.Pointer, f *document.Field) map[string]*Encoding {
	p, ok := l.object(parent, f)
	if !ok {
		return nil
	}
	out := make(map[string]*Encoding, len(f.Value.Fields))
	for i := range f.Value.Fields {
		ef := &f.Value.Fields[i]
		ep := p.Append(ef.Key)
		if !l.expect(ef.Value, ep, document.Object) {
			continue
		}
		e := &Encoding{}
		for j := range ef.Value.Fields {
			m := &ef.Value.Fields[j]
			switch m.Key {
			case "contentType":
				e.ContentType = l.str(ep, m)
			case "style":
				e.Style = l.str(ep, m)
			case "explode":
				e.Explode = l.optBool(ep, m)
			}
		}
		out[ef.Key] = e
	}
	return out
}
