// Command fakegithub runs the fake GitHub (app/fakegithub) as a process of its own, for end-to-end tests that
// start the App as a real process too. It prints "listening on http://HOST:PORT" once it serves, and serves until
// interrupted.
//
//	fakegithub --app-id 4242 --private-key-file app.pem [--listen 127.0.0.1:0] [--dir DIR] [--setup setup.json] [-v]
//
// The setup file is a fakegithub.Setup in JSON, the body POST /_fake/setup takes; GET /_fake/state returns what the
// App did.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "fakegithub:", err)
		os.Exit(2)
	}
}

// config is what the flags say.
type config struct {
	listen, keyFile, dir, setupFile string
	appID                           int64
	verbose                         bool
}

// parseFlags reads the command line.
func parseFlags(args []string, stderr io.Writer) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("fakegithub", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cfg.listen, "listen", "127.0.0.1:0", "address to serve on")
	fs.Int64Var(&cfg.appID, "app-id", 0, "the GitHub App's id (required)")
	fs.StringVar(&cfg.keyFile, "private-key-file", "", "the App's private key in PEM, to verify its JWTs (required)")
	fs.StringVar(&cfg.dir, "dir", "", "where the bare git repositories live (a temporary directory when empty)")
	fs.StringVar(&cfg.setupFile, "setup", "", "a JSON file of installations, repositories, commits, files, pull requests, comments and secrets to start with")
	fs.BoolVar(&cfg.verbose, "v", false, "log every request on stderr")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	switch {
	case fs.NArg() > 0:
		return cfg, fmt.Errorf("unexpected arguments: %v", fs.Args())
	case cfg.appID <= 0:
		return cfg, errors.New("--app-id is required")
	case cfg.keyFile == "":
		return cfg, errors.New("--private-key-file is required")
	}
	return cfg, nil
}

// run serves the fake until ctx is done.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cfg, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	srv, err := newServer(cfg, stderr)
	if err != nil {
		return err
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", cfg.listen)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.listen, err)
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	fmt.Fprintf(stdout, "listening on http://%s\n", ln.Addr())
	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return hs.Shutdown(shutdownCtx)
}

// newServer makes the fake the flags describe and applies the setup file.
func newServer(cfg config, stderr io.Writer) (*fakegithub.Server, error) {
	key, err := os.ReadFile(cfg.keyFile)
	if err != nil {
		return nil, fmt.Errorf("read the App's key: %w", err)
	}
	opts := fakegithub.Options{AppID: cfg.appID, PrivateKeyPEM: key, Dir: cfg.dir}
	if cfg.verbose {
		opts.Logf = log.New(stderr, "", log.LstdFlags).Printf
	}
	srv, err := fakegithub.New(opts)
	if err != nil {
		return nil, err
	}
	if cfg.setupFile != "" {
		if err := applySetup(srv, cfg.setupFile); err != nil {
			srv.Close()
			return nil, err
		}
	}
	return srv, nil
}

// applySetup applies the fakegithub.Setup in file.
func applySetup(srv *fakegithub.Server, file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return fmt.Errorf("read the setup: %w", err)
	}
	var setup fakegithub.Setup
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&setup); err != nil {
		return fmt.Errorf("setup %s: %w", file, err)
	}
	if _, err := srv.Apply(setup); err != nil {
		return fmt.Errorf("setup %s: %w", file, err)
	}
	return nil
}
