package conformance

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
)

// StatusOffScript is the status the server answers when a request is not in any script: more requests than a
// scenario scripted, or an unknown scenario. It comes with `x-should-retry: false`, so SDKs do not retry it.
const StatusOffScript = 599

// maxBody bounds a recorded request body.
const maxBody = 16 << 20

// Request is one request the server received, as recorded.
type Request struct {
	// Index is the request's position within its scenario, from 0.
	Index  int
	Method string
	// Path is the raw path after the scenario's base (/s/<name>), still percent-encoded.
	Path     string
	RawQuery string
	Query    url.Values
	Header   http.Header
	Body     []byte
	// Parts are the multipart/form-data parts in order, when the body is multipart.
	Parts []Part
	// PartsError is why a multipart body could not be parsed.
	PartsError string
	// Arrived is when the server started handling the request.
	Arrived time.Time
	// OffScript: the request was beyond the scenario's script and was answered with StatusOffScript.
	OffScript bool
}

// Part is one multipart part.
type Part struct {
	Name        string
	Filename    string
	ContentType string
	Value       []byte
	// IsFile: the part's Content-Disposition has a filename parameter.
	IsFile bool
}

// Server answers every scenario from its script under /s/<scenario name>/... and records what it received. It is
// safe for concurrent use.
type Server struct {
	// URL is the server's root, e.g. http://127.0.0.1:41234.
	URL string

	srv       *httptest.Server
	scenarios map[string]Scenario

	mu       sync.Mutex
	requests map[string][]Request
	strays   []string
	now      func() time.Time
}

// NewServer starts a server on a loopback port for these scenarios. Close it when done.
func NewServer(scenarios []Scenario) (*Server, error) {
	s := &Server{scenarios: map[string]Scenario{}, requests: map[string][]Request{}, now: time.Now}
	for _, sc := range scenarios {
		if _, dup := s.scenarios[sc.Name]; dup {
			return nil, fmt.Errorf("conformance: duplicate scenario %q", sc.Name)
		}
		if sc.Name == "" || strings.ContainsAny(sc.Name, "/?#%") {
			return nil, fmt.Errorf("conformance: scenario name %q cannot be a path segment", sc.Name)
		}
		s.scenarios[sc.Name] = sc
	}
	s.srv = httptest.NewServer(s)
	s.URL = s.srv.URL
	return s, nil
}

// Close stops the server and closes its connections.
func (s *Server) Close() { s.srv.Close() }

// BaseURL is the base URL a driver gives the client of a scenario.
func (s *Server) BaseURL(name string) string { return s.URL + "/s/" + name }

// Requests returns what the server received for a scenario, in arrival order.
func (s *Server) Requests(name string) []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests[name]...)
}

// Strays returns requests that named no scenario ("GET /path"), in arrival order.
func (s *Server) Strays() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.strays...)
}

// ServeHTTP routes /s/<name>/<path> to the scenario's script.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	arrived := s.now()
	rawPath, rawQuery, _ := strings.Cut(r.RequestURI, "?")
	rest, ok := strings.CutPrefix(rawPath, "/s/")
	name, path, _ := strings.Cut(rest, "/")
	sc, known := s.scenarios[name]
	if !ok || !known {
		s.mu.Lock()
		s.strays = append(s.strays, r.Method+" "+r.RequestURI)
		s.mu.Unlock()
		offScript(w, fmt.Sprintf("conformance: %s %s names no scenario; use the base URL <server>/s/<scenario name>", r.Method, r.RequestURI))
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		// The client went away while sending; record what arrived.
		body = append(body, []byte("<read error: "+err.Error()+">")...)
	}
	query, err := url.ParseQuery(rawQuery)
	if err != nil {
		query = url.Values{}
	}
	req := Request{
		Method:   r.Method,
		Path:     "/" + path,
		RawQuery: rawQuery,
		Query:    query,
		Header:   r.Header.Clone(),
		Body:     body,
		Arrived:  arrived,
	}
	if mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err == nil && mt == "multipart/form-data" {
		req.Parts, err = parseParts(body, params["boundary"])
		if err != nil {
			req.PartsError = err.Error()
		}
	}

	s.mu.Lock()
	req.Index = len(s.requests[name])
	req.OffScript = req.Index >= len(sc.Responses)
	s.requests[name] = append(s.requests[name], req)
	s.mu.Unlock()

	if req.OffScript {
		offScript(w, fmt.Sprintf("conformance: scenario %s scripted %d responses; this is request %d (%s %s)",
			name, len(sc.Responses), req.Index+1, r.Method, r.RequestURI))
		return
	}
	s.respond(w, r, sc.Responses[req.Index], s.BaseURL(name))
}

// respond sends one scripted response.
func (s *Server) respond(w http.ResponseWriter, r *http.Request, resp Response, base string) {
	// Every connection serves one request: no HTTP stack can then retry a request on a reused connection behind
	// the SDK's back, which would add requests the SDK did not make.
	w.Header().Set("Connection", "close")
	if resp.DelayMS > 0 {
		t := time.NewTimer(time.Duration(resp.DelayMS) * time.Millisecond)
		defer t.Stop()
		select {
		case <-t.C:
		case <-r.Context().Done():
			return
		}
	}
	if resp.Disconnect {
		hj, ok := w.(http.Hijacker)
		if !ok {
			http.Error(w, "conformance: cannot disconnect", http.StatusInternalServerError)
			return
		}
		conn, _, err := hj.Hijack()
		if err == nil {
			_ = conn.Close()
		}
		return
	}
	var payload []byte
	contentType := ""
	switch {
	case len(resp.Body) > 0:
		payload, contentType = []byte(expand(string(resp.Body), base)), "application/json"
	case resp.Text != nil:
		payload, contentType = []byte(expand(*resp.Text, base)), "text/plain; charset=utf-8"
	case resp.SSE != nil:
		var b strings.Builder
		for _, line := range resp.SSE {
			b.WriteString(expand(line, base))
			b.WriteByte('\n')
		}
		payload, contentType = []byte(b.String()), "text/event-stream"
	}
	h := w.Header()
	if contentType != "" {
		h.Set("Content-Type", contentType)
	}
	for k, v := range resp.Headers {
		h.Set(k, s.expandHeader(v, base))
	}
	if resp.SSE != nil {
		h.Set("Cache-Control", "no-cache")
	}
	status := resp.Status
	if status == 0 {
		status = http.StatusOK
	}
	w.WriteHeader(status)
	_, _ = w.Write(payload)
}

var httpDate = regexp.MustCompile(`\{http_date\+(\d+)\}`)

// expandHeader expands {base_url} and {http_date+N}. The date is rounded up to the next whole second, so it is
// always at least N seconds away, and at most N+1.
func (s *Server) expandHeader(v, base string) string {
	v = expand(v, base)
	return httpDate.ReplaceAllStringFunc(v, func(m string) string {
		n, _ := strconv.Atoi(httpDate.FindStringSubmatch(m)[1])
		t := s.now().Add(time.Duration(n) * time.Second).Truncate(time.Second).Add(time.Second)
		return t.UTC().Format(http.TimeFormat)
	})
}

func expand(v, base string) string { return strings.ReplaceAll(v, "{base_url}", base) }

// offScript answers a request no script covers.
func offScript(w http.ResponseWriter, msg string) {
	w.Header().Set("Connection", "close")
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("x-should-retry", "false")
	w.WriteHeader(StatusOffScript)
	_ = json.NewEncoder(w).Encode(map[string]string{"message": msg})
}

// parseParts reads every part of a multipart body.
func parseParts(body []byte, boundary string) ([]Part, error) {
	if boundary == "" {
		return nil, errors.New("multipart Content-Type without a boundary")
	}
	mr := multipart.NewReader(bytes.NewReader(body), boundary)
	var parts []Part
	for {
		p, err := mr.NextRawPart()
		if errors.Is(err, io.EOF) {
			if len(parts) == 0 {
				return nil, fmt.Errorf("no part delimited by boundary %q", boundary)
			}
			return parts, nil
		}
		if err != nil {
			return parts, fmt.Errorf("multipart part %d: %w", len(parts)+1, err)
		}
		value, err := io.ReadAll(p)
		if err != nil {
			return parts, fmt.Errorf("multipart part %d: %w", len(parts)+1, err)
		}
		_, params, _ := mime.ParseMediaType(p.Header.Get("Content-Disposition"))
		_, isFile := params["filename"]
		parts = append(parts, Part{
			Name:        p.FormName(),
			Filename:    params["filename"],
			ContentType: p.Header.Get("Content-Type"),
			Value:       value,
			IsFile:      isFile,
		})
	}
}
