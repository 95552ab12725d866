// Package mocktest holds the rules every target's generated tests follow against the mock server (Prism): which
// security schemes the test client authenticates with, and why a method's mock tests are skipped.
package mocktest

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// Schemes are the security schemes the tests authenticate with: every one the mock server can check (Prism knows
// neither custom keywords nor raw basic credentials), so each method's first satisfied alternative is one Prism
// accepts; every scheme when Prism can check none.
func Schemes(api *ir.API) map[string]bool {
	checkable, all := map[string]bool{}, map[string]bool{}
	for _, s := range api.Auth.Schemes {
		all[s.Name] = true
		if s.SchemeKeyword == "" && !s.DisableBase64 && !s.Custom {
			checkable[s.Name] = true
		}
	}
	if len(checkable) > 0 {
		return checkable
	}
	return all
}

// SkipReason is why a method's mock tests are skipped, or "": settings.disable_mock_tests, skip_test_reason for
// one of langs (or "*"), an always-streaming method (Prism does not stream SSE), a redirect, a response body Prism
// cannot serialise, or security the test client cannot satisfy.
func SkipReason(api *ir.API, m *ir.Method, langs ...string) string {
	if api.Settings.DisableMockTests {
		return "mock tests are disabled (settings.disable_mock_tests)"
	}
	for _, l := range append(langs, "*") {
		if r, ok := m.SkipTestReason[l]; ok {
			if r == "" {
				return "skipped in sdkgen.yml"
			}
			return r
		}
	}
	if m.Streaming != nil && m.Streaming.ParamDiscriminator == "" {
		return "the mock server cannot stream server-sent events"
	}
	if r := m.Response; r != nil && strings.HasPrefix(r.Status, "3") {
		return "the method's documented response is a redirect"
	}
	if r := m.Response; r != nil && !canSend(api, r) {
		return "the mock server sends " + r.ContentType + " bodies only when they are strings"
	}
	if !CanAuthenticate(api, m) {
		return "no client option holds credentials for the security schemes of " + m.Endpoint
	}
	return ""
}

// canSend reports whether the mock server can send a response: Prism serialises JSON and XML bodies, and bodies of
// any other content type only when they are strings (text, bytes).
func canSend(api *ir.API, r *ir.Response) bool {
	ct, _, _ := strings.Cut(strings.ToLower(r.ContentType), ";")
	ct = strings.TrimSpace(ct)
	if ct == "" || r.Type == nil || r.Binary {
		return true
	}
	if ct == "application/json" || ct == "application/xml" ||
		(strings.HasPrefix(ct, "application/") && (strings.HasSuffix(ct, "+json") || strings.HasSuffix(ct, "+xml"))) {
		return true
	}
	return isString(api, *r.Type)
}

// isString reports whether a type is a string, through aliases.
func isString(api *ir.API, t ir.TypeRef) bool {
	for range 10 {
		if t.Kind != ir.Named {
			break
		}
		typ := api.Type(t.Name)
		if typ == nil || typ.Kind != "alias" || typ.Alias == nil {
			return typ != nil && typ.Kind == "enum" && typ.Enum.Base == ir.String
		}
		t = *typ.Alias
	}
	return t.Kind == ir.String
}

// CallSkipReason is why the mock test making an example call is skipped, or "": the method's SkipReason, why no
// valid request could be made for the call (the mock server would refuse it), or that the mock server routes the
// request to another operation.
func CallSkipReason(api *ir.API, c example.Call, langs ...string) string {
	if r := SkipReason(api, c.Method, langs...); r != "" {
		return r
	}
	if c.Unsatisfiable != "" {
		return c.Unsatisfiable
	}
	return routeClash(api, c)
}

// CanAuthenticate reports whether the test client satisfies one of a method's security alternatives.
func CanAuthenticate(api *ir.API, m *ir.Method) bool {
	alts := m.Security
	if alts == nil {
		alts = api.Auth.Alternatives
	}
	if len(alts) == 0 {
		return true
	}
	usable := Schemes(api)
	for _, alt := range alts {
		ok := true
		for _, name := range alt {
			ok = ok && usable[name] && hasCredentials(api, name)
		}
		if ok {
			return true
		}
	}
	return false
}

// hasCredentials reports whether the client sends credentials for a scheme: a token (bearer, and oauth2, whose
// token flows the SDKs do not run), a username, or an API key bound to an option.
func hasCredentials(api *ir.API, scheme string) bool {
	for _, s := range api.Auth.Schemes {
		if s.Name != scheme {
			continue
		}
		want := "value"
		if s.Kind == "http_basic" {
			want = "username"
		}
		for _, c := range s.Credentials {
			if c.Role == want {
				return true
			}
		}
	}
	return false
}
