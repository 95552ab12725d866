package conformance

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"strings"
	"testing"
	"time"
)

func intp(n int) *int { return &n }

func strp(s string) *string { return &s }

func newTestServer(t *testing.T, scenarios ...Scenario) *Server {
	t.Helper()
	srv, err := NewServer(scenarios)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return srv
}

// answer is a response read to the end.
type answer struct {
	StatusCode int
	Header     http.Header
}

func do(t *testing.T, req *http.Request) (answer, []byte) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return answer{resp.StatusCode, resp.Header}, body
}

func TestServerFollowsScriptAndRecords(t *testing.T) {
	srv := newTestServer(t, Scenario{Name: "s", Responses: []Response{
		{Status: 503, Headers: map[string]string{"Retry-After": "1", "Link": "<{base_url}/next>; rel=\"next\""}, Body: json.RawMessage(`{"next": "{base_url}/p2"}`)},
		{Text: strp("plain {base_url}")},
		{SSE: []string{"event: delta", "data: {\"a\":1}", "", "data: [DONE]", ""}},
	}})
	base := srv.BaseURL("s")

	req, _ := http.NewRequest("POST", base+"/items/a%20b%2Fc?tags=a&tags=b&filter.x=1", strings.NewReader(`{"name":"w"}`))
	req.Header.Set("X-Api-Key", "k")
	req.Header.Add("X-Multi", "1")
	req.Header.Add("X-Multi", "2")
	resp, body := do(t, req)
	if resp.StatusCode != 503 || resp.Header.Get("Retry-After") != "1" {
		t.Errorf("response 1: status %d, Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	if got := resp.Header.Get("Content-Type"); got != "application/json" {
		t.Errorf("response 1: Content-Type %q", got)
	}
	if want := `{"next": "` + base + `/p2"}`; string(body) != want {
		t.Errorf("response 1: body %s, want %s", body, want)
	}
	if want := "<" + base + "/next>; rel=\"next\""; resp.Header.Get("Link") != want {
		t.Errorf("response 1: Link %q, want %q", resp.Header.Get("Link"), want)
	}

	resp, body = do(t, mustRequest(t, "GET", base+"/x"))
	if resp.StatusCode != 200 || string(body) != "plain "+base || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain") {
		t.Errorf("response 2: %d %q %q", resp.StatusCode, resp.Header.Get("Content-Type"), body)
	}
	resp, body = do(t, mustRequest(t, "GET", base+"/stream"))
	if resp.Header.Get("Content-Type") != "text/event-stream" || string(body) != "event: delta\ndata: {\"a\":1}\n\ndata: [DONE]\n\n" {
		t.Errorf("response 3: %q %q", resp.Header.Get("Content-Type"), body)
	}

	// A fourth request is off script.
	resp, body = do(t, mustRequest(t, "DELETE", base+"/extra"))
	if resp.StatusCode != StatusOffScript || resp.Header.Get("x-should-retry") != "false" || !strings.Contains(string(body), "scripted 3 responses; this is request 4") {
		t.Errorf("off script: %d %q %s", resp.StatusCode, resp.Header.Get("x-should-retry"), body)
	}

	got := srv.Requests("s")
	if len(got) != 4 {
		t.Fatalf("recorded %d requests, want 4", len(got))
	}
	r := got[0]
	if r.Index != 0 || r.Method != "POST" || r.Path != "/items/a%20b%2Fc" {
		t.Errorf("request 1: index %d method %s path %s", r.Index, r.Method, r.Path)
	}
	if r.RawQuery != "tags=a&tags=b&filter.x=1" || strings.Join(r.Query["tags"], ",") != "a,b" || r.Query.Get("filter.x") != "1" {
		t.Errorf("request 1: query %q %v", r.RawQuery, r.Query)
	}
	if r.Header.Get("X-Api-Key") != "k" || headerValue(r, "X-Multi") != "1, 2" {
		t.Errorf("request 1: headers %v", r.Header)
	}
	if string(r.Body) != `{"name":"w"}` || r.OffScript {
		t.Errorf("request 1: body %q, off script %v", r.Body, r.OffScript)
	}
	if got[1].Path != "/x" || got[3].Index != 3 || !got[3].OffScript || got[2].OffScript {
		t.Errorf("requests 2-4: %+v", []string{Summary(got[1]), Summary(got[2]), Summary(got[3])})
	}
	for i := 1; i < len(got); i++ {
		if got[i].Arrived.Before(got[i-1].Arrived) {
			t.Errorf("request %d arrived before request %d", i+1, i)
		}
	}
	if s := Summary(got[3]); !strings.Contains(s, "DELETE /extra") || !strings.Contains(s, "beyond the script") {
		t.Errorf("summary %q", s)
	}
}

func mustRequest(t *testing.T, method, url string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}

func TestServerRecordsMultipart(t *testing.T) {
	srv := newTestServer(t, Scenario{Name: "up", Responses: []Response{{Body: json.RawMessage(`{}`)}}})
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="file"; filename="hello.txt"`)
	h.Set("Content-Type", "text/plain")
	fw, _ := mw.CreatePart(h)
	_, _ = fw.Write([]byte("hello"))
	_ = mw.WriteField("tags[0]", "a")
	_ = mw.WriteField("tags[1]", "b")
	_ = mw.Close()
	req, _ := http.NewRequest("POST", srv.BaseURL("up")+"/uploads", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	do(t, req)

	got := srv.Requests("up")
	if len(got) != 1 {
		t.Fatalf("%d requests", len(got))
	}
	parts := got[0].Parts
	if got[0].PartsError != "" || len(parts) != 3 {
		t.Fatalf("parts %+v, error %q", parts, got[0].PartsError)
	}
	if p := parts[0]; p.Name != "file" || p.Filename != "hello.txt" || !p.IsFile || p.ContentType != "text/plain" || string(p.Value) != "hello" {
		t.Errorf("file part %+v", p)
	}
	if p := parts[2]; p.Name != "tags[1]" || p.IsFile || p.Filename != "" || string(p.Value) != "b" {
		t.Errorf("field part %+v", p)
	}
}

func TestServerBrokenMultipart(t *testing.T) {
	srv := newTestServer(t, Scenario{Name: "up", Responses: []Response{{Body: json.RawMessage(`{}`)}}})
	req, _ := http.NewRequest("POST", srv.BaseURL("up")+"/uploads", strings.NewReader("not multipart"))
	req.Header.Set("Content-Type", "multipart/form-data; boundary=xyz")
	do(t, req)
	if got := srv.Requests("up"); len(got) != 1 || got[0].PartsError == "" {
		t.Fatalf("want a parts error, got %+v", got)
	}
}

func TestServerUnknownScenario(t *testing.T) {
	srv := newTestServer(t, Scenario{Name: "known"})
	for _, path := range []string{"/s/unknown/items", "/items"} {
		resp, body := do(t, mustRequest(t, "GET", srv.URL+path))
		if resp.StatusCode != StatusOffScript || !strings.Contains(string(body), "names no scenario") {
			t.Errorf("%s: %d %s", path, resp.StatusCode, body)
		}
	}
	if strays := srv.Strays(); len(strays) != 2 || strays[0] != "GET /s/unknown/items" {
		t.Errorf("strays %q", strays)
	}
	if len(srv.Requests("known")) != 0 {
		t.Error("a stray was recorded under a scenario")
	}
}

func TestNewServerRejectsBadNames(t *testing.T) {
	if _, err := NewServer([]Scenario{{Name: "a"}, {Name: "a"}}); err == nil {
		t.Error("duplicate names accepted")
	}
	if _, err := NewServer([]Scenario{{Name: "a/b"}}); err == nil {
		t.Error("a name with a slash accepted")
	}
}

func TestServerDelayAndDisconnect(t *testing.T) {
	srv := newTestServer(t, Scenario{Name: "d", Responses: []Response{
		{DelayMS: 150, Body: json.RawMessage(`{"ok":true}`)},
		{Disconnect: true},
		{DelayMS: 5000, Body: json.RawMessage(`{}`)},
	}})
	start := time.Now()
	resp, _ := do(t, mustRequest(t, "GET", srv.BaseURL("d")+"/slow"))
	if d := time.Since(start); resp.StatusCode != 200 || d < 150*time.Millisecond {
		t.Errorf("delayed response after %s, status %d", d, resp.StatusCode)
	}
	if resp, err := http.DefaultClient.Do(mustRequest(t, "GET", srv.BaseURL("d")+"/drop")); err == nil {
		_ = resp.Body.Close()
		t.Errorf("disconnect: got status %d, want a connection error", resp.StatusCode)
	}
	// A client that gives up ends the delay early.
	c := &http.Client{Timeout: 100 * time.Millisecond}
	start = time.Now()
	resp2, err := c.Do(mustRequest(t, "GET", srv.BaseURL("d")+"/timeout"))
	if err == nil {
		_ = resp2.Body.Close()
		t.Fatal("want a client timeout")
	}
	var ne interface{ Timeout() bool }
	if !errors.As(err, &ne) || !ne.Timeout() {
		t.Errorf("want a timeout error, got %v", err)
	}
	if got := srv.Requests("d"); len(got) != 3 {
		t.Errorf("recorded %d requests, want 3 (the dropped and timed-out ones too)", len(got))
	}
	if time.Since(start) > 2*time.Second {
		t.Error("the client timeout took too long")
	}
}

func TestServerHTTPDate(t *testing.T) {
	fixed := time.Date(2030, 1, 2, 3, 4, 5, 400e6, time.UTC)
	s := &Server{now: func() time.Time { return fixed }}
	got := s.expandHeader("{http_date+2}", "http://x")
	// now + 2 s = 03:04:07.4, rounded up to 03:04:08: between 2 and 3 seconds away.
	if want := "Wed, 02 Jan 2030 03:04:08 GMT"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := s.expandHeader("<{base_url}/a>", "http://x/s/n"); got != "<http://x/s/n/a>" {
		t.Errorf("got %q", got)
	}
}
