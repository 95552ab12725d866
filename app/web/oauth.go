package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// OAuth is GitHub's OAuth web flow for the App's users, and what the web app reads with a user's token: who
// they are, the App's installations they can access (their organizations on the service), and their other
// organizations (to offer installing the App there).
type OAuth struct {
	// APIURL is GitHub's REST API; the login pages are on the matching web host (gh.WebURL).
	APIURL                 string
	ClientID, ClientSecret string
	// AppSlug names the App in its install link (https://github.com/apps/SLUG/installations/new).
	AppSlug string
	HTTP    *http.Client
}

// Enabled tells whether sign-in is set up.
func (o OAuth) Enabled() bool { return o.ClientID != "" && o.ClientSecret != "" }

func (o OAuth) client() *http.Client {
	if o.HTTP != nil {
		return o.HTTP
	}
	return &http.Client{Timeout: 30 * time.Second}
}

// AuthorizeURL is where the browser goes to sign in; GitHub sends it back to redirectURI with a code and state.
func (o OAuth) AuthorizeURL(redirectURI, state string) (string, error) {
	web, err := gh.WebURL(o.APIURL)
	if err != nil {
		return "", err
	}
	q := url.Values{"client_id": {o.ClientID}, "redirect_uri": {redirectURI}, "state": {state}, "allow_signup": {"false"}}
	return web + "/login/oauth/authorize?" + q.Encode(), nil
}

// InstallURL is the page that installs the App on an account.
func (o OAuth) InstallURL() string {
	web, err := gh.WebURL(o.APIURL)
	if err != nil || o.AppSlug == "" {
		return ""
	}
	return web + "/apps/" + url.PathEscape(o.AppSlug) + "/installations/new"
}

// Exchange trades the callback's code for the user's token.
func (o OAuth) Exchange(ctx context.Context, code, redirectURI string) (string, error) {
	web, err := gh.WebURL(o.APIURL)
	if err != nil {
		return "", err
	}
	form := url.Values{"client_id": {o.ClientID}, "client_secret": {o.ClientSecret}, "code": {code}, "redirect_uri": {redirectURI}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, web+"/login/oauth/access_token", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	var out struct {
		AccessToken string `json:"access_token"`
		Error       string `json:"error"`
	}
	if err := o.do(req, &out); err != nil {
		return "", err
	}
	if out.AccessToken == "" {
		return "", fmt.Errorf("GitHub refused the sign-in: %s", cmpOr(out.Error, "no token"))
	}
	return out.AccessToken, nil
}

// Identity is what a user's token tells: the user, the accounts whose App installation they can access, and
// their organizations.
type Identity struct {
	User      gh.User
	Installed []string
	Orgs      []string
}

// Identify reads the user's identity with their token.
func (o OAuth) Identify(ctx context.Context, token string) (Identity, error) {
	user, installed, err := gh.DeviceFlow{APIURL: o.APIURL, ClientID: o.ClientID, HTTP: o.HTTP}.UserWithAccounts(ctx, token)
	if err != nil {
		return Identity{}, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimSuffix(o.APIURL, "/")+"/user/orgs?per_page=100", nil)
	if err != nil {
		return Identity{}, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept", "application/vnd.github+json")
	var orgs []struct {
		Login string `json:"login"`
	}
	if err := o.do(req, &orgs); err != nil {
		return Identity{}, err
	}
	id := Identity{User: user, Installed: installed}
	for _, org := range orgs {
		id.Orgs = append(id.Orgs, org.Login)
	}
	return id, nil
}

func (o OAuth) do(req *http.Request, out any) error {
	res, err := o.client().Do(req)
	if err != nil {
		return fmt.Errorf("GitHub %s: %w", req.URL.Path, err)
	}
	defer func() { _ = res.Body.Close() }()
	data, err := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("GitHub %s: %w", req.URL.Path, err)
	}
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("GitHub %s: %s", req.URL.Path, res.Status)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("GitHub %s: %w", req.URL.Path, err)
	}
	return nil
}

func cmpOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

var errSignInOff = errors.New("sign-in is not set up on this service (it needs GITHUB_APP_CLIENT_ID and GITHUB_APP_CLIENT_SECRET)")
