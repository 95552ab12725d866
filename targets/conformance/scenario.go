package conformance

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

//go:embed scenarios.json
var scenariosJSON []byte

//go:embed api/openapi.yml
var specYAML []byte

//go:embed api/sdkgen.yml
var configYAML []byte

// Spec returns the conformance API's OpenAPI description (api/openapi.yml).
func Spec() []byte { return bytes.Clone(specYAML) }

// Config returns the conformance API's sdkgen.yml (api/sdkgen.yml).
func Config() []byte { return bytes.Clone(configYAML) }

// ScenariosJSON returns scenarios.json as embedded.
func ScenariosJSON() []byte { return bytes.Clone(scenariosJSON) }

// Scenarios parses and checks the embedded scenarios.json.
func Scenarios() ([]Scenario, error) { return ParseScenarios(scenariosJSON) }

// File is the shape of scenarios.json, and of the file the harness hands to a driver.
type File struct {
	// Comment says what the file is; drivers ignore it.
	Comment   string     `json:"$comment,omitempty"`
	Scenarios []Scenario `json:"scenarios"`
}

// Scenario is one language-neutral conformance check: build a client, make one call, and compare what the server
// received and what the driver printed with the expectations.
type Scenario struct {
	// Name is unique and snake_case; the client's base URL is <server>/s/<name>.
	Name        string `json:"name"`
	Description string `json:"description"`
	// Client says how to construct the client.
	Client Client `json:"client"`
	// Call is the one SDK call the driver makes.
	Call Call `json:"call"`
	// Collect says what the driver prints as the result: CollectValue, CollectItems, CollectPages or
	// CollectEvents.
	Collect string `json:"collect"`
	// Responses is the server's script: the nth request gets the nth response. A request beyond the script gets
	// a 599 with `x-should-retry: false` and a JSON explanation.
	Responses []Response `json:"responses"`
	// Expect is what must hold afterwards.
	Expect Expect `json:"expect"`
}

// What a driver prints as a scenario's result.
const (
	// CollectValue: the call's parsed return value, as JSON.
	CollectValue = "value"
	// CollectItems: every item of every page (auto-pagination), as a JSON array.
	CollectItems = "items"
	// CollectPages: one JSON array per page (page by page iteration), each holding that page's items.
	CollectPages = "pages"
	// CollectEvents: every parsed event of the stream, as a JSON array.
	CollectEvents = "events"
)

// Client is how a driver constructs the client, with neutral snake_case option names. An absent option is not
// passed at all (so the environment and the defaults apply).
type Client struct {
	APIKey         *string           `json:"api_key,omitempty"`
	Username       *string           `json:"username,omitempty"`
	Password       *string           `json:"password,omitempty"`
	Token          *string           `json:"token,omitempty"`
	MaxRetries     *int              `json:"max_retries,omitempty"`
	TimeoutMS      *int              `json:"timeout_ms,omitempty"`
	DefaultHeaders map[string]string `json:"default_headers,omitempty"`
	// Env is set before the client is constructed and restored after the call. `{base_url}` in a value stands for
	// the scenario's base URL.
	Env map[string]string `json:"env,omitempty"`
	// ZeroArgs: construct the client with no argument at all (not even the base URL); Env then supplies
	// CONFORMANCE_BASE_URL.
	ZeroArgs bool `json:"zero_args,omitempty"`
	// TrailingSlash: pass the base URL with a trailing slash.
	TrailingSlash bool `json:"trailing_slash,omitempty"`
}

// Call is one SDK call.
type Call struct {
	// Method is "resource.method", with the names of api/sdkgen.yml.
	Method string `json:"method"`
	// Args are the positional path arguments.
	Args []string `json:"args,omitempty"`
	// Params is the params object, keyed by wire names.
	Params map[string]any `json:"params,omitempty"`
	// Options are the per-call request options.
	Options *Options `json:"options,omitempty"`
	// Files are added to the params: the driver turns each into its language's upload type.
	Files map[string]FileParam `json:"files,omitempty"`
	// Stream selects the streaming variant of a method with `streaming.param_discriminator`.
	Stream bool `json:"stream,omitempty"`
}

// Options are per-call request options, with neutral names.
type Options struct {
	MaxRetries *int `json:"max_retries,omitempty"`
	TimeoutMS  *int `json:"timeout_ms,omitempty"`
	// Headers are extra headers; a null value removes the header.
	Headers        map[string]*string `json:"headers,omitempty"`
	Query          map[string]any     `json:"query,omitempty"`
	Body           map[string]any     `json:"body,omitempty"`
	IdempotencyKey *string            `json:"idempotency_key,omitempty"`
}

// FileParam is an in-memory file upload.
type FileParam struct {
	Content     string `json:"content"`
	Filename    string `json:"filename"`
	ContentType string `json:"content_type,omitempty"`
}

// Response is one scripted answer. Placeholders are expanded when it is sent: `{base_url}` (in the body, text,
// SSE lines and header values) is the scenario's base URL, and a header value `{http_date+N}` is an HTTP date N
// seconds or a little more (up to one second, as HTTP dates have whole seconds) in the future.
type Response struct {
	// Status defaults to 200.
	Status  int               `json:"status,omitempty"`
	Headers map[string]string `json:"headers,omitempty"`
	// Body is sent as JSON (Content-Type application/json unless Headers says otherwise).
	Body json.RawMessage `json:"body,omitempty"`
	// Text is sent as is (text/plain unless Headers says otherwise).
	Text *string `json:"text,omitempty"`
	// SSE lines are sent each followed by "\n" (text/event-stream unless Headers says otherwise); "" separates
	// events.
	SSE []string `json:"sse,omitempty"`
	// DelayMS is waited before answering; the wait ends early when the client goes away.
	DelayMS int `json:"delay_ms,omitempty"`
	// Disconnect closes the connection without answering.
	Disconnect bool `json:"disconnect,omitempty"`
}

// Expect is what a scenario checks.
type Expect struct {
	// RequestCount is the exact number of requests the server must receive (required).
	RequestCount *int `json:"request_count"`
	// Requests are checked in order against the received requests; there may be fewer than RequestCount.
	Requests []ExpectedRequest `json:"requests,omitempty"`
	// SameHeaderAcrossRequests names headers that every request carries with one identical value.
	SameHeaderAcrossRequests []string `json:"same_header_across_requests,omitempty"`
	// GapsMS[i] bounds the time between the arrivals of request i and request i+1.
	GapsMS []Gap `json:"gaps_ms,omitempty"`
	// Result is the JSON the driver must print: objects match when they hold at least the expected keys, with
	// matching values (undocumented extra keys are tolerated); arrays must have the same length and matching
	// elements; scalars must be equal.
	Result json.RawMessage `json:"result,omitempty"`
	// Error is the error the call must raise; without it the call must succeed.
	Error *ExpectedError `json:"error,omitempty"`
}

// Gap bounds a delay, in milliseconds.
type Gap struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// ExpectedRequest is what one received request must look like. Empty fields are not checked.
type ExpectedRequest struct {
	Method string `json:"method,omitempty"`
	// Path is the raw (still percent-encoded) path after the scenario's base, e.g. /items/a%20b.
	Path string `json:"path,omitempty"`
	// Query is the exact decoded query: every key with all its values in order. null: not checked; {}: no query.
	Query map[string][]string `json:"query"`
	// Headers must have exactly these values (several values are joined with ", ").
	Headers map[string]string `json:"headers,omitempty"`
	// HeaderPatterns must match these regular expressions (RE2).
	HeaderPatterns map[string]string `json:"header_patterns,omitempty"`
	// AbsentHeaders must not be sent.
	AbsentHeaders []string `json:"absent_headers,omitempty"`
	// Body is compared with the JSON body like Expect.Result (a subset), or exactly with BodyExact.
	Body      json.RawMessage `json:"body,omitempty"`
	BodyExact bool            `json:"body_exact,omitempty"`
	// Parts are the exact multipart/form-data parts: the same names, and per name the same parts in order.
	Parts []ExpectedPart `json:"parts,omitempty"`
}

// ExpectedPart is one multipart part.
type ExpectedPart struct {
	Name  string `json:"name"`
	Value string `json:"value"`
	// Filename: nil is not checked; "" means the part must not be a file.
	Filename *string `json:"filename,omitempty"`
	// ContentType is compared as a media type, without parameters; nil is not checked.
	ContentType *string `json:"content_type,omitempty"`
}

// ExpectedError is the error a call must raise.
type ExpectedError struct {
	// Kind is one of the Kind* constants. KindAPI matches any error the SDK raises as an API error, status
	// errors included.
	Kind string `json:"kind"`
	// Status is checked when not zero.
	Status int `json:"status,omitempty"`
	// MessageContains are substrings of the error message.
	MessageContains []string `json:"message_contains,omitempty"`
	// RequestID is the x-request-id the error must expose, when not empty.
	RequestID string `json:"request_id,omitempty"`
}

// Error kinds a driver reports.
const (
	KindBadRequest          = "bad_request"          // 400
	KindAuthentication      = "authentication"       // 401
	KindPermissionDenied    = "permission_denied"    // 403
	KindNotFound            = "not_found"            // 404
	KindConflict            = "conflict"             // 409
	KindUnprocessableEntity = "unprocessable_entity" // 422
	KindRateLimit           = "rate_limit"           // 429
	KindInternalServer      = "internal_server"      // >= 500
	KindStatus              = "status"               // any other status >= 400
	KindAPI                 = "api"                  // an API error that is neither a status nor a connection error (e.g. an SSE error event)
	KindConnection          = "connection"           // no response
	KindTimeout             = "timeout"              // the last attempt timed out
	KindClient              = "client"               // raised by the SDK before sending (bad arguments, missing credentials)
	KindDriver              = "driver"               // the driver itself failed (unknown method, watchdog); never expected
)

// statusKinds are the kinds of status errors.
var statusKinds = []string{KindBadRequest, KindAuthentication, KindPermissionDenied, KindNotFound, KindConflict,
	KindUnprocessableEntity, KindRateLimit, KindInternalServer, KindStatus}

// knownKinds are every kind a scenario may expect.
var knownKinds = append([]string{KindAPI, KindConnection, KindTimeout, KindClient}, statusKinds...)

var snakeCase = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

// ParseScenarios decodes a scenarios file (strictly: unknown keys are errors) and checks that every scenario is
// well formed.
func ParseScenarios(data []byte) ([]Scenario, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("conformance: decode scenarios: %w", err)
	}
	if err := validateScenarios(f.Scenarios); err != nil {
		return nil, err
	}
	return f.Scenarios, nil
}

// validateScenarios reports every malformed scenario at once.
func validateScenarios(scenarios []Scenario) error {
	var errs []error
	seen := map[string]bool{}
	for i, s := range scenarios {
		bad := func(format string, args ...any) {
			errs = append(errs, fmt.Errorf("conformance: scenario %d (%s): %s", i, s.Name, fmt.Sprintf(format, args...)))
		}
		if !snakeCase.MatchString(s.Name) {
			bad("name must be snake_case")
		}
		if seen[s.Name] {
			bad("duplicate name")
		}
		seen[s.Name] = true
		if strings.TrimSpace(s.Description) == "" {
			bad("description is empty")
		}
		if res, meth, ok := strings.Cut(s.Call.Method, "."); !ok || !snakeCase.MatchString(res) || !snakeCase.MatchString(meth) {
			bad("call.method %q is not resource.method", s.Call.Method)
		}
		switch s.Collect {
		case CollectValue, CollectItems, CollectPages, CollectEvents:
		default:
			bad("collect %q is not one of value, items, pages, events", s.Collect)
		}
		for j, r := range s.Responses {
			n := 0
			for _, set := range []bool{len(r.Body) > 0, r.Text != nil, r.SSE != nil, r.Disconnect} {
				if set {
					n++
				}
			}
			if n > 1 {
				bad("response %d: at most one of body, text, sse, disconnect", j)
			}
			if r.Status != 0 && (r.Status < 100 || r.Status > 599) {
				bad("response %d: status %d", j, r.Status)
			}
			if len(r.Body) > 0 && !json.Valid(r.Body) {
				bad("response %d: body is not JSON", j)
			}
		}
		e := s.Expect
		if e.RequestCount == nil {
			bad("expect.request_count is required")
		} else {
			if *e.RequestCount > len(s.Responses) {
				bad("expect.request_count %d exceeds the %d scripted responses", *e.RequestCount, len(s.Responses))
			}
			if len(e.Requests) > *e.RequestCount {
				bad("expect.requests has %d entries for %d requests", len(e.Requests), *e.RequestCount)
			}
			if len(e.GapsMS) > 0 && len(e.GapsMS) >= *e.RequestCount {
				bad("expect.gaps_ms has %d entries for %d requests", len(e.GapsMS), *e.RequestCount)
			}
		}
		for j, g := range e.GapsMS {
			if g.Min < 0 || g.Max < g.Min {
				bad("expect.gaps_ms[%d]: min %d, max %d", j, g.Min, g.Max)
			}
		}
		for j, r := range e.Requests {
			for h, p := range r.HeaderPatterns {
				if _, err := regexp.Compile(p); err != nil {
					bad("expect.requests[%d].header_patterns[%s]: %v", j, h, err)
				}
			}
			if len(r.Body) > 0 && !json.Valid(r.Body) {
				bad("expect.requests[%d].body is not JSON", j)
			}
			if r.BodyExact && len(r.Body) == 0 {
				bad("expect.requests[%d]: body_exact without body", j)
			}
		}
		if e.Error != nil && !slices.Contains(knownKinds, e.Error.Kind) {
			bad("expect.error.kind %q is unknown", e.Error.Kind)
		}
		if e.Error == nil && len(e.Result) == 0 {
			bad("expect needs a result or an error")
		}
		if len(e.Result) > 0 && !json.Valid(e.Result) {
			bad("expect.result is not JSON")
		}
	}
	return errors.Join(errs...)
}
