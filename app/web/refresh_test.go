package web_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/web"
)

// The organizations page reads the user's organizations from GitHub again once its list is older than the TTL,
// and at once with "Refresh the list": an App installed since sign-in shows without signing in again. The
// GitHub token it reads them with is kept sealed: the database does not hold it in clear.
func TestOrgsRefresh(t *testing.T) {
	for _, tc := range []struct {
		name   string
		ttl    time.Duration
		forced bool
	}{
		{"after the TTL", time.Nanosecond, false},
		{"refresh the list", time.Hour, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, func(o *web.Options) { o.OrgsTTL = tc.ttl })
			b := f.browser()
			if body := b.signIn(); strings.Contains(body, `href="/orgs/initech"`) {
				t.Fatal("initech is listed before the App is installed there")
			}
			f.fake.AddInstallation(9, "initech")
			_, body := b.get("/orgs")
			if listed := strings.Contains(body, `href="/orgs/initech"`); listed == tc.forced {
				t.Fatalf("before a refresh, initech listed: %v\n%s", listed, body)
			}
			if tc.forced {
				if res, _ := b.post("/orgs/refresh", url.Values{}); res.StatusCode != http.StatusSeeOther {
					t.Fatalf("refresh: %d", res.StatusCode)
				}
				_, body = b.get("/orgs")
			}
			if !strings.Contains(body, `href="/orgs/initech"`) || strings.Contains(body, "install the App on initech") {
				t.Errorf("after the refresh, initech is not an organization:\n%s", body)
			}
			if res, _ := b.get("/orgs/initech"); res.StatusCode != http.StatusOK {
				t.Errorf("/orgs/initech: %d", res.StatusCode)
			}
			var sealed string
			if err := f.st.DB().QueryRowContext(context.Background(), `SELECT sealed_token FROM sdkgen_web_sessions`).Scan(&sealed); err != nil {
				t.Fatal(err)
			}
			if sealed == "" || strings.Contains(sealed, "gho_") {
				t.Errorf("the session's token is kept as %q, want it sealed", sealed)
			}
		})
	}
}

// A session without a token to refresh with (made before tokens were kept) shows its list and says to sign in
// again.
func TestOrgsWithoutTokenSaySignInAgain(t *testing.T) {
	f := newFixture(t)
	_, secret, err := f.st.CreateSession(context.Background(), "octocat", 1, nil, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	b := f.browser()
	u, _ := url.Parse(f.base)
	b.client.Jar.SetCookies(u, []*http.Cookie{{Name: "sdkgen_session", Value: secret}})
	if res, body := b.get("/orgs"); res.StatusCode != http.StatusOK || !strings.Contains(body, `id="orgs-stale"`) {
		t.Errorf("/orgs: %d\n%s", res.StatusCode, body)
	}
}
