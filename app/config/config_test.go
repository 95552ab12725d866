package config_test

import (
	"bytes"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"github.com/sdkgen/sdkgen/app/config"
)

const secret = "s3cret-webhook-value"

func testKey(t *testing.T) string {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)}))
}

func load(t *testing.T, args []string, env map[string]string) (config.Config, error) {
	t.Helper()
	fs := pflag.NewFlagSet("serve", pflag.ContinueOnError)
	config.RegisterFlags(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return config.Load(fs, func(k string) string { return env[k] })
}

func TestPrecedence(t *testing.T) {
	key := testKey(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "sdkgen-server.yml")
	writeFile(t, file, "listen: ':7000'\nworkers: 2\njob_timeout: 5m\ndatabase_url: sqlite://from-file.db\n"+
		"webhook_secret: file-secret\napp_id: 11\nci_timeout: 10m\n")
	env := map[string]string{
		"GITHUB_APP_INTEGRATION_ID": "42", "GITHUB_APP_PRIVATE_KEY": key, "GITHUB_APP_WEBHOOK_SECRET": secret,
		"SDKGEN_LISTEN": ":9000", "SDKGEN_CONFIG": file, "GITHUB_V3_API_URL": "http://127.0.0.1:3000/api",
		"SDKGEN_CI_TIMEOUT": "45m",
	}
	c, err := load(t, []string{"--listen", "127.0.0.1:9999"}, env)
	if err != nil {
		t.Fatal(err)
	}
	want := config.Config{
		AppID: 42, PrivateKey: config.Secret(key), WebhookSecret: secret, APIURL: "http://127.0.0.1:3000/api/",
		Listen: "127.0.0.1:9999", DatabaseURL: "sqlite://from-file.db", Workers: 2, APIRate: config.DefaultAPIRate,
		JobTimeout:  5 * time.Minute,
		MaxAttempts: config.DefaultMaxAttempts, ShutdownTimeout: config.DefaultShutdownTimeout,
		ReleaseReconcile: config.DefaultReleaseReconcile, SpecPoll: config.DefaultSpecPoll, LogLevel: slog.LevelInfo,
		CITimeout:    45 * time.Minute,
		TreeCacheMB:  config.DefaultTreeCacheMB,
		UpgradeCheck: config.DefaultUpgradeCheck,
	}
	if c != want {
		t.Errorf("config = %#v\nwant %#v", c, want)
	}
}

func TestDefaults(t *testing.T) {
	c, err := load(t, nil, map[string]string{
		"GITHUB_APP_INTEGRATION_ID": "1", "GITHUB_APP_PRIVATE_KEY": testKey(t), "GITHUB_APP_WEBHOOK_SECRET": secret,
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.APIURL != "https://api.github.com/" || c.Listen != ":8080" || c.DatabaseURL != "sqlite://sdkgen.db" ||
		c.Workers != config.DefaultWorkers || c.JobTimeout != config.DefaultJobTimeout || c.TreeCacheMB != config.DefaultTreeCacheMB {
		t.Errorf("defaults = %v", c)
	}
}

func TestPrivateKeyFile(t *testing.T) {
	key := testKey(t)
	path := filepath.Join(t.TempDir(), "app.pem")
	writeFile(t, path, key)
	env := map[string]string{"GITHUB_APP_INTEGRATION_ID": "1", "GITHUB_APP_WEBHOOK_SECRET": secret}
	c, err := load(t, []string{"--private-key-file", path}, env)
	if err != nil || c.PrivateKey.Reveal() != key {
		t.Fatalf("--private-key-file: %v", err)
	}
	env["GITHUB_APP_PRIVATE_KEY_FILE"] = path
	env["GITHUB_APP_PRIVATE_KEY"] = key
	if _, err := load(t, nil, env); err == nil || !strings.Contains(err.Error(), "set only one") {
		t.Errorf("both key variables: %v", err)
	}
}

func TestErrorsNameTheSetting(t *testing.T) {
	key := testKey(t)
	base := func() map[string]string {
		return map[string]string{
			"GITHUB_APP_INTEGRATION_ID": "1", "GITHUB_APP_PRIVATE_KEY": key, "GITHUB_APP_WEBHOOK_SECRET": secret,
		}
	}
	for _, tc := range []struct {
		name string
		set  map[string]string
		want string
	}{
		{"no webhook secret", map[string]string{"GITHUB_APP_WEBHOOK_SECRET": ""}, "GITHUB_APP_WEBHOOK_SECRET"},
		{"no app id", map[string]string{"GITHUB_APP_INTEGRATION_ID": ""}, "GITHUB_APP_INTEGRATION_ID"},
		{"bad app id", map[string]string{"GITHUB_APP_INTEGRATION_ID": "abc"}, "GITHUB_APP_INTEGRATION_ID: want the App's numeric id"},
		{"no key", map[string]string{"GITHUB_APP_PRIVATE_KEY": ""}, "GITHUB_APP_PRIVATE_KEY"},
		{"not a key", map[string]string{"GITHUB_APP_PRIVATE_KEY": "hunter2-not-pem"}, "not PEM"},
		{"missing key file", map[string]string{"GITHUB_APP_PRIVATE_KEY": "", "GITHUB_APP_PRIVATE_KEY_FILE": "/nonexistent.pem"}, "GITHUB_APP_PRIVATE_KEY_FILE: read the private key"},
		{"relative API URL", map[string]string{"GITHUB_V3_API_URL": "api.github.com"}, "GITHUB_V3_API_URL"},
		{"bad listen", map[string]string{"SDKGEN_LISTEN": "8080"}, "SDKGEN_LISTEN"},
		{"bad database", map[string]string{"SDKGEN_DATABASE_URL": "mysql://u:hunter2@h/db"}, "SDKGEN_DATABASE_URL"},
		{"bad workers", map[string]string{"SDKGEN_WORKERS": "0"}, "SDKGEN_WORKERS"},
		{"negative tree cache", map[string]string{"SDKGEN_TREE_CACHE_MB": "-1"}, "SDKGEN_TREE_CACHE_MB"},
		{"bad API rate limit", map[string]string{"SDKGEN_API_RATE_LIMIT": "0"}, "SDKGEN_API_RATE_LIMIT"},
		{"bad timeout", map[string]string{"SDKGEN_JOB_TIMEOUT": "ten minutes"}, "SDKGEN_JOB_TIMEOUT: want a duration"},
		{"zero CI timeout", map[string]string{"SDKGEN_CI_TIMEOUT": "0s"}, "ci_timeout: want a duration over 0"},
		{"bad level", map[string]string{"SDKGEN_LOG_LEVEL": "loud"}, "SDKGEN_LOG_LEVEL"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := base()
			for k, v := range tc.set {
				env[k] = v
			}
			_, err := load(t, nil, env)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one mentioning %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "hunter2") || strings.Contains(err.Error(), "PRIVATE KEY-----\nMII") {
				t.Errorf("the error quotes a secret: %v", err)
			}
		})
	}
}

func TestFileErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ body, want string }{
		{"listen: ':1'\nlisten: ':2'\n", "2:1: duplicate key \"listen\""},
		{"lisen: ':1'\n", "1:1: unknown key \"lisen\""},
		{"workers: [1, 2]\n", "wants a single value"},
		{"- a\n", "want a mapping"},
		{"workers: many\n", "workers: want a whole number"},
	} {
		path := filepath.Join(dir, "c.yml")
		writeFile(t, path, tc.body)
		_, err := load(t, []string{"--config", path}, map[string]string{"GITHUB_APP_WEBHOOK_SECRET": secret})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.body, err, tc.want)
		}
	}
}

func TestSecretsNeverPrinted(t *testing.T) {
	key := testKey(t)
	c, err := load(t, nil, map[string]string{
		"GITHUB_APP_INTEGRATION_ID": "1", "GITHUB_APP_PRIVATE_KEY": key, "GITHUB_APP_WEBHOOK_SECRET": secret,
		"SDKGEN_DATABASE_URL": "postgres://sdkgen:dbpass@db/sdkgen", "GITHUB_APP_CLIENT_SECRET": "oauth-client-pass",
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.ClientSecret.Reveal() != "oauth-client-pass" {
		t.Errorf("the client secret was not read: %q", c.ClientSecret.Reveal())
	}
	var logs bytes.Buffer
	slog.New(slog.NewJSONHandler(&logs, nil)).Info("config", "config", c, "secret", c.WebhookSecret)
	js, _ := json.Marshal(c)
	for _, out := range []string{
		c.String(), fmt.Sprintf("%v %+v %#v %s", c, c, c, c.WebhookSecret), logs.String(), string(js),
	} {
		for _, leak := range []string{secret, "BEGIN RSA", "dbpass", "oauth-client-pass"} {
			if strings.Contains(out, leak) {
				t.Errorf("%q printed in %s", leak, out)
			}
		}
	}
}

func writeFile(t *testing.T, path, body string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
}
