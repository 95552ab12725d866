package apiclient

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/sdkgen/sdkgen/internal/apiclient/sdkgenapi"
	"github.com/sdkgen/sdkgen/internal/apiclient/sdkgenapi/option"
)

// Login is a finished login: the organization's new API token, shown once.
type Login struct {
	Token   string `json:"token"`
	TokenID string `json:"token_id"`
	Org     string `json:"org"`
	User    string `json:"user"`
}

// WaitLogin polls until the user entered the code (or ctx ends), slowing down when GitHub asks to.
//
// The poll has two answers with different schemas: 200 (still pending) and 201 (the login). A generated Go
// method returns one type, the first answer's, so the body is read here into a value that holds either.
func (c *Client) WaitLogin(ctx context.Context, dc *sdkgenapi.AuthStartDeviceLoginResponse, org string) (Login, error) {
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
		params := sdkgenapi.AuthPollDeviceLoginParams{DeviceCode: sdkgenapi.F(dc.DeviceCode)}
		if org != "" {
			params.Org = sdkgenapi.F(org)
		}
		if _, err := c.Auth.PollDeviceLogin(ctx, params, option.WithResponseBodyInto(&out)); err != nil {
			return Login{}, Explain(err)
		}
		switch out.Status {
		case "complete":
			return out.Login, nil
		case "slow_down":
			every += 5 * time.Second
		}
	}
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
