package kotlin_test

import (
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/kotlin"
)

// TestPublishing: publish.maven adds the release profile (sources, an empty javadoc jar, signatures, the Portal
// plugin or the OSSRH staging repository), the project information Central requires, and bin/publish-maven (the
// publish workflow runs it); without it nothing publishes.
func TestPublishing(t *testing.T) {
	cases := []struct {
		name, maven    string
		want, absent   []string
		script, noFile string
	}{
		{name: "off", maven: "false", absent: []string{"<id>release</id>", "<licenses>"}, noFile: "bin/publish-maven"},
		{
			name: "portal", maven: "true",
			want: []string{"<id>release</id>", "<artifactId>central-publishing-maven-plugin</artifactId>",
				"<publishingServerId>central</publishingServerId>", "<classifier>javadoc</classifier>",
				"<artifactId>maven-gpg-plugin</artifactId>", "<licenses>", "<developers>"},
			script: "-P release -DskipTests -Dgpg.signer=bc deploy",
		},
		{
			name: "ossrh", maven: "{ maven_platform: ossrh, group_id: org.example }",
			want:   []string{"/service/local/staging/deploy/maven2/</url>", "<groupId>org.example</groupId>"},
			absent: []string{"central-publishing-maven-plugin"},
			script: "/manual/upload/defaultRepository/org.example?publishing_type=automatic",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := kitchenSinkWithMaven(t, c.maven)
			f, _ := tr.File("pom.xml")
			pom := string(f.Data)
			wellFormed(t, pom)
			for _, w := range c.want {
				if !strings.Contains(pom, w) {
					t.Errorf("pom.xml lacks %q", w)
				}
			}
			for _, a := range c.absent {
				if strings.Contains(pom, a) {
					t.Errorf("pom.xml has %q", a)
				}
			}
			script, ok := tr.File("bin/publish-maven")
			if c.noFile != "" && ok {
				t.Errorf("%s is generated", c.noFile)
			}
			if c.script != "" && (!ok || !strings.Contains(string(script.Data), c.script)) {
				t.Errorf("bin/publish-maven lacks %q", c.script)
			}
		})
	}
}

// kitchenSinkWithMaven generates the kitchen sink with its kotlin section's publish.maven replaced (YAML).
func kitchenSinkWithMaven(t *testing.T, maven string) *tree.Tree {
	t.Helper()
	const dir = "../../testdata/kitchen-sink"
	data, err := os.ReadFile(filepath.Join(dir, "sdkgen.yml"))
	if err != nil {
		t.Fatal(err)
	}
	const original = "  kotlin:\n    reverse_domain: com.acme.api\n    publish:\n      maven: true\n"
	if !strings.Contains(string(data), original) {
		t.Fatal("the kitchen sink's kotlin section changed: update this test")
	}
	cfg := strings.Replace(string(data), original, strings.Replace(original, "maven: true", "maven: "+maven, 1), 1)
	path := filepath.Join(t.TempDir(), "sdkgen.yml")
	writeFile(t, path, []byte(cfg))
	tr, _, _ := toolchain.Tree(t, kotlin.Target{}, filepath.Join(dir, "openapi.yml"), path)
	return tr
}

// wellFormed fails unless data is well-formed XML.
func wellFormed(t *testing.T, data string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(data))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatalf("pom.xml is not well-formed XML: %v", err)
		}
	}
}
