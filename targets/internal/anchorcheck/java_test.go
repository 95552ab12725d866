package anchorcheck

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	javatarget "github.com/sdkgen/sdkgen/targets/java"
)

func TestJavaDeselect(t *testing.T) {
	cases := []struct {
		ids     []string
		want    []string
		wantErr bool
	}{
		{ids: nil, want: nil},
		{
			ids:  []string{"m-core/src/test/kotlin/org/x/services/FooServiceTest.kt::list", "m-core/src/test/kotlin/org/x/BarTest.kt::Inner::get"},
			want: []string{"-Dtest=!FooServiceTest#list,!Inner#get"},
		},
		{ids: []string{"m-core/src/test/kotlin/org/x/BarTest.kt"}, wantErr: true},
	}
	for _, c := range cases {
		var ids []TestID
		for _, s := range c.ids {
			ids = append(ids, ParseTestID(s))
		}
		got, err := java.deselect(ids)
		if (err != nil) != c.wantErr || !slices.Equal(got, c.want) {
			t.Errorf("deselect(%v) = %v, %v; want %v (error: %v)", c.ids, got, err, c.want, c.wantErr)
		}
	}
}

// TestJavaDropIn: the anchor's Kotlin tests land in the SDK module of the same suffix, replacing its own tests,
// excluded files and modules whose every test is excluded stay out, and the module's pom compiles Kotlin tests.
func TestJavaDropIn(t *testing.T) {
	sdk := t.TempDir()
	if err := javatarget.WriteBuild(sdk); err != nil {
		t.Fatal(err)
	}
	own := filepath.Join(sdk, "warm-java-core/src/test/java/OwnTest.java")
	anchor := t.TempDir()
	files := map[string]string{
		own: "class OwnTest {}",
		filepath.Join(sdk, "warm-java-core/src/main/java/dev/sdkgen/warm/core/ClientOptions.java"): "class ClientOptions {}",
		filepath.Join(anchor, "old-sdk-java-core/src/test/kotlin/a/ATest.kt"):                      "class ATest",
		filepath.Join(anchor, "old-sdk-java-core/src/test/kotlin/a/Skipped.kt"):                    "class Skipped",
		filepath.Join(anchor, "old-sdk-java-client-okhttp/src/test/kotlin/a/OkTest.kt"):            "class OkTest",
		filepath.Join(anchor, "old-sdk-java-proguard-test/src/test/kotlin/a/ProGuard.kt"):          "class ProGuard",
		filepath.Join(anchor, "old-sdk-java-core/build.gradle.kts"):                                "plugins {}",
	}
	for path, data := range files {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	excluded := map[string]bool{
		"old-sdk-java-core/src/test/kotlin/a/Skipped.kt":           true,
		"old-sdk-java-proguard-test/src/test/kotlin/a/ProGuard.kt": true,
	}
	if err := dropInJava(anchor, sdk, excluded); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]bool{
		own: false,
		"warm-java-core/src/test/kotlin/a/ATest.kt":                               true,
		"warm-java-core/src/test/kotlin/a/Skipped.kt":                             false,
		"warm-java-client-okhttp/src/test/kotlin/a/OkTest.kt":                     true,
		"warm-java-core/build.gradle.kts":                                         false,
		"warm-java-core/src/test/kotlin/dev/sdkgen/warm/core/RuntimeFunctions.kt": true,
	} {
		if !filepath.IsAbs(path) {
			path = filepath.Join(sdk, path)
		}
		if _, err := os.Stat(path); (err == nil) != want {
			t.Errorf("%s: present = %v, want %v", path, err == nil, want)
		}
	}
	for _, module := range []string{"warm-java-core", "warm-java-client-okhttp"} {
		pom, err := os.ReadFile(filepath.Join(sdk, module, "pom.xml"))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"<artifactId>kotlin-maven-plugin</artifactId>", "<goal>test-compile</goal>", "<artifactId>mockito-kotlin</artifactId>"} {
			if !strings.Contains(string(pom), want) {
				t.Errorf("%s/pom.xml lacks %s", module, want)
			}
		}
	}
}
