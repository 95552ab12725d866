package initconfig

import (
	"net/mail"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// fallbackOrgName is used when neither the title nor the file name has a usable word.
const fallbackOrgName = "example"

// validOrgName reports whether name can be used as organization.name.
func validOrgName(name string) bool { return config.ValidOrganizationSlug(name) }

// guessOrganization fills organization from info and externalDocs. These are read only here: after init the
// config is the source of truth (SEED.md: info is not read again).
func guessOrganization(doc *spec.Document, name string, r *Report) config.Organization {
	org := config.Organization{Name: name}
	if email := strings.TrimSpace(doc.Info.ContactEmail); validEmail(email) {
		org.Contact = email
		r.guessed("organization.contact", "from info.contact.email")
	}
	if docs, from := guessDocsURL(doc); docs != "" {
		org.Docs = docs
		r.guessed("organization.docs", "from %s", from)
	}
	return org
}

// guessOrgName derives organization.name from info.title, falling back to the spec's file name (and then its
// directory, since "openapi.yml" names nothing).
func guessOrgName(doc *spec.Document, specFile string) (name, from string) {
	if name := config.OrganizationFromTitle(doc.Info.Title); name != "" {
		return name, "info.title"
	}
	if specFile == "" {
		specFile = doc.File
	}
	base := strings.TrimSuffix(filepath.Base(specFile), filepath.Ext(specFile))
	if name := config.OrganizationFromTitle(base); name != "" {
		return name, "the spec file name"
	}
	if name := config.OrganizationFromTitle(filepath.Base(filepath.Dir(specFile))); name != "" {
		return name, "the spec's directory name"
	}
	return fallbackOrgName, "a placeholder"
}

func validEmail(s string) bool {
	if s == "" || strings.ContainsAny(s, " <>") {
		return false
	}
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s
}

// guessDocsURL prefers externalDocs.url (the API's documentation) over info.contact.url (often a support page).
func guessDocsURL(doc *spec.Document) (string, string) {
	if doc.Root != nil {
		if u := doc.Root.Get("externalDocs").Get("url").Str(); absoluteHTTPURL(u) {
			return u, "externalDocs.url"
		}
	}
	if u := doc.Info.ContactURL; absoluteHTTPURL(u) {
		return u, "info.contact.url"
	}
	return "", ""
}

func absoluteHTTPURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != ""
}
