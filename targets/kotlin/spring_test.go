package kotlin_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSpringBootStarter: publish.spring_boot_starter adds the starter module (Java 17, Spring Boot pinned) with its
// auto-configuration registered, a property per client option with metadata, a test, and the README's section;
// without it, nothing of it is generated.
func TestSpringBootStarter(t *testing.T) {
	const module = "acme-kotlin-spring-boot-starter"
	const src = module + "/src/main/kotlin/com/acme/api/spring/"
	for _, on := range []bool{false, true} {
		maven := "true"
		if on {
			maven = "true\n      spring_boot_starter: true"
		}
		tr := kitchenSinkWithMaven(t, maven)
		text := func(path string) string {
			f, ok := tr.File(path)
			if !ok {
				t.Fatalf("%s is not generated", path)
			}
			return string(f.Data)
		}
		root, readme := text("pom.xml"), text("README.md")
		if _, ok := tr.File(module + "/pom.xml"); ok != on {
			t.Fatalf("spring_boot_starter %v: starter module generated = %v", on, ok)
		}
		for _, s := range []string{"<module>" + module + "</module>", "<spring-boot.version>", "## Spring Boot"} {
			if got := strings.Contains(root+readme, s); got != on {
				t.Errorf("spring_boot_starter %v: %q in pom.xml or README.md = %v", on, s, got)
			}
		}
		if !on {
			continue
		}
		pom := text(module + "/pom.xml")
		wellFormed(t, pom)
		for _, want := range []string{"<jvmTarget>17</jvmTarget>", "<arg>-Xjdk-release=17</arg>", "<artifactId>acme-kotlin</artifactId>",
			"<artifactId>spring-boot-autoconfigure</artifactId>", "<artifactId>spring-boot-test</artifactId>"} {
			if !strings.Contains(pom, want) {
				t.Errorf("the starter's pom misses %s", want)
			}
		}
		imports := text(module + "/src/main/resources/META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports")
		if imports != "com.acme.api.spring.ACMEAutoConfiguration\n" {
			t.Errorf("AutoConfiguration.imports = %q", imports)
		}
		auto := text(src + "ACMEAutoConfiguration.kt")
		for _, want := range []string{"@AutoConfiguration", "@ConditionalOnMissingBean", "properties.bearerToken?.let { builder.bearerToken(it) }",
			"properties.timeout?.let { builder.timeout(it) }", "return builder.fromEnv().build()"} {
			if !strings.Contains(auto, want) {
				t.Errorf("the auto-configuration misses %s:\n%s", want, auto)
			}
		}
		if !strings.Contains(text(src+"ACMEProperties.kt"), `@ConfigurationProperties(prefix = "acme")`) {
			t.Error("the properties are not bound to the acme prefix")
		}
		var metadata struct{ Properties []struct{ Name, Type string } }
		if err := json.Unmarshal([]byte(text(module+"/src/main/resources/META-INF/spring-configuration-metadata.json")), &metadata); err != nil {
			t.Fatal(err)
		}
		names := map[string]string{}
		for _, p := range metadata.Properties {
			names[p.Name] = p.Type
		}
		for name, typ := range map[string]string{"acme.base-url": "java.lang.String", "acme.bearer-token": "java.lang.String",
			"acme.timeout": "java.time.Duration", "acme.max-retries": "java.lang.Integer"} {
			if names[name] != typ {
				t.Errorf("metadata: %s is %q, want %q (all: %v)", name, names[name], typ, names)
			}
		}
		if !strings.Contains(readme, "acme.bearer-token=your-bearer-token") || !strings.Contains(readme, "class ACMEExampleService(val client: ACMEClient) {") {
			t.Errorf("the README's Spring Boot section shows no properties or example:\n%s", readme)
		}
	}
}
