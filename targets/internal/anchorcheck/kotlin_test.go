package anchorcheck

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestKotlinDropIn: the anchor's tests land in the SDK module of the same suffix, replacing its own tests, excluded
// files stay out, the OkHttp module's sources join the core module's tests (the anchor's service tests build
// clients with them), and each pom gets the anchor's test libraries.
func TestKotlinDropIn(t *testing.T) {
	sdk, anchor := t.TempDir(), t.TempDir()
	pom := "<project>\n  <dependencies>\n  </dependencies>\n</project>\n"
	files := map[string]string{
		filepath.Join(sdk, "acme-kotlin-core/pom.xml"):                                        pom,
		filepath.Join(sdk, "acme-kotlin-client-okhttp/pom.xml"):                               pom,
		filepath.Join(sdk, "acme-kotlin-core/src/test/kotlin/OwnTest.kt"):                     "class OwnTest",
		filepath.Join(sdk, "acme-kotlin-client-okhttp/src/main/kotlin/a/AcmeOkHttpClient.kt"): "class AcmeOkHttpClient",
		filepath.Join(anchor, "old-sdk-kotlin-core/src/test/kotlin/a/ATest.kt"):               "class ATest",
		filepath.Join(anchor, "old-sdk-kotlin-core/src/test/kotlin/a/Skipped.kt"):             "class Skipped",
		filepath.Join(anchor, "old-sdk-kotlin-client-okhttp/src/test/kotlin/a/OkTest.kt"):     "class OkTest",
		filepath.Join(anchor, "old-sdk-kotlin-core/build.gradle.kts"):                         "plugins {}",
	}
	for path, data := range files {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := dropInKotlin(anchor, sdk, map[string]bool{"old-sdk-kotlin-core/src/test/kotlin/a/Skipped.kt": true}); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]bool{
		"acme-kotlin-core/src/test/kotlin/OwnTest.kt":                     false,
		"acme-kotlin-core/src/test/kotlin/a/ATest.kt":                     true,
		"acme-kotlin-core/src/test/kotlin/a/Skipped.kt":                   false,
		"acme-kotlin-core/src/test/kotlin/a/AcmeOkHttpClient.kt":          true,
		"acme-kotlin-client-okhttp/src/test/kotlin/a/OkTest.kt":           true,
		"acme-kotlin-core/build.gradle.kts":                               false,
		"acme-kotlin-client-okhttp/src/main/kotlin/a/AcmeOkHttpClient.kt": true,
	} {
		if _, err := os.Stat(filepath.Join(sdk, path)); (err == nil) != want {
			t.Errorf("%s: present = %v, want %v", path, err == nil, want)
		}
	}
	for module, wants := range map[string][]string{
		"acme-kotlin-core":          {"<artifactId>mockito-kotlin</artifactId>", "<artifactId>okhttp-jvm</artifactId>", "<scope>test</scope>"},
		"acme-kotlin-client-okhttp": {"<artifactId>jackson-module-kotlin</artifactId>"},
	} {
		data, err := os.ReadFile(filepath.Join(sdk, module, "pom.xml"))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range wants {
			if !strings.Contains(string(data), want) {
				t.Errorf("%s/pom.xml lacks %s", module, want)
			}
		}
	}
}

func TestKotlinDeselect(t *testing.T) {
	got, err := kotlin.deselect([]TestID{ParseTestID("m-core/src/test/kotlin/a/FooTest.kt::get")})
	if err != nil || len(got) != 1 || got[0] != "-Dtest=!FooTest#get" {
		t.Errorf("deselect = %v, %v; want [-Dtest=!FooTest#get]", got, err)
	}
}
