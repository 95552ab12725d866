package config

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"
	"go.yaml.in/yaml/v3"
)

// field is one setting and the names it has in each source. A field without a flag is a secret: command lines
// show in process listings.
type field struct {
	key   string // in the YAML file
	env   string
	flag  string
	usage string
	set   func(c *Config, v string) error
}

func (f field) names() string {
	names := []string{f.env}
	if f.flag != "" {
		names = append(names, "--"+f.flag)
	}
	return strings.Join(append(names, f.key), " / ")
}

// The fields. They are values, not state: nothing modifies them.
var (
	fieldAppID = field{"app_id", "GITHUB_APP_INTEGRATION_ID", "app-id", "the GitHub App's id",
		func(c *Config, v string) error {
			n, err := parseInt(v)
			if err != nil || n <= 0 {
				return fmt.Errorf("want the App's numeric id, not %q", v)
			}
			c.AppID = n
			return nil
		}}
	fieldPrivateKey = field{"private_key", "GITHUB_APP_PRIVATE_KEY", "", "",
		func(c *Config, v string) error { c.PrivateKey = Secret(v); return nil }}
	fieldPrivateKeyFile = field{"private_key_file", "GITHUB_APP_PRIVATE_KEY_FILE", "private-key-file",
		"file holding the App's PEM private key", func(c *Config, v string) error {
			key, err := readKeyFile(v)
			c.PrivateKey = key
			return err
		}}
	fieldWebhookSecret = field{"webhook_secret", "GITHUB_APP_WEBHOOK_SECRET", "", "",
		func(c *Config, v string) error { c.WebhookSecret = Secret(v); return nil }}
	fieldAPIURL = field{"github_api_url", "GITHUB_V3_API_URL", "github-api-url",
		"GitHub's REST API (GitHub Enterprise: https://HOST/api/v3/)", func(c *Config, v string) error {
			c.APIURL = v
			return nil
		}}
	fieldClientID = field{"client_id", "GITHUB_APP_CLIENT_ID", "client-id",
		"the App's OAuth client id, for sdkgen auth login (GitHub's device flow; empty: no login)",
		func(c *Config, v string) error { c.ClientID = v; return nil }}
	fieldClientSecret = field{"client_secret", "GITHUB_APP_CLIENT_SECRET", "", "",
		func(c *Config, v string) error { c.ClientSecret = Secret(v); return nil }}
	fieldAppSlug = field{"app_slug", "GITHUB_APP_SLUG", "app-slug",
		"the App's slug (github.com/apps/SLUG), for the web app's install links", func(c *Config, v string) error {
			c.AppSlug = v
			return nil
		}}
	fieldPublicURL = field{"public_url", "SDKGEN_PUBLIC_URL", "public-url",
		"where browsers reach the service, for the web app's sign-in callback (empty: the request's host)",
		func(c *Config, v string) error { c.PublicURL = strings.TrimSuffix(v, "/"); return nil }}
	fieldListen = field{"listen", "SDKGEN_LISTEN", "listen", "HTTP address to listen on",
		func(c *Config, v string) error { c.Listen = v; return nil }}
	fieldDatabaseURL = field{"database_url", "SDKGEN_DATABASE_URL", "database-url",
		"sqlite://PATH (one process) or postgres://... (several serve/worker processes)",
		func(c *Config, v string) error { c.DatabaseURL = DatabaseURL(v); return nil }}
	fieldWorkers = field{"workers", "SDKGEN_WORKERS", "workers", "builds run at once by this process",
		func(c *Config, v string) error { return setInt(&c.Workers, v) }}
	fieldAPIRate = field{"api_rate_limit", "SDKGEN_API_RATE_LIMIT", "api-rate-limit",
		"/v1 API requests a token may make a minute", func(c *Config, v string) error { return setInt(&c.APIRate, v) }}
	fieldJobTimeout = field{"job_timeout", "SDKGEN_JOB_TIMEOUT", "job-timeout", "time limit of one build attempt",
		func(c *Config, v string) error { return setDuration(&c.JobTimeout, v) }}
	fieldMaxAttempts = field{"max_attempts", "SDKGEN_MAX_ATTEMPTS", "max-attempts",
		"attempts per build before it is given up", func(c *Config, v string) error {
			return setInt(&c.MaxAttempts, v)
		}}
	fieldShutdownTimeout = field{"shutdown_timeout", "SDKGEN_SHUTDOWN_TIMEOUT", "shutdown-timeout",
		"on SIGTERM, how long to wait for running builds", func(c *Config, v string) error {
			return setDuration(&c.ShutdownTimeout, v)
		}}
	fieldReleaseReconcile = field{"release_reconcile", "SDKGEN_RELEASE_RECONCILE", "release-reconcile",
		"how often to release merged release pull requests whose webhook was lost (0: never)",
		func(c *Config, v string) error { return setDuration(&c.ReleaseReconcile, v) }}
	fieldSpecPoll = field{"spec_poll", "SDKGEN_SPEC_POLL", "spec-poll",
		"how often each project's spec URL is fetched (0: never)", func(c *Config, v string) error {
			return setDuration(&c.SpecPoll, v)
		}}
	fieldSpecPollTestAllow = field{"spec_poll_test_allow", "SDKGEN_SPEC_POLL_TEST_ALLOW", "", "",
		func(c *Config, v string) error { c.SpecPollTestAllow = v; return nil }}
	fieldSpecPollTestCAFile = field{"spec_poll_test_ca_file", "SDKGEN_SPEC_POLL_TEST_CA_FILE", "", "",
		func(c *Config, v string) error { c.SpecPollTestCAFile = v; return nil }}
	fieldCITimeout = field{"ci_timeout", "SDKGEN_CI_TIMEOUT", "ci-timeout",
		"how long the CI of a preview commit may take before the comment says no result came",
		func(c *Config, v string) error { return setDuration(&c.CITimeout, v) }}
	fieldTreeCacheMB = field{"tree_cache_mb", "SDKGEN_TREE_CACHE_MB", "tree-cache-mb",
		"MiB of generated trees kept for builds with the same inputs (0: none)", func(c *Config, v string) error {
			return setInt(&c.TreeCacheMB, v)
		}}
	fieldUpgradeCheck = field{"upgrade_check", "SDKGEN_UPGRADE_CHECK", "upgrade-check",
		"how often to open upgrade pull requests for SDKs an older generator made (0: never)",
		func(c *Config, v string) error { return setDuration(&c.UpgradeCheck, v) }}
	fieldLogLevel = field{"log_level", "SDKGEN_LOG_LEVEL", "log-level", "debug, info, warn or error",
		func(c *Config, v string) error {
			if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
				return fmt.Errorf("want debug, info, warn or error, not %q", v)
			}
			return nil
		}}
)

func fields() []field {
	return []field{fieldAppID, fieldPrivateKey, fieldPrivateKeyFile, fieldWebhookSecret, fieldAPIURL, fieldClientID, fieldClientSecret,
		fieldAppSlug, fieldPublicURL, fieldListen,
		fieldDatabaseURL, fieldWorkers, fieldAPIRate, fieldJobTimeout, fieldMaxAttempts, fieldShutdownTimeout,
		fieldReleaseReconcile, fieldSpecPoll, fieldSpecPollTestAllow, fieldSpecPollTestCAFile, fieldCITimeout,
		fieldUpgradeCheck, fieldLogLevel, fieldTreeCacheMB}
}

// FileFlag and FileEnv name the optional YAML file.
const (
	FileFlag = "config"
	FileEnv  = "SDKGEN_CONFIG"
)

// RegisterFlags adds the configuration's flags to fs. Secrets have no flag: command lines are visible to other
// users of the machine.
func RegisterFlags(fs *pflag.FlagSet) {
	fs.String(FileFlag, "", "YAML file with settings (keys as in docs/github-app.md); env "+FileEnv)
	for _, f := range fields() {
		if f.flag != "" {
			fs.String(f.flag, "", f.usage+"; env "+f.env)
		}
	}
}

// Load reads the configuration from the flags in fs (registered by RegisterFlags and parsed), the environment
// (getenv) and the YAML file, over the defaults, and validates it.
func Load(fs *pflag.FlagSet, getenv func(string) string) (Config, error) {
	c, err := Read(fs, getenv)
	if err != nil {
		return Config{}, err
	}
	if err := c.Validate(); err != nil {
		return Config{}, err
	}
	return c, nil
}

// Read is Load without validation, for commands that need only some settings (the database URL).
func Read(fs *pflag.FlagSet, getenv func(string) string) (Config, error) {
	c := defaults()
	layers, err := sources(fs, getenv)
	if err != nil {
		return Config{}, err
	}
	for _, l := range layers {
		if err := l.apply(&c); err != nil {
			return Config{}, err
		}
	}
	c.normalise()
	return c, nil
}

// layer is one source's values by field key, and where each came from for error messages.
type layer struct {
	values map[string]string
	where  map[string]string
}

func (l layer) apply(c *Config) error {
	if _, ok := l.values[fieldPrivateKey.key]; ok {
		if _, both := l.values[fieldPrivateKeyFile.key]; both {
			return fmt.Errorf("%s and %s: set only one", l.where[fieldPrivateKey.key], l.where[fieldPrivateKeyFile.key])
		}
	}
	for _, f := range fields() {
		v, ok := l.values[f.key]
		if !ok {
			continue
		}
		if err := f.set(c, v); err != nil {
			return fmt.Errorf("%s: %w", l.where[f.key], err)
		}
	}
	return nil
}

// sources are the layers, lowest priority first: file, environment, flags.
func sources(fs *pflag.FlagSet, getenv func(string) string) ([]layer, error) {
	env, flags := layer{map[string]string{}, map[string]string{}}, layer{map[string]string{}, map[string]string{}}
	for _, f := range fields() {
		if v := getenv(f.env); v != "" {
			env.values[f.key], env.where[f.key] = v, f.env
		}
		if f.flag != "" && fs.Changed(f.flag) {
			v, _ := fs.GetString(f.flag)
			flags.values[f.key], flags.where[f.key] = v, "--"+f.flag
		}
	}
	path := getenv(FileEnv)
	if fs.Changed(FileFlag) {
		path, _ = fs.GetString(FileFlag)
	}
	if path == "" {
		return []layer{env, flags}, nil
	}
	file, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return []layer{file, env, flags}, nil
}

// readFile reads the YAML file: a mapping of known keys to scalars.
func readFile(path string) (layer, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return layer{}, fmt.Errorf("--%s: %w", FileFlag, err)
	}
	l := layer{map[string]string{}, map[string]string{}}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return layer{}, fmt.Errorf("%s: %w", path, err)
	}
	if len(doc.Content) == 0 {
		return l, nil
	}
	top := doc.Content[0]
	if top.Kind != yaml.MappingNode {
		return layer{}, fmt.Errorf("%s:%d:%d: want a mapping of settings", path, top.Line, top.Column)
	}
	known := map[string]bool{}
	for _, f := range fields() {
		known[f.key] = true
	}
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, v := top.Content[i], top.Content[i+1]
		at := fmt.Sprintf("%s:%d:%d", path, k.Line, k.Column)
		switch {
		case !known[k.Value]:
			return layer{}, fmt.Errorf("%s: unknown key %q (known: %s)", at, k.Value, strings.Join(sortedKeys(known), ", "))
		case l.where[k.Value] != "":
			return layer{}, fmt.Errorf("%s: duplicate key %q", at, k.Value)
		case v.Kind != yaml.ScalarNode:
			return layer{}, fmt.Errorf("%s: %s wants a single value", at, k.Value)
		}
		l.values[k.Value], l.where[k.Value] = v.Value, at+" "+k.Value
	}
	return l, nil
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func setInt(dst *int, v string) error {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return fmt.Errorf("want a whole number, not %q", v)
	}
	*dst = n
	return nil
}

func setDuration(dst *time.Duration, v string) error {
	d, err := time.ParseDuration(strings.TrimSpace(v))
	if err != nil {
		return fmt.Errorf("want a duration such as 90s or 10m, not %q", v)
	}
	*dst = d
	return nil
}
