package java

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// fileParam is a file of a multipart body (a body property the IR lists in FileFields): the params keep it as a
// MultipartField beside the Body, which holds the other properties.
type fileParam struct {
	p    *ir.Param
	name string
	list bool // an array of files
}

// isFileParam reports whether a body param of a method takes files.
func isFileParam(m *ir.Method, p *ir.Param) bool {
	return p.In == "body" && m.Body != nil && m.Body.Encoding == "multipart" && slices.Contains(m.Body.FileFields, p.WireName)
}

// planFile keeps a file param of a multipart body.
func (pc *paramsClass) planFile(p *ir.Param) {
	pc.files = append(pc.files, fileParam{p: p, list: p.Type.Kind == ir.Array})
}

// nameFiles gives the file params names no other param or body property of the params class has.
func (g *emitter) nameFiles(pc *paramsClass, nonBody []param, bodyProps []prop) {
	used := map[string]bool{}
	for k := range paramsMembers {
		used[k] = true
	}
	for _, p := range nonBody {
		used[p.name] = true
	}
	for _, p := range bodyProps {
		used[p.name] = true
		used[p.adder] = p.adder != ""
	}
	for i := range pc.files {
		words := pc.files[i].p.Name
		if n := pc.files[i].p.Names["java"]; n != "" {
			words = n
		}
		pc.files[i].name = unique(used, g.jn.accessor(words))
	}
}

func (g *emitter) multipartField(f *jfile) string {
	return f.imp(g.layout.Sub("core", "MultipartField")) + "<?>"
}

// emitFileFields declares the params' file fields (in the params class and its builder alike).
func (g *emitter) emitFileFields(f *jfile, pc *paramsClass, final string) {
	for _, fp := range pc.files {
		f.line("private ", final, g.multipartField(f), " ", fp.name, ";")
	}
}

// emitFileCopies copies the file fields from another instance (the builder, or the params into a builder).
func emitFileCopies(f *jfile, pc *paramsClass, from string) {
	for _, fp := range pc.files {
		f.line("this.", fp.name, " = ", from, ".", fp.name, ";")
	}
}

// emitFileAccessors writes the file accessors and _multipartFields(), the parts the service sends: the files,
// then the body's properties.
func (g *emitter) emitFileAccessors(f *jfile, pc *paramsClass) {
	if pc.m.Body == nil || pc.m.Body.Encoding != "multipart" {
		return
	}
	field := g.multipartField(f)
	optional := f.imp("java.util.Optional")
	for _, fp := range pc.files {
		f.line()
		f.open("public ", optional, "<", field, "> ", fp.name, "() {")
		f.line("return ", optional, ".ofNullable(", fp.name, ");")
		f.close()
	}
	m := f.imp("java.util.Map")
	jv := f.imp(g.layout.Sub("core", "JsonValue"))
	f.line()
	f.line("/** The parts of the request body: the files, then the other properties. */")
	f.open("public ", m, "<String, ", field, "> _multipartFields() {")
	f.line(m, "<String, ", field, "> out = new ", f.imp("java.util.LinkedHashMap"), "<>();")
	for _, fp := range pc.files {
		f.open("if (", fp.name, " != null) {")
		f.line("out.put(", javaString(fp.p.WireName), ", ", fp.name, ");")
		f.close()
	}
	if pc.bodyClass != nil || pc.bodyRef != nil {
		f.line(m, "<String, ", jv, "> properties =")
		f.line("        ", jv, ".from(body).asObject().orElse(", f.imp("java.util.Collections"), ".emptyMap());")
		f.open("for (", m, ".Entry<String, ", jv, "> property : properties.entrySet()) {")
		f.line("out.put(property.getKey(), ", f.imp(g.layout.Sub("core", "MultipartField")), ".of(property.getValue()));")
		f.close()
	}
	f.line("return out;")
	f.close()
}

// emitFileSetters writes the builder's setters of each file: a MultipartField (filename, content type), else an
// InputStream, byte[] or Path; a list of MultipartFields for an array of files.
func (g *emitter) emitFileSetters(f *jfile, pc *paramsClass) {
	field := g.multipartField(f)
	mf := f.imp(g.layout.Sub("core", "MultipartField"))
	for _, fp := range pc.files {
		f.line()
		f.open("public Builder ", fp.name, "(", field, " ", fp.name, ") {")
		f.line("this.", fp.name, " = ", fp.name, ";")
		f.line("return this;")
		f.close()
		types := []string{f.imp("java.io.InputStream"), "byte[]", f.imp("java.nio.file.Path")}
		if fp.list {
			types = []string{f.imp("java.util.List") + "<" + field + ">"}
		}
		for _, t := range types {
			f.line()
			f.open("public Builder ", fp.name, "(", t, " ", fp.name, ") {")
			f.line("return ", fp.name, "(", mf, ".of(", fp.name, "));")
			f.close()
		}
	}
}

// emitFileChecks insists on the required files in build().
func (g *emitter) emitFileChecks(f *jfile, pc *paramsClass, utils string) {
	for _, fp := range pc.files {
		if fp.p.Required {
			f.line(utils, ".checkRequired(", javaString(fp.name), ", ", fp.name, ");")
		}
	}
}

// multipartArrayFormat is multipart_settings.array_format, repeat (one part per item) by default.
func multipartArrayFormat(s ir.MultipartSettings) string {
	switch s.ArrayFormat {
	case "indices", "brackets", "comma":
		return s.ArrayFormat
	}
	return "repeat"
}

// emitBinarySetters writes the overloads of a binary body's setter: bytes in memory and a file.
func (g *emitter) emitBinarySetters(f *jfile, pc *paramsClass) {
	if !binaryBody(pc.m) {
		return
	}
	f.line()
	f.open("public Builder body(byte[] body) {")
	f.line("return body(new ", f.imp("java.io.ByteArrayInputStream"), "(body));")
	f.close()
	f.line()
	f.line("/** Opens the file now; the request reads it once. */")
	f.open("public Builder body(", f.imp("java.nio.file.Path"), " body) {")
	f.open("try {")
	f.line("return body(", f.imp("java.nio.file.Files"), ".newInputStream(body));")
	f.depth--
	f.open("} catch (", f.imp("java.io.IOException"), " e) {")
	f.line("throw new ", f.imp("java.io.UncheckedIOException"), "(e);")
	f.close()
	f.close()
}

// exampleBytes is the content the generated tests upload.
func (g *emitter) exampleBytes(f *jfile) string {
	// An array, not "...".getBytes(...): google-java-format breaks a chain on a string literal as nothing else.
	return "new byte[] {'d', 'a', 't', 'a'}"
}

// fileArg is the setter call giving a test's file param example content, "" when p is not a file.
func (g *emitter) fileArg(f *jfile, pc *paramsClass, p *ir.Param) string {
	for _, fp := range pc.files {
		if fp.p != p {
			continue
		}
		if fp.list {
			field := f.imp(g.layout.Sub("core", "MultipartField"))
			return "." + fp.name + "(" + f.imp("java.util.Arrays") + ".<" + field + "<?>>asList(" + field + ".of(" + g.exampleBytes(f) + ")))"
		}
		return "." + fp.name + "(" + g.exampleBytes(f) + ")"
	}
	return ""
}
