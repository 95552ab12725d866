package apierror

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// build is the error of a POST answered with status, header and body.
func build(status int, header http.Header, body, property string) *Error {
	req, _ := http.NewRequest(http.MethodPost, "https://api.example.com/v1/items?api_key=secret", strings.NewReader(`{"name":"w"}`))
	if header == nil {
		header = http.Header{}
	}
	res := &http.Response{StatusCode: status, Status: http.StatusText(status), Header: header, Request: req,
		Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1, Body: http.NoBody}
	return New(req, res, []byte(body), property)
}

func TestMessageFromProperty(t *testing.T) {
	body := `{"error":{"message":"item not found"}}`
	e := build(404, http.Header{"X-Request-Id": {"req_404"}}, body, "error.message")
	if e.Message != "item not found" || e.StatusCode != 404 || e.RequestID != "req_404" {
		t.Fatalf("got %+v", e)
	}
	want := `POST "https://api.example.com/v1/items": 404 Not Found: item not found`
	if e.Error() != want {
		t.Errorf("Error() = %q, want %q", e.Error(), want)
	}
	if e.RawJSON() != body {
		t.Errorf("RawJSON() = %q", e.RawJSON())
	}
}

func TestDefaultMessage(t *testing.T) {
	cases := []struct {
		name, property, body, want string
	}{
		{"no property configured", "", `{"message": "boom"}`, `500 Internal Server Error: {"message":"boom"}`},
		{"property missing", "detail", `{"message":"boom"}`, `500 Internal Server Error: {"message":"boom"}`},
		{"text body", "message", "Bad\n  Gateway", "500 Internal Server Error: Bad Gateway"},
		{"empty body", "message", "", "500 Internal Server Error"},
		{"null property", "message", `{"message":null}`, `500 Internal Server Error: {"message":null}`},
		{"non-string property", "message", `{"message":{"code":7}}`, `{"code":7}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := build(500, nil, c.body, c.property).Message; got != c.want {
				t.Errorf("Message = %q, want %q", got, c.want)
			}
		})
	}
}

func TestLongBodyIsShortened(t *testing.T) {
	e := build(502, nil, strings.Repeat("x", 5000), "")
	if len(e.Message) > maxSummary+50 || !strings.HasSuffix(e.Message, "…") {
		t.Errorf("message not shortened: %d bytes", len(e.Message))
	}
	if len(e.RawJSON()) != 5000 {
		t.Errorf("RawJSON must keep the whole body")
	}
}

func TestErrorsAs(t *testing.T) {
	var err error = build(429, nil, `{}`, "message")
	var apiErr *Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != 429 {
		t.Fatalf("errors.As failed: %v", err)
	}
}

func TestDumps(t *testing.T) {
	e := build(400, http.Header{"Content-Type": {"application/json"}}, `{"message":"bad"}`, "message")
	e.Request.Body = io.NopCloser(&bytes.Buffer{}) // consumed by the attempt; GetBody replays it
	dump := string(e.DumpRequest(true))
	if !strings.HasPrefix(dump, "POST /v1/items?api_key=secret HTTP/1.1") || !strings.Contains(dump, `{"name":"w"}`) {
		t.Errorf("DumpRequest = %q", dump)
	}
	if d := string(e.DumpRequest(false)); strings.Contains(d, `{"name":"w"}`) {
		t.Errorf("DumpRequest(false) has the body: %q", d)
	}
	out := string(e.DumpResponse(true))
	if !strings.HasPrefix(out, "HTTP/1.1 400") || !strings.Contains(out, `{"message":"bad"}`) {
		t.Errorf("DumpResponse = %q", out)
	}
}

func TestWithoutRequest(t *testing.T) {
	res := &http.Response{StatusCode: 418, Header: http.Header{}}
	e := New(nil, res, []byte(`{"message":"teapot"}`), "message")
	if e.Error() != "418 I'm a teapot: teapot" {
		t.Errorf("Error() = %q", e.Error())
	}
	if e.DumpRequest(true) != nil {
		t.Error("DumpRequest without a request")
	}
	e.Request = &http.Request{Method: "GET", URL: &url.URL{Scheme: "https", Host: "h", Path: "/p", User: url.User("u")}}
	if e.Error() != `GET "https://h/p": 418 I'm a teapot: teapot` {
		t.Errorf("Error() = %q", e.Error())
	}
}
