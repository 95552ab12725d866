package initconfig

import (
	"net/mail"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// orgNamePattern is what init accepts as organization.name: lower-case words joined by hyphens, starting with a
// letter, so that every package name derived from it is valid too.
var orgNamePattern = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// versionPattern matches a version written as a word or path segment: 10, v2, v1beta1, 2.0, 2010-04-01.
var versionPattern = regexp.MustCompile(`^(v\d+([._-]\d+)*([a-z]+\d*)?|\d+([._-]\d+)*)$`)

// fallbackOrgName is used when neither the title nor the file name has a usable word.
const fallbackOrgName = "example"

// maxOrgWords keeps a long title from becoming a long organization name.
const maxOrgWords = 3

// validOrgName reports whether name can be used as organization.name.
func validOrgName(name string) bool { return len(name) <= 64 && orgNamePattern.MatchString(name) }

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
	if name := orgSlug(doc.Info.Title); name != "" {
		return name, "info.title"
	}
	if specFile == "" {
		specFile = doc.File
	}
	base := strings.TrimSuffix(filepath.Base(specFile), filepath.Ext(specFile))
	if name := orgSlug(base); name != "" {
		return name, "the spec file name"
	}
	if name := orgSlug(filepath.Base(filepath.Dir(specFile))); name != "" {
		return name, "the spec's directory name"
	}
	return fallbackOrgName, "a placeholder"
}

// orgSlug turns a title into an organization name: "Discord HTTP API (Preview)" -> "discord". Words that describe
// the document rather than its owner (api, http, preview, version numbers) are dropped, and so is anything in
// parentheses. CamelCase is not split: "OneBusAway" is one name, not three words.
func orgSlug(title string) string {
	title = dropParenthesised(title)
	// What follows a connector is a subtitle ("GitHub's official OpenAPI spec + Octokit extension", "Acme: Payments").
	for _, sep := range []string{" + ", " - ", " – ", " — ", ": ", " | "} {
		if before, _, found := strings.Cut(title, sep); found && strings.TrimSpace(before) != "" {
			title = before
		}
	}
	// Possessives belong to the name before them: GitHub's -> GitHub.
	title = strings.NewReplacer("'s ", " ", "’s ", " ").Replace(title + " ")
	var words []string
	for _, w := range strings.FieldsFunc(title, func(r rune) bool { return !isWordRune(r) }) {
		w = strings.ToLower(w)
		if isTitleNoise(w) {
			continue
		}
		words = append(words, w)
		if len(words) == maxOrgWords {
			break
		}
	}
	name := strings.Join(words, "-")
	for name != "" && !validOrgName(name) {
		// A leading digit cannot start a package name in most languages; drop the first word and retry.
		_, rest, _ := strings.Cut(name, "-")
		name = rest
	}
	return name
}

func dropParenthesised(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(' || r == '[':
			depth++
		case (r == ')' || r == ']') && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// isTitleNoise reports whether a title word describes the document, the protocol or a version.
func isTitleNoise(w string) bool {
	switch w {
	case "api", "apis", "http", "https", "rest", "restful", "json", "service", "services", "preview", "beta",
		"alpha", "openapi", "swagger", "spec", "specification", "the", "documentation", "docs", "reference",
		"server", "sdk", "version", "public", "v", "official", "extension", "extensions", "definition", "description":
		return true
	}
	return versionWord(w)
}

// versionWord reports whether w is a version: 10, v2, v1beta1, 2010.
func versionWord(w string) bool {
	return versionPattern.MatchString(w)
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
