package initconfig

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/spec"
)

func TestGuessOrgNameFallbacks(t *testing.T) {
	tests := []struct {
		name, title, file, want, from string
	}{
		{"title", "Acme API", "specs/openapi.yml", "acme", "info.title"},
		{"file name", "API", "specs/stripe.json", "stripe", "the spec file name"},
		{"directory", "API", "specs/discord/openapi.json", "discord", "the spec's directory name"},
		{"placeholder", "", "openapi.json", fallbackOrgName, "a placeholder"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := &spec.Document{Info: spec.Info{Title: tt.title}}
			got, from := guessOrgName(doc, tt.file)
			if got != tt.want || from != tt.from {
				t.Errorf("guessOrgName = %q from %s, want %q from %s", got, from, tt.want, tt.from)
			}
		})
	}
}

func TestOrganizationContactAndDocs(t *testing.T) {
	doc := loadSpecText(t, `openapi: 3.0.3
info:
  title: Acme
  version: "1"
  contact: {email: support@acme.example, url: https://acme.example/support}
externalDocs: {url: https://docs.acme.example}
paths: {}
`)
	var r Report
	org := guessOrganization(doc, "acme", &r)
	if org.Contact != "support@acme.example" || org.Docs != "https://docs.acme.example" {
		t.Errorf("organization = %+v", org)
	}

	doc.Info.ContactEmail = "Support <support@acme.example>"
	doc.Root = nil
	org = guessOrganization(doc, "acme", &r)
	if org.Contact != "" || org.Docs != "https://acme.example/support" {
		t.Errorf("organization without externalDocs and with a display-name address = %+v", org)
	}
}
