package java

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSpringBootStarter: publish.spring_boot_starter adds the starter module to the build, published like the
// others, with its auto-configuration registered, a property per client option with metadata, and the README's
// section; without it, nothing of it is generated.
func TestSpringBootStarter(t *testing.T) {
	const module = "acme-java-spring-boot-starter"
	const src = module + "/src/main/java/com/acme/api/spring/"
	for _, on := range []bool{false, true} {
		maven := "true"
		if on {
			maven = "true\n      spring_boot_starter: true"
		}
		tr := kitchenSinkTree(t, maven)
		root, readme := file(t, tr, "pom.xml"), file(t, tr, "README.md")
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
		pom := file(t, tr, module+"/pom.xml")
		wellFormed(t, module+"/pom.xml", pom)
		for _, want := range []string{"<maven.compiler.release>17</maven.compiler.release>", "<artifactId>acme-java</artifactId>",
			"<artifactId>spring-boot-autoconfigure</artifactId>", "<artifactId>spring-boot-test</artifactId>"} {
			if !strings.Contains(pom, want) {
				t.Errorf("the starter's pom misses %s", want)
			}
		}
		if strings.Contains(root, "<artifact>"+module+"</artifact>") {
			t.Error("the release leaves the starter out")
		}
		imports := file(t, tr, module+"/src/main/resources/META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports")
		if imports != "com.acme.api.spring.ACMEAutoConfiguration\n" {
			t.Errorf("AutoConfiguration.imports = %q", imports)
		}
		auto := file(t, tr, src+"ACMEAutoConfiguration.java")
		for _, want := range []string{"@AutoConfiguration", "@ConditionalOnMissingBean", "ACMEOkHttpClient.builder().fromEnv()",
			"builder.bearerToken(properties.getBearerToken());", "builder.timeout(properties.getTimeout());", "builder.maxRetries(properties.getMaxRetries());"} {
			if !strings.Contains(auto, want) {
				t.Errorf("the auto-configuration misses %s:\n%s", want, auto)
			}
		}
		if !strings.Contains(file(t, tr, src+"ACMEProperties.java"), `@ConfigurationProperties(prefix = "acme")`) {
			t.Error("the properties are not bound to the acme prefix")
		}
		var metadata struct {
			Properties []struct{ Name, Type, Description string }
		}
		if err := json.Unmarshal([]byte(file(t, tr, module+"/src/main/resources/META-INF/spring-configuration-metadata.json")), &metadata); err != nil {
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
		if !strings.Contains(readme, "acme.bearer-token=your-bearer-token") || !strings.Contains(readme, "public class ACMEExampleService {") {
			t.Errorf("the README's Spring Boot section shows no properties or example:\n%s", readme)
		}
	}
}
