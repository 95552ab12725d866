package java

import (
	"sort"
	"strings"
)

// jfile is one Java source file being written: its package, the imports its code asked for and its lines, indented
// four spaces a level the way google-java-format's AOSP style indents.
type jfile struct {
	pkg     string
	imports map[string]bool
	// simple maps each simple name in use to the qualified name it stands for; declared holds the names of the
	// classes the file declares, which an import must not shadow.
	simple   map[string]string
	declared map[string]string
	b        strings.Builder
	depth    int
}

func newJFile(pkg string) *jfile {
	return &jfile{pkg: pkg, imports: map[string]bool{}, simple: map[string]string{}, declared: map[string]string{}}
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

// line writes one line at the current depth; an empty call writes an empty line.
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

func (f *jfile) line(parts ...string) {
	s := strings.Join(parts, "")
	if s == "" {
		f.b.WriteByte('\n')
		return
	}
	f.b.WriteString(strings.Repeat("    ", f.depth))
	f.b.WriteString(s)
	f.b.WriteByte('\n')
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

// bytes renders the file: banner, package, imports sorted as google-java-format sorts them, then the code.
func (f *jfile) bytes() []byte {
	var out strings.Builder
	out.WriteString(Banner + "\n\npackage " + f.pkg + ";\n\n")
	var imports []string
	for imp := range f.imports {
		imports = append(imports, imp)
	}
	sort.Strings(imports)
	for _, imp := range imports {
		out.WriteString("import " + imp + ";\n")
	}
	if len(imports) > 0 {
		out.WriteString("\n")
	}
	out.WriteString(strings.TrimRight(f.b.String(), "\n") + "\n")
	return []byte(out.String())
}
