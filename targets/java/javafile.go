package java

import (
	"bytes"
	"slices"
	"sort"
	"strings"
	"sync"
)

// jfile is one Java source file being written: its package, the imports its code asked for and its lines, indented
// four spaces a level the way google-java-format's AOSP style indents.
type jfile struct {
	pkg     string
	imports map[string]bool
	// simple maps each simple name in use to the qualified name it stands for; declared holds the names of the
	// classes the file declares, which an import must not shadow.
	statics  map[string]bool
	simple   map[string]string
	declared map[string]string
	// scope is the generated class whose body the code being written is in (nil: outside any): class references
	// are spelt relative to it (classRef).
	scope *class
	b     codeBuffer
	depth int
	// docSource is the spec text of the last Javadoc written, docText its escaped text.
	docSource, docText string
}

func newJFile(pkg string) *jfile {
	return &jfile{pkg: pkg, imports: map[string]bool{}, statics: map[string]bool{}, simple: map[string]string{}, declared: map[string]string{}}
}

// imp imports a top-level class by its qualified name and returns the name code uses: the simple name, or the
// qualified one when another class of that simple name is already in use or declared.
func (f *jfile) imp(qualified string) string {
	i := strings.LastIndexByte(qualified, '.')
	pkg, name := qualified[:i], qualified[i+1:]
	if prev, ok := f.simple[name]; ok && prev != qualified {
		return qualified
	}
	if decl, ok := f.declared[name]; ok && decl != qualified {
		return qualified
	}
	f.simple[name] = qualified
	if pkg != f.pkg && pkg != "java.lang" {
		f.imports[qualified] = true
	}
	return name
}

// static imports a static member by its qualified name and returns its simple name.
func (f *jfile) static(qualified string) string {
	f.statics[qualified] = true
	return qualified[strings.LastIndexByte(qualified, '.')+1:]
}

// declare records the classes a file declares (a top-level class and everything nested in it), which imports of
// the same simple name must not shadow.
func (f *jfile) declare(c *class) {
	if c.outer == nil {
		f.declared[c.name] = c.pkg + "." + c.name
	} else if _, ok := f.declared[c.name]; !ok {
		f.declared[c.name] = ""
	}
	for _, n := range c.nested {
		f.declare(n)
	}
}

// within makes c the scope of the code emit writes, then restores the scope it had.
func (f *jfile) within(c *class, emit func()) {
	outer := f.scope
	f.scope = c
	defer func() { f.scope = outer }()
	emit()
}

// line writes one line at the current depth; an empty call writes an empty line.
func (f *jfile) line(parts ...string) {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	if n == 0 {
		f.b.writeByte('\n')
		return
	}
	// Most lines fit the column limit as they are (wrap leaves them so: its widths are in bytes, and a line of at
	// most lineWidth bytes has at most lineWidth columns): written straight, they cost no joined copy.
	if indentWidth*f.depth+n <= lineWidth {
		f.b.reserve(indentWidth*f.depth + n + 1)
		writeIndent(&f.b, f.depth)
		for _, p := range parts {
			f.b.writeString(p)
		}
		f.b.writeByte('\n')
		return
	}
	// What wrap returns, written as it comes.
	for _, l := range breakLine(f.depth, strings.Join(parts, "")) {
		if !needsReflow(l) {
			f.b.writeString(l)
			f.b.writeByte('\n')
			continue
		}
		for _, r := range reflowStrings(l) {
			f.b.writeString(r)
			f.b.writeByte('\n')
		}
	}
}

// indentWidth is the spaces a level of depth indents.
const indentWidth = 4

// spaces is enough indentation for any depth generated code reaches; deeper levels are written in several pieces.
const spaces = "                                                                                                    "

func writeIndent(b *codeBuffer, depth int) {
	for n := indentWidth * depth; n > 0; n -= len(spaces) {
		b.writeString(spaces[:min(n, len(spaces))])
	}
}

// open writes a line ending a block's head and indents; close dedents and writes the closing line.
func (f *jfile) open(parts ...string) {
	f.line(parts...)
	f.depth++
}

func (f *jfile) close(parts ...string) {
	f.depth--
	if len(parts) == 0 {
		parts = []string{"}"}
	}
	f.line(parts...)
}

// bytes renders the file: banner, package, imports sorted as google-java-format sorts them, then the code. It ends
// the file: its code buffer goes back for another file to use.
func (f *jfile) bytes() []byte {
	code := f.b.data
	defer f.b.release()
	var imports []importLine
	for imp := range f.statics {
		if usesOutsideJavadoc(code, imp[strings.LastIndexByte(imp, '.')+1:]) {
			imports = append(imports, newImportLine("import static "+imp+";"))
		}
	}
	for imp := range f.imports {
		if usesOutsideJavadoc(code, imp[strings.LastIndexByte(imp, '.')+1:]) {
			imports = append(imports, newImportLine("import "+imp+";"))
		}
	}
	// The order and groups google-java-format's AOSP style gives imports (importGroup, shared with the runtime).
	sort.Slice(imports, func(i, j int) bool {
		if gi, gj := imports[i].group, imports[j].group; gi != gj {
			return gi < gj
		}
		return imports[i].name < imports[j].name
	})
	code = bytes.TrimRight(code, "\n")
	head := Banner + "\n\npackage " + f.pkg + ";\n\n"
	size := len(head) + len(code) + 2
	for _, imp := range imports {
		size += len(imp.line) + 2
	}
	out := make([]byte, 0, size)
	out = append(out, head...)
	for i, imp := range imports {
		if i > 0 && imp.group != imports[i-1].group {
			out = append(out, '\n')
		}
		out = append(out, imp.line...)
		out = append(out, '\n')
	}
	if len(imports) > 0 {
		out = append(out, '\n')
	}
	out = append(out, code...)
	return append(out, '\n')
}

// codeBuffer holds a file's code as it is written. Its storage comes from a pool and goes back to it when the file
// is rendered: a generation writes thousands of files, and a buffer grown anew for each one (strings.Builder's
// doublings) allocated twice the output over again.
type codeBuffer struct{ data []byte }

var codeStorage = sync.Pool{New: func() any { return new([]byte) }}

func (c *codeBuffer) reserve(n int) {
	if c.data == nil {
		c.data = (*codeStorage.Get().(*[]byte))[:0]
	}
	c.data = slices.Grow(c.data, n)
}

func (c *codeBuffer) writeString(s string) {
	c.reserve(len(s))
	c.data = append(c.data, s...)
}

func (c *codeBuffer) writeByte(b byte) {
	c.reserve(1)
	c.data = append(c.data, b)
}

// String is the code written so far.
func (c *codeBuffer) String() string { return string(c.data) }

func (c *codeBuffer) release() {
	if c.data != nil {
		data := c.data[:0]
		codeStorage.Put(&data)
	}
	c.data = nil
}

// importLine is an import statement with its sort keys, worked out once rather than in every comparison.
type importLine struct{ line, group, name string }

func newImportLine(line string) importLine {
	return importLine{line: line, group: importGroup(line), name: importName(line)}
}

// usesOutsideJavadoc reports what usesName(withoutJavadoc(code), name) does without copying the code: a name on one
// line is used when a whole-identifier occurrence of it stands on a line that is not Javadoc.
func usesOutsideJavadoc(code []byte, name string) bool {
	if name == "" || strings.IndexByte(name, '\n') >= 0 {
		return usesName(withoutJavadoc(string(code)), name)
	}
	word := []byte(name)
	for i := 0; ; {
		j := bytes.Index(code[i:], word)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(name)
		lineStart := bytes.LastIndexByte(code[:start], '\n') + 1
		lineEnd := bytes.IndexByte(code[end:], '\n')
		if lineEnd < 0 {
			lineEnd = len(code)
		} else {
			lineEnd += end
		}
		if isJavadocCode(code[lineStart:lineEnd]) {
			i = lineEnd
			continue
		}
		if (start == 0 || !isIdentByte(code[start-1])) && (end == len(code) || !isIdentByte(code[end])) {
			return true
		}
		i = end
	}
}

// usesName reports whether code mentions a simple name as a whole identifier.
func usesName(code, name string) bool {
	for i := 0; ; {
		j := strings.Index(code[i:], name)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(name)
		if (start == 0 || !isIdentByte(code[start-1])) && (end == len(code) || !isIdentByte(code[end])) {
			return true
		}
		i = end
	}
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
