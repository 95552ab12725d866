package kotlin

import (
	"embed"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
)

// runtimeFS holds the hand-written runtime: runtime/core (packages com.sdkgen.runtime.core, .core.http and
// .errors) and runtime/client-okhttp (com.sdkgen.runtime.client.okhttp), main sources and tests.
//
//go:embed runtime/core/src runtime/client-okhttp/src
var runtimeFS embed.FS

// runtimePackage is the package the runtime is written in; the copy replaces it with the SDK's base package.
const runtimePackage = "com.sdkgen.runtime"

// runtimeClassPrefix starts the runtime's API-specific class names; the copy replaces it with layout.Prefix.
var runtimeClassPrefix = regexp.MustCompile(`\bSdkgen([A-Z])`)

// runtime copies the runtime core into the core module and the OkHttp transport into the client-okhttp module,
// tests beside them.
func (g *gen) runtime() error {
	return fs.WalkDir(runtimeFS, "runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".kt" {
			return err
		}
		data, err := runtimeFS.ReadFile(p)
		if err != nil {
			return err
		}
		module := g.layout.CoreModule()
		if strings.HasPrefix(p, "runtime/client-okhttp/") {
			module = g.layout.OkHttpModule()
		}
		rel := p[strings.Index(p, "/src/")+1:]
		rel = strings.Replace(rel, strings.ReplaceAll(runtimePackage, ".", "/"), strings.ReplaceAll(g.layout.Package, ".", "/"), 1)
		text := strings.ReplaceAll(string(data), runtimePackage, g.layout.Package)
		text = runtimeClassPrefix.ReplaceAllString(text, g.layout.Prefix+"$1")
		return g.out.Add(module+"/"+rel, []byte(Banner+"\n\n"+sortImports(text)))
	})
}

// sortImports sorts a file's import block, as ktfmt does: the package substitution moves the runtime's own imports
// among the others.
func sortImports(text string) string {
	lines := strings.Split(text, "\n")
	start, end := -1, -1
	for i, l := range lines {
		if strings.HasPrefix(l, "import ") {
			if start < 0 {
				start = i
			}
			end = i + 1
		}
	}
	if start >= 0 {
		slices.Sort(lines[start:end])
	}
	return strings.Join(lines, "\n")
}
