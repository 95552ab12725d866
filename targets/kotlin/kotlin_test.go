package kotlin_test

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/kotlin"
)

var update = flag.Bool("update", false, "rewrite golden files")

func generate(t *testing.T, dir string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, kotlin.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	return tr
}

// emitted reports whether a generated path is the emitter's, not a copy of the runtime.
func emitted(p string) bool {
	if strings.Contains(p, "/core/") || strings.Contains(p, "/errors/") || strings.HasSuffix(p, "/OkHttpClient.kt") {
		return false
	}
	return strings.HasSuffix(p, ".kt") || strings.HasSuffix(p, "pom.xml") || p == "api.md" || p == "README.md"
}

// TestGolden compares the emitted files of the kitchen sink and OneBusAway with testdata/golden.
func TestGolden(t *testing.T) {
	cases := map[string]string{
		"kitchen-sink": "../../testdata/kitchen-sink",
		"onebusaway":   "../../testdata/pairs/onebusaway",
	}
	for name, dir := range cases {
		t.Run(name, func(t *testing.T) {
			golden.Check(t, generate(t, dir), filepath.Join("testdata", "golden", name), "./targets/kotlin", *update, emitted)
		})
	}
}

func TestDeterministic(t *testing.T) {
	if a, b := generate(t, "../../testdata/kitchen-sink"), generate(t, "../../testdata/kitchen-sink"); a.Hash() != b.Hash() {
		t.Fatal("two generations of the same inputs differ")
	}
}

var importLine = regexp.MustCompile(`(?m)^import (\S+)$`)

// TestSourcesAsKtfmtWritesThem checks what ktfmt's check would reject in any generated or copied Kotlin file: an
// import block out of order, an import the code does not use, a runtime package or class prefix left over, a
// line wider than ktfmt's 100 columns outside comments and string-heavy code the emitter cannot break.
func TestSourcesAsKtfmtWritesThem(t *testing.T) {
	for _, dir := range []string{"../../testdata/kitchen-sink", "../../testdata/pairs/onebusaway"} {
		tr := generate(t, dir)
		for _, p := range tr.Paths() {
			if !strings.HasSuffix(p, ".kt") {
				continue
			}
			f, _ := tr.File(p)
			text := string(f.Data)
			if strings.Contains(text, "com.sdkgen.runtime") || regexp.MustCompile(`\bSdkgen[A-Z]`).MatchString(text) {
				t.Errorf("%s: the runtime's package or class prefix is left over", p)
			}
			var imports []string
			for _, m := range importLine.FindAllStringSubmatch(text, -1) {
				imports = append(imports, m[1])
			}
			if !slices.IsSorted(imports) {
				t.Errorf("%s: imports are not sorted: %v", p, imports)
			}
			body := importLine.ReplaceAllString(text, "")
			for _, imp := range imports {
				name := imp[strings.LastIndex(imp, ".")+1:]
				if !regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`).MatchString(body) {
					t.Errorf("%s: import %s is unused", p, imp)
				}
			}
		}
	}
}

// TestPublishedShape checks names the published OneBusAway Kotlin SDK's users call.
func TestPublishedShape(t *testing.T) {
	tr := generate(t, "../../testdata/pairs/onebusaway")
	want := map[string][]string{
		"onebusaway-sdk-kotlin-client-okhttp/src/main/kotlin/org/onebusaway/client/okhttp/OnebusawaySdkOkHttpClient.kt": {
			"fun builder(): Builder", "fun fromEnv(): OnebusawaySdkClient", "fun apiKey(apiKey: String)", "fun baseUrl(baseUrl: String)",
		},
		"onebusaway-sdk-kotlin-core/src/main/kotlin/org/onebusaway/services/blocking/StopService.kt": {
			"fun withRawResponse(): WithRawResponse", "stopId: String,",
		},
		"onebusaway-sdk-kotlin-core/src/main/kotlin/org/onebusaway/services/async/StopServiceAsync.kt": {"suspend fun retrieve("},
		"onebusaway-sdk-kotlin-core/src/main/kotlin/org/onebusaway/models/stop/StopRetrieveParams.kt": {
			"fun _pathParam(index: Int): String", "fun stopId(stopId: String)",
		},
	}
	for path, parts := range want {
		f, ok := tr.File(path)
		if !ok {
			t.Errorf("no %s", path)
			continue
		}
		for _, part := range parts {
			if !strings.Contains(string(f.Data), part) {
				t.Errorf("%s lacks %q", path, part)
			}
		}
	}
}

// TestHostileSpecStaysInert: spec text that tries to run code through string templates (${...}), to end a comment
// (*/, line separators) or to break out of a string reaches the package only in // comments and in strings whose
// $ is escaped.
func TestHostileSpecStaysInert(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "sdkgen.yml")
	data, err := os.ReadFile("../../testdata/hostile/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	withKotlin := strings.Replace(string(data), "\ntargets:\n", "\ntargets:\n  kotlin:\n    reverse_domain: com.hostile\n", 1)
	if err := os.WriteFile(cfg, []byte(withKotlin), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, _, _ := toolchain.Tree(t, kotlin.Target{}, "../../testdata/hostile/openapi.yml", cfg)
	found := 0
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".kt") || strings.Contains(p, "/core/") {
			continue
		}
		f, _ := tr.File(p)
		for n, line := range strings.Split(string(f.Data), "\n") {
			if strings.ContainsAny(line, "\u2028\u2029\r") {
				t.Errorf("%s:%d: a line separator from the spec is left in the source", p, n+1)
			}
			for i := strings.Index(line, "${globalThis"); i >= 0; i = nextIndex(line, "${globalThis", i) {
				found++
				if !strings.HasPrefix(strings.TrimSpace(line), "//") && (i == 0 || line[i-1] != '\\') {
					t.Errorf("%s:%d: spec text is a string template: %s", p, n+1, line)
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("the hostile spec's payload appears nowhere: the test checks nothing")
	}
}

func nextIndex(s, sub string, i int) int {
	j := strings.Index(s[i+1:], sub)
	if j < 0 {
		return -1
	}
	return i + 1 + j
}
