package golang

import (
	"fmt"
	"go/format"
	"go/scanner"
	"go/token"
	"path"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// goFile is one generated Go file: its package, the imports its code uses, and the code. Emitters write one
// statement, field or element a line, unindented, with gofmt's spacing within the line; layout adds the rest of
// gofmt's layout when the file is written.
type goFile struct {
	path    string
	pkg     string
	doc     string            // package doc comment, without the slashes
	imports map[string]string // import path -> name used in code ("" = the path's last element)
	body    strings.Builder
}

// file returns the generated file at a repository path, creating it in package pkg.
func (g *gen) file(p, pkg string) *goFile {
	f, ok := g.files[p]
	if !ok {
		f = &goFile{path: p, pkg: pkg, imports: map[string]string{}}
		g.files[p] = f
	}
	return f
}

// use records an import and returns the qualifier code writes for it.
func (f *goFile) use(importPath string) string {
	if name, ok := f.imports[importPath]; ok && name != "" {
		return name
	}
	f.imports[importPath] = ""
	return defaultImportName(importPath)
}

// defaultImportName is the name a package is referred to by when imported without one.
func defaultImportName(importPath string) string {
	name := path.Base(importPath)
	if strings.HasPrefix(name, "v") && strings.Trim(name[1:], "0123456789") == "" && name != "v" {
		name = path.Base(path.Dir(importPath)) // a major-version suffix is not the package name
	}
	return name
}

// qualifiers are the identifiers code uses before a dot (package names, and variables, which do no harm).
func qualifiers(body string) map[string]bool {
	used := map[string]bool{}
	fset := token.NewFileSet()
	var s scanner.Scanner
	s.Init(fset.AddFile("", -1, len(body)), []byte(body), nil, 0)
	prevIdent := ""
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return used
		}
		if tok == token.PERIOD && prevIdent != "" {
			used[prevIdent] = true
		}
		prevIdent = ""
		if tok == token.IDENT {
			prevIdent = lit
		}
	}
}

// useAs records an import under an explicit name.
func (f *goFile) useAs(importPath, name string) string {
	f.imports[importPath] = name
	return name
}

// p writes formatted code followed by a newline.
func (f *goFile) p(format string, args ...any) {
	if len(args) == 0 {
		f.body.WriteString(format)
	} else {
		fmt.Fprintf(&f.body, format, args...)
	}
	f.body.WriteByte('\n')
}

// render returns the file's source in gofmt's layout: written by layout, or by go/format for the shapes layout
// leaves to it.
func (f *goFile) render(banner string) ([]byte, error) {
	src := f.source(banner)
	if out, ok := layout(src); ok {
		return out, nil
	}
	return f.format(src)
}

// format runs go/format over the file's source.
func (f *goFile) format(src string) ([]byte, error) {
	out, err := format.Source([]byte(src))
	if err != nil {
		return nil, fmt.Errorf("%s: generated Go does not parse (a generator bug): %w\n%s", f.path, err, numbered(src, err))
	}
	return out, nil
}

// source is the file as the emitters wrote it: banner, package clause, imports (standard library first), code.
func (f *goFile) source(banner string) string {
	var b strings.Builder
	b.WriteString(banner + "\n")
	if f.doc != "" {
		b.WriteString(comment(f.doc))
	}
	b.WriteString("package " + f.pkg + "\n\n")
	var std, other []string
	used := qualifiers(f.body.String())
	for p, name := range f.imports {
		if name == "" {
			name = defaultImportName(p)
		}
		if !used[name] && name != "_" {
			continue // recorded while working out a type that was not written
		}
		if strings.Contains(strings.SplitN(p, "/", 2)[0], ".") {
			other = append(other, p)
		} else {
			std = append(std, p)
		}
	}
	sort.Strings(std)
	sort.Strings(other)
	if len(std)+len(other) > 0 {
		b.WriteString("import (\n")
		for _, group := range [][]string{std, other} {
			for _, p := range group {
				if name := f.imports[p]; name != "" {
					b.WriteString(name + " ")
				}
				b.WriteString(fmt.Sprintf("%q\n", p))
			}
			b.WriteString("\n")
		}
		b.WriteString(")\n\n")
	}
	b.WriteString(f.body.String())
	return b.String()
}

// writeGoFiles formats every generated Go file into the tree.
func (g *gen) writeGoFiles() error {
	paths := make([]string, 0, len(g.files))
	for p := range g.files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	out := make([][]byte, len(paths))
	errs := make([]error, len(paths))
	parallel(len(paths), func(i int) { out[i], errs[i] = g.files[paths[i]].render(g.banner()) })
	for i, p := range paths {
		if errs[i] != nil {
			return errs[i]
		}
		if err := g.out.Add(p, out[i]); err != nil {
			return err
		}
	}
	return nil
}

// comment turns text into // lines.
func comment(text string) string {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if l = strings.TrimRight(l, " \t"); l == "" {
			b.WriteString("//\n")
		} else {
			b.WriteString("// " + l + "\n")
		}
	}
	return b.String()
}

// numbered shows the lines around a format error's position, to find the emitter bug.
func numbered(src string, err error) string {
	var line int
	if _, scanErr := fmt.Sscanf(err.Error(), "%d:", &line); scanErr != nil {
		return ""
	}
	lines := strings.Split(src, "\n")
	var b strings.Builder
	for i := max(0, line-6); i < min(len(lines), line+5); i++ {
		fmt.Fprintf(&b, "%5d %s\n", i+1, lines[i])
	}
	return b.String()
}

// parallel runs f(0..n-1) on as many goroutines as there are CPUs.
func parallel(n int, f func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				f(i)
			}
		}()
	}
	wg.Wait()
}
