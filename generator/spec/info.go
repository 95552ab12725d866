package spec

import (
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// readInfo reads info, which only seeds a first sdkgen.yml: missing members are not worth a diagnostic, and
// scalars YAML did not read as strings (version: 1.0) are taken as written.
func (l *loader) readInfo(n *document.Node) {
	const p = document.Pointer("/info")
	if !l.expect(n, p, document.Object) {
		return
	}
	info := &l.doc.Info
	for i := range n.Fields {
		f := &n.Fields[i]
		switch f.Key {
		case "title":
			info.Title = l.text(p, f)
		case "version":
			info.Version = l.text(p, f)
		case "description":
			info.Description = l.text(p, f)
		case "termsOfService":
			info.TermsOfService = l.text(p, f)
		case "contact":
			l.readContact(info, f)
		case "license":
			if lp, ok := l.object(p, f); ok {
				if name := f.Value.Field("name"); name != nil {
					info.LicenseName = l.text(lp, name)
				}
			}
		}
	}
}

func (l *loader) readContact(info *Info, f *document.Field) {
	p, ok := l.object("/info", f)
	if !ok {
		return
	}
	for i := range f.Value.Fields {
		m := &f.Value.Fields[i]
		switch m.Key {
		case "name":
			info.ContactName = l.text(p, m)
		case "email":
			info.ContactEmail = l.text(p, m)
		case "url":
			info.ContactURL = l.text(p, m)
		}
	}
}

// readServers reads a servers list: the document's (which seeds environments), a path item's or an operation's
// (which the builder reports, since SDKs send every method to the client's base URL).
func (l *loader) readServers(n *document.Node, p document.Pointer) []Server {
	if !l.expect(n, p, document.Array) {
		return nil
	}
	out := make([]Server, 0, len(n.Items))
	for i, it := range n.Items {
		sp := p.Index(i)
		if !l.expect(it, sp, document.Object) {
			continue
		}
		var s Server
		for j := range it.Fields {
			f := &it.Fields[j]
			switch f.Key {
			case "url":
				s.URL = l.str(sp, f)
			case "description":
				s.Description = l.str(sp, f)
			case "variables":
				s.Variables = l.serverVariables(sp, f)
			}
		}
		if !it.Has("url") {
			l.report(diag.SpecInvalid, sp, "a server needs a url")
			continue
		}
		out = append(out, s)
	}
	return out
}

func (l *loader) serverVariables(parent document.Pointer, f *document.Field) []ServerVariable {
	p, ok := l.object(parent, f)
	if !ok {
		return nil
	}
	out := make([]ServerVariable, 0, len(f.Value.Fields))
	for i := range f.Value.Fields {
		vf := &f.Value.Fields[i]
		vp := p.Append(vf.Key)
		if !l.expect(vf.Value, vp, document.Object) {
			continue
		}
		v := ServerVariable{Name: vf.Key}
		for j := range vf.Value.Fields {
			m := &vf.Value.Fields[j]
			switch m.Key {
			case "default":
				v.Default = l.text(vp, m)
			case "description":
				v.Description = l.str(vp, m)
			case "enum":
				v.Enum = l.scalarList(vp, m)
			}
		}
		if !vf.Value.Has("default") {
			l.report(diag.SpecInvalid, vp, "server variable %q needs a default", vf.Key)
		}
		out = append(out, v)
	}
	return out
}

// scalarList reads a list of scalars as their text (a port enum is often written as numbers).
func (l *loader) scalarList(parent document.Pointer, f *document.Field) []string {
	p := parent.Append(f.Key)
	if !l.expect(f.Value, p, document.Array) {
		return nil
	}
	out := make([]string, 0, len(f.Value.Items))
	for i, it := range f.Value.Items {
		switch it.Kind {
		case document.String, document.Number, document.Bool:
			out = append(out, it.Value)
		default:
			l.expect(it, p.Index(i), document.String)
		}
	}
	return out
}
