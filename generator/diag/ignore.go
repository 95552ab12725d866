package diag

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/document"
)

// IgnoreRule is one entry of diagnostics.ignored. A rule with neither Locations nor Targets ignores the code
// everywhere.
type IgnoreRule struct {
	Code      Code
	Locations []string // config or spec locations: "#/paths/~1a/get", "/resources/x", or dotted "pagination.0.request"
	Targets   []string // SupportedLanguage values
}

// ApplyIgnores marks the diagnostics that a rule covers as ignored. They stay in the list (the build API returns
// them with ignored: true) but no longer count for levels, fail_on or comments.
func (l List) ApplyIgnores(rules []IgnoreRule) {
	for i := range l {
		for _, r := range rules {
			if r.covers(l[i]) {
				l[i].Ignored = true
				break
			}
		}
	}
}

func (r IgnoreRule) covers(d Diagnostic) bool {
	code := r.Code
	if alias, ok := Aliases[code]; ok {
		code = alias
	}
	if code != d.Code {
		return false
	}
	if len(r.Locations) == 0 && len(r.Targets) == 0 {
		return true
	}
	for _, t := range r.Targets {
		if d.Target == t || (t == "node" && d.Target == "typescript") || (t == "typescript" && d.Target == "node") {
			return true
		}
	}
	for _, loc := range r.Locations {
		want := locationTokens(loc)
		if hasPrefix(document.Pointer(d.ConfigRef).Tokens(), want) || hasPrefix(document.Pointer(d.SpecRef).Tokens(), want) {
			return true
		}
	}
	return false
}

// locationTokens reads a location as written in diagnostics.ignored: a JSON pointer ("#/a/b" or "/a/b") or a
// dotted path ("pagination.0.response").
func locationTokens(loc string) []string {
	loc = strings.TrimSpace(loc)
	switch {
	case strings.HasPrefix(loc, "#"):
		if p, err := document.ParseFragment(loc); err == nil {
			return p.Tokens()
		}
		return nil
	case strings.HasPrefix(loc, "/"):
		return document.Pointer(loc).Tokens()
	case loc == "":
		return nil
	}
	return strings.Split(loc, ".")
}

func hasPrefix(tokens, prefix []string) bool {
	if len(prefix) == 0 || len(tokens) < len(prefix) {
		return false
	}
	for i := range prefix {
		if tokens[i] != prefix[i] {
			return false
		}
	}
	return true
}
