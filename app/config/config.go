// Package config is the server's configuration (sdkgen serve and sdkgen worker): from flags, then environment
// variables, then an optional YAML file (--config FILE), then defaults, the first that sets a value winning.
// Secrets (the App's private key, the webhook secret) are never printed: Secret redacts itself.
package config

import (
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/store"
)

// Secret is a value never printed: String, GoString and LogValue give "[redacted]".
type Secret string

const redacted = "[redacted]"

func (s Secret) String() string { return redactedUnlessEmpty(s) }

// GoString keeps %#v from printing the value.
func (s Secret) GoString() string { return redactedUnlessEmpty(s) }

// LogValue keeps log/slog from printing the value.
func (s Secret) LogValue() slog.Value { return slog.StringValue(redactedUnlessEmpty(s)) }

// MarshalText keeps encoders (JSON, YAML) from printing the value.
func (s Secret) MarshalText() ([]byte, error) { return []byte(redactedUnlessEmpty(s)), nil }

// Reveal is the value, for the code that uses it.
func (s Secret) Reveal() string { return string(s) }

func redactedUnlessEmpty(s Secret) string {
	if s == "" {
		return ""
	}
	return redacted
}

// DatabaseURL is a database URL that prints without its password.
type DatabaseURL string

func (u DatabaseURL) String() string { return redactURL(string(u)) }

// GoString keeps %#v from printing the password.
func (u DatabaseURL) GoString() string { return strconv.Quote(u.String()) }

// MarshalText keeps encoders from printing the password.
func (u DatabaseURL) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// Reveal is the URL with its password, for the code that connects.
func (u DatabaseURL) Reveal() string { return string(u) }

// Config is everything sdkgen serve and sdkgen worker need.
type Config struct {
	// AppID is the GitHub App's id (GITHUB_APP_INTEGRATION_ID).
	AppID int64
	// PrivateKey is the App's PEM-encoded RSA private key (GITHUB_APP_PRIVATE_KEY, or the file named by
	// GITHUB_APP_PRIVATE_KEY_FILE).
	PrivateKey Secret
	// WebhookSecret checks the signature of every delivery; required.
	WebhookSecret Secret
	// APIURL is GitHub's REST API, ending in a slash (GitHub Enterprise: https://HOST/api/v3/).
	APIURL string
	// ClientID is the App's OAuth client id: sdkgen auth login runs GitHub's device flow with it. Empty: no login.
	ClientID string
	// ClientSecret is the App's OAuth client secret: the web app's sign-in (GitHub's web flow) needs it with
	// ClientID. Empty: no web sign-in.
	ClientSecret Secret
	// AppSlug is the App's name in its URLs (https://github.com/apps/SLUG): the web app links to its install page.
	AppSlug string
	// PublicURL is where browsers reach the service (https://sdkgen.example.com): the web app's OAuth callback is
	// under it. Empty: the request's own host.
	PublicURL string
	// Listen is the HTTP server's address.
	Listen string
	// DatabaseURL is sqlite://PATH or postgres://...
	DatabaseURL DatabaseURL
	// Workers is how many jobs one process runs at once.
	Workers int
	// APIRate is how many /v1 API requests a token may make a minute (a tenth of it at once).
	APIRate int
	// JobTimeout bounds one attempt of a build.
	JobTimeout time.Duration
	// MaxAttempts per build, retried with backoff.
	MaxAttempts int
	// ShutdownTimeout is how long SIGTERM waits for running builds before cancelling them (they are retried).
	ShutdownTimeout time.Duration
	// ReleaseReconcile is how often merged release pull requests without their release are looked for (a lost
	// webhook); 0 never.
	ReleaseReconcile time.Duration
	// SpecPoll is how often a project's spec URL is fetched; 0 never.
	SpecPoll time.Duration
	// SpecPollTestAllow lists "ip:port" addresses the spec URL guard lets through although internal, and
	// SpecPollTestCAFile a PEM certificate it trusts besides the system's: end-to-end tests' local spec server.
	SpecPollTestAllow  string
	SpecPollTestCAFile string
	// CITimeout is how long the CI of a preview commit may take before the comment says no result came
	// (issue 27); more than 0.
	CITimeout time.Duration
	// UpgradeCheck is how often SDK repositories built by an older generator are looked for, to open their
	// upgrade pull requests (also at start); 0 never.
	UpgradeCheck time.Duration
	// LogLevel is debug, info, warn or error.
	LogLevel slog.Level
	// TreeCacheMB bounds the memory (in MiB) of the generated trees builds keep for later builds with the same
	// inputs (generator/cache); 0 keeps none.
	TreeCacheMB int
}

// Defaults.
const (
	DefaultAPIURL          = "https://api.github.com/"
	DefaultListen          = ":8080"
	DefaultDatabaseURL     = "sqlite://sdkgen.db"
	DefaultWorkers         = 4
	DefaultAPIRate         = 600
	DefaultJobTimeout      = 10 * time.Minute
	DefaultMaxAttempts     = 5
	DefaultShutdownTimeout = 30 * time.Second
	// DefaultReleaseReconcile is jobs.DefaultReconcileInterval (config does not import the queue).
	DefaultReleaseReconcile = 15 * time.Minute
	// DefaultSpecPoll is specpoll.DefaultInterval.
	DefaultSpecPoll = time.Hour
	// DefaultCITimeout is cistatus.DefaultTimeout.
	DefaultCITimeout = 30 * time.Minute
	// DefaultTreeCacheMB holds both sides of a preview of a 1,200-operation API in three languages several times
	// over, or hundreds of small APIs' SDKs.
	DefaultTreeCacheMB = 512
	// DefaultUpgradeCheck is jobs.DefaultUpgradeCheck.
	DefaultUpgradeCheck = time.Hour
)

func defaults() Config {
	return Config{
		APIURL: DefaultAPIURL, Listen: DefaultListen, DatabaseURL: DefaultDatabaseURL, Workers: DefaultWorkers, APIRate: DefaultAPIRate,
		JobTimeout: DefaultJobTimeout, MaxAttempts: DefaultMaxAttempts, ShutdownTimeout: DefaultShutdownTimeout,
		ReleaseReconcile: DefaultReleaseReconcile, SpecPoll: DefaultSpecPoll, LogLevel: slog.LevelInfo,
		CITimeout:    DefaultCITimeout,
		TreeCacheMB:  DefaultTreeCacheMB,
		UpgradeCheck: DefaultUpgradeCheck,
	}
}

// LogValue lists the configuration for the start-up log, secrets redacted.
func (c Config) LogValue() slog.Value {
	return slog.GroupValue(
		slog.Int64("app_id", c.AppID), slog.Any("private_key", c.PrivateKey),
		slog.Any("webhook_secret", c.WebhookSecret), slog.String("api_url", c.APIURL),
		slog.Any("client_secret", c.ClientSecret), slog.String("public_url", c.PublicURL),
		slog.String("listen", c.Listen), slog.String("database", c.DatabaseURL.String()),
		slog.Int("workers", c.Workers), slog.String("job_timeout", c.JobTimeout.String()),
		slog.Int("max_attempts", c.MaxAttempts), slog.String("shutdown_timeout", c.ShutdownTimeout.String()),
		slog.String("release_reconcile", c.ReleaseReconcile.String()),
		slog.String("ci_timeout", c.CITimeout.String()),
		slog.String("log_level", c.LogLevel.String()), slog.Int("tree_cache_mb", c.TreeCacheMB),
	)
}

// String prints the configuration, secrets redacted.
func (c Config) String() string { return c.LogValue().String() }

// redactURL hides a database password.
func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	return u.Redacted()
}

// Validate checks a configuration; each error names the variable (and flag or file key) to fix.
func (c Config) Validate() error {
	var errs []error
	add := func(f field, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: %s", f.names(), fmt.Sprintf(format, args...)))
	}
	if c.WebhookSecret == "" {
		add(fieldWebhookSecret, "required: without it anyone could post deliveries (go-githubapp skips signature checks)")
	}
	if c.AppID <= 0 {
		add(fieldAppID, "required: the GitHub App's numeric id")
	}
	if c.PrivateKey == "" {
		add(fieldPrivateKey, "required (or %s): the GitHub App's private key, PEM-encoded", fieldPrivateKeyFile.env)
	} else if err := checkPrivateKey(c.PrivateKey.Reveal()); err != nil {
		add(fieldPrivateKey, "%v", err)
	}
	if err := checkAPIURL(c.APIURL); err != nil {
		add(fieldAPIURL, "%v", err)
	}
	if _, _, err := net.SplitHostPort(c.Listen); err != nil {
		add(fieldListen, "want HOST:PORT or :PORT, not %q", c.Listen)
	}
	if _, err := store.ParseURL(c.DatabaseURL.Reveal()); err != nil {
		add(fieldDatabaseURL, "%v", err)
	}
	if c.Workers < 1 {
		add(fieldWorkers, "want 1 or more, not %d", c.Workers)
	}
	if c.APIRate < 1 {
		add(fieldAPIRate, "want 1 or more requests a minute, not %d", c.APIRate)
	}
	if c.JobTimeout <= 0 {
		add(fieldJobTimeout, "want a positive duration such as 10m, not %s", c.JobTimeout)
	}
	if c.MaxAttempts < 1 {
		add(fieldMaxAttempts, "want 1 or more, not %d", c.MaxAttempts)
	}
	if c.ShutdownTimeout < 0 {
		add(fieldShutdownTimeout, "want a duration of 0 or more, not %s", c.ShutdownTimeout)
	}
	if c.SpecPoll < 0 {
		add(fieldSpecPoll, "want a duration of 0 (never) or more, not %s", c.SpecPoll)
	}
	if c.CITimeout <= 0 {
		add(fieldCITimeout, "want a duration over 0, not %s", c.CITimeout)
	}
	if c.UpgradeCheck < 0 {
		add(fieldUpgradeCheck, "want a duration of 0 (never) or more, not %s", c.UpgradeCheck)
	}
	if c.ReleaseReconcile < 0 {
		add(fieldReleaseReconcile, "want a duration of 0 (never) or more, not %s", c.ReleaseReconcile)
	}
	if c.TreeCacheMB < 0 {
		add(fieldTreeCacheMB, "want a size in MiB of 0 (no cache) or more, not %d", c.TreeCacheMB)
	}
	return errors.Join(errs...)
}

// checkPrivateKey accepts what ghinstallation accepts: a PEM block holding a PKCS#1 or PKCS#8 RSA key. The
// error never quotes the key.
func checkPrivateKey(pemText string) error {
	block, _ := pem.Decode([]byte(pemText))
	if block == nil {
		return errors.New("not PEM: want the text of the .pem file GitHub gave (-----BEGIN RSA PRIVATE KEY-----...)")
	}
	if _, err := x509.ParsePKCS1PrivateKey(block.Bytes); err == nil {
		return nil
	}
	if _, err := x509.ParsePKCS8PrivateKey(block.Bytes); err == nil {
		return nil
	}
	return fmt.Errorf("the PEM block (%s) is not an RSA private key", block.Type)
}

func checkAPIURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("want an absolute http(s) URL such as %s, not %q", DefaultAPIURL, raw)
	}
	return nil
}

// normalise makes the API URL end in a slash, as go-github needs.
func (c *Config) normalise() {
	if c.APIURL != "" && !strings.HasSuffix(c.APIURL, "/") {
		c.APIURL += "/"
	}
}

// readKeyFile reads a private key file named by GITHUB_APP_PRIVATE_KEY_FILE.
func readKeyFile(path string) (Secret, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("read the private key: %w", err)
	}
	return Secret(data), nil
}

func parseInt(s string) (int64, error) { return strconv.ParseInt(strings.TrimSpace(s), 10, 64) }
