package mocktest

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// templateParam is a {name} placeholder of a path template.
var templateParam = regexp.MustCompile(`\{[^}]*\}`)

// routeClash is why a call's request reaches another operation on the mock server, or "". Prism routes by segment:
// a literal segment must be equal, a segment with placeholders matches wherever its literal parts occur (each
// placeholder matching anything, the match not anchored); an operation without placeholders wins, else the one
// scoring highest (1 per equal segment, 0.5 per templated one, up to the first segment that neither), and of
// those scoring the same the one last in the spec. Every operation of the spec takes part, configured or not; an
// IR without the spec's order (API.Operations) has only its methods, and a tie then counts as a clash.
func routeClash(api *ir.API, c example.Call) string {
	m := c.Method
	path, ok := concretePath(m.Path, c.Request().Path)
	if !ok || !strings.Contains(m.Path, "{") {
		return ""
	}
	ops, ordered := api.Operations, len(api.Operations) > 0
	if !ordered {
		for _, other := range api.Methods() {
			ops = append(ops, strings.ToLower(other.HTTPMethod)+" "+other.Path)
		}
	}
	own := strings.ToLower(m.HTTPMethod) + " " + m.Path
	best := bestRoutes(ops, m.HTTPMethod, path)
	if len(best) == 0 {
		return ""
	}
	switch winner := best[len(best)-1]; {
	case !slices.Contains(best, own) || (ordered && winner != own):
		return "the mock server routes " + path + " to " + winner + " instead"
	case !ordered && len(best) > 1:
		rival := best[slices.IndexFunc(best, func(op string) bool { return op != own })]
		return "the mock server may route " + path + " to " + rival + " instead"
	}
	return ""
}

// bestRoutes are the operations ("<method> <path>", from ops in spec order) that Prism ranks first for a request,
// in spec order: the one without placeholders that matches it, else those that score highest, of which Prism
// takes the last.
func bestRoutes(ops []string, httpMethod, path string) []string {
	var best []string
	top := -1.0
	segments := strings.Count(path, "/")
	for _, op := range ops {
		verb, template, _ := strings.Cut(op, " ")
		if !strings.EqualFold(verb, httpMethod) || strings.Count(template, "/") != segments || !routeMatches(template, path) {
			continue
		}
		if !strings.Contains(template, "{") {
			return []string{op}
		}
		switch score := routeScore(template, path); {
		case score > top:
			top, best = score, []string{op}
		case score == top:
			best = append(best, op)
		}
	}
	return best
}

// concretePath fills a path template with a call's path values.
func concretePath(template string, values map[string]any) (string, bool) {
	ok := true
	path := templateParam.ReplaceAllStringFunc(template, func(p string) string {
		switch v := values[strings.Trim(p, "{}")].(type) {
		case string:
			return v
		case json.Number, bool:
			return fmt.Sprint(v)
		}
		ok = false
		return p
	})
	return path, ok
}

// routeMatches reports whether Prism matches a request path against a path template. It runs for every
// operation against every tested call (a million pairs on a 1,200-operation spec), so it compares segment by
// segment without splitting either path.
func routeMatches(template, path string) bool {
	if strings.Count(template, "/") != strings.Count(path, "/") {
		return false
	}
	for template != "" || path != "" {
		var t, p string
		t, template, _ = strings.Cut(template, "/")
		p, path, _ = strings.Cut(path, "/")
		if !segmentMatches(t, p) {
			return false
		}
	}
	return true
}

// segmentMatches reports whether one template segment matches a path segment: a literal one must be equal; in one
// with placeholders, the literal parts must occur in order, each placeholder matching anything, the match not
// anchored (Prism's regular expression with (.*) for each placeholder).
func segmentMatches(t, p string) bool {
	if !strings.Contains(t, "{") {
		return t == p
	}
	if strings.ContainsRune(p, '\n') || !utf8.ValidString(p) || !utf8.ValidString(t) {
		// The expression's (.*) stops at a newline and it reads invalid UTF-8 as U+FFFD: leave those cases to it.
		return segmentPattern(t).MatchString(p)
	}
	for rest := t; ; {
		part, after, placeholder := cutPlaceholder(rest)
		i := strings.Index(p, part)
		if i < 0 {
			return false
		}
		p = p[i+len(part):]
		if !placeholder {
			return true
		}
		rest = after
	}
}

// cutPlaceholder splits a template segment at its first {name} placeholder (templateParam): the literal text before
// it, the text after it, and whether there was one.
func cutPlaceholder(t string) (before, after string, found bool) {
	open := strings.IndexByte(t, '{')
	if open < 0 {
		return t, "", false
	}
	end := strings.IndexByte(t[open:], '}')
	if end < 0 {
		return t, "", false
	}
	return t[:open], t[open+end+1:], true
}

// segmentPattern is Prism's regular expression for a template segment with placeholders.
func segmentPattern(t string) *regexp.Regexp {
	parts := templateParam.Split(t, -1)
	for j := range parts {
		parts[j] = regexp.QuoteMeta(parts[j])
	}
	return regexp.MustCompile(strings.Join(parts, "(.*)"))
}

// routeScore is Prism's ranking of a template for a request path.
func routeScore(template, path string) float64 {
	ts, ps := strings.Split(template, "/"), strings.Split(path, "/")
	score := 0.0
	for i, t := range ts {
		switch {
		case i < len(ps) && t == ps[i]:
			score++
		case strings.Contains(t, "{"):
			score += 0.5
		default:
			return score
		}
	}
	return score
}
