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
	statics  map[string]bool
	simple   map[string]string
	declared map[string]string
	b        strings.Builder
	depth    int
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

// line writes one line at the current depth; an empty call writes an empty line.
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
	code := f.b.String()
	if len(f.statics) > 0 {
		var statics []string
		for s := range f.statics {
			if usesName(code, s[strings.LastIndexByte(s, '.')+1:]) {
				statics = append(statics, s)
			}
		}
		sort.Strings(statics)
		for _, s := range statics {
			out.WriteString("import static " + s + ";\n")
		}
		out.WriteString("\n")
	}
	groups := map[int][]string{}
	for imp := range f.imports {
		if !usesName(code, imp[strings.LastIndexByte(imp, '.')+1:]) {
			continue // asked for while working out a type the code did not use in the end
		}
		g := importGroup(imp)
		groups[g] = append(groups[g], imp)
	}
	for g := 0; g <= len(aospImportGroups); g++ {
		if len(groups[g]) == 0 {
			continue
		}
		sort.Strings(groups[g])
		for _, imp := range groups[g] {
			out.WriteString("import " + imp + ";\n")
		}
		out.WriteString("\n")
	}
	out.WriteString(strings.TrimRight(f.b.String(), "\n") + "\n")
	return []byte(out.String())
}

// aospImportGroups are the first package names google-java-format's AOSP style groups imports by, in order; every
// other import comes in a last group. Groups are separated by an empty line.
var aospImportGroups = []string{"android", "androidx", "com", "dalvik", "junit", "net", "org", "java", "javax"}

func importGroup(imp string) int {
	first, _, _ := strings.Cut(imp, ".")
	for i, g := range aospImportGroups {
		if first == g {
			return i
		}
	}
	return len(aospImportGroups)
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
