package clikit

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httputil"
	"strings"
	"sync"
)

// redacted replaces secrets in --debug output.
const redacted = "***"

// alwaysSensitive are headers that carry credentials in any API.
var alwaysSensitive = []string{"Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie"}

// DebugMiddleware dumps every attempt's request and response to stderr with credentials redacted: the values of
// the credential headers and query params, and every credential value given as a flag or in the environment,
// wherever it appears. Event streams and binary bodies are shown by their headers only.
func (c *Call) DebugMiddleware() Middleware {
	secrets := c.secrets()
	names := append(append([]string{}, alwaysSensitive...), c.App.Sensitive...)
	var mu sync.Mutex
	return func(req *http.Request, next func(*http.Request) (*http.Response, error)) (*http.Response, error) {
		dump, err := httputil.DumpRequestOut(redactRequest(req, names), textBody(req.Header.Get("Content-Type")))
		mu.Lock()
		if err == nil {
			fmt.Fprintf(c.s.Err, "--> request\n%s\n", scrub(dump, secrets))
		}
		mu.Unlock()
		res, err := next(req)
		if err != nil {
			fmt.Fprintf(c.s.Err, "<-- %v\n", err)
			return res, err
		}
		shown := res
		if len(names) > 0 {
			cp := *res
			cp.Header = redactHeader(res.Header, names)
			shown = &cp
		}
		withBody := textBody(res.Header.Get("Content-Type"))
		out, derr := httputil.DumpResponse(shown, withBody)
		if withBody {
			res.Body = shown.Body // DumpResponse replaced the body of the copy with a re-readable one
		}
		if derr == nil {
			mu.Lock()
			fmt.Fprintf(c.s.Err, "<-- response\n%s\n", scrub(out, secrets))
			mu.Unlock()
		}
		return res, nil
	}
}

// textBody reports whether a body of this content type is worth dumping: not an event stream, not binary.
func textBody(contentType string) bool {
	ct := strings.ToLower(contentType)
	switch {
	case ct == "":
		return true
	case strings.Contains(ct, "event-stream"):
		return false
	case strings.Contains(ct, "json"), strings.HasPrefix(ct, "text/"), strings.Contains(ct, "xml"),
		strings.Contains(ct, "x-www-form-urlencoded"), strings.Contains(ct, "yaml"):
		return true
	}
	return false
}

// redactRequest is a copy of req whose credential headers and query params are redacted.
func redactRequest(req *http.Request, names []string) *http.Request {
	cp := req.Clone(req.Context())
	cp.Header = redactHeader(req.Header, names)
	q := cp.URL.Query()
	changed := false
	for _, n := range names {
		for k := range q {
			if strings.EqualFold(k, n) {
				q.Set(k, redacted)
				changed = true
			}
		}
	}
	if changed {
		u := *cp.URL
		u.RawQuery = q.Encode()
		cp.URL = &u
	}
	if req.GetBody != nil {
		if body, err := req.GetBody(); err == nil {
			cp.Body = body
		}
	} else {
		cp.Body = http.NoBody
	}
	return cp
}

func redactHeader(h http.Header, names []string) http.Header {
	out := h.Clone()
	for _, n := range names {
		if _, ok := out[http.CanonicalHeaderKey(n)]; ok {
			out.Set(n, redacted)
		}
	}
	return out
}

// scrub replaces every secret value in a dump.
func scrub(dump []byte, secrets []string) []byte {
	for _, s := range secrets {
		if len(s) >= 4 {
			dump = bytes.ReplaceAll(dump, []byte(s), []byte(redacted))
		}
	}
	return dump
}
