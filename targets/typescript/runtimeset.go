package typescript

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
)

// optionalRuntime are the runtime modules an SDK ships only when its generated modules use them: pagination,
// server-sent events and webhook verification. The runtime's files that import one of them, its tests among
// them, go with it; sdkgen's own runtime tests cover every module.
var optionalRuntime = []string{
	"src/core/pagination.ts", "src/internal/page-rules.ts",
	"src/core/streaming.ts", "src/internal/sse.ts",
	"src/core/webhooks.ts",
}

var relativeImport = regexp.MustCompile(`(?m)^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}/[^']+)'`)

// runtimeImports are the package paths a runtime or generated file imports with relative specifiers.
func runtimeImports(file, source string) []string {
	var out []string
	for _, m := range relativeImport.FindAllStringSubmatch(source, -1) {
		out = append(out, resolveImport(file, m[1]))
	}
	return out
}

// runtimeFiles maps each runtime file's package path (src/..., tests/...) to its source.
func runtimeFiles(fsys fs.FS, root string) (map[string]string, error) {
	files := map[string]string{}
	err := fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".ts") {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		files[strings.TrimPrefix(p, root+"/")] = string(data)
		return err
	})
	return files, err
}

// unusedRuntime are the optional runtime modules that no generated module needs, directly or through the runtime
// modules it imports.
func (g *gen) unusedRuntime(runtime map[string]string) []string {
	needed := map[string]bool{}
	var visit func(p string)
	visit = func(p string) {
		if needed[p] {
			return
		}
		needed[p] = true
		for _, dep := range runtimeImports(p, runtime[p]) {
			visit(dep)
		}
	}
	for _, m := range g.modules {
		for _, dep := range m.imports() {
			if _, ok := runtime[dep]; ok {
				visit(dep)
			}
		}
	}
	var out []string
	for _, p := range optionalRuntime {
		if !needed[p] {
			out = append(out, p)
		}
	}
	return out
}

// dropsWith reports whether a runtime file imports one of the dropped modules, directly or transitively.
func dropsWith(p string, runtime map[string]string, dropped []string, seen map[string]bool) bool {
	if slices.Contains(dropped, p) {
		return true
	}
	if seen[p] {
		return false
	}
	seen[p] = true
	for _, dep := range runtimeImports(p, runtime[p]) {
		if dropsWith(dep, runtime, dropped, seen) {
			return true
		}
	}
	return false
}
