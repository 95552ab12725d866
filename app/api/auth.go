package api

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
)

func (a *API) deviceFlow() (*gh.DeviceFlow, error) {
	if a.opts.Device == nil {
		return nil, &Error{Status: http.StatusNotFound, Code: codeNotFound,
			Message: "sdkgen auth login is not set up on this service (it needs GITHUB_APP_CLIENT_ID)"}
	}
	return a.opts.Device, nil
}

func (a *API) startDeviceLogin(w http.ResponseWriter, r *http.Request, _ *call) error {
	d, err := a.deviceFlow()
	if err != nil {
		return err
	}
	code, err := d.Start(r.Context())
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, code)
}

// pollDeviceLogin finishes a device login: with the user's GitHub token it learns who they are and which App
// installations they can access (the organizations they are a member of), records the membership, and creates
// an API token of the organization asked for (or of their only one). The GitHub token is not kept.
func (a *API) pollDeviceLogin(w http.ResponseWriter, r *http.Request, c *call) error {
	d, err := a.deviceFlow()
	if err != nil {
		return err
	}
	var body struct {
		DeviceCode string `json:"device_code"`
		Org        string `json:"org"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	userToken, err := d.Poll(r.Context(), body.DeviceCode)
	switch {
	case errors.Is(err, gh.ErrPending):
		return writeJSON(w, http.StatusOK, map[string]string{"status": "pending"})
	case errors.Is(err, gh.ErrSlowDown):
		return writeJSON(w, http.StatusOK, map[string]string{"status": "slow_down"})
	case err != nil:
		return badRequest(err.Error(), "/device_code")
	}
	user, accounts, err := d.UserWithAccounts(r.Context(), userToken)
	if err != nil {
		return err
	}
	account, err := chooseAccount(accounts, body.Org)
	if err != nil {
		return err
	}
	org, err := a.opts.Store.EnsureOrg(r.Context(), account)
	if err != nil {
		return err
	}
	if err := a.opts.Store.AddMember(r.Context(), org.ID, store.Member{Login: user.Login, UserID: user.ID}); err != nil {
		return err
	}
	tok, secret, err := a.opts.Store.CreateMemberToken(r.Context(), org.ID, "sdkgen auth login by "+user.Login, user.Login)
	if err != nil {
		return err
	}
	c.token = tok // the log names the token made, never the secret
	return writeJSON(w, http.StatusCreated, map[string]string{"status": "complete", "token": secret, "token_id": tok.ID,
		"org": org.Login, "user": user.Login})
}

// chooseAccount is the organization asked for, when the user can access it, or the user's only one.
func chooseAccount(accounts []string, asked string) (string, error) {
	lower := make([]string, len(accounts))
	for i, a := range accounts {
		lower[i] = strings.ToLower(a)
	}
	switch {
	case asked != "" && slices.Contains(lower, strings.ToLower(asked)):
		return asked, nil
	case asked != "":
		return "", &Error{Status: http.StatusNotFound, Code: codeNotFound,
			Message: fmt.Sprintf("organization %q: you have no access to an installation of the App there", asked)}
	case len(accounts) == 1:
		return accounts[0], nil
	case len(accounts) == 0:
		return "", &Error{Status: http.StatusNotFound, Code: codeNotFound,
			Message: "you have no access to an installation of the App: install it on your account or organization"}
	}
	return "", badRequest(fmt.Sprintf("you can access several organizations (%s): choose one with --org", strings.Join(accounts, ", ")), "/org")
}
