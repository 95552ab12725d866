// Package server runs the GitHub App service: sdkgen serve (the webhook route, health, readiness and metrics,
// plus the job workers, in one process) and sdkgen worker (workers only, beside serve processes on PostgreSQL).
package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/store"
)

// Mode is what a process does.
type Mode int

const (
	// Serve takes webhooks and runs jobs.
	Serve Mode = iota
	// Worker only runs jobs (PostgreSQL only); its HTTP server has health, readiness and metrics.
	Worker
)

// RunnerDeps are what the build runner is built from.
type RunnerDeps struct {
	Config config.Config
	Store  *store.Store
	Logger *slog.Logger
}

// NewRunner builds the runner of the builds (app/preview's and app/mergebuild's Builders, as jobs.Builds);
// cmd/sdkgen passes it, so this package does not depend on the build pipelines and tests run with a fake.
type NewRunner func(deps RunnerDeps) (jobs.Runner, error)

// HookDeps are what the webhook route's handler is built from: the handlers enqueue on Queue and record
// installations in Store.
type HookDeps struct {
	Config config.Config
	Store  *store.Store
	Queue  *jobs.Queue
	Logger *slog.Logger
}

// NewHook builds the webhook route's handler (webhooks/ on Queue and Store). cmd/sdkgen passes it, so that no
// package under app/ depends on webhooks/ (which depends on nothing under app/).
type NewHook func(deps HookDeps) (http.Handler, error)

// APIDeps are what the /v1 API is built from: it records builds in Store and enqueues them on Queue.
type APIDeps struct {
	Config config.Config
	Store  *store.Store
	Queue  *jobs.Queue
	Logger *slog.Logger
}

// NewAPI builds the /v1 API's handler (app/api). cmd/sdkgen passes it, so this package does not depend on the
// targets the API checks builds against.
type NewAPI func(deps APIDeps) (http.Handler, error)

// WebDeps are what the web app is built from: the same store and queue as the API.
type WebDeps = APIDeps

// NewWeb builds the web app's handler (app/web), served under / (Serve only).
type NewWeb func(deps WebDeps) (http.Handler, error)

// Parts are what the server runs but does not build itself; internal/appwire has the real ones.
type Parts struct {
	Runner NewRunner
	// Hook is needed by Serve, not by Worker.
	Hook NewHook
	// API, when set, serves /v1 (Serve only).
	API NewAPI
	// Web, when set, serves the web app under / (Serve only).
	Web NewWeb
}

// Server is one sdkgen serve or sdkgen worker process.
type Server struct {
	cfg     config.Config
	mode    Mode
	store   *store.Store
	queue   *jobs.Queue
	metrics *Metrics
	logger  *slog.Logger
	handler http.Handler
}

// New opens the database, applies migrations and sets up the queue and the routes; Run starts them.
func New(ctx context.Context, cfg config.Config, mode Mode, parts Parts, logger *slog.Logger) (*Server, error) {
	if mode == Worker {
		if loc, err := store.ParseURL(cfg.DatabaseURL.Reveal()); err == nil && loc.Dialect == store.SQLite {
			return nil, errors.New("sdkgen worker needs a PostgreSQL SDKGEN_DATABASE_URL: a SQLite file serves one " +
				"process, so run sdkgen serve alone (it has workers)")
		}
	}
	st, err := store.Open(ctx, cfg.DatabaseURL.Reveal())
	if err != nil {
		return nil, fmt.Errorf("database %s: %w", cfg.DatabaseURL, err)
	}
	s, err := setUp(ctx, cfg, mode, st, parts, logger)
	if err != nil {
		_ = st.Close()
		return nil, err
	}
	return s, nil
}

func setUp(ctx context.Context, cfg config.Config, mode Mode, st *store.Store, parts Parts, logger *slog.Logger) (*Server, error) {
	runner, err := parts.Runner(RunnerDeps{Config: cfg, Store: st, Logger: logger})
	if err != nil {
		return nil, fmt.Errorf("set up the builds: %w", err)
	}
	s := &Server{cfg: cfg, mode: mode, store: st, logger: logger}
	s.metrics = NewMetrics(func(ctx context.Context) ([]jobs.Count, error) { return s.queue.Counts(ctx) }, logger)
	s.queue, err = jobs.New(ctx, st, jobs.Options{
		Workers: cfg.Workers, Runner: runner, JobTimeout: cfg.JobTimeout, MaxAttempts: cfg.MaxAttempts,
		ReconcileInterval: reconcileInterval(cfg.ReleaseReconcile), SpecPollCheck: specPollCheck(cfg.SpecPoll),
		UpgradeCheck: never(cfg.UpgradeCheck), Logger: logger, Observer: s.metrics,
	})
	if err != nil {
		return nil, err
	}
	var hook, api, web http.Handler
	if mode == Serve && parts.API != nil {
		if api, err = parts.API(APIDeps{Config: cfg, Store: st, Queue: s.queue, Logger: logger}); err != nil {
			return nil, fmt.Errorf("set up the /v1 API: %w", err)
		}
	}
	if mode == Serve && parts.Web != nil {
		if web, err = parts.Web(WebDeps{Config: cfg, Store: st, Queue: s.queue, Logger: logger}); err != nil {
			return nil, fmt.Errorf("set up the web app: %w", err)
		}
	}
	if mode == Serve {
		if parts.Hook == nil {
			return nil, errors.New("sdkgen serve needs the webhook handlers (server.Parts.Hook)")
		}
		hook, err = parts.Hook(HookDeps{Config: cfg, Store: st, Queue: s.queue, Logger: logger})
		if err != nil {
			return nil, err
		}
	}
	s.handler = routes(hook, api, web, s.ready, s.metrics, logger)
	return s, nil
}

// reconcileInterval is the queue's: the configuration's 0 (never) is the queue's negative.
func reconcileInterval(d time.Duration) time.Duration {
	if d == 0 {
		return -1
	}
	return d
}

// specPollCheck is how often the queue looks for due spec URLs: a twelfth of the poll interval, between a second
// and five minutes; never when the configuration never polls.
func specPollCheck(poll time.Duration) time.Duration {
	if poll == 0 {
		return -1
	}
	return min(max(poll/12, time.Second), 5*time.Minute)
}

// never turns the configuration's 0 (never) into the queue's negative interval.
func never(d time.Duration) time.Duration {
	if d == 0 {
		return -1
	}
	return d
}

// Handler is the HTTP handler, for tests.
func (s *Server) Handler() http.Handler { return s.handler }

// Queue is the job queue, for tests.
func (s *Server) Queue() *jobs.Queue { return s.queue }

// Store is the database, for tests.
func (s *Server) Store() *store.Store { return s.store }

// ready checks the database and both schemas (the store's and River's).
func (s *Server) ready(ctx context.Context) error {
	if err := s.store.Ready(ctx); err != nil {
		return err
	}
	return s.queue.Ready(ctx)
}

// Run listens, starts the workers and serves until ctx ends; then it shuts down gracefully: it stops accepting
// connections and finishes the requests in flight, lets running jobs finish for up to ShutdownTimeout (then
// cancels them: they are retried), and closes the database. ready, when set, gets the listening address.
func (s *Server) Run(ctx context.Context, ready func(addr net.Addr)) error {
	defer func() { _ = s.store.Close() }()
	ln, err := net.Listen("tcp", s.cfg.Listen)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", s.cfg.Listen, err)
	}
	srv := &http.Server{
		Handler: s.handler, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: time.Minute,
		WriteTimeout: time.Minute, IdleTimeout: 2 * time.Minute,
		ErrorLog: slog.NewLogLogger(s.logger.Handler(), slog.LevelWarn),
	}
	// The workers outlive ctx: its end starts the graceful shutdown, which lets running jobs finish.
	if err := s.queue.Start(context.WithoutCancel(ctx)); err != nil {
		_ = ln.Close()
		return err
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	s.logger.InfoContext(ctx, "sdkgen is up", "mode", s.mode.String(), "listen", ln.Addr().String(), "config", s.cfg)
	if ready != nil {
		ready(ln.Addr())
	}
	select {
	case <-ctx.Done():
	case err := <-served:
		return errors.Join(fmt.Errorf("HTTP server: %w", err), s.stopQueue())
	}
	return s.shutdown(srv)
}

func (s *Server) shutdown(srv *http.Server) error {
	s.logger.Info("shutting down: no new deliveries; waiting for running jobs", "timeout", s.cfg.ShutdownTimeout.String())
	httpCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	httpErr := srv.Shutdown(httpCtx)
	queueErr := s.stopQueue()
	if err := errors.Join(httpErr, queueErr); err != nil {
		return fmt.Errorf("shut down: %w", err)
	}
	s.logger.Info("sdkgen stopped")
	return nil
}

func (s *Server) stopQueue() error {
	ctx, cancel := context.WithTimeout(context.Background(), s.cfg.ShutdownTimeout)
	defer cancel()
	return s.queue.Stop(ctx)
}

func (m Mode) String() string {
	if m == Worker {
		return "worker"
	}
	return "serve"
}
