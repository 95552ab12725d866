// Package apierror defines the error of a request whose response had a status of 400 or more (after retries). The
// root package aliases it as Error, for use with errors.As.
package apierror

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httputil"
	"strings"
)

// maxSummary bounds how much of a body Error() repeats, so that a large HTML error page stays readable in logs.
const maxSummary = 1000

// Error is a response with a status of 400 or more. It keeps the request and response of the last attempt and the
// response body, which Error() summarises and RawJSON returns.
type Error struct {
	StatusCode int
	Request    *http.Request
	Response   *http.Response
	// RequestID is the x-request-id response header, the value API support asks for.
	RequestID string
	// Message is the error body's message property (errors.message_property), else a readable default built from
	// the status and the body.
	Message string

	raw          []byte
	fromProperty bool
}

// New describes a failed response; body is its whole body (already read) and messageProperty a dotted path into
// the JSON body ("" or a path the body lacks gives the default message).
func New(req *http.Request, res *http.Response, body []byte, messageProperty string) *Error {
	e := &Error{Request: req, Response: res, raw: body}
	if res != nil {
		e.StatusCode = res.StatusCode
		e.RequestID = res.Header.Get("X-Request-Id")
	}
	if msg, ok := property(body, messageProperty); ok {
		e.Message, e.fromProperty = msg, true
	} else {
		e.Message = joinNonEmpty(": ", statusText(e.StatusCode), summary(body))
	}
	return e
}

// Error reads like `POST "https://api.example.com/items": 404 Not Found: item not found`. The URL's query is left
// out: it may hold an API key.
func (e *Error) Error() string {
	msg := e.Message
	if e.fromProperty {
		msg = joinNonEmpty(": ", statusText(e.StatusCode), e.Message)
	}
	if e.Request == nil || e.Request.URL == nil {
		return msg
	}
	u := *e.Request.URL
	u.RawQuery, u.ForceQuery, u.User = "", false, nil
	return fmt.Sprintf("%s %q: %s", e.Request.Method, u.String(), msg)
}

// RawJSON is the response body as received (JSON for most APIs, whatever the server sent otherwise).
func (e *Error) RawJSON() string { return string(e.raw) }

// DumpRequest renders the request of the last attempt in HTTP/1.1 wire form, with its body when body is true and
// the body can be replayed. Unlike debug logs it is not redacted: it shows credentials.
func (e *Error) DumpRequest(body bool) []byte {
	if e.Request == nil {
		return nil
	}
	req := e.Request.Clone(context.Background())
	body = body && req.GetBody != nil
	if body {
		rc, err := req.GetBody()
		if err != nil {
			return nil
		}
		req.Body = rc
	}
	out, err := httputil.DumpRequestOut(req, body)
	if err != nil {
		return nil
	}
	return out
}

// DumpResponse renders the response in HTTP/1.1 wire form, with its body when body is true.
func (e *Error) DumpResponse(body bool) []byte {
	if e.Response == nil {
		return nil
	}
	res := *e.Response
	res.Body = io.NopCloser(bytes.NewReader(e.raw))
	out, err := httputil.DumpResponse(&res, body)
	if err != nil {
		return nil
	}
	return out
}

// property finds the string at a dotted path of a JSON body; a value that is not a string is given as JSON.
func property(body []byte, path string) (string, bool) {
	if path == "" {
		return "", false
	}
	raw := json.RawMessage(body)
	for _, key := range strings.Split(path, ".") {
		var obj map[string]json.RawMessage
		if json.Unmarshal(raw, &obj) != nil {
			return "", false
		}
		var ok bool
		if raw, ok = obj[key]; !ok {
			return "", false
		}
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, s != ""
	}
	text := strings.TrimSpace(string(raw))
	return text, text != "" && text != "null"
}

// summary is the body on one line (compacted when it is JSON), shortened to maxSummary bytes.
func summary(body []byte) string {
	var buf bytes.Buffer
	text := strings.TrimSpace(string(body))
	if json.Compact(&buf, body) == nil {
		text = buf.String()
	}
	text = strings.Join(strings.Fields(text), " ")
	if len(text) > maxSummary {
		text = strings.ToValidUTF8(text[:maxSummary], "") + "…"
	}
	return text
}

// statusText is "404 Not Found", or the bare code for a status net/http does not name.
func statusText(code int) string {
	if code == 0 {
		return ""
	}
	return strings.TrimSpace(fmt.Sprintf("%d %s", code, http.StatusText(code)))
}

func joinNonEmpty(sep string, parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, sep)
}
