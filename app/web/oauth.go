package web

import (
	"context"
	"errors"
	"net/http"
	"net/url"

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

func (o OAuth) flow() gh.DeviceFlow {
	return gh.DeviceFlow{APIURL: o.APIURL, ClientID: o.ClientID, HTTP: o.HTTP}
}

// AuthorizeURL is where the browser goes to sign in; GitHub sends it back to redirectURI with a code and state.
func (o OAuth) AuthorizeURL(redirectURI, state string) (string, error) {
	return o.flow().AuthorizeURL(redirectURI, state)
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
	return o.flow().ExchangeCode(ctx, o.ClientSecret, code, redirectURI)
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
	user, installed, err := o.flow().UserWithAccounts(ctx, token)
	if err != nil {
		return Identity{}, err
	}
	orgs, err := o.flow().UserOrgs(ctx, token)
	if err != nil {
		return Identity{}, err
	}
	return Identity{User: user, Installed: installed, Orgs: orgs}, nil
}

var errSignInOff = errors.New("sign-in is not set up on this service (it needs GITHUB_APP_CLIENT_ID and GITHUB_APP_CLIENT_SECRET)")
