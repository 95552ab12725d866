// Package api is the service's own API under /v1: an organization's projects and builds, with token auth, a
// per-token rate limit and errors in the diagnostic shape the CLI prints. Its OpenAPI 3.1 description
// (openapi.yaml, served at /v1/openapi.json) is the routing table and the contract: a request is routed by the
// description's paths to the handler of its operationId, and validated against it (kin-openapi's openapi3filter)
// before the handler runs; tests validate the responses too.
package api

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"
	"sigs.k8s.io/yaml"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

//go:embed openapi.yaml
var descriptionYAML []byte

// Description returns the API's OpenAPI description as JSON.
func Description() ([]byte, error) { return yaml.YAMLToJSON(descriptionYAML) }

// Scheduler enqueues the job that runs a recorded build (app/jobs' Queue).
type Scheduler interface {
	ScheduleAPIBuild(ctx context.Context, buildID string) error
}

// Options configure the API.
type Options struct {
	Store     *store.Store
	Scheduler Scheduler
	// Registry tells which targets this sdkgen builds; builtin.Registry() when nil.
	Registry *targets.Registry
	Logger   *slog.Logger
	// Device runs sdkgen auth login (GitHub's device flow); nil when the service has no client id.
	Device *gh.DeviceFlow
	// RatePerMinute and Burst limit each token's requests (defaults 600 and 60).
	RatePerMinute, Burst int
	// ValidateResponses checks every response against the description (tests): a response that breaks it is
	// logged and replaced by a 500.
	ValidateResponses bool
	Now               func() time.Time
	// Repos reads the spec of a project whose spec is in a GitHub repository (apibuild.RepoSource); nil: such a
	// project's builds need the spec inline.
	Repos RepoFiles
}

// RepoFiles reads a repository project's spec and sdkgen.yml through the App's installation on the repository.
type RepoFiles interface {
	ReadProjectFiles(ctx context.Context, src store.SpecSource) (apibuild.RepoInputs, error)
}

// MaxBody bounds a request body: an inline spec fits (the largest real specs are about 13 MB).
const MaxBody = 32 << 20

// API serves /v1.
type API struct {
	opts     Options
	doc      *openapi3.T
	docJSON  []byte
	router   routers.Router
	limiter  *limiter
	handlers map[string]handlerFunc
}

// handlerFunc serves one operation for an authenticated organization.
type handlerFunc func(w http.ResponseWriter, r *http.Request, c *call) error

// New loads and checks the description and sets up the routes.
func New(opts Options) (*API, error) {
	if opts.Registry == nil {
		opts.Registry = builtin.Registry()
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.RatePerMinute <= 0 {
		opts.RatePerMinute = 600
	}
	if opts.Burst <= 0 {
		opts.Burst = 60
	}
	docJSON, err := Description()
	if err != nil {
		return nil, fmt.Errorf("the API description: %w", err)
	}
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(docJSON)
	if err != nil {
		return nil, fmt.Errorf("load the API description: %w", err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		return nil, fmt.Errorf("the API description is invalid: %w", err)
	}
	router, err := legacy.NewRouter(doc)
	if err != nil {
		return nil, fmt.Errorf("route the API description: %w", err)
	}
	a := &API{opts: opts, doc: doc, docJSON: docJSON, router: router,
		limiter: newLimiter(opts.RatePerMinute, opts.Burst, opts.Now)}
	a.handlers = a.operations()
	for _, op := range Operations(doc) {
		if a.handlers[op] == nil && op != "getOpenAPI" {
			return nil, fmt.Errorf("the API description's operation %s has no handler", op)
		}
	}
	return a, nil
}

// Operations lists the operationIds a description declares.
func Operations(doc *openapi3.T) []string {
	var ops []string
	for _, path := range doc.Paths.InMatchingOrder() {
		for _, op := range doc.Paths.Value(path).Operations() {
			ops = append(ops, op.OperationID)
		}
	}
	return ops
}

// operations maps each operationId of the description to its handler.
func (a *API) operations() map[string]handlerFunc {
	return map[string]handlerFunc{
		"startDeviceLogin":     a.startDeviceLogin,
		"pollDeviceLogin":      a.pollDeviceLogin,
		"listProjects":         a.listProjects,
		"createProject":        a.createProject,
		"getProject":           a.getProject,
		"updateProject":        a.updateProject,
		"listBuilds":           a.listBuilds,
		"createBuild":          a.createBuild,
		"getBuild":             a.getBuild,
		"cancelBuild":          a.cancelBuild,
		"listBuildDiagnostics": a.listBuildDiagnostics,
		"getBuildDiff":         a.getBuildDiff,
		"downloadBuildArchive": a.downloadArchive,
		"listTokens":           a.listTokens,
		"revokeToken":          a.revokeToken,
	}
}

// Handled lists the operationIds the API serves (for the test that compares them with the description).
func (a *API) Handled() []string {
	ops := []string{"getOpenAPI"}
	for op := range a.handlers {
		ops = append(ops, op)
	}
	return ops
}

// call is one request being served.
type call struct {
	route  *routers.Route
	params map[string]string
	token  store.Token
	body   []byte // the request body, read once
}

// ServeHTTP routes a /v1 request by the description, authenticates it, applies the rate limit, validates it and
// runs its operation's handler; every failure is a JSON error with diagnostics.
func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := a.opts.Now()
	rec := &recorder{ResponseWriter: w, status: http.StatusOK}
	c := &call{}
	var out http.ResponseWriter = rec
	var vr *validatingWriter
	if a.opts.ValidateResponses {
		vr = newValidatingWriter(rec)
		out = vr
	}
	err := a.serve(out, r, c)
	if err != nil {
		writeError(out, err)
	}
	if vr != nil {
		vr.finish(r, c, a)
	}
	a.log(r, c, rec.status, start, err)
}

func (a *API) serve(w http.ResponseWriter, r *http.Request, c *call) error {
	route, params, err := a.router.FindRoute(r)
	var re *routers.RouteError
	switch {
	case errors.As(err, &re) && re.Reason == routers.ErrMethodNotAllowed.Error():
		return &Error{Status: http.StatusMethodNotAllowed, Code: codeMethodNotAllowed,
			Message: fmt.Sprintf("%s is not allowed on %s", r.Method, r.URL.Path)}
	case err != nil:
		return &Error{Status: http.StatusNotFound, Code: codeNotFound, Message: fmt.Sprintf("no route %s %s", r.Method, r.URL.Path)}
	}
	c.route, c.params = route, params
	if route.Operation.OperationID == "getOpenAPI" {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(a.docJSON)
		return nil
	}
	key, err := a.rateKey(r, c)
	if err != nil {
		return err
	}
	if wait, ok := a.limiter.allow(key); !ok {
		w.Header().Set("Retry-After", fmt.Sprint(int(wait.Seconds())+1))
		return &Error{Status: http.StatusTooManyRequests, Code: codeRateLimited,
			Message: fmt.Sprintf("too many requests with this token; retry in %s", wait.Round(time.Second))}
	}
	if err := a.validateRequest(r, c); err != nil {
		return err
	}
	return a.handlers[route.Operation.OperationID](w, r, c)
}

// rateKey authenticates the request, unless its operation needs no token (the login's), and names the bucket
// it counts against: its token, else its client address.
func (a *API) rateKey(r *http.Request, c *call) (string, error) {
	if sec := c.route.Operation.Security; sec != nil && len(*sec) == 0 {
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			host = r.RemoteAddr
		}
		return "addr:" + host, nil
	}
	var err error
	if c.token, err = a.authenticate(r); err != nil {
		return "", err
	}
	return c.token.ID, nil
}

// authenticate reads the bearer token and finds its live record.
func (a *API) authenticate(r *http.Request) (store.Token, error) {
	auth := r.Header.Get("Authorization")
	secret, ok := strings.CutPrefix(auth, "Bearer ")
	if !ok || secret == "" {
		return store.Token{}, &Error{Status: http.StatusUnauthorized, Code: codeUnauthorized,
			Message: "this request needs an API token: Authorization: Bearer sdkgen_..."}
	}
	t, err := a.opts.Store.Authenticate(r.Context(), strings.TrimSpace(secret))
	if errors.Is(err, store.ErrBadToken) {
		return store.Token{}, &Error{Status: http.StatusUnauthorized, Code: codeUnauthorized,
			Message: "the API token is unknown or revoked"}
	}
	return t, err
}

// log records the request without its credentials: the token's id, never its secret.
func (a *API) log(r *http.Request, c *call, status int, start time.Time, err error) {
	attrs := []any{"method", r.Method, "path", r.URL.Path, "status", status,
		"duration_ms", float64(a.opts.Now().Sub(start).Microseconds()) / 1000}
	if c.route != nil {
		attrs = append(attrs, "operation", c.route.Operation.OperationID)
	}
	if c.token.ID != "" {
		attrs = append(attrs, "org_id", c.token.OrgID, "token_id", c.token.ID)
	}
	level := slog.LevelInfo
	if status >= 500 {
		level = slog.LevelError
		attrs = append(attrs, "error", err)
	}
	a.opts.Logger.Log(r.Context(), level, "api request", attrs...)
}

// writeJSON writes v with status.
func writeJSON(w http.ResponseWriter, status int, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode the response: %w", err)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(data)
	return nil
}

type recorder struct {
	http.ResponseWriter
	status int
}

func (r *recorder) WriteHeader(status int) {
	r.status = status
	r.ResponseWriter.WriteHeader(status)
}
