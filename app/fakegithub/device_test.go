package fakegithub_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
)

// The fake's device flow, driven by the service's client of it: pending until the user enters the code, then a
// token that reads the user and the installations of their organizations, once.
func TestDeviceFlow(t *testing.T) {
	srv, url := fakegithub.StartTest(t, fakegithub.Options{AppID: 42})
	srv.AddInstallation(7, "acme")
	srv.AddInstallation(8, "globex")
	d := gh.DeviceFlow{APIURL: url + "/api/v3/", ClientID: "Iv1.test"}
	ctx := context.Background()
	dc, err := d.Start(ctx)
	if err != nil || dc.UserCode == "" || dc.Interval < 1 {
		t.Fatalf("Start = %+v, %v", dc, err)
	}
	if _, err := d.Poll(ctx, dc.DeviceCode); !errors.Is(err, gh.ErrPending) {
		t.Errorf("before approval: %v, want pending", err)
	}
	body, _ := json.Marshal(fakegithub.DeviceApproval{UserCode: dc.UserCode, Login: "octocat", Orgs: []string{"acme"}})
	res, err := http.Post(url+"/_fake/device", "application/json", bytes.NewReader(body))
	if err != nil || res.StatusCode != http.StatusNoContent {
		t.Fatalf("approve: %v %v", res, err)
	}
	_ = res.Body.Close()
	token, err := d.Poll(ctx, dc.DeviceCode)
	if err != nil || token == "" {
		t.Fatalf("after approval: %q, %v", token, err)
	}
	if _, err := d.Poll(ctx, dc.DeviceCode); err == nil || errors.Is(err, gh.ErrPending) {
		t.Errorf("a device code used twice: %v", err)
	}
	user, accounts, err := d.UserWithAccounts(ctx, token)
	if err != nil || user.Login != "octocat" || user.ID == 0 || len(accounts) != 1 || accounts[0] != "acme" {
		t.Errorf("UserWithAccounts = %+v, %v, %v", user, accounts, err)
	}
	if _, _, err := d.UserWithAccounts(ctx, "ghu_nope"); err == nil {
		t.Error("an unknown user token reads the user")
	}
}

func TestWebURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://api.github.com/":         "https://github.com",
		"https://ghe.example.com/api/v3/": "https://ghe.example.com",
		"http://127.0.0.1:4000/":          "http://127.0.0.1:4000",
		"http://127.0.0.1:4000/api/v3":    "http://127.0.0.1:4000",
	} {
		if got, err := gh.WebURL(in); err != nil || got != want {
			t.Errorf("WebURL(%s) = %s, %v; want %s", in, got, err, want)
		}
	}
}
