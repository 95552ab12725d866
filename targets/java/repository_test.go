package java

import (
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
)

const kitchenSink = "../../testdata/kitchen-sink"

// kitchenSinkTree generates the kitchen sink with its java section's publish.maven replaced by maven (YAML).
func kitchenSinkTree(t *testing.T, maven string) *tree.Tree {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(kitchenSink, "sdkgen.yml"))
	if err != nil {
		t.Fatal(err)
	}
	const original = "      maven: { maven_platform: portal }\n"
	if !strings.Contains(string(data), original) {
		t.Fatalf("the kitchen sink's java section changed: update this test")
	}
	cfg := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(cfg, []byte(strings.Replace(string(data), original, "      maven: "+maven+"\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, _, _ := toolchain.Tree(t, Target{}, filepath.Join(kitchenSink, "openapi.yml"), cfg)
	return tr
}

func file(t *testing.T, tr *tree.Tree, path string) string {
	t.Helper()
	f, ok := tr.File(path)
	if !ok {
		t.Fatalf("%s is not generated", path)
	}
	return string(f.Data)
}

// wellFormed fails unless data is well-formed XML.
func wellFormed(t *testing.T, name, data string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(data))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatalf("%s is not well-formed XML: %v", name, err)
		}
	}
}

// TestBuildPinsEveryVersion: every pom is well-formed, every ${x.version} it uses is a pinned version, and every
// pin is used by the build (with every optional module) or the scripts.
func TestBuildPinsEveryVersion(t *testing.T) {
	tr := kitchenSinkTree(t, "{ maven_platform: portal }\n      spring_boot_starter: true")
	used := map[string]bool{}
	ref := regexp.MustCompile(`\$\{([a-z0-9-]+)\.version\}`)
	for _, path := range tr.Paths() {
		if filepath.Base(path) != "pom.xml" {
			continue
		}
		pom := file(t, tr, path)
		wellFormed(t, path, pom)
		for _, m := range ref.FindAllStringSubmatch(pom, -1) {
			if m[1] != "project" && version(m[1]) == "" {
				t.Errorf("%s uses ${%s.version}, which targets/java/toolchain/versions.properties does not pin", path, m[1])
			}
			used[m[1]] = true
		}
	}
	scripts := file(t, tr, "scripts/utils/maven") + file(t, tr, "scripts/utils/google-java-format") + file(t, tr, "scripts/bootstrap")
	for _, p := range pins {
		key := strings.TrimSuffix(p.Key, ".sha512")
		if !used[key] && !strings.Contains(scripts, p.Value) {
			t.Errorf("pin %s=%s is used nowhere", p.Key, p.Value)
		}
	}
}

// TestPublishing: publish.maven picks the upload (Central Portal, or the OSSRH staging API), its host and the
// coordinates; without it nothing publishes.
func TestPublishing(t *testing.T) {
	cases := []struct {
		name, maven string
		want        []string // in pom.xml, or bin/publish-maven for lines starting with "script: "
		absent      []string
	}{
		{name: "off", maven: "false", absent: []string{"<id>release</id>", "bin/publish-maven"}},
		{
			name: "portal", maven: "{ maven_platform: portal }",
			want: []string{
				"<artifactId>central-publishing-maven-plugin</artifactId>", "<publishingServerId>central</publishingServerId>",
				"<artifact>acme-java-example</artifact>", "<artifactId>maven-gpg-plugin</artifactId>", "script: -P release",
				"script: MAVEN_GPG_KEY=\"$GPG_SIGNING_KEY\"",
			},
			absent: []string{"centralBaseUrl", "<distributionManagement>", "script: manual/upload"},
		},
		{
			name: "portal host", maven: "{ maven_host: 'https://central.example.com/' }",
			want: []string{"<centralBaseUrl>https://central.example.com</centralBaseUrl>"},
		},
		{
			name: "ossrh", maven: "{ maven_platform: ossrh, group_id: org.example, artifact_id: example-sdk }",
			want: []string{
				"<url>https://ossrh-staging-api.central.sonatype.com/service/local/staging/deploy/maven2/</url>",
				"<groupId>org.example</groupId>", "<artifactId>example-sdk-parent</artifactId>", "<module>example-sdk-core</module>",
				"script: https://ossrh-staging-api.central.sonatype.com/manual/upload/defaultRepository/org.example",
			},
			absent: []string{"central-publishing-maven-plugin</artifactId>\n            <version>"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := kitchenSinkTree(t, c.maven)
			pom := file(t, tr, "pom.xml")
			script := ""
			if f, ok := tr.File("bin/publish-maven"); ok {
				script = string(f.Data)
			}
			has := func(s string) bool {
				if rest, ok := strings.CutPrefix(s, "script: "); ok {
					return strings.Contains(script, rest)
				}
				if s == "bin/publish-maven" {
					return script != ""
				}
				return strings.Contains(pom, s)
			}
			for _, w := range c.want {
				if !has(w) {
					t.Errorf("missing %q", w)
				}
			}
			for _, a := range c.absent {
				if has(a) {
					t.Errorf("unexpected %q", a)
				}
			}
		})
	}
}

// TestCustomPaths: the lib and example modules' sources and examples/ are people's; the generated .keep files and
// the example program are written there, nothing else.
func TestCustomPaths(t *testing.T) {
	tr, res, _ := toolchain.Tree(t, Target{}, filepath.Join(kitchenSink, "openapi.yml"), filepath.Join(kitchenSink, "sdkgen.yml"))
	got := Target{}.CustomPaths(targets.Input{API: res.API, Config: targets.Section(&res.Config.Targets, "java")})
	want := []string{"acme-java-lib/src/", "acme-java-example/src/", "examples/"}
	if !slices.Equal(got, want) {
		t.Fatalf("CustomPaths = %v, want %v", got, want)
	}
	for _, path := range tr.Paths() {
		for _, dir := range want {
			if strings.HasPrefix(path, dir) && filepath.Base(path) != ".keep" && !strings.HasSuffix(path, "/example/Main.java") {
				t.Errorf("%s is generated into the custom folder %s", path, dir)
			}
		}
	}
}

// TestScriptsUsePinnedMaven: scripts/utils/maven downloads the pinned Maven and checks its pinned SHA-512; every
// script is executable.
func TestScriptsUsePinnedMaven(t *testing.T) {
	tr := kitchenSinkTree(t, "true")
	maven := file(t, tr, "scripts/utils/maven")
	for _, want := range []string{"version=" + version("maven") + "\n", "sha512=" + version("maven.sha512") + "\n", "apache-maven-$version-bin.tar.gz"} {
		if !strings.Contains(maven, want) {
			t.Errorf("scripts/utils/maven lacks %q", want)
		}
	}
	for _, path := range tr.Paths() {
		if strings.HasPrefix(path, "scripts/") || strings.HasPrefix(path, "bin/") {
			if f, _ := tr.File(path); !f.Executable {
				t.Errorf("%s is not executable", path)
			}
		}
	}
}

// TestProguardRules: publish.proguard ships keep rules in the core jar for the SDK's package; without it, none.
func TestProguardRules(t *testing.T) {
	for _, on := range []bool{false, true} {
		maven := "true"
		if on {
			maven = "true\n      proguard: true"
		}
		tr := kitchenSinkTree(t, maven)
		f, ok := tr.File("acme-java-core/src/main/resources/META-INF/proguard/acme-java-core.pro")
		if ok != on {
			t.Fatalf("proguard %v: keep rules generated = %v", on, ok)
		}
		if on && !strings.Contains(string(f.Data), "-keep class com.acme.api.** { *; }") {
			t.Errorf("the keep rules do not keep the SDK's package:\n%s", f.Data)
		}
	}
}

// TestNativeImageMetadata: publish.graalvm_metadata registers every class of the core jar for reflection, nested
// ones by their binary names, and no class twice; without it, no metadata.
func TestNativeImageMetadata(t *testing.T) {
	const path = "acme-java-core/src/main/resources/META-INF/native-image/com.acme.api/acme-java-core/reflect-config.json"
	for _, on := range []bool{false, true} {
		maven := "true"
		if on {
			maven = "true\n      graalvm_metadata: true"
		}
		tr := kitchenSinkTree(t, maven)
		f, ok := tr.File(path)
		if ok != on {
			t.Fatalf("graalvm_metadata %v: metadata generated = %v", on, ok)
		}
		if !on {
			continue
		}
		var entries []struct {
			Name               string
			AllDeclaredMethods bool
		}
		if err := json.Unmarshal(f.Data, &entries); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		seen := map[string]bool{}
		for _, e := range entries {
			if seen[e.Name] || !e.AllDeclaredMethods {
				t.Errorf("%s registered twice or without its methods", e.Name)
			}
			seen[e.Name] = true
		}
		for _, want := range []string{"com.acme.api.models.cards.Card", "com.acme.api.models.cards.Card$Builder",
			"com.acme.api.models.cards.Card$Brand", "com.acme.api.core.JsonField", "com.acme.api.core.ObjectMappers$RefusedValueHandler"} {
			if !seen[want] {
				t.Errorf("%s is not registered", want)
			}
		}
	}
}

// TestAPIIndexLinksGeneratedFiles: every class api.md links to is a generated source file, and it lists methods.
func TestAPIIndexLinksGeneratedFiles(t *testing.T) {
	tr := kitchenSinkTree(t, "true")
	index := file(t, tr, "api.md")
	links := regexp.MustCompile(`\]\(([^)]+\.java)\)`).FindAllStringSubmatch(index, -1)
	if len(links) == 0 || !strings.Contains(index, "client.accounts().list") {
		t.Fatalf("api.md lists no methods:\n%s", index)
	}
	for _, l := range links {
		if _, ok := tr.File(l[1]); !ok {
			t.Errorf("api.md links %s, which is not generated", l[1])
		}
	}
}
