package build

import (
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/ir"
)

// sqlCoverage warns about the methods the sql target leaves out when it is configured: its functions call the
// Python SDK, so a method left out of Python has no function, and files (uploaded or returned) have no SQL value.
func (b *builder) sqlCoverage() {
	sql := b.cfg.Targets.SQL
	if sql == nil || sql.Skip {
		return
	}
	var walk func(r *ir.Resource, inPython bool)
	walk = func(r *ir.Resource, inPython bool) {
		if !inLanguage(r.Skip, r.Only, "sql") {
			return
		}
		inPython = inPython && inLanguage(r.Skip, r.Only, "python")
		for _, m := range r.Methods {
			if m.Kind != "http" || m.IsSkipped("sql") {
				continue
			}
			switch {
			case !inPython || !inLanguage(m.Skip, m.Only, "python"):
				b.c.AtConfig(diag.SQLMethodLeftOut, b.methodPtr[m], "%s has no SQL function: the extension calls the Python SDK, which leaves it out (skip or only)", m.Call)
			case m.Response != nil && m.Response.Binary:
				b.c.AtConfig(diag.SQLMethodLeftOut, b.methodPtr[m], "%s has no SQL function: it returns a file or bytes", m.Call)
			case m.Body != nil && (m.Body.Encoding == "binary" || m.Body.Encoding == "multipart" || len(m.Body.FileFields) > 0):
				b.c.AtConfig(diag.SQLMethodLeftOut, b.methodPtr[m], "%s has no SQL function: it uploads a file", m.Call)
			}
		}
		for _, s := range r.Subresources {
			walk(s, inPython)
		}
	}
	walk(b.api.Root, true)
}
