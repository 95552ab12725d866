package jvm

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// What the java and kotlin targets' Spring Boot starters (publish.spring_boot_starter) share: the property prefix,
// the auto-configuration's registration and the configuration metadata IDEs read.

// SpringImportsPath is where Spring Boot 3 looks for a jar's auto-configurations, one class name a line.
const SpringImportsPath = "src/main/resources/META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports"

// SpringMetadataPath is the configuration metadata of a jar's @ConfigurationProperties.
const SpringMetadataPath = "src/main/resources/META-INF/spring-configuration-metadata.json"

// SpringPrefix is a @ConfigurationProperties prefix from an organization's name in kebab case: lower case, a letter
// first, then letters, digits and single dashes ("api" when nothing is left).
func SpringPrefix(kebab string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(kebab) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9' && b.Len() > 0:
			b.WriteRune(r)
		case r >= '0' && r <= '9':
			b.WriteString("api-")
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	if s := strings.TrimSuffix(b.String(), "-"); s != "" {
		return s
	}
	return "api"
}

// SpringProperty is one property of a starter's @ConfigurationProperties class, as its metadata describes it.
type SpringProperty struct {
	// Name is the property's name under the prefix, in kebab case (base-url).
	Name string
	// Type is its Java type, qualified (java.lang.String, java.time.Duration).
	Type        string
	Description string
}

// SpringMetadata is META-INF/spring-configuration-metadata.json for the properties of class (qualified) under prefix.
func SpringMetadata(prefix, class string, props []SpringProperty) string {
	type group struct {
		Name       string `json:"name"`
		Type       string `json:"type"`
		SourceType string `json:"sourceType"`
	}
	type property struct {
		Name        string `json:"name"`
		Type        string `json:"type"`
		Description string `json:"description"`
		SourceType  string `json:"sourceType"`
	}
	doc := struct {
		Groups     []group    `json:"groups"`
		Properties []property `json:"properties"`
	}{Groups: []group{{Name: prefix, Type: class, SourceType: class}}, Properties: []property{}}
	for _, p := range props {
		doc.Properties = append(doc.Properties, property{Name: prefix + "." + p.Name, Type: p.Type,
			Description: strings.Join(strings.Fields(p.Description), " "), SourceType: class})
	}
	data, _ := json.MarshalIndent(doc, "", "  ")
	return string(data) + "\n"
}

// SpringClasses are a starter's class names for a client prefix: the auto-configuration, its properties and the
// README's example bean (in the test sources).
func SpringClasses(prefix string) (autoConfig, properties, example string) {
	return prefix + "AutoConfiguration", prefix + "Properties", prefix + "ExampleService"
}

// SpringTestValue is the text a starter's test sets a property to: the builder's own properties (baseUrl, timeout,
// maxRetries) by field, a client option by its type (Long, Double, Boolean, else a string), the string one from the
// property's name.
func SpringTestValue(field, typ, name string) string {
	switch field {
	case "baseUrl":
		return "http://localhost:4010/spring"
	case "timeout":
		return "7s"
	case "maxRetries":
		return "5"
	}
	switch typ {
	case "Long":
		return "42"
	case "Double":
		return "1.5"
	case "Boolean":
		return "true"
	}
	return "your-" + name
}

// SpringReadme is the start of a README's Spring Boot section: what the starter does, its dependency (between
// release-please's version markers when marked) and an application.properties of every property, ending where the
// language's example bean follows.
func SpringReadme(groupID, artifact, version string, marked bool, properties []string) string {
	var b strings.Builder
	b.WriteString("## Spring Boot\n\nFor Spring Boot 3 applications (Java 17 or later), " + markdown.Code(artifact) +
		" creates the client bean, configured from your application's properties:\n\n")
	if marked {
		b.WriteString("<!-- x-release-please-start-version -->\n\n")
	}
	b.WriteString(markdown.Fence("xml", "<dependency>\n  <groupId>"+xmlText(groupID)+"</groupId>\n  <artifactId>"+
		xmlText(artifact)+"</artifactId>\n  <version>"+version+"</version>\n</dependency>"))
	if marked {
		b.WriteString("\n<!-- x-release-please-end -->\n")
	}
	b.WriteString("\n" + markdown.Fence("properties", strings.Join(properties, "\n")))
	b.WriteString("\nEvery property is optional: one left unset falls back to its system property or environment variable, " +
		"then to the SDK's default. Inject the client where you need it:\n\n")
	return b.String()
}

func xmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

// SpringReadmeValue is a property's value in a README's application.properties: the API's base URL, a 30 s timeout,
// the default retries, else the test's value.
func SpringReadmeValue(field, typ, name, baseURL string, maxRetries int) string {
	switch field {
	case "baseUrl":
		return baseURL
	case "timeout":
		return "30s"
	case "maxRetries":
		return strconv.Itoa(maxRetries)
	}
	return SpringTestValue(field, typ, name)
}

// SpringKotlinNote warns that Spring Boot 3's dependency management pins an older Kotlin standard library than
// users (e.g. "OkHttp 5.5.1 depends on") need, and says what to set kotlin.version to.
func SpringKotlinNote(users, setTo string) string {
	return "Spring Boot 3's dependency management pins Kotlin's standard library to 1.9, older than the Kotlin 2 one " +
		"that " + users + ": in a build that imports it (" + markdown.Code("spring-boot-starter-parent") + " or " +
		markdown.Code("spring-boot-dependencies") + "), set the property " + markdown.Code("kotlin.version") + " to " +
		setTo + ".\n\n"
}
