package gh

import (
	"context"
	"errors"
	"fmt"
	"net/url"
)

// GitHub's OAuth web flow for the App's users (the web app's sign-in), with the same client as the device flow.

// AuthorizeURL is the GitHub page a browser goes to to sign in; GitHub sends it back to redirectURI with a code
// and the state.
func (d DeviceFlow) AuthorizeURL(redirectURI, state string) (string, error) {
	web, err := WebURL(d.APIURL)
	if err != nil {
		return "", err
	}
	q := url.Values{"client_id": {d.ClientID}, "redirect_uri": {redirectURI}, "state": {state}, "allow_signup": {"false"}}
	return web + "/login/oauth/authorize?" + q.Encode(), nil
}

// ExchangeCode trades the web flow's code for the user's token, with the App's client secret and the redirect
// URI the code was given to.
func (d DeviceFlow) ExchangeCode(ctx context.Context, secret, code, redirectURI string) (string, error) {
	var out struct {
		AccessToken string `json:"access_token"`
		Error       string `json:"error"`
	}
	err := d.form(ctx, "/login/oauth/access_token", url.Values{"client_id": {d.ClientID}, "client_secret": {secret},
		"code": {code}, "redirect_uri": {redirectURI}}, &out)
	switch {
	case err != nil:
		return "", err
	case out.Error != "":
		return "", fmt.Errorf("GitHub refused the sign-in: %s", out.Error)
	case out.AccessToken == "":
		return "", errors.New("GitHub gave no token")
	}
	return out.AccessToken, nil
}

// UserOrgs lists the organizations of the token's user (the first 100).
func (d DeviceFlow) UserOrgs(ctx context.Context, userToken string) ([]string, error) {
	var orgs []struct {
		Login string `json:"login"`
	}
	if err := d.get(ctx, userToken, "user/orgs?per_page=100", &orgs); err != nil {
		return nil, err
	}
	out := make([]string, len(orgs))
	for i, o := range orgs {
		out[i] = o.Login
	}
	return out, nil
}
