package kotlin

import (
	"slices"
	"strings"
)

// Logging: the runtime's Logger writes at the level `<PREFIX>_LOG` (or the builder's logLevel) sets, and never
// writes the values of the headers and query params that carry credentials. Authorization, Proxy-Authorization
// and cookies are always redacted; sensitiveNames adds the API's own: API-key headers and query params of its
// security schemes, and the client options sent as a header or query param for a security scheme.

// sensitiveNames are the header and query param names whose values the logs redact, sorted.
func (g *gen) sensitiveNames() (headers, query []string) {
	add := func(list *[]string, name string) {
		if name != "" && !slices.ContainsFunc(*list, func(s string) bool { return strings.EqualFold(s, name) }) {
			*list = append(*list, name)
		}
	}
	for _, s := range g.api.Auth.Schemes {
		if s.Kind != "api_key" {
			continue
		}
		switch s.In {
		case "query":
			add(&query, s.ParamName)
		case "header":
			add(&headers, s.ParamName)
		}
	}
	for _, o := range g.api.ClientOptions {
		if o.AuthScheme == "" {
			continue
		}
		add(&headers, o.SendInHeader)
		add(&query, o.SendAsQueryParam)
	}
	slices.Sort(headers)
	slices.Sort(query)
	return headers, query
}

// sensitiveArgs are ClientSettings' named arguments listing the sensitive names, none when there are none.
func (g *gen) sensitiveArgs() []string {
	headers, query := g.sensitiveNames()
	var out []string
	for _, a := range []struct {
		name  string
		names []string
	}{{"sensitiveHeaders", headers}, {"sensitiveQueryParams", query}} {
		if len(a.names) == 0 {
			continue
		}
		var lits []string
		for _, n := range a.names {
			lits = append(lits, kotlinString(n))
		}
		out = append(out, a.name+" = listOf("+strings.Join(lits, ", ")+")")
	}
	return out
}
