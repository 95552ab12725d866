package apiclient

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// DeviceCode is what the user is shown to log in: the code to enter at the verification URI.
type DeviceCode = gh.DeviceCode

// Login is a finished login: the organization's new API token, shown once.
type Login struct {
	Token   string `json:"token"`
	TokenID string `json:"token_id"`
	Org     string `json:"org"`
	User    string `json:"user"`
}

// StartLogin starts GitHub's device flow through the service.
func (c *Client) StartLogin(ctx context.Context) (DeviceCode, error) {
	var dc DeviceCode
	_, _, err := c.do(ctx, http.MethodPost, "/v1/auth/device", nil, nil, &dc)
	return dc, err
}

// WaitLogin polls until the user entered the code (or ctx ends), slowing down when GitHub asks to.
func (c *Client) WaitLogin(ctx context.Context, dc DeviceCode, org string) (Login, error) {
	every := time.Duration(max(dc.Interval, 1)) * time.Second
	for {
		select {
		case <-ctx.Done():
			return Login{}, ctx.Err()
		case <-time.After(every):
		}
		var out struct {
			Status string `json:"status"`
			Login
		}
		body := map[string]string{"device_code": dc.DeviceCode}
		if org != "" {
			body["org"] = org
		}
		if _, _, err := c.do(ctx, http.MethodPost, "/v1/auth/token", body, nil, &out); err != nil {
			return Login{}, err
		}
		switch out.Status {
		case "complete":
			return out.Login, nil
		case "slow_down":
			every += 5 * time.Second
		}
	}
}

// RevokeToken revokes one of the organization's tokens.
func (c *Client) RevokeToken(ctx context.Context, id string) error {
	_, _, err := c.do(ctx, http.MethodDelete, "/v1/tokens/"+url.PathEscape(id), nil, nil, nil)
	return err
}

// CheckToken asks the service whether the client's token is live.
func (c *Client) CheckToken(ctx context.Context) error {
	_, _, err := c.do(ctx, http.MethodGet, "/v1/tokens", nil, nil, nil)
	return err
}

// Credentials are what `sdkgen auth login` keeps: the service, the token and whose it is.
type Credentials struct {
	URL     string `json:"url"`
	Token   string `json:"token"`
	TokenID string `json:"token_id"`
	Org     string `json:"org"`
	User    string `json:"user"`
}

// CredentialsPath is where they are kept: <user config dir>/sdkgen/credentials.json.
func CredentialsPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("find your config folder: %w", err)
	}
	return filepath.Join(dir, "sdkgen", "credentials.json"), nil
}

// SaveCredentials writes the credentials readable by the user only (0600, in a 0700 folder).
func SaveCredentials(c Credentials) (string, error) {
	path, err := CredentialsPath()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return "", err
	}
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return "", err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o600); err != nil {
		return "", err
	}
	if err := os.Chmod(tmp, 0o600); err != nil {
		return "", err
	}
	return path, os.Rename(tmp, path)
}

// ErrNotLoggedIn is returned when there are no credentials.
var ErrNotLoggedIn = errors.New("not logged in: run sdkgen auth login (or set SDKGEN_API_KEY)")

// LoadCredentials reads the credentials; ErrNotLoggedIn when there are none.
func LoadCredentials() (Credentials, error) {
	path, err := CredentialsPath()
	if err != nil {
		return Credentials{}, err
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return Credentials{}, ErrNotLoggedIn
	}
	if err != nil {
		return Credentials{}, err
	}
	var c Credentials
	if err := json.Unmarshal(data, &c); err != nil {
		return Credentials{}, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// RemoveCredentials forgets the credentials.
func RemoveCredentials() error {
	path, err := CredentialsPath()
	if err != nil {
		return err
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}
