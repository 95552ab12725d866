package build

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/internal/suggest"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// authInfo is the merged view of security schemes: the spec's components.securitySchemes, replaced or extended
// by sdkgen.yml's security_schemes.
type authInfo struct {
	schemes map[string]*ir.SecurityScheme
	order   []string
	// where records where each scheme is defined, for diagnostics.
	where map[string]location
	// used collects the schemes some alternative or method needs.
	used map[string]bool
}

// location is a place in either input.
type location struct {
	inConfig bool
	ptr      document.Pointer
}

func (b *builder) report(loc location, code diag.Code, format string, args ...any) {
	if loc.inConfig {
		b.c.AtConfig(code, loc.ptr, format, args...)
	} else {
		b.c.AtSpec(code, loc.ptr, format, args...)
	}
}

func (b *builder) buildAuth() {
	a := &authInfo{schemes: map[string]*ir.SecurityScheme{}, where: map[string]location{}, used: map[string]bool{}}
	b.auth = a
	for _, name := range b.doc.Components.SecuritySchemeNames {
		s := b.doc.Components.SecuritySchemes[name]
		a.add(name, schemeFromSpec(s), location{ptr: s.Pointer})
	}
	for _, e := range b.cfg.SecuritySchemes.Entries {
		if e.Value == nil {
			continue
		}
		a.add(e.Key, schemeFromConfig(e.Key, e.Value), location{inConfig: true, ptr: b.cfg.SecuritySchemes.EntryPtr(e.Key)})
	}
	b.api.Auth.Alternatives = b.topLevelAlternatives()
	for _, alt := range b.api.Auth.Alternatives {
		for _, s := range alt {
			a.used[s] = true
		}
	}
}

func (a *authInfo) add(name string, s *ir.SecurityScheme, loc location) {
	if _, ok := a.schemes[name]; !ok {
		a.order = append(a.order, name)
	}
	a.schemes[name] = s
	a.where[name] = loc
}

// topLevelAlternatives returns sdkgen.yml's security when given, else the spec's, checking every scheme name.
func (b *builder) topLevelAlternatives() [][]string {
	alts := [][]string{}
	if b.cfg.Security != nil {
		for i, req := range b.cfg.Security {
			alt := []string{}
			for _, e := range req.Entries {
				if b.checkScheme(e.Key, location{inConfig: true, ptr: "/security/" + document.Pointer(fmt.Sprint(i)) + "/" + document.Pointer(document.EscapeToken(e.Key))}) {
					alt = append(alt, e.Key)
				}
			}
			alts = append(alts, alt)
		}
		return alts
	}
	return b.requirements(b.doc.Security, "/security")
}

// requirements converts a spec security list, checking scheme names.
func (b *builder) requirements(reqs []spec.Requirement, base document.Pointer) [][]string {
	alts := [][]string{}
	for i, req := range reqs {
		alt := []string{}
		for _, s := range req.Schemes {
			if b.checkScheme(s.Name, location{ptr: base.Index(i).Append(s.Name)}) {
				alt = append(alt, s.Name)
			}
		}
		alts = append(alts, alt)
	}
	return alts
}

func (b *builder) checkScheme(name string, loc location) bool {
	if _, ok := b.auth.schemes[name]; ok {
		return true
	}
	b.report(loc, diag.AuthSchemeNotFound, "security requirement names scheme `%s`, which neither components.securitySchemes nor security_schemes defines%s",
		name, suggest.Hint(name, b.auth.order))
	return false
}

func schemeFromSpec(s *spec.SecurityScheme) *ir.SecurityScheme {
	out := &ir.SecurityScheme{Name: s.Name, Kind: schemeKind(s.Type, s.Scheme), In: s.In, ParamName: s.ParamName, Description: s.Description, Credentials: []ir.Credential{}}
	for _, f := range s.Flows {
		out.Flows = append(out.Flows, ir.OAuthFlow{Kind: f.Kind, AuthorizationURL: f.AuthorizationURL, TokenURL: f.TokenURL, RefreshURL: f.RefreshURL, Scopes: f.Scopes})
	}
	if ext := s.Extensions["x-sdkgen-auth"]; ext != nil {
		out.SchemeKeyword = ext.Get("scheme_keyword").Str()
		out.DisableBase64 = ext.Get("disable_base64").IsTrue()
		out.Custom = ext.Get("custom").IsTrue()
	}
	return out
}

func schemeFromConfig(name string, s *config.SecurityScheme) *ir.SecurityScheme {
	out := &ir.SecurityScheme{Name: name, Kind: schemeKind(s.Type, strings.ToLower(s.Scheme)), In: s.In, ParamName: s.Name, Description: s.Description, Credentials: []ir.Credential{}}
	if out.Kind == "api_key" && out.In == "" {
		out.In = "header"
	}
	if s.Auth != nil {
		out.SchemeKeyword, out.DisableBase64 = s.Auth.SchemeKeyword, s.Auth.DisableBase64
		out.Custom = s.Auth.Custom != nil && *s.Auth.Custom
	}
	if s.Flows != nil {
		for _, f := range s.Flows.Fields {
			flow := ir.OAuthFlow{Kind: f.Key, AuthorizationURL: f.Value.Get("authorizationUrl").Str(), TokenURL: f.Value.Get("tokenUrl").Str(), RefreshURL: f.Value.Get("refreshUrl").Str()}
			flow.Scopes = f.Value.Get("scopes").Keys()
			out.Flows = append(out.Flows, flow)
		}
	}
	return out
}

// schemeKind names a scheme the way targets switch on it.
func schemeKind(typ, scheme string) string {
	switch typ {
	case "http":
		switch scheme {
		case "basic":
			return "http_basic"
		case "digest":
			return "http_digest"
		default:
			return "http_bearer"
		}
	case "apiKey":
		return "api_key"
	case "oauth2":
		return "oauth2"
	case "openIdConnect":
		return "open_id_connect"
	case "mutualTLS":
		return "mutual_tls"
	}
	return typ
}

// rolesFor lists the credential roles a scheme kind takes; the first is the default when auth.role is omitted.
func rolesFor(kind string) []string {
	switch kind {
	case "http_basic", "http_digest":
		return []string{"username", "password"}
	case "oauth2":
		return []string{"client_id", "client_secret", "value"}
	default:
		return []string{"value"}
	}
}

// clientOptions converts client_settings.opts, binding auth options to their schemes.
func (b *builder) clientOptions() {
	opts := b.cfg.ClientSettings.Opts
	for _, e := range opts.Entries {
		o := e.Value
		if o == nil || b.builtinOption(e.Key, o, opts.EntryPtr(e.Key)) {
			continue
		}
		opt := &ir.ClientOption{
			Name: e.Key, Type: o.Type, Nullable: o.Nullable, ReadEnv: o.ReadEnv, Default: toValue(o.Default),
			Description: o.Description, Example: toValue(o.Example), ServerVariable: o.ServerVariable,
			SendInHeader: o.SendInHeader, SendAsQueryParam: o.SendAsQueryParam, RequiredInTests: o.RequiredInTests,
		}
		if o.Auth != nil {
			b.bindCredential(opt, o, opts.EntryPtr(e.Key))
		}
		b.api.ClientOptions = append(b.api.ClientOptions, opt)
	}
}

// builtinOptions are the options every generated client has (base_url reads <PREFIX>_BASE_URL).
var builtinOptions = []string{"base_url", "environment", "timeout", "max_retries", "default_headers", "default_query",
	"http_client", "fetch", "fetch_options", "log_level", "logger"}

// builtinOption reports whether a client option is one every client already has, which would be declared twice.
// Real configs list base_url to make it configurable, which it already is: such an entry is left out with a note.
// One that also gives the option a job (auth, a server variable, a header or query parameter) cannot be merged
// into the built-in option, so it is an error that asks for another name.
func (b *builder) builtinOption(name string, o *config.ClientOpt, ptr document.Pointer) bool {
	if !slices.Contains(builtinOptions, b.names.Snake(name)) {
		return false
	}
	d := b.c.NewAtConfig(diag.ClientOptBuiltIn, ptr, "`%s` is an option every generated client has (the base URL is also read from %s_BASE_URL); this entry adds nothing and is left out", name, b.api.Client.EnvPrefix)
	if o.Auth != nil || o.ServerVariable != "" || o.SendInHeader != "" || o.SendAsQueryParam != "" {
		d.Level = diag.Error
		d.Message = "`" + name + "` is the name of an option every client has, so this option, which also carries a credential, a server variable, a header or a query parameter, needs another name"
	}
	b.c.Add(d)
	return true
}

func (b *builder) bindCredential(opt *ir.ClientOption, o *config.ClientOpt, ptr document.Pointer) {
	authPtr := ptr.Append("auth")
	scheme, ok := b.auth.schemes[o.Auth.SecurityScheme]
	if !ok {
		b.c.AtConfig(diag.ClientOptUnknownScheme, authPtr.Append("security_scheme"),
			"client option `%s` uses security scheme `%s`, which is not defined%s", opt.Name, o.Auth.SecurityScheme, suggest.Hint(o.Auth.SecurityScheme, b.auth.order))
		return
	}
	roles := rolesFor(scheme.Kind)
	role := o.Auth.Role
	switch {
	case role == "" && len(roles) > 1 && scheme.Kind != "oauth2":
		b.c.AtConfig(diag.ClientOptInvalidRole, authPtr, "client option `%s` needs auth.role (%s) for the %s scheme `%s`", opt.Name, strings.Join(roles, " or "), scheme.Kind, scheme.Name)
		return
	case role == "":
		role = roles[len(roles)-1]
		if len(roles) == 1 {
			role = roles[0]
		}
	case !slices.Contains(roles, role):
		b.c.AtConfig(diag.ClientOptInvalidRole, authPtr.Append("role"), "role `%s` does not fit the %s scheme `%s` (use %s)", role, scheme.Kind, scheme.Name, strings.Join(roles, ", "))
		return
	}
	opt.AuthScheme, opt.AuthRole = scheme.Name, role
	scheme.Credentials = append(scheme.Credentials, ir.Credential{Role: role, Option: opt.Name})
}

// finishAuth keeps the schemes something uses and checks them against the options, once every method has
// recorded the schemes it needs.
func (b *builder) finishAuth() {
	a := b.auth
	for _, opt := range b.api.ClientOptions {
		if opt.AuthScheme != "" {
			a.used[opt.AuthScheme] = true
		}
	}
	for _, name := range a.order {
		if !a.used[name] {
			continue
		}
		s := a.schemes[name]
		b.api.Auth.Schemes = append(b.api.Auth.Schemes, s)
		switch {
		case s.Kind == "open_id_connect" || s.Kind == "mutual_tls" || s.Kind == "http_digest":
			b.report(a.where[name], diag.AuthUnsupportedScheme, "security scheme `%s` (%s) cannot be applied by the generated SDKs; requests that need it must set credentials themselves", name, s.Kind)
		case len(s.Credentials) == 0 && !s.Custom:
			b.report(a.where[name], diag.AuthSchemeWithoutOpt, "security scheme `%s` is used but no client_settings.opts entry carries its credential (add one with auth: {security_scheme: %s})", name, name)
		}
	}
	b.unnecessarilyRequired()
}

// unnecessarilyRequired warns about mandatory credentials that some alternative does not need: a client built
// for that alternative would still demand them.
func (b *builder) unnecessarilyRequired() {
	alts := b.api.Auth.Alternatives
	if len(alts) < 2 && !b.api.Auth.Optional() {
		return
	}
	for _, opt := range b.api.ClientOptions {
		if opt.Nullable || opt.AuthScheme == "" || opt.Default != nil {
			continue
		}
		for _, alt := range alts {
			if !slices.Contains(alt, opt.AuthScheme) {
				b.c.AtConfig(diag.ClientOptUnnecessarilyRequired, b.cfg.ClientSettings.Opts.EntryPtr(opt.Name),
					"client option `%s` is required (nullable: false) but the security alternative %s does not use it; make it nullable: true", opt.Name, describeAlternative(alt))
				break
			}
		}
	}
}

func describeAlternative(alt []string) string {
	if len(alt) == 0 {
		return "{} (no authentication)"
	}
	return "{" + strings.Join(alt, ", ") + "}"
}

// methodSecurity returns an operation's own alternatives (nil when it inherits), recording the schemes in use.
func (b *builder) methodSecurity(op *spec.Operation) [][]string {
	if !op.SecuritySet {
		return nil
	}
	alts := b.requirements(op.Security, op.Pointer.Append("security"))
	for _, alt := range alts {
		for _, s := range alt {
			b.auth.used[s] = true
		}
	}
	return alts
}
