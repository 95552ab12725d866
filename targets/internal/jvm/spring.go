package jvm

import (
	"encoding/json"
	"strings"
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
