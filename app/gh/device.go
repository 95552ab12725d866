package gh

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
)

// DeviceFlow is GitHub's OAuth device flow for the App's users (sdkgen auth login), and what the service asks
// about a user with the user's token: who they are and which of the App's installations they can access.
type DeviceFlow struct {
	// APIURL is GitHub's REST API (config.Config.APIURL); the login endpoints are on the matching web host.
	APIURL   string
	ClientID string
	HTTP     *http.Client
}

// DeviceCode is what the user is shown: the code to enter at the verification URI.
type DeviceCode struct {
	DeviceCode      string `json:"device_code"`
	UserCode        string `json:"user_code"`
	VerificationURI string `json:"verification_uri"`
	ExpiresIn       int    `json:"expires_in"`
	Interval        int    `json:"interval"`
}

// ErrPending is returned while the user has not entered the code yet; ErrSlowDown when polling too fast.
var (
	ErrPending  = errors.New("authorization pending")
	ErrSlowDown = errors.New("slow down")
)

// WebURL is the GitHub web host of an API URL: https://github.com for api.github.com, https://HOST for GitHub
// Enterprise's https://HOST/api/v3/, and the URL's root otherwise (a fake GitHub serves both).
func WebURL(apiURL string) (string, error) {
	u, err := url.Parse(apiURL)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("GitHub API URL %q: %w", apiURL, err)
	}
	if u.Host == "api.github.com" {
		return "https://github.com", nil
	}
	return u.Scheme + "://" + u.Host + strings.TrimSuffix(strings.TrimSuffix(u.Path, "/"), "/api/v3"), nil
}

func (d DeviceFlow) client() *http.Client {
	if d.HTTP != nil {
		return d.HTTP
	}
	return &http.Client{Timeout: 30 * time.Second}
}

// form posts a form to GitHub's login endpoints and decodes the JSON answer.
func (d DeviceFlow) form(ctx context.Context, path string, values url.Values, out any) error {
	web, err := WebURL(d.APIURL)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, web+path, strings.NewReader(values.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	return d.do(req, out)
}

func (d DeviceFlow) do(req *http.Request, out any) error {
	res, err := d.client().Do(req)
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

// Start asks GitHub for a device code.
func (d DeviceFlow) Start(ctx context.Context) (DeviceCode, error) {
	var dc DeviceCode
	err := d.form(ctx, "/login/device/code", url.Values{"client_id": {d.ClientID}}, &dc)
	if err == nil && (dc.DeviceCode == "" || dc.UserCode == "") {
		err = errors.New("GitHub gave no device code")
	}
	return dc, err
}

// Poll asks whether the user entered the code: the user's token, or ErrPending / ErrSlowDown, or why it failed
// (expired, denied).
func (d DeviceFlow) Poll(ctx context.Context, deviceCode string) (string, error) {
	var out struct {
		AccessToken string `json:"access_token"`
		Error       string `json:"error"`
		Description string `json:"error_description"`
	}
	err := d.form(ctx, "/login/oauth/access_token", url.Values{"client_id": {d.ClientID}, "device_code": {deviceCode},
		"grant_type": {"urn:ietf:params:oauth:grant-type:device_code"}}, &out)
	switch {
	case err != nil:
		return "", err
	case out.Error == "authorization_pending":
		return "", ErrPending
	case out.Error == "slow_down":
		return "", ErrSlowDown
	case out.Error != "":
		return "", fmt.Errorf("GitHub refused the login: %s (%s)", out.Error, out.Description)
	case out.AccessToken == "":
		return "", errors.New("GitHub gave no token")
	}
	return out.AccessToken, nil
}

// User is a GitHub user.
type User struct {
	Login string `json:"login"`
	ID    int64  `json:"id"`
}

// UserWithAccounts returns the user a token belongs to and the accounts (organizations or users) whose App
// installations the user can access: the organizations they are a member of on the service.
func (d DeviceFlow) UserWithAccounts(ctx context.Context, userToken string) (User, []string, error) {
	var u User
	if err := d.get(ctx, userToken, "user", &u); err != nil {
		return User{}, nil, err
	}
	var inst struct {
		Installations []struct {
			Account struct {
				Login string `json:"login"`
			} `json:"account"`
		} `json:"installations"`
	}
	if err := d.get(ctx, userToken, "user/installations", &inst); err != nil {
		return User{}, nil, err
	}
	accounts := make([]string, 0, len(inst.Installations))
	for _, i := range inst.Installations {
		accounts = append(accounts, i.Account.Login)
	}
	return u, accounts, nil
}

func (d DeviceFlow) get(ctx context.Context, token, path string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimSuffix(d.APIURL, "/")+"/"+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept", "application/vnd.github+json")
	return d.do(req, out)
}
