package initconfig

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// credential is one client option to create for a security scheme.
type credential struct {
	scheme    string
	role      string // "" for one-credential schemes
	preferred string // the option name to use when it is free
}

// guessClientOpts creates a client option for each credential of each security scheme that some requirement
// uses. Options are nullable when some alternative does without the scheme (otherwise sdkgen warns that the
// option is unnecessarily required), and read from <ORG>_<OPTION> in the environment.
func guessClientOpts(doc *spec.Document, org string, r *Report) config.Map[*config.ClientOpt] {
	var opts config.Map[*config.ClientOpt]
	inUse, lists := schemesInUse(doc)
	taken := map[string]bool{}
	for _, c := range credentialsFor(doc, inUse, r) {
		name := pickName([]string{c.preferred, snake(c.scheme + " " + c.role), snake(c.scheme)}, taken)
		taken[name] = true
		opt := &config.ClientOpt{
			Type:     "string",
			Nullable: optionalScheme(c.scheme, lists),
			ReadEnv:  upperSnake(org, name),
			Auth:     &config.OptAuth{SecurityScheme: c.scheme, Role: c.role},
		}
		opts.Set(name, opt)
		r.guessed("client_settings.opts."+name, "from security scheme %s", c.scheme)
	}
	if len(inUse) == 0 && len(doc.Components.SecuritySchemeNames) > 0 {
		r.note("client_settings.opts", "the spec defines security schemes but no security requirement uses them, so no credential options were added; add a top-level security list to sdkgen.yml if requests need credentials")
	}
	return opts
}

// schemesInUse returns the names of the schemes some requirement names (in components order, then the order
// they are first named) and every non-empty requirement list (top level and per operation).
func schemesInUse(doc *spec.Document) (names []string, lists [][]spec.Requirement) {
	if doc.SecuritySet && len(doc.Security) > 0 {
		lists = append(lists, doc.Security)
	}
	for _, op := range doc.Operations {
		if op.SecuritySet && len(op.Security) > 0 {
			lists = append(lists, op.Security)
		}
	}
	var named []string
	for _, l := range lists {
		for _, req := range l {
			for _, s := range req.Schemes {
				if !slices.Contains(named, s.Name) {
					named = append(named, s.Name)
				}
			}
		}
	}
	for _, n := range doc.Components.SecuritySchemeNames {
		if slices.Contains(named, n) {
			names = append(names, n)
		}
	}
	return names, lists
}

// optionalScheme reports whether some alternative of some requirement list does without the scheme.
func optionalScheme(scheme string, lists [][]spec.Requirement) bool {
	for _, l := range lists {
		for _, req := range l {
			if !slices.ContainsFunc(req.Schemes, func(s spec.RequirementScheme) bool { return s.Name == scheme }) {
				return true
			}
		}
	}
	return false
}

// credentialsFor lists the options each scheme needs: one key for bearer and apiKey, a username and password
// for basic, a client id and secret for OAuth2 client credentials. Other schemes are noted and skipped.
func credentialsFor(doc *spec.Document, names []string, r *Report) []credential {
	hasAPIKey := slices.ContainsFunc(names, func(n string) bool {
		s := doc.Components.SecuritySchemes[n]
		return s != nil && s.Type == "apiKey"
	})
	var out []credential
	for _, name := range names {
		s := doc.Components.SecuritySchemes[name]
		if s == nil {
			continue
		}
		switch {
		case s.Type == "apiKey":
			out = append(out, credential{scheme: name, preferred: "api_key"})
		case s.Type == "http" && s.Scheme == "bearer":
			preferred := "api_key"
			if hasAPIKey {
				preferred = "bearer_token"
			}
			out = append(out, credential{scheme: name, preferred: preferred})
		case s.Type == "http" && s.Scheme == "basic":
			out = append(out,
				credential{scheme: name, role: "username", preferred: "username"},
				credential{scheme: name, role: "password", preferred: "password"})
		case s.Type == "oauth2" && hasFlow(s, "clientCredentials"):
			out = append(out,
				credential{scheme: name, role: "client_id", preferred: "client_id"},
				credential{scheme: name, role: "client_secret", preferred: "client_secret"})
		case s.Type == "oauth2":
			r.note("client_settings.opts", "security scheme %s is OAuth2 without a client-credentials flow, which SDKs cannot run themselves; no option was added for it", name)
		default:
			r.note("client_settings.opts", "security scheme %s (%s %s) is not supported by generated SDKs; no option was added for it", name, s.Type, s.Scheme)
		}
	}
	return out
}

func hasFlow(s *spec.SecurityScheme, kind string) bool {
	return slices.ContainsFunc(s.Flows, func(f spec.OAuthFlow) bool { return f.Kind == kind })
}
