// Package option holds the options of the client and of each call. Pass them to the client's constructor to apply
// them to every request, or to a method to apply them to that call only; a call's options win over the client's.
package option

import (
	"log"
	"net/http"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/requestconfig"
)

// RequestOption changes how requests are made. Options apply in order: the client's, then the call's, so the last
// one given for a setting wins.
type RequestOption = requestconfig.RequestOption

// HTTPClient sends one HTTP request. *http.Client implements it, and so can any wrapper around one (for tracing,
// recording, testing).
type HTTPClient interface {
	Do(*http.Request) (*http.Response, error)
}

// Middleware is called for every attempt (retries included) with the request and next, which sends it on. It may
// change the request, call next, and inspect or replace the response.
type Middleware = func(*http.Request, MiddlewareNext) (*http.Response, error)

// MiddlewareNext sends a request through the remaining middleware and the HTTP client.
type MiddlewareNext = func(*http.Request) (*http.Response, error)

// WithBaseURL sends requests to base instead of the default environment, with or without a trailing slash. Passing
// it together with an environment option is an error; an empty base changes nothing.
func WithBaseURL(base string) RequestOption { return requestconfig.WithBaseURL(base) }

// WithEnvironment sends requests to the named environment of the API (the generated WithEnvironment<Name>
// options call it). It wins over the <PREFIX>_BASE_URL environment variable but not over WithBaseURL: passing both
// is an error.
func WithEnvironment(name string) RequestOption { return requestconfig.WithEnvironment(name) }

// WithClientValue sets a client option by its name in the API's configuration, such as "api_key". The generated
// With<Option> functions call it with the value as a string.
func WithClientValue(name, value string) RequestOption {
	return requestconfig.WithClientValue(name, value)
}

// WithHTTPClient sends requests through client instead of http.DefaultClient, for custom transports, proxies or
// connection pools. Retries, timeouts and middleware still apply around it.
func WithHTTPClient(client HTTPClient) RequestOption { return requestconfig.WithHTTPClient(client) }

// WithMiddleware adds middleware around every attempt. Middleware added first runs outermost.
func WithMiddleware(middlewares ...Middleware) RequestOption {
	return requestconfig.WithMiddleware(middlewares...)
}

// WithMaxRetries sets how many times a request is retried after a connection error, a timeout, or a 408, 409, 429
// or 5xx response; 0 turns retries off. A request whose body is a one-shot io.Reader is never retried.
func WithMaxRetries(retries int) RequestOption { return requestconfig.WithMaxRetries(retries) }

// WithRequestTimeout limits each attempt, not the whole call: a timed-out attempt is retried. Zero or less means
// no per-attempt timeout. The context's deadline applies as well; the final error of a timeout satisfies
// errors.Is(err, context.DeadlineExceeded).
func WithRequestTimeout(timeout time.Duration) RequestOption {
	return requestconfig.WithRequestTimeout(timeout)
}

// WithHeader sets a header, replacing the SDK's own value for it.
func WithHeader(key, value string) RequestOption { return requestconfig.WithHeader(key, value) }

// WithHeaderAdd adds a value to a header, keeping those it has.
func WithHeaderAdd(key, value string) RequestOption { return requestconfig.WithHeaderAdd(key, value) }

// WithHeaderDel removes a header, including one the SDK would send.
func WithHeaderDel(key string) RequestOption { return requestconfig.WithHeaderDel(key) }

// WithQuery sets a query param, replacing its values.
func WithQuery(key, value string) RequestOption { return requestconfig.WithQuerySet(key, value) }

// WithQuerySet is WithQuery, under the name Go SDKs of the v1 style use.
func WithQuerySet(key, value string) RequestOption { return requestconfig.WithQuerySet(key, value) }

// WithQueryAdd adds a value to a query param, keeping those it has.
func WithQueryAdd(key, value string) RequestOption { return requestconfig.WithQueryAdd(key, value) }

// WithQueryDel removes a query param.
func WithQueryDel(key string) RequestOption { return requestconfig.WithQueryDel(key) }

// WithJSONSet sets a property of the JSON body, for fields the SDK does not know yet. The key is a dotted path
// ("metadata.owner"); objects on the way are created.
func WithJSONSet(key string, value any) RequestOption { return requestconfig.WithJSONSet(key, value) }

// WithJSONDel removes a property of the JSON body; the key is a dotted path.
func WithJSONDel(key string) RequestOption { return requestconfig.WithJSONDel(key) }

// WithRequestBody replaces the request body. An io.Reader, []byte or string is sent as is; anything else is sent
// as JSON. A reader other than *bytes.Buffer, *bytes.Reader or *strings.Reader can be sent only once, so the
// request is not retried.
func WithRequestBody(contentType string, body any) RequestOption {
	return requestconfig.WithRequestBody(contentType, body)
}

// WithResponseInto stores the raw response in dst, status and headers included, also when the call returns an
// error for its status. Its body can still be read.
func WithResponseInto(dst **http.Response) RequestOption { return requestconfig.WithResponseInto(dst) }

// WithResponseBodyInto decodes the response body into dst instead of the method's result, which is then left
// empty: dst may be a pointer to any type encoding/json decodes, a *[]byte or *string for the raw body, or a
// **http.Response for the unread response (close its body).
func WithResponseBodyInto(dst any) RequestOption { return requestconfig.WithResponseBodyInto(dst) }

// WithIdempotencyKey sends key as the request's idempotency key, on every attempt, instead of a generated one.
func WithIdempotencyKey(key string) RequestOption { return requestconfig.WithIdempotencyKey(key) }

// WithDebugLog writes every request and response to logger (log.Default() when nil), with credentials redacted.
// Setting <PREFIX>_LOG=debug logs the same through log/slog on stderr.
func WithDebugLog(logger *log.Logger) RequestOption { return requestconfig.WithDebugLog(logger) }
