package java_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/java"
)

var runtimeLeftovers = regexp.MustCompile(`com\.sdkgen\.runtime|\bSdkgen[A-Z]|sdkgen:(settings|accessors|setters|end)`)

func generate(t *testing.T, dir string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, java.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	return tr
}

// runtimeSources lists the runtime's Java files as module/src/<main|test>/java/<path>.
func runtimeSources(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir("runtime", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".java") {
			out = append(out, filepath.ToSlash(strings.TrimPrefix(p, "runtime"+string(filepath.Separator))))
		}
		return err
	})
	if err != nil || len(out) == 0 {
		t.Fatalf("no runtime sources: %v", err)
	}
	return out
}

// TestRuntimeCopy checks that every runtime file lands in its module under the SDK's package, renamed, with the
// banner, and that nothing of the runtime's own package, class prefix or ClientOptions regions is left.
func TestRuntimeCopy(t *testing.T) {
	cases := []struct {
		dir, pkgPath, artifact, prefix string
	}{
		{"../../testdata/pairs/onebusaway", "org/onebusaway", "onebusaway-sdk-java", ""},
		{"../../testdata/kitchen-sink", "com/acme/api", "", ""},
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.dir), func(t *testing.T) {
			tr := generate(t, c.dir)
			copied := 0
			for _, src := range runtimeSources(t) {
				module, rest, _ := strings.Cut(src, "/")
				dest, ok := findCopy(tr, module, rest, c.pkgPath, c.prefix)
				if !ok {
					t.Errorf("%s: no copy in the SDK", src)
					continue
				}
				copied++
				f, _ := tr.File(dest)
				text := string(f.Data)
				if !strings.HasPrefix(text, java.Banner+"\n\n") {
					t.Errorf("%s does not start with the banner", dest)
				}
				if m := runtimeLeftovers.FindString(text); m != "" {
					t.Errorf("%s still holds %q", dest, m)
				}
			}
			if copied == 0 {
				t.Fatal("nothing copied")
			}
			if c.artifact != "" {
				errPath := c.artifact + "-core/src/main/java/" + c.pkgPath + "/errors/" + prefix(t, tr) + "ServiceException.java"
				if _, ok := tr.File(errPath); !ok {
					t.Errorf("missing %s", errPath)
				}
			}
		})
	}
}

// findCopy finds the copy of runtime/<module>/<rest> whatever the artifact name, by its path under the package.
func findCopy(tr *tree.Tree, module, rest, pkgPath, prefix string) (string, bool) {
	rest = strings.Replace(rest, "java/com/sdkgen/runtime/", "java/"+pkgPath+"/", 1)
	if prefix != "" {
		rest = java.RuntimeClass(prefix, rest)
	}
	suffix := "-" + module + "/" + rest
	for _, p := range tr.Paths() {
		if strings.HasSuffix(p, suffix) || (prefix == "" && matchesAnyPrefix(p, "-"+module+"/", rest)) {
			return p, true
		}
	}
	return "", false
}

// matchesAnyPrefix matches rest with any class prefix in place of Sdkgen.
func matchesAnyPrefix(p, moduleSep, rest string) bool {
	i := strings.Index(p, moduleSep)
	if i < 0 {
		return false
	}
	pattern := "^" + strings.ReplaceAll(regexp.QuoteMeta(rest), "Sdkgen", "[A-Z][A-Za-z0-9]*") + "$"
	ok, _ := regexp.MatchString(pattern, p[i+len(moduleSep):])
	return ok
}

// TestClientOptionsSettings checks the API's settings written into ClientOptions: the option setter, its system
// property and environment variable, the base URL and the query auth of OneBusAway.
func TestClientOptionsSettings(t *testing.T) {
	tr := generate(t, "../../testdata/pairs/onebusaway")
	f, ok := tr.File("onebusaway-sdk-java-core/src/main/java/org/onebusaway/core/ClientOptions.java")
	if !ok {
		t.Fatal("no ClientOptions.java")
	}
	text := string(f.Data)
	for _, want := range []string{
		`ClientSettings.builder("` + prefix(t, tr) + `", "` + java.Version + `", "ONEBUSAWAY_SDK", "onebusawaysdk")`,
		`.environment("production", "https://api.pugetsound.onebusaway.org")`,
		`"apiKey",`, `"ONEBUSAWAY_API_KEY",`, `"key",`,
		`.authQuery("ApiKeyAuth", "key", "apiKey")`,
		"public Builder apiKey(String apiKey) {",
		"public String apiKey() {",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("ClientOptions.java lacks %s", want)
		}
	}
	if os.Getenv("SDKGEN_DUMP") != "" {
		t.Log(text)
	}
}

// prefix is the SDK's class prefix, read from the client exception's file name.
func prefix(t *testing.T, tr *tree.Tree) string {
	t.Helper()
	for _, p := range tr.Paths() {
		if strings.Contains(p, "/errors/") && strings.HasSuffix(p, "ServiceException.java") {
			return strings.TrimSuffix(filepath.Base(p), "ServiceException.java")
		}
	}
	t.Fatal("no <Prefix>ServiceException.java")
	return ""
}

// TestRuntimeImportsResorted checks that the copy sorts the imports again as google-java-format --aosp does once the
// package changed group: org.onebusaway goes after okhttp3 and okio, and before java and javax.
func TestRuntimeImportsResorted(t *testing.T) {
	tr := generate(t, "../../testdata/pairs/onebusaway")
	f, ok := tr.File("onebusaway-sdk-java-client-okhttp/src/main/java/org/onebusaway/client/okhttp/OkHttpClient.java")
	if !ok {
		t.Fatal("no OkHttpClient.java")
	}
	var groups []string
	for _, block := range strings.Split(string(f.Data), "\n\n") {
		if strings.HasPrefix(block, "import ") {
			first := strings.SplitN(strings.TrimPrefix(block, "import "), ".", 2)[0]
			groups = append(groups, first)
		}
	}
	want := []string{"okhttp3", "okio", "org", "java", "javax"}
	if strings.Join(groups, " ") != strings.Join(want, " ") {
		t.Errorf("import groups %v, want %v", groups, want)
	}
}

// TestKotlinShims checks that the Kotlin helpers come with the SDK's package in its folders.
func TestKotlinShims(t *testing.T) {
	files, err := java.KotlinShims("org.onebusaway")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"org/onebusaway/core/RuntimeFunctions.kt", "org/onebusaway/core/http/HttpFunctions.kt"} {
		data, ok := files[p]
		if !ok {
			t.Errorf("no %s in %v", p, files)
			continue
		}
		if runtimeLeftovers.Match(data) || !strings.Contains(string(data), "package org.onebusaway.core") {
			t.Errorf("%s is not in the SDK's package:\n%s", p, data)
		}
	}
	if len(files) != 2 {
		t.Errorf("want 2 files, got %d", len(files))
	}
}
