package kotlin_test

import (
	"flag"
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
	return strings.HasSuffix(p, ".kt") || strings.HasSuffix(p, "pom.xml") || p == "api.md"
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
