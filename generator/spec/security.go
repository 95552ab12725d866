package spec

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// readRequirements reads a security list. The second result is true whenever the list is written, so that an
// operation's security: [] (no auth) differs from no security key (the top-level list applies). An empty
// requirement {} is kept: it is the alternative "no auth".
func (l *loader) readRequirements(n *document.Node, p document.Pointer) ([]Requirement, bool) {
	if !l.expect(n, p, document.Array) {
		return nil, false
	}
	out := make([]Requirement, 0, len(n.Items))
	for i, it := range n.Items {
		ip := p.Index(i)
		if !l.expect(it, ip, document.Object) {
			continue
		}
		req := Requirement{Schemes: make([]RequirementScheme, 0, len(it.Fields))}
		for j := range it.Fields {
			f := &it.Fields[j]
			req.Schemes = append(req.Schemes, RequirementScheme{Name: f.Key, Scopes: l.strs(ip, f)})
		}
		out = append(out, req)
	}
	return out, true
}

func (l *loader) readSecuritySchemes(n *document.Node, p document.Pointer) {
	if !l.expect(n, p, document.Object) {
		return
	}
	comp := &l.doc.Components
	comp.SecuritySchemes = make(map[string]*SecurityScheme, len(n.Fields))
	for i := range n.Fields {
		f := &n.Fields[i]
		if s := l.securityScheme(f.Key, f.Value, p.Append(f.Key)); s != nil {
			comp.SecuritySchemes[f.Key] = s
			comp.SecuritySchemeNames = append(comp.SecuritySchemeNames, f.Key)
		}
	}
}

// securityScheme reads one scheme. One that lacks what its type needs (an http scheme, an apiKey name, oauth2
// flows) is reported and left out, so that later stages only see schemes they can use.
func (l *loader) securityScheme(name string, n *document.Node, usePtr document.Pointer) *SecurityScheme {
	n, p, ok := l.follow(n, usePtr)
	if !ok || !l.expect(n, p, document.Object) {
		return nil
	}
	s := &SecurityScheme{Name: name, Pointer: p}
	var flows *document.Field
	for i := range n.Fields {
		f := &n.Fields[i]
		switch f.Key {
		case "type":
			s.Type = l.str(p, f)
		case "description":
			s.Description = l.str(p, f)
		case "scheme":
			s.Scheme = strings.ToLower(l.str(p, f))
		case "bearerFormat":
			s.BearerFormat = l.str(p, f)
		case "in":
			s.In = l.str(p, f)
		case "name":
			s.ParamName = l.str(p, f)
		case "openIdConnectUrl":
			s.OpenIDURL = l.str(p, f)
		case "flows":
			flows = f
		default:
			l.extension(&s.Extensions, f)
		}
	}
	if flows != nil && s.Type == "oauth2" {
		s.Flows = l.oauthFlows(p, flows)
	}
	if !l.checkSecurityScheme(s, n, p) {
		return nil
	}
	return s
}

func (l *loader) checkSecurityScheme(s *SecurityScheme, n *document.Node, p document.Pointer) bool {
	// missing reports an absent or empty member; one of the wrong kind was reported when it was read.
	missing := func(key, what string) bool {
		if v := n.Get(key); v == nil || v.Kind == document.String {
			l.report(diag.SpecInvalid, p, "security scheme %q of type %s needs %s", s.Name, s.Type, what)
		}
		return false
	}
	switch s.Type {
	case "http":
		if s.Scheme == "" {
			return missing("scheme", "a scheme (basic, bearer, digest)")
		}
	case "apiKey":
		if s.ParamName == "" {
			return missing("name", "the name of its header, query parameter or cookie")
		}
		switch s.In {
		case "header", "query", "cookie":
		case "":
			return missing("in", "in: header, query or cookie")
		default:
			l.report(diag.SpecInvalid, p+"/in", "security scheme %q has in: %q; it must be header, query or cookie", s.Name, truncate(s.In, 80))
			return false
		}
	case "oauth2":
		if len(s.Flows) == 0 {
			return missing("flows", "flows")
		}
	case "openIdConnect":
		if s.OpenIDURL == "" {
			return missing("openIdConnectUrl", "an openIdConnectUrl")
		}
	case "mutualTLS":
	case "":
		if !n.Has("type") {
			l.report(diag.SpecInvalid, p, "security scheme %q needs a type (http, apiKey, oauth2, openIdConnect, mutualTLS)", s.Name)
		}
		return false
	default:
		l.report(diag.SpecInvalid, p+"/type", "security scheme %q has type %q; it must be http, apiKey, oauth2, openIdConnect or mutualTLS",
			s.Name, truncate(s.Type, 80))
		return false
	}
	return true
}

// oauthFlows reads the flows of an oauth2 scheme in document order.
func (l *loader) oauthFlows(parent document.Pointer, f *document.Field) []OAuthFlow {
	p, ok := l.object(parent, f)
	if !ok {
		return nil
	}
	out := make([]OAuthFlow, 0, len(f.Value.Fields))
	for i := range f.Value.Fields {
		ff := &f.Value.Fields[i]
		switch ff.Key {
		case "implicit", "password", "clientCredentials", "authorizationCode":
			if flow, ok := l.oauthFlow(ff.Key, ff.Value, p.Append(ff.Key)); ok {
				out = append(out, flow)
			}
		default:
			if !isExtension(ff.Key) {
				l.report(diag.SpecInvalid, p.Append(ff.Key), "unknown OAuth2 flow %q (implicit, password, clientCredentials, authorizationCode)",
					truncate(ff.Key, 80))
			}
		}
	}
	return out
}

func (l *loader) oauthFlow(kind string, n *document.Node, p document.Pointer) (OAuthFlow, bool) {
	flow := OAuthFlow{Kind: kind}
	if !l.expect(n, p, document.Object) {
		return flow, false
	}
	for i := range n.Fields {
		f := &n.Fields[i]
		switch f.Key {
		case "authorizationUrl":
			flow.AuthorizationURL = l.str(p, f)
		case "tokenUrl":
			flow.TokenURL = l.str(p, f)
		case "refreshUrl":
			flow.RefreshURL = l.str(p, f)
		case "scopes":
			if _, ok := l.object(p, f); ok {
				flow.Scopes = f.Value.Keys()
			}
		}
	}
	needsAuth := kind == "implicit" || kind == "authorizationCode"
	needsToken := kind != "implicit"
	switch {
	case needsAuth && flow.AuthorizationURL == "" && !n.Has("authorizationUrl"):
		l.report(diag.SpecInvalid, p, "the OAuth2 %s flow needs an authorizationUrl", kind)
	case needsToken && flow.TokenURL == "" && !n.Has("tokenUrl"):
		l.report(diag.SpecInvalid, p, "the OAuth2 %s flow needs a tokenUrl", kind)
	}
	return flow, true
}
