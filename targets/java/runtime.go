package java

import (
	"cmp"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
)

// runtimeFS holds the hand-written runtime: runtime/core (package com.sdkgen.runtime.core, .core.http and .errors)
// and runtime/client-okhttp (com.sdkgen.runtime.client.okhttp), main sources and tests.
//
//go:embed runtime/core/src runtime/client-okhttp/src
var runtimeFS embed.FS

// runtimePackage is the package the runtime is written in; the copy replaces it with the SDK's base package.
const runtimePackage = "com.sdkgen.runtime"

// runtimeClassPrefix starts the runtime's API-specific class names; the copy replaces it with layout.Prefix.
var runtimeClassPrefix = regexp.MustCompile(`\bSdkgen([A-Z])`)

// Runtime class names the generated code refers to, by package (relative to the base package). The ones starting
// with "Sdkgen" are written with the SDK's prefix instead (RuntimeClass renames them).
var (
	// RuntimeCore are classes of <pkg>.core.
	RuntimeCore = []string{
		"AutoPager", "AutoPagerAsync", "ClientOptions", "ClientSettings", "Enum", "ExcludeMissing", "JsonArray",
		"JsonBoolean", "JsonField", "JsonMissing", "JsonNull", "JsonNumber", "JsonObject", "JsonString", "JsonValue",
		"KnownValue", "LogLevel", "MultipartField", "ObjectMappers", "Page", "PageAsync", "PageRules", "Params",
		"PhantomReachable", "PrepareRequest", "RequestOptions", "Sleeper", "Timeout", "Utils",
	}
	// RuntimeHTTP are classes of <pkg>.core.http.
	RuntimeHTTP = []string{
		"AsyncStreamResponse", "Handlers", "Headers", "HttpClient", "HttpMethod", "HttpRequest", "HttpRequestBodies",
		"HttpRequestBody", "HttpResponse", "HttpResponseFor", "QueryEncoder", "QueryParams", "RetryingHttpClient", "SseMessage",
		"StreamResponse",
	}
	// RuntimeErrors are classes of <pkg>.errors.
	RuntimeErrors = []string{
		"BadRequestException", "ConflictException", "Exceptions", "InternalServerException", "NotFoundException",
		"PermissionDeniedException", "RateLimitException", "SdkgenException", "SdkgenInvalidDataException",
		"SdkgenIoException", "SdkgenRetryableException", "SdkgenServiceException", "SseException",
		"UnauthorizedException", "UnexpectedStatusCodeException", "UnprocessableEntityException",
	}
)

// RuntimeClass is the name a runtime class has in an SDK whose class prefix is prefix.
func RuntimeClass(prefix, class string) string {
	return runtimeClassPrefix.ReplaceAllString(class, prefix+"$1")
}

// runtime copies the runtime core and the OkHttp transport into the tree: main sources into the core and
// client-okhttp modules, tests into the same modules' test sources. ClientOptions gets the API's settings.
func (g *gen) runtime() error {
	settings := g.clientSettings()
	return fs.WalkDir(runtimeFS, "runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".java" {
			return err
		}
		data, err := runtimeFS.ReadFile(p)
		if err != nil {
			return err
		}
		dest, err := g.runtimeDest(p)
		if err != nil {
			return err
		}
		text := string(data)
		if path.Base(p) == "ClientOptions.java" && strings.Contains(p, "/src/main/") {
			if text, err = settings.fill(text); err != nil {
				return err
			}
		}
		return g.out.Add(dest, []byte(g.rewriteRuntime(text)))
	})
}

// runtimeDest maps runtime/<module>/src/<main|test>/java/<package path>/<Class>.java to its place in the SDK.
func (g *gen) runtimeDest(p string) (string, error) {
	parts := strings.SplitN(p, "/", 6) // runtime, module, src, main|test, java, rest
	if len(parts) != 6 || parts[2] != "src" || parts[4] != "java" {
		return "", fmt.Errorf("java runtime: unexpected file %s", p)
	}
	module := g.layout.CoreModule()
	if parts[1] == "client-okhttp" {
		module = g.layout.OkHttpModule()
	}
	dir, file := path.Split(parts[5])
	pkg := strings.ReplaceAll(strings.TrimSuffix(dir, "/"), "/", ".")
	if pkg != runtimePackage && !strings.HasPrefix(pkg, runtimePackage+".") {
		return "", fmt.Errorf("java runtime: %s is outside package %s", p, runtimePackage)
	}
	pkg = g.layout.Package + strings.TrimPrefix(pkg, runtimePackage)
	class := RuntimeClass(g.layout.Prefix, strings.TrimSuffix(file, ".java"))
	if parts[3] == "test" {
		return g.layout.TestSource(module, pkg, class), nil
	}
	return g.layout.MainSource(module, pkg, class), nil
}

// rewriteRuntime gives a runtime source the SDK's package and class prefix, and the banner. The imports are sorted
// again, since the new package may belong to another import group.
func (g *gen) rewriteRuntime(text string) string {
	text = strings.ReplaceAll(text, runtimePackage, g.layout.Package)
	text = runtimeClassPrefix.ReplaceAllString(text, g.layout.Prefix+"$1")
	return Banner + "\n\n" + sortImports(text)
}

// importGroups are google-java-format's AOSP import groups that come first and last; between them every other
// top-level package (com, junit, okhttp3, org...) is a group of its own, in alphabetical order.
var (
	firstImportGroups = []string{"android.", "androidx.", "dalvik.", "libcore."}
	lastImportGroups  = []string{"java.", "javax."}
)

// sortImports orders the import block as google-java-format --aosp does: static imports first, then the others,
// each by group (a blank line between groups) and by name within a group.
func sortImports(text string) string {
	lines := strings.Split(text, "\n")
	first, last := -1, -1
	for i, l := range lines {
		if strings.HasPrefix(l, "import ") {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return text
	}
	var imports []string
	for _, l := range lines[first : last+1] {
		if strings.HasPrefix(l, "import ") {
			imports = append(imports, l)
		}
	}
	slices.SortFunc(imports, func(a, b string) int {
		if c := cmp.Compare(importGroup(a), importGroup(b)); c != 0 {
			return c
		}
		return cmp.Compare(importName(a), importName(b))
	})
	var block []string
	for i, imp := range imports {
		if i > 0 && importGroup(imp) != importGroup(imports[i-1]) {
			block = append(block, "")
		}
		block = append(block, imp)
	}
	return strings.Join(slices.Concat(lines[:first], block, lines[last+1:]), "\n")
}

func importName(line string) string {
	return strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(line, "import "), "static "), ";")
}

// importGroup orders static imports before the others, then by group.
func importGroup(line string) string {
	kind := "1"
	if strings.HasPrefix(line, "import static ") {
		kind = "0"
	}
	name := importName(line)
	for i, prefix := range firstImportGroups {
		if strings.HasPrefix(name, prefix) {
			return fmt.Sprintf("%s0%d", kind, i)
		}
	}
	for i, prefix := range lastImportGroups {
		if strings.HasPrefix(name, prefix) {
			return fmt.Sprintf("%s2%d", kind, i)
		}
	}
	return kind + "1" + strings.SplitN(name, ".", 2)[0]
}
