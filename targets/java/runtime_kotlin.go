package java

import (
	"embed"
	"io/fs"
	"strings"
)

// kotlinFS holds Kotlin spellings of the runtime's static helpers (jsonMapper(), closeWhenPhantomReachable(...),
// contentEquals/contentToString, multipartFormData(...), CompletableFuture.toAsync(...)): the previous generator's
// runtime was Kotlin and had them as top-level and extension functions, which Kotlin code written against it calls.
//
//go:embed runtime/kotlin
var kotlinFS embed.FS

// KotlinShims returns those files for an SDK whose base package is pkg, keyed by their path under a Kotlin source
// root (src/test/kotlin of the core module): the anchor check adds them to compile the published SDK's Kotlin tests.
func KotlinShims(pkg string) (map[string][]byte, error) {
	out := map[string][]byte{}
	err := fs.WalkDir(kotlinFS, "runtime/kotlin", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := kotlinFS.ReadFile(p)
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(p, "runtime/kotlin/"+strings.ReplaceAll(runtimePackage, ".", "/"))
		dest := strings.ReplaceAll(pkg, ".", "/") + rel
		out[dest] = []byte(Banner + "\n\n" + strings.ReplaceAll(string(data), runtimePackage, pkg))
		return nil
	})
	return out, err
}
