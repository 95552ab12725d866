package requestconfig

import "time"

// The contract's defaults (SDK-QUALITY.md §3, §4), used when Settings leaves a value zero.
const (
	DefaultTimeout           = 60 * time.Second
	DefaultInitialRetryDelay = 500 * time.Millisecond
	DefaultMaxRetryDelay     = 8 * time.Second
)

// Settings is everything API-specific the runtime needs. The generated client passes it as its first option
// (WithSettings); see README.md for each field's source in sdkgen.yml.
type Settings struct {
	ClientName string // User-Agent: <ClientName>/Go <Version>
	Lang       string // X-Sdkgen-Lang and the idempotency-key prefix ("go")
	Version    string // X-Sdkgen-Package-Version
	EnvPrefix  string // <EnvPrefix>_BASE_URL, _LOG and _CUSTOM_HEADERS

	// BaseURL is the default environment's URL; it may hold {var} placeholders filled by client options.
	BaseURL      string
	Environments map[string]string

	Timeout   time.Duration // per attempt; zero means DefaultTimeout
	NoTimeout bool          // default_timeout: null, no per-attempt timeout

	MaxRetries        int
	InitialRetryDelay time.Duration // zero means DefaultInitialRetryDelay
	MaxRetryDelay     time.Duration // zero means DefaultMaxRetryDelay

	// IdempotencyHeader, when set, carries one key per non-GET call, reused by its retries.
	IdempotencyHeader string
	// Headers are the config's default headers: they lose to client and per-call headers.
	Headers map[string]string

	Options  []ClientOption
	Auth     []AuthScheme
	Security [][]string // alternatives of scheme names; an empty alternative needs no credentials

	// MessageProperty is the dotted path of the message in an error body.
	MessageProperty string
}

// ClientOption describes one client option. Values arrive as strings through option.WithClientValue.
type ClientOption struct {
	Name             string // canonical snake_case name, the key of WithClientValue
	Env              string // environment variable, named in errors (DefaultClientOptions reads it)
	Default          string // used when no value was given; "" means none
	Arg              string // how a Go caller passes it (option.WithAPIKey), named in errors
	SendInHeader     string // header the value is sent in
	SendAsQueryParam string // query param the value is sent in
	ServerVariable   string // {placeholder} of the base URL the value fills, URL-escaped
}

// AuthScheme is a security scheme and the client options holding its credentials.
type AuthScheme struct {
	Name string
	// Kind is bearer, basic, api_key_header, api_key_query or api_key_cookie.
	Kind string
	// Value names the option holding the token or API key.
	Value string
	// Keyword replaces "Bearer" in the Authorization header.
	Keyword string
	// Username and Password name the options of basic auth; DisableBase64 sends "user:pass" as is.
	Username      string
	Password      string
	DisableBase64 bool
	// ParamName is the header, query param or cookie of an API key.
	ParamName string
}

// The auth scheme kinds.
const (
	AuthBearer       = "bearer"
	AuthBasic        = "basic"
	AuthAPIKeyHeader = "api_key_header"
	AuthAPIKeyQuery  = "api_key_query"
	AuthAPIKeyCookie = "api_key_cookie"
)

// option finds a client option by name; an unknown name gets a bare description.
func (s *Settings) option(name string) ClientOption {
	for _, o := range s.Options {
		if o.Name == name {
			return o
		}
	}
	return ClientOption{Name: name}
}

// scheme finds an auth scheme by name.
func (s *Settings) scheme(name string) (AuthScheme, bool) {
	for _, a := range s.Auth {
		if a.Name == name {
			return a, true
		}
	}
	return AuthScheme{}, false
}

// optionNames are the client options a scheme needs.
func (a AuthScheme) optionNames() []string {
	if a.Kind == AuthBasic {
		return []string{a.Username, a.Password}
	}
	return []string{a.Value}
}

// timeout is the per-attempt default; zero means none.
func (s *Settings) timeout() time.Duration {
	switch {
	case s.NoTimeout:
		return 0
	case s.Timeout > 0:
		return s.Timeout
	default:
		return DefaultTimeout
	}
}

func (s *Settings) lang() string {
	if s.Lang == "" {
		return "go"
	}
	return s.Lang
}

// backoff is the delay before retry k (1, 2, ...): min(initial·2^(k−1), max)·(1 − 0.25·u).
func (s *Settings) backoff(k int, u float64) time.Duration {
	initial, limit := s.InitialRetryDelay, s.MaxRetryDelay
	if initial <= 0 {
		initial = DefaultInitialRetryDelay
	}
	if limit <= 0 {
		limit = DefaultMaxRetryDelay
	}
	base := initial
	for i := 1; i < k && base < limit; i++ {
		base *= 2
	}
	base = min(base, limit)
	return time.Duration(float64(base) * (1 - 0.25*u))
}
