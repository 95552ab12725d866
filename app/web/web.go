// Package web is the service's web app, served by sdkgen serve under /: sign in with GitHub (the OAuth web
// flow), an organization's projects, a new project from a spec (sdkgen.yml guessed as sdkgen init does, then
// edited with the CLI's diagnostics inline), a project's builds updated live, its settings and API tokens, and
// a build's outcome with its SDK diff and archives. Pages are html/template, server-rendered; the little
// JavaScript and the CSS are embedded files (the Content-Security-Policy allows no inline script or style).
package web

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/sdkgen/sdkgen/app/api"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

//go:embed templates/*.html
var templateFiles embed.FS

//go:embed assets
var assetFiles embed.FS

// Options configure the web app.
type Options struct {
	Store     *store.Store
	Scheduler api.Scheduler
	// Registry tells which targets this sdkgen builds; builtin.Registry() when nil.
	Registry *targets.Registry
	Logger   *slog.Logger
	// OAuth is GitHub's web flow with the App's client id and secret.
	OAuth OAuth
	// FetchSpec fetches a spec URL at project creation (the spec poller's fetcher, behind its SSRF guard); nil:
	// spec URLs are refused.
	FetchSpec func(ctx context.Context, url string) ([]byte, error)
	// Repos reads the spec and sdkgen.yml of a project whose spec is in a GitHub repository, through the App's
	// installation there (apibuild.RepoSource, as the /v1 API does); nil: such projects cannot be built here.
	Repos api.RepoFiles
	// PublicURL is where browsers reach the service (the OAuth callback is under it); empty: the request's host.
	PublicURL string
	// MaxUpload bounds a spec upload or a config (DefaultMaxUpload when 0).
	MaxUpload int64
	// SignInsPerMinute, UploadsPerMinute and ChecksPerMinute (the config editor's checks as one types) limit each
	// client address (defaults 20, 30 and 120).
	SignInsPerMinute, UploadsPerMinute, ChecksPerMinute int
	// SessionTTL is how long a sign-in lasts (DefaultSessionTTL when 0).
	SessionTTL time.Duration
	// OrgsTTL is how long the organizations page shows the list it read from GitHub before reading it again
	// (DefaultOrgsTTL when 0).
	OrgsTTL time.Duration
}

// Defaults.
const (
	DefaultMaxUpload  = 32 << 20
	DefaultSessionTTL = 12 * time.Hour
)

// Web serves the web app.
type Web struct {
	opts    Options
	pages   map[string]*template.Template
	mux     *http.ServeMux
	signIns *limiter
	uploads *limiter
	reports *limiter // CSP violation reports, which anyone may send
	checks  *limiter // the config editor's checks as one types
	// comparisons keeps the latest builds' output comparisons for their diff pages.
	comparisons *comparisons
}

// The diff pages keep the comparisons of this many builds' targets, with at most this many bytes of outputs.
const (
	keptComparisons     = 16
	keptComparisonBytes = 256 << 20
)

// New parses the templates and sets up the routes.
func New(opts Options) (*Web, error) {
	if opts.Store == nil || opts.Scheduler == nil {
		return nil, errors.New("web: Options.Store and Options.Scheduler are required")
	}
	if opts.Registry == nil {
		opts.Registry = builtin.Registry()
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.MaxUpload <= 0 {
		opts.MaxUpload = DefaultMaxUpload
	}
	if opts.SessionTTL <= 0 {
		opts.SessionTTL = DefaultSessionTTL
	}
	if opts.OrgsTTL <= 0 {
		opts.OrgsTTL = DefaultOrgsTTL
	}
	pages, err := parsePages()
	if err != nil {
		return nil, err
	}
	w := &Web{opts: opts, pages: pages, mux: http.NewServeMux(),
		signIns: newLimiter(orDefault(opts.SignInsPerMinute, 20)), uploads: newLimiter(orDefault(opts.UploadsPerMinute, 30)),
		reports: newLimiter(60), checks: newLimiter(orDefault(opts.ChecksPerMinute, 120)), comparisons: newComparisons(keptComparisons, keptComparisonBytes)}
	w.routes()
	return w, nil
}

func orDefault(n, def int) int {
	if n <= 0 {
		return def
	}
	return n
}

// parsePages parses each page with the layout.
func parsePages() (map[string]*template.Template, error) {
	names, err := fs.Glob(templateFiles, "templates/*.html")
	if err != nil {
		return nil, err
	}
	pages := map[string]*template.Template{}
	for _, name := range names {
		if name == "templates/layout.html" {
			continue
		}
		t, err := template.New("layout.html").Funcs(funcs).ParseFS(templateFiles, "templates/layout.html", name)
		if err != nil {
			return nil, fmt.Errorf("web: template %s: %w", name, err)
		}
		pages[name[len("templates/"):len(name)-len(".html")]] = t
	}
	return pages, nil
}

// ServeHTTP serves a request with the security headers every response carries, and a 500 page (that says
// nothing of the failure) when a handler panics.
func (w *Web) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	setSecurityHeaders(rw.Header())
	defer func() {
		if v := recover(); v != nil {
			w.opts.Logger.ErrorContext(r.Context(), "web: panic", "path", r.URL.Path, "panic", fmt.Sprint(v),
				"stack", string(debug.Stack()))
			w.errorPage(rw, r, http.StatusInternalServerError)
		}
	}()
	w.mux.ServeHTTP(rw, r)
}

// contentSecurityPolicy allows scripts, styles and requests to this origin only, forms posted here only, no
// framing, and reports violations (a test fails on any).
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; report-uri " + cspReportRoute

func setSecurityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", contentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
}

// Routes of the web app.
const (
	cspReportRoute = "/_csp-report"
	callbackRoute  = "/auth/callback"
)

func (w *Web) routes() {
	m := w.mux
	assets, _ := fs.Sub(assetFiles, "assets")
	m.Handle("GET /assets/", http.StripPrefix("/assets/", cacheAssets(http.FileServerFS(assets))))
	m.HandleFunc("POST "+cspReportRoute, w.cspReport)
	m.HandleFunc("GET /{$}", w.home)
	m.HandleFunc("GET /signin", w.signIn)
	m.HandleFunc("GET "+callbackRoute, w.callback)
	m.HandleFunc("POST /signout", w.signedIn(w.signOut))
	m.HandleFunc("GET /orgs", w.signedIn(w.orgs))
	m.HandleFunc("POST /orgs/refresh", w.signedIn(w.refreshOrgsNow))
	m.HandleFunc("GET /orgs/{org}", w.inOrg(w.orgPage))
	m.HandleFunc("GET /orgs/{org}/new", w.inOrg(w.newProjectForm))
	m.HandleFunc("POST /orgs/{org}/new", w.inOrg(w.createProject))
	m.HandleFunc("POST /orgs/{org}/tokens", w.inOrg(w.createToken))
	m.HandleFunc("POST /orgs/{org}/tokens/{token}/revoke", w.inOrg(w.revokeToken))
	m.HandleFunc("GET /orgs/{org}/projects/{project}", w.inProject(w.projectPage))
	m.HandleFunc("GET /orgs/{org}/projects/{project}/builds.json", w.inProject(w.projectBuildsJSON))
	m.HandleFunc("GET /orgs/{org}/projects/{project}/config", w.inProject(w.configForm))
	m.HandleFunc("POST /orgs/{org}/projects/{project}/config", w.inProject(w.saveConfig))
	m.HandleFunc("POST /orgs/{org}/projects/{project}/config/check", w.inProject(w.checkJSON))
	m.HandleFunc("POST /orgs/{org}/projects/{project}/settings", w.inProject(w.saveSettings))
	m.HandleFunc("POST /orgs/{org}/projects/{project}/builds", w.inProject(w.rebuild))
	m.HandleFunc("GET /orgs/{org}/builds/{build}", w.inBuild(w.buildPage))
	m.HandleFunc("GET /orgs/{org}/builds/{build}/status.json", w.inBuild(w.buildStatusJSON))
	m.HandleFunc("GET /orgs/{org}/builds/{build}/targets/{target}/archive", w.inBuild(w.archive))
	m.HandleFunc("GET /orgs/{org}/builds/{build}/source/{file}", w.inBuild(w.source))
	m.HandleFunc("/", func(rw http.ResponseWriter, r *http.Request) { w.errorPage(rw, r, http.StatusNotFound) })
}

// cacheAssets: the assets change only with the binary.
func cacheAssets(next http.Handler) http.Handler {
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Cache-Control", "public, max-age=3600")
		next.ServeHTTP(rw, r)
	})
}
