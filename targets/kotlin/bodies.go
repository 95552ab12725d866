package kotlin

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// Request bodies other than JSON. Form and multipart bodies are flattened into the params like JSON ones, and
// sent form-encoded (the API's query formats) or as multipart/form-data (multipart_settings.array_format); the
// files of a multipart body (its FileFields) are MultipartFile params, settable from a Path, an InputStream or
// bytes. Text and binary bodies are passed whole: body(String), and body(ByteArray | InputStream | Path). A form or
// multipart body passed whole (body_param_name) is left out with Kotlin/MethodLeftOut (generator/build says so).

// bodySupported reports whether the Kotlin SDK sends a method's body.
func bodySupported(b *ir.Body) bool {
	switch {
	case b == nil || b.Encoding == "json":
		return true
	case b.Encoding == "form" || b.Encoding == "multipart":
		return b.Flattened
	case b.Encoding == "text" || b.Encoding == "binary":
		return !b.Flattened && b.Type != nil
	}
	return false
}

// isFileField reports whether a body param is a file of a multipart body.
func isFileField(m *ir.Method, p *ir.Param) bool {
	return p.In == "body" && m.Body != nil && m.Body.Encoding == "multipart" && slices.Contains(m.Body.FileFields, p.WireName)
}

// binaryBody reports whether the method's whole body is bytes.
func binaryBody(m *method) bool { return m.bodyRef != nil && m.m.Body.Encoding == "binary" }

// bodyType is the Kotlin type of a body passed whole: ByteArray for a binary one.
func (g *gen) bodyType(f *kfile, m *method) string {
	if binaryBody(m) {
		return "ByteArray"
	}
	return g.ktype(f, *m.bodyRef)
}

// fileType is the Kotlin type of a file param: a MultipartFile, or a list of them.
func (g *gen) fileType(f *kfile, fl field) string {
	t := f.use(g.layout.Sub("core", "MultipartFile"))
	if g.resolve(fl.ref).Kind == ir.Array {
		return "List<" + t + ">"
	}
	return t
}

// fileCtor are the params' constructor parameters of the files.
func (g *gen) fileCtor(f *kfile, m *method) []string {
	var out []string
	for _, fl := range m.files {
		out = append(out, "private val "+fl.name+": "+g.fileType(f, fl)+optional(!fl.required))
	}
	return out
}

// fileAccessors are the files' accessors and _files(), the parts the service sends before the other fields.
func (g *gen) fileAccessors(f *kfile, m *method) {
	if m.m.Body == nil || m.m.Body.Encoding != "multipart" {
		return
	}
	file := f.use(g.layout.Sub("core", "MultipartFile"))
	var parts []string
	for _, fl := range m.files {
		f.line("")
		f.line(exprFun("    ", "fun "+fl.name+"(): "+g.fileType(f, fl)+optional(!fl.required), fl.name))
		switch {
		case g.resolve(fl.ref).Kind == ir.Array:
			parts = append(parts, fl.name+".orEmpty().map { "+kotlinString(fl.wire)+" to it }")
		case fl.required:
			parts = append(parts, "listOf("+kotlinString(fl.wire)+" to "+fl.name+")")
		default:
			parts = append(parts, "listOfNotNull("+fl.name+"?.let { "+kotlinString(fl.wire)+" to it })")
		}
	}
	if len(parts) == 0 {
		parts = []string{"emptyList()"}
	}
	f.line("")
	f.line("    /** The files, each with its part's name. */")
	expr := parts[0]
	for _, p := range parts[1:] {
		expr += " + " + p
	}
	f.line(exprFun("    ", "fun _files(): List<Pair<String, "+file+">>", expr))
}

// fileBuilder writes the builder's file variables (vars) or copies from params (copies).
func (g *gen) fileBuilderVars(f *kfile, m *method) {
	for _, fl := range m.files {
		f.line("        private var " + fl.name + ": " + g.fileType(f, fl) + "? = null")
	}
}

func fileCopies(f *kfile, m *method) {
	for _, fl := range m.files {
		f.line("            " + fl.name + " = params." + fl.name)
	}
}

// fileSetters set a file from a MultipartFile, a Path, an InputStream with a file name, or bytes with one.
func (g *gen) fileSetters(f *kfile, m *method) {
	file := f.use(g.layout.Sub("core", "MultipartFile"))
	for _, fl := range m.files {
		name := plain(fl.name)
		typ := g.fileType(f, fl)
		f.line("")
		f.line(lambdaFun("        ", "fun "+fl.name+"("+name+": "+typ+optional(!fl.required)+")", "apply", "this."+fl.name+" = "+name, ""))
		if g.resolve(fl.ref).Kind == ir.Array {
			continue
		}
		f.line("")
		f.line(exprFun("        ", "fun "+fl.name+"(path: "+f.use("java.nio.file.Path")+")", fl.name+"("+file+".of(path))"))
		f.line("")
		f.line(exprFun("        ", "fun "+fl.name+"(stream: "+f.use("java.io.InputStream")+", filename: String? = null)",
			fl.name+"("+file+".of(stream, filename))"))
		f.line("")
		f.line(exprFun("        ", "fun "+fl.name+"(bytes: ByteArray, filename: String? = null)", fl.name+"("+file+".of(bytes, filename))"))
	}
}

// fileArgs are the files in the builder's build() call.
func (g *gen) fileArgs(f *kfile, m *method) []string {
	var out []string
	for _, fl := range m.files {
		if fl.required {
			out = append(out, f.use(g.layout.Sub("core", "checkParam"))+"("+kotlinString(fl.wire)+", "+fl.name+")")
		} else {
			out = append(out, fl.name)
		}
	}
	return out
}

// binaryBodySetters set a binary body from an InputStream (read to its end) or a Path.
func (g *gen) binaryBodySetters(f *kfile, m *method) {
	if !binaryBody(m) {
		return
	}
	f.line("")
	f.line(exprFun("        ", "fun body(stream: "+f.use("java.io.InputStream")+")", "body(stream.readBytes())"))
	f.line("")
	f.line(exprFun("        ", "fun body(path: "+f.use("java.nio.file.Path")+")", "body("+f.use("java.nio.file.Files")+".readAllBytes(path))"))
}

// requestBody writes the statement setting the request's body from the params (body: the JSON of the body fields).
func (g *gen) requestBody(f *kfile, indent string, m *method, body string) {
	b := m.m.Body
	http := func(name string) string { return f.use(g.layout.Sub("core", "http", name)) }
	ct := kotlinString(firstNonEmpty(b.ContentType, map[string]string{"text": "text/plain", "binary": "application/octet-stream"}[b.Encoding]))
	var expr string
	switch b.Encoding {
	case "form":
		expr = http("formBody") + "(" + body + ", " + kotlinString(g.api.Query.NestedFormat) + ", " + kotlinString(g.api.Query.ArrayFormat) + ")"
	case "multipart":
		expr = http("multipartBody") + "(" + body + ", params._files(), " + kotlinString(firstNonEmpty(g.api.Multipart.ArrayFormat, "brackets")) + ")"
	case "text", "binary":
		encode := http("textBody")
		if b.Encoding == "binary" {
			encode = http("binaryBody")
		}
		if !m.bodyReq {
			f.line(indent + "params.body()?.let { builder.body(" + encode + "(it, " + ct + ")) }")
			return
		}
		expr = encode + "(params.body(), " + ct + ")"
	default:
		expr = http("jsonBody") + "(" + body + ")"
	}
	f.line(newCall("builder.body", expr).render(indent, "", ""))
}
