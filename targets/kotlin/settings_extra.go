package kotlin

import (
	"strings"
)

// defaultHeadersArg is ClientSettings' defaultHeaders argument: sdkgen.yml's default_headers, none when empty.
func (g *gen) defaultHeadersArg() []string {
	if len(g.api.Headers) == 0 {
		return nil
	}
	var pairs []string
	for _, h := range g.api.Headers {
		pairs = append(pairs, kotlinString(h.Name)+" to "+kotlinString(h.Value))
	}
	return []string{"defaultHeaders = mapOf(" + strings.Join(pairs, ", ") + ")"}
}

// credentialsRequired reports whether a request needs credentials: the API has security alternatives and none of
// them is empty. The authenticator then refuses to send a request that no alternative's options satisfy.
func (g *gen) credentialsRequired() bool {
	alts := g.api.Auth.Alternatives
	if len(alts) == 0 {
		return false
	}
	for _, alt := range alts {
		if len(alt) == 0 {
			return false
		}
	}
	return true
}

// missingCredentials is the message of a request that no security alternative's options satisfy: the options
// (and their environment variables) each alternative needs.
func (g *gen) missingCredentials() string {
	byScheme := map[string][]string{}
	for _, o := range g.options() {
		if o.o.AuthScheme == "" {
			continue
		}
		name := o.name
		if o.env != "" {
			name += " (" + o.env + ")"
		}
		byScheme[o.o.AuthScheme] = append(byScheme[o.o.AuthScheme], name)
	}
	var alts []string
	for _, alt := range g.api.Auth.Alternatives {
		var names []string
		for _, scheme := range alt {
			names = append(names, byScheme[scheme]...)
		}
		if len(names) > 0 {
			alts = append(alts, strings.Join(names, " and "))
		}
	}
	if len(alts) == 0 {
		return "the API needs credentials, and no client option holds them"
	}
	return "the API needs credentials: set " + strings.Join(alts, ", or ")
}
