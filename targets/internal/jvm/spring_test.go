package jvm

import (
	"encoding/json"
	"testing"
)

// TestSpringPrefix: the prefix is an organization's kebab-case name in the form @ConfigurationProperties accepts.
func TestSpringPrefix(t *testing.T) {
	cases := map[string]string{
		"acme":           "acme",
		"onebusaway-sdk": "onebusaway-sdk",
		"acme--corp_":    "acme-corp",
		"42-labs":        "api-42-labs",
		"--":             "api",
		"ünïcode-api":    "n-code-api",
	}
	for kebab, want := range cases {
		if got := SpringPrefix(kebab); got != want {
			t.Errorf("SpringPrefix(%q) = %q, want %q", kebab, got, want)
		}
	}
}

// TestSpringMetadata: the metadata names each property under the prefix, with its type and one-line description.
func TestSpringMetadata(t *testing.T) {
	data := SpringMetadata("acme", "com.acme.spring.AcmeProperties", []SpringProperty{
		{Name: "base-url", Type: "java.lang.String", Description: "The base\n  URL."},
	})
	var doc struct {
		Groups     []struct{ Name, Type string }
		Properties []struct{ Name, Type, Description, SourceType string }
	}
	if err := json.Unmarshal([]byte(data), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Groups) != 1 || doc.Groups[0].Name != "acme" || doc.Groups[0].Type != "com.acme.spring.AcmeProperties" {
		t.Errorf("groups: %+v", doc.Groups)
	}
	want := struct{ Name, Type, Description, SourceType string }{"acme.base-url", "java.lang.String", "The base URL.", "com.acme.spring.AcmeProperties"}
	if len(doc.Properties) != 1 || doc.Properties[0] != want {
		t.Errorf("properties: %+v", doc.Properties)
	}
}
