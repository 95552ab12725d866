package config

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// sdkgen init names the organization after the spec's title, and a configuration without organization.name gets
// the same name (ApplySpec); both use OrganizationFromTitle.

var (
	// slugPattern is a name init writes and derives from a title: lower-case words joined by hyphens, starting
	// with a letter, so that every package name derived from it is valid too.
	slugPattern = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)
	// versionPattern matches a version written as a word or path segment: 10, v2, v1beta1, 2.0, 2010-04-01.
	versionPattern = regexp.MustCompile(`^(v\d+([._-]\d+)*([a-z]+\d*)?|\d+([._-]\d+)*)$`)
)

// maxOrgWords keeps a long title from becoming a long organization name.
const maxOrgWords = 3

// ValidOrganizationSlug reports whether name is such a slug, at most 64 characters long.
func ValidOrganizationSlug(name string) bool { return len(name) <= 64 && slugPattern.MatchString(name) }

// OrganizationFromTitle turns a spec's info.title into an organization name: "Discord HTTP API (Preview)" ->
// "discord". Words that describe
// the document rather than its owner (api, http, preview, version numbers) are dropped, and so is anything in
// parentheses. CamelCase is not split: "OneBusAway" is one name, not three words.
func OrganizationFromTitle(title string) string {
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
	for _, w := range strings.FieldsFunc(title, func(r rune) bool { return r >= utf8.RuneSelf || !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
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
	for name != "" && !ValidOrganizationSlug(name) {
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
	return IsVersionWord(w)
}

// IsVersionWord reports whether w is a version: 10, v2, v1beta1, 2010.
func IsVersionWord(w string) bool {
	return versionPattern.MatchString(w)
}
