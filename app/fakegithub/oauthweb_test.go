package fakegithub_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// The fake's OAuth web flow: no signed-in user is a 403; the signed-in user's code goes back to the redirect URI
// with the state, and is exchanged once, with the client's credentials and the same redirect URI, for a token
// that reads the user's organizations.
func TestOAuthWebFlow(t *testing.T) {
	srv, err := fakegithub.New(fakegithub.Options{AppID: 42})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	base, err := srv.Start()
	if err != nil {
		t.Fatal(err)
	}
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	authorize := base + "/login/oauth/authorize?" + url.Values{"client_id": {"Iv1.x"}, "state": {"s1"},
		"redirect_uri": {"https://app.example/auth/callback"}}.Encode()
	if status, _ := mustGet(t, noRedirect, authorize); status != http.StatusForbidden {
		t.Errorf("authorize with nobody signed in: %d, want 403", status)
	}
	body, _ := json.Marshal(fakegithub.DeviceApproval{Login: "octocat", Orgs: []string{"acme", "initech"}})
	res, err := http.Post(base+"/_fake/web-user", "application/json", bytes.NewReader(body))
	if err != nil || res.StatusCode != http.StatusNoContent {
		t.Fatalf("web user: %v %v", res, err)
	}
	_ = res.Body.Close()
	_, location := mustGet(t, noRedirect, authorize)
	back, _ := url.Parse(location)
	code := back.Query().Get("code")
	if back.Host != "app.example" || back.Query().Get("state") != "s1" || code == "" {
		t.Fatalf("redirect back: %s", back)
	}
	exchange := func(form url.Values) map[string]string {
		res, err := http.PostForm(base+"/login/oauth/access_token", form)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = res.Body.Close() }()
		var out map[string]string
		_ = json.NewDecoder(res.Body).Decode(&out)
		return out
	}
	good := url.Values{"client_id": {"Iv1.x"}, "client_secret": {"s"}, "code": {code}, "redirect_uri": {"https://app.example/auth/callback"}}
	for name, form := range map[string]url.Values{
		"no secret":        {"client_id": {"Iv1.x"}, "code": {code}},
		"another redirect": {"client_id": {"Iv1.x"}, "client_secret": {"s"}, "code": {code}, "redirect_uri": {"https://evil.example/"}},
		"another client":   {"client_id": {"Iv1.y"}, "client_secret": {"s"}, "code": {code}},
	} {
		if out := exchange(form); out["access_token"] != "" || out["error"] == "" {
			t.Errorf("%s: %v, want an error", name, out)
		}
	}
	token := exchange(good)["access_token"]
	if token == "" {
		t.Fatal("no token for a good exchange")
	}
	if out := exchange(good); out["access_token"] != "" {
		t.Error("a code exchanged twice")
	}
	req, _ := http.NewRequest(http.MethodGet, base+"/user/orgs", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = res.Body.Close() }()
	var orgs []struct{ Login string }
	_ = json.NewDecoder(res.Body).Decode(&orgs)
	if len(orgs) != 2 || !strings.EqualFold(orgs[0].Login, "acme") {
		t.Errorf("/user/orgs = %+v", orgs)
	}
}

// mustGet returns the status and the Location of a GET.
func mustGet(t *testing.T, c *http.Client, u string) (int, string) {
	t.Helper()
	res, err := c.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	return res.StatusCode, res.Header.Get("Location")
}
