package requestconfig

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// WithSettings gives the API's settings and sets the headers that derive from them (platform, config defaults,
// <PREFIX>_CUSTOM_HEADERS) unless a header option set them already. The generated client passes it first.
func WithSettings(s *Settings) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		if s == nil {
			return errors.New("requestconfig.WithSettings: nil settings")
		}
		cfg.settings = s
		for _, h := range defaultHeaders(s) {
			if !cfg.isTouched(h[0]) {
				cfg.Request.Header.Set(h[0], h[1])
			}
		}
		return nil
	})
}

// WithBaseURL sets the base URL. An empty URL changes nothing (an empty <PREFIX>_BASE_URL).
func WithBaseURL(base string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.baseURL = strings.TrimSpace(base)
		return nil
	})
}

// WithEnvironment picks one of Settings.Environments by name.
func WithEnvironment(name string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.environment = name
		return nil
	})
}

// WithClientValue sets the client option called name (Settings.Options), a credential for instance.
func WithClientValue(name, value string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		if cfg.values == nil {
			cfg.values = map[string]string{}
		}
		cfg.values[name] = value
		return nil
	})
}

// WithHTTPClient sends the requests through client instead of http.DefaultClient; nil restores the default.
func WithHTTPClient(client HTTPDoer) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.client = client
		if isNil(client) {
			cfg.client = nil
		}
		return nil
	})
}

// WithMiddleware adds middleware around every attempt; the first added is the outermost.
func WithMiddleware(middlewares ...Middleware) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		for _, m := range middlewares {
			if m != nil {
				cfg.middlewares = append(cfg.middlewares, m)
			}
		}
		return nil
	})
}

// WithMaxRetries sets how many times a failed attempt is retried; 0 turns retries off.
func WithMaxRetries(n int) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		if n < 0 {
			return fmt.Errorf("max retries must not be negative, got %d", n)
		}
		cfg.maxRetries = &n
		return nil
	})
}

// WithRequestTimeout sets the timeout of each attempt; 0 or less means none (the context's deadline still
// applies).
func WithRequestTimeout(d time.Duration) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.timeout = &d
		return nil
	})
}

// WithMethodDefaults sets a method's default_request_options. Either may be nil. They lose to the client's and
// the call's WithRequestTimeout and WithMaxRetries, whatever the order.
func WithMethodDefaults(timeout *time.Duration, maxRetries *int) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		if timeout != nil {
			cfg.methodTime = timeout
		}
		if maxRetries != nil {
			cfg.methodMax = maxRetries
		}
		return nil
	})
}

// WithSecurity replaces Settings.Security for one method: an empty, non-nil list sends no credentials.
func WithSecurity(alternatives [][]string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.security, cfg.securitySet = alternatives, alternatives != nil
		return nil
	})
}

// WithHeader sets a header, replacing its values.
func WithHeader(key, value string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.Request.Header.Set(key, value)
		cfg.touch(key)
		return nil
	})
}

// WithHeaderAdd adds a value to a header.
func WithHeaderAdd(key, value string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.Request.Header.Add(key, value)
		cfg.touch(key)
		return nil
	})
}

// WithHeaderDel removes a header, including one the runtime would generate.
func WithHeaderDel(key string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.Request.Header.Del(key)
		cfg.touch(key)
		return nil
	})
}

// WithQuerySet sets a query param, replacing its values.
func WithQuerySet(key, value string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.editQuery(key, func(q url.Values) { q.Set(key, value) })
		return nil
	})
}

// WithQueryAdd adds a value to a query param.
func WithQueryAdd(key, value string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.editQuery(key, func(q url.Values) { q.Add(key, value) })
		return nil
	})
}

// WithQueryDel removes a query param.
func WithQueryDel(key string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.editQuery(key, func(q url.Values) { q.Del(key) })
		return nil
	})
}

// WithJSONSet sets the property at a dotted path of the JSON body ("a.b"), creating objects on the way; without a
// body it starts one.
func WithJSONSet(key string, value any) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		data, err := json.Marshal(value)
		if err != nil {
			return fmt.Errorf("WithJSONSet(%q): %w", key, err)
		}
		return cfg.editJSON(key, data)
	})
}

// WithJSONDel removes the property at a dotted path of the JSON body.
func WithJSONDel(key string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		return cfg.editJSON(key, nil)
	})
}

// editJSON sets (value != nil) or deletes a property of the JSON body.
func (cfg *RequestConfig) editJSON(key string, value []byte) error {
	if cfg.body.reader != nil || (cfg.body.data != nil && !cfg.body.isJSON) {
		return fmt.Errorf("cannot edit %q: the request body is not JSON", key)
	}
	data, err := editPath(cfg.body.data, strings.Split(key, "."), value)
	if err != nil {
		return fmt.Errorf("editing %q of the JSON body: %w", key, err)
	}
	cfg.body = requestBody{data: data, isJSON: true}
	if cfg.Request.Header.Get("Content-Type") == "" {
		cfg.Request.Header.Set("Content-Type", "application/json")
	}
	return nil
}

// WithRequestBody replaces the body: an io.Reader, []byte or string is sent as is, anything else as JSON.
func WithRequestBody(contentType string, body any) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		b, err := bodyOf(contentType, body)
		if err != nil {
			return err
		}
		cfg.setBody(b, contentType)
		return nil
	})
}

func bodyOf(contentType string, body any) (requestBody, error) {
	switch b := body.(type) {
	case io.Reader:
		return readerBody(b), nil
	case []byte:
		return requestBody{data: b, isJSON: isJSONType(contentType)}, nil
	case string:
		return requestBody{data: []byte(b), isJSON: isJSONType(contentType)}, nil
	}
	data, err := marshalJSON(body)
	if err != nil {
		return requestBody{}, fmt.Errorf("encoding the request body: %w", err)
	}
	return requestBody{data: data, isJSON: true}, nil
}

func isJSONType(contentType string) bool {
	return contentType == "" || strings.Contains(strings.ToLower(contentType), "json")
}

// WithResponseInto stores the final response in dst (its body still readable), even when the call fails with a
// status error.
func WithResponseInto(dst **http.Response) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.ResponseInto = dst
		return nil
	})
}

// WithResponseBodyInto decodes the response into dst instead of the method's result (see README.md for the
// destinations).
func WithResponseBodyInto(dst any) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.dst = dst
		return nil
	})
}

// WithResponseUnwrap decodes the property at path (one key per element) instead of the whole body.
func WithResponseUnwrap(path ...string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.unwrap = append([]string(nil), path...)
		return nil
	})
}

// WithIdempotencyKey sends key as the call's idempotency key (on every attempt) instead of a generated one.
func WithIdempotencyKey(key string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.idemKey = key
		return nil
	})
}

// WithDebugLog writes every attempt's request and response, credentials redacted, to logger (log.Default() when
// nil).
func WithDebugLog(logger *log.Logger) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		if logger == nil {
			logger = log.Default()
		}
		cfg.debugLog = logger
		return nil
	})
}

// WithURL requests rawURL as given, its query included, instead of the path and query built so far (cursor_url
// pagination). A relative URL is resolved against the base URL like a path.
func WithURL(rawURL string) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		u, err := url.Parse(rawURL)
		if err != nil {
			return fmt.Errorf("invalid URL %q: %w", rawURL, err)
		}
		cfg.Request.URL = u
		cfg.Request.Host = ""
		return nil
	})
}

// PathEscape escapes a path param so that it stays one path segment ("/" included).
func PathEscape(s string) string { return url.PathEscape(s) }
