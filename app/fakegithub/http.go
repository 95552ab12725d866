package fakegithub

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// docsURL is the documentation_url of errors that belong to no operation.
const docsURL = "https://docs.github.com/rest"

// enterprisePrefix is where GitHub Enterprise serves the API, and go-github's WithEnterpriseURLs looks for it.
const enterprisePrefix = "/api/v3"

type ctxKey int

const prefixKey ctxKey = 0

// newHandler routes a request: the /_fake/ state routes, git smart HTTP, or the REST API (at the root or under
// /api/v3). Every request but the /_fake/ ones is recorded.
func (s *Server) newHandler() http.Handler {
	api := http.NewServeMux()
	s.registerRoutes(api)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/_fake/state", "/_fake/setup", "/_fake/ci":
			s.serveFake(w, r)
			return
		case "/_fake/device":
			s.approveDevice(w, r)
			return
		case "/_fake/web-user":
			s.setWebUser(w, r)
			return
		}
		rec := &statusRecorder{ResponseWriter: w}
		defer s.record(r, rec)
		if owner, name, ok := gitPath(r.URL.Path); ok {
			s.serveGit(rec, r, gh.Repo{Owner: owner, Name: name})
			return
		}
		api.ServeHTTP(rec, stripPrefix(r))
	})
}

// stripPrefix returns r with /api/v3 removed from its path, and the prefix it removed in its context.
func stripPrefix(r *http.Request) *http.Request {
	rest, ok := strings.CutPrefix(r.URL.Path, enterprisePrefix)
	if !ok || (rest != "" && rest[0] != '/') {
		return r.WithContext(context.WithValue(r.Context(), prefixKey, ""))
	}
	r2 := r.WithContext(context.WithValue(r.Context(), prefixKey, enterprisePrefix))
	u := *r.URL
	u.Path = rest
	u.RawPath = strings.TrimPrefix(u.RawPath, enterprisePrefix)
	r2.URL = &u
	return r2
}

// statusRecorder remembers the status a handler answered.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (w *statusRecorder) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusRecorder) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Flush lets git http-backend's streamed answers through.
func (w *statusRecorder) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *statusRecorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// record adds the answered request to the log. Paths and queries carry no tokens.
func (s *Server) record(r *http.Request, rec *statusRecorder) {
	status := rec.status
	if status == 0 {
		status = http.StatusOK
	}
	req := Request{Method: r.Method, Path: r.URL.Path, Query: r.URL.RawQuery, Status: status}
	s.mu.Lock()
	s.requests = append(s.requests, req)
	s.mu.Unlock()
	if s.logf != nil {
		s.logf("fakegithub: %s %s %d", req.Method, req.Path, req.Status)
	}
}

// call is one API request being answered.
type call struct {
	s    *Server
	w    http.ResponseWriter
	r    *http.Request
	api  string // the API's base URL, without a trailing slash
	web  string // the web base URL (html_url, clone URLs), without a trailing slash
	doc  string // the operation's documentation URL
	repo *repoState
}

func newCall(s *Server, w http.ResponseWriter, r *http.Request, doc string) *call {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	web := scheme + "://" + r.Host
	prefix, _ := r.Context().Value(prefixKey).(string)
	return &call{s: s, w: w, r: r, api: web + prefix, web: web, doc: doc}
}

// fieldError is one entry of a validation error's errors.
type fieldError struct {
	Resource string `json:"resource,omitempty"`
	Field    string `json:"field,omitempty"`
	Code     string `json:"code"`
	Message  string `json:"message,omitempty"`
}

// json answers status with v as JSON, with the headers GitHub sends.
func (c *call) json(status int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		http.Error(c.w, "fakegithub: encode the answer: "+err.Error(), http.StatusInternalServerError)
		return
	}
	h := c.w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("X-GitHub-Media-Type", "github.v3; format=json")
	h.Set("X-RateLimit-Limit", "5000")
	h.Set("X-RateLimit-Remaining", "4999")
	h.Set("X-RateLimit-Used", "1")
	h.Set("X-RateLimit-Resource", "core")
	h.Set("X-RateLimit-Reset", strconv.FormatInt(c.s.now().Add(time.Hour).Unix(), 10))
	c.w.WriteHeader(status)
	_, _ = c.w.Write(append(data, '\n'))
}

// noContent answers 204.
func (c *call) noContent() { c.w.WriteHeader(http.StatusNoContent) }

// fail answers status with GitHub's error body.
func (c *call) fail(status int, message string) {
	c.json(status, map[string]any{"message": message, "documentation_url": c.doc, "status": strconv.Itoa(status)})
}

// notFound answers 404 the way GitHub does for anything it will not show.
func (c *call) notFound() { c.fail(http.StatusNotFound, "Not Found") }

// invalid answers 422 with GitHub's validation error body.
func (c *call) invalid(message string, errs ...fieldError) {
	body := map[string]any{"message": message, "documentation_url": c.doc, "status": "422"}
	if len(errs) > 0 {
		body["errors"] = errs
	}
	c.json(http.StatusUnprocessableEntity, body)
}

// missing answers 422 for a required field that was not sent.
func (c *call) missing(resource, field string) {
	c.invalid("Validation Failed", fieldError{Resource: resource, Field: field, Code: "missing_field"})
}

// decode reads the JSON body into v; on bad JSON it answers 400 as GitHub does and returns false.
func (c *call) decode(v any) bool {
	if err := jsonDecoder(c.r.Body).Decode(v); err != nil {
		c.fail(http.StatusBadRequest, "Problems parsing JSON")
		return false
	}
	return true
}

// pathInt reads an integer path value; on a bad one it answers 404 and returns false.
func (c *call) pathInt(name string) (int64, bool) {
	n, err := strconv.ParseInt(c.r.PathValue(name), 10, 64)
	if err != nil || n <= 0 {
		c.notFound()
		return 0, false
	}
	return n, true
}

// pageParams reads per_page (default 30, at most 100) and page (default 1).
func pageParams(q url.Values) (perPage, page int) {
	perPage, page = 30, 1
	if n, err := strconv.Atoi(q.Get("per_page")); err == nil && n > 0 {
		perPage = min(n, 100)
	}
	if n, err := strconv.Atoi(q.Get("page")); err == nil && n > 0 {
		page = n
	}
	return perPage, page
}

// paginate returns the page of items the request asks for and sets GitHub's Link header.
func paginate[T any](c *call, items []T) []T {
	perPage, page := pageParams(c.r.URL.Query())
	last := max(1, (len(items)+perPage-1)/perPage)
	var links []string
	link := func(p int, rel string) {
		q := c.r.URL.Query()
		q.Set("page", strconv.Itoa(p))
		q.Set("per_page", strconv.Itoa(perPage))
		links = append(links, fmt.Sprintf(`<%s%s?%s>; rel="%s"`, c.api, c.r.URL.EscapedPath(), q.Encode(), rel))
	}
	if page > 1 {
		link(page-1, "prev")
	}
	if page < last {
		link(page+1, "next")
		link(last, "last")
	}
	if page > 1 {
		link(1, "first")
	}
	if len(links) > 0 {
		c.w.Header().Set("Link", strings.Join(links, ", "))
	}
	start := min((page-1)*perPage, len(items))
	return items[start:min(start+perPage, len(items))]
}

// appHandler is an operation that needs the App's JWT.
func (s *Server) appHandler(doc string, h func(c *call)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		c := newCall(s, w, r, doc)
		tok, ok := tokenFromHeader(r.Header.Get("Authorization"))
		if !ok {
			c.fail(http.StatusUnauthorized, "A JSON web token could not be decoded")
			return
		}
		if err := verifyJWT(tok, s.key, s.appID, s.now()); err != nil {
			c.fail(http.StatusUnauthorized, err.Error())
			return
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		h(c)
	}
}

// repoHandler is an operation on a repository, which needs an installation token with access to it. Without a
// token, or with a bad one, it answers 401; for a repository the token may not see, 404.
func (s *Server) repoHandler(doc string, h func(c *call)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		c := newCall(s, w, r, doc)
		s.mu.Lock()
		defer s.mu.Unlock()
		if c.repo = s.authorizeRepo(c); c.repo != nil {
			h(c)
		}
	}
}

// authorizeRepo checks the request's installation token against the repository in its path and returns it;
// otherwise it answers and returns nil. Callers hold mu.
func (s *Server) authorizeRepo(c *call) *repoState {
	header := c.r.Header.Get("Authorization")
	if header == "" {
		c.fail(http.StatusUnauthorized, "Requires authentication")
		return nil
	}
	tok, ok := tokenFromHeader(header)
	if !ok {
		c.fail(http.StatusUnauthorized, "Bad credentials")
		return nil
	}
	at, ok := s.installationToken(tok)
	if !ok {
		c.fail(http.StatusUnauthorized, "Bad credentials")
		return nil
	}
	repo := gh.Repo{Owner: c.r.PathValue("owner"), Name: c.r.PathValue("repo")}
	rs := s.lookupRepo(repo)
	if rs == nil || !s.canAccess(at, repoKey(repo)) {
		c.notFound()
		return nil
	}
	return rs
}

// writeGitHubError answers an error outside any operation, in GitHub's shape.
func writeGitHubError(w http.ResponseWriter, status int, message string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"message": message, "documentation_url": docsURL,
		"status": strconv.Itoa(status)})
}

// jsonDecoder reads a request body.
func jsonDecoder(r io.Reader) *json.Decoder { return json.NewDecoder(r) }
