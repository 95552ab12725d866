package web_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/web"
)

// Sign-in through GitHub's web flow: the state travels in a cookie, the session cookie is HttpOnly, Secure and
// SameSite=Lax, the organizations are the installations the user can access, the others get install links, and
// sign-out ends the session.
func TestSignInAndOut(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	if res, body := b.get("/"); res.StatusCode != 200 || !strings.Contains(body, `href="/signin"`) {
		t.Fatalf("the sign-in page: %d\n%s", res.StatusCode, body)
	}
	res, _ := b.get("/signin")
	authorize, _ := url.Parse(res.Header.Get("Location"))
	if res.StatusCode != http.StatusFound || authorize.Path != "/login/oauth/authorize" || authorize.Query().Get("state") == "" {
		t.Fatalf("/signin: %d to %s", res.StatusCode, authorize)
	}
	res, _ = b.get(authorize.String())
	callback := res.Header.Get("Location")
	res, _ = b.get(callback)
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "/orgs" {
		t.Fatalf("callback: %d to %q", res.StatusCode, res.Header.Get("Location"))
	}
	var session *http.Cookie
	for _, c := range res.Cookies() {
		if c.Name == "sdkgen_session" {
			session = c
		}
	}
	if session == nil || !session.HttpOnly || !session.Secure || session.SameSite != http.SameSiteLaxMode {
		t.Fatalf("session cookie %+v: want HttpOnly, Secure, SameSite=Lax", session)
	}
	_, body := b.get("/orgs")
	for _, want := range []string{`href="/orgs/acme"`, "install the App on initech", "/apps/sdkgen/installations/new"} {
		if !strings.Contains(body, want) {
			t.Errorf("/orgs lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, `href="/orgs/globex"`) {
		t.Error("/orgs lists globex, whose installation the user cannot access")
	}
	// The code was used: replaying the callback is refused.
	if res, _ := b.get(callback); res.StatusCode != http.StatusForbidden {
		t.Errorf("a replayed callback: %d, want 403", res.StatusCode)
	}
	if res, _ := b.post("/signout", url.Values{}); res.StatusCode != http.StatusSeeOther {
		t.Fatalf("sign-out: %d", res.StatusCode)
	}
	if res, _ := b.get("/orgs"); res.StatusCode != http.StatusSeeOther || !strings.HasPrefix(res.Header.Get("Location"), "/?next=") {
		t.Errorf("/orgs after sign-out: %d to %q; want the sign-in page", res.StatusCode, res.Header.Get("Location"))
	}
}

// A callback whose state is not the cookie's (a login forced on the user by another site) is refused.
func TestCallbackNeedsItsState(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	res, _ := b.get("/signin")
	authorize, _ := url.Parse(res.Header.Get("Location"))
	q := authorize.Query()
	q.Set("state", "forged")
	authorize.RawQuery = q.Encode()
	res, _ = b.get(authorize.String())
	if res, body := b.get(res.Header.Get("Location")); res.StatusCode != http.StatusForbidden || strings.Contains(body, "forged") {
		t.Errorf("a forged state: %d, want 403 saying nothing of it", res.StatusCode)
	}
	other := f.browser() // no state cookie at all
	if res, _ := other.get("/auth/callback?code=wc_1&state=x"); res.StatusCode != http.StatusForbidden {
		t.Errorf("a callback without the state cookie: %d, want 403", res.StatusCode)
	}
}

// Losing access to an installation removes the organization at the next sign-in.
func TestSignInForgetsLostOrgs(t *testing.T) {
	f := newFixture(t)
	f.browser().signIn()
	f.setWebUser("octocat", "initech")
	body := f.browser().signIn()
	if strings.Contains(body, `href="/orgs/acme"`) {
		t.Errorf("acme is still listed after octocat lost access:\n%s", body)
	}
}

// Every state-changing request needs the session's CSRF token, and a same-origin Origin when one is sent.
func TestCSRF(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	b.signIn()
	b.get("/orgs/acme")
	for name, form := range map[string]url.Values{
		"no token":    {"name": {"ci"}, "csrf": {""}},
		"wrong token": {"name": {"ci"}, "csrf": {"x" + b.csrf}},
	} {
		if res, _ := b.post("/orgs/acme/tokens", form); res.StatusCode != http.StatusForbidden {
			t.Errorf("%s: %d, want 403", name, res.StatusCode)
		}
	}
	req, _ := http.NewRequest(http.MethodPost, b.url("/orgs/acme/tokens"), strings.NewReader(url.Values{"csrf": {b.csrf}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "https://evil.example")
	if res, _ := b.do(req); res.StatusCode != http.StatusForbidden {
		t.Errorf("another origin: %d, want 403", res.StatusCode)
	}
	req, _ = http.NewRequest(http.MethodPost, b.url("/orgs/acme/tokens"), strings.NewReader(url.Values{"csrf": {b.csrf}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "null")
	if res, _ := b.do(req); res.StatusCode != http.StatusForbidden {
		t.Errorf("an opaque origin: %d, want 403", res.StatusCode)
	}
	tokens, _ := f.st.Tokens(context.Background(), orgID(t, f, "acme"))
	if len(tokens) != 0 {
		t.Errorf("refused posts made %d tokens", len(tokens))
	}
	if res, _ := b.post("/signout", url.Values{"csrf": {""}}); res.StatusCode != http.StatusForbidden {
		t.Errorf("sign-out without the token: %d, want 403", res.StatusCode)
	}
	req, _ = http.NewRequest(http.MethodPost, b.url("/orgs/acme/tokens"), strings.NewReader(url.Values{"csrf": {b.csrf}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", b.f.base)
	if res, _ := b.do(req); res.StatusCode != http.StatusCreated {
		t.Errorf("the token and the service's own origin: %d, want 201", res.StatusCode)
	}
}

func orgID(t *testing.T, f *fixture, login string) string {
	t.Helper()
	org, err := f.st.OrgByLogin(context.Background(), login)
	if err != nil {
		t.Fatal(err)
	}
	return org.ID
}

// Tokens: created and shown once, listed without the secret, revoked.
func TestTokens(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	b.signIn()
	b.get("/orgs/acme")
	res, body := b.post("/orgs/acme/tokens", url.Values{"name": {"ci <b>"}, "back": {"https://evil.example/"}})
	secret := between(body, `id="token-secret" readonly value="`, `"`)
	if res.StatusCode != http.StatusCreated || !strings.HasPrefix(secret, "sdkgen_") || res.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("create: %d, secret %q, Cache-Control %q", res.StatusCode, secret, res.Header.Get("Cache-Control"))
	}
	if !strings.Contains(body, `href="/orgs/acme#tokens"`) || strings.Contains(body, "evil.example") {
		t.Errorf("the way back is not the organization's page:\n%s", body)
	}
	tok, err := f.st.Authenticate(context.Background(), secret)
	if err != nil || tok.Name != "ci <b>" {
		t.Fatalf("the shown token: %+v, %v", tok, err)
	}
	_, page := b.get("/orgs/acme")
	if strings.Contains(page, secret) || !strings.Contains(page, "ci &lt;b&gt;") {
		t.Errorf("the org page shows the secret or an unescaped name")
	}
	if res, _ := b.post("/orgs/acme/tokens/"+tok.ID+"/revoke", url.Values{"back": {"/orgs/acme"}}); res.StatusCode != http.StatusSeeOther {
		t.Fatalf("revoke: %d", res.StatusCode)
	}
	if _, err := f.st.Authenticate(context.Background(), secret); err == nil {
		t.Error("a revoked token still works")
	}
	if res, _ := b.post("/orgs/acme/tokens/"+tok.ID+"/revoke", url.Values{}); res.StatusCode != http.StatusNotFound {
		t.Errorf("revoking twice: %d, want 404", res.StatusCode)
	}
}

func between(s, start, end string) string {
	_, rest, ok := strings.Cut(s, start)
	if !ok {
		return ""
	}
	v, _, _ := strings.Cut(rest, end)
	return v
}

// Every response has the strict policy; unknown pages and refused requests say nothing of the internals.
func TestSecurityHeadersAndErrorPages(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	for _, path := range []string{"/", "/nope", "/assets/app.js", "/orgs/acme"} {
		res, _ := b.get(path)
		csp := res.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-inline") ||
			res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s: headers %v", path, res.Header)
		}
	}
	res, body := b.get("/nope/deeper?x=<script>")
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("an unknown path: %d", res.StatusCode)
	}
	if strings.Contains(body, "goroutine") || strings.Contains(body, ".go:") {
		t.Errorf("the 404 page leaks internals:\n%s", body)
	}
	b.signIn()
	_ = f.st.Close() // every query now fails
	res, body = b.get("/orgs/acme")
	if res.StatusCode != http.StatusInternalServerError || strings.Contains(body, "sql") || strings.Contains(body, "database") {
		t.Errorf("a failing store: %d\n%s", res.StatusCode, body)
	}
}

// Sign-ins and uploads are rate-limited per client address; uploads are capped.
func TestLimits(t *testing.T) {
	f := newFixture(t, func(o *web.Options) { o.SignInsPerMinute, o.UploadsPerMinute, o.MaxUpload = 3, 2, 1<<10 })
	b := f.browser()
	b.signIn() // /signin and the callback: two
	b.get("/orgs/acme")
	big := []byte("openapi: 3.1.0\n" + strings.Repeat("# padding\n", 400))
	if res, _ := b.upload("/orgs/acme/new", map[string][]string{"name": {"big"}, "source": {"upload"}}, big); res.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("an upload over the cap: %d, want 413", res.StatusCode)
	}
	for i := range 2 {
		b.upload("/orgs/acme/new", map[string][]string{"name": {"x"}, "source": {"upload"}}, []byte("{"))
		_ = i
	}
	if res, _ := b.upload("/orgs/acme/new", map[string][]string{"name": {"x"}, "source": {"upload"}}, []byte("{")); res.StatusCode != http.StatusTooManyRequests {
		t.Errorf("the third upload in a minute: %d, want 429", res.StatusCode)
	}
	b.get("/signin") // the third
	if res, _ := b.get("/signin"); res.StatusCode != http.StatusTooManyRequests {
		t.Errorf("the fourth sign-in in a minute: %d, want 429", res.StatusCode)
	}
}
