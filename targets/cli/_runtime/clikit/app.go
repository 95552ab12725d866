package clikit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"

	"github.com/urfave/cli/v3"
)

// App describes the command-line tool: its name, the client settings it takes as global flags, and its commands.
type App struct {
	Name    string
	Usage   string
	Version string
	// Settings are the client's options (credentials and the like), each a global flag with its environment
	// variable.
	Settings []Setting
	// Environments are the API's named environments, for --environment.
	Environments []string
	// BaseURLEnv is the environment variable of the base URL (<PREFIX>_BASE_URL), which the SDK reads.
	BaseURLEnv string
	// DefaultFormat and DefaultErrorFormat are --format's and --format-error's defaults.
	DefaultFormat      string
	DefaultErrorFormat string
	// Sensitive are header and query parameter names whose values --debug never shows.
	Sensitive []string
	// WrapError turns the SDK's API error into an *APIError; other errors are returned as they are.
	WrapError func(error) error
	// Commands builds the commands afresh for each run (urfave/cli commands keep the flags they parsed).
	Commands func() []*cli.Command
}

// Setting is a client option taken as a global flag.
type Setting struct {
	Name   string // the option's name in the API's configuration (api_key)
	Flag   string // api-key
	Env    string // ACME_API_KEY; empty when the option reads none
	Usage  string
	Secret bool // a credential: redacted in --debug output
}

// Streams are where a run reads and writes.
type Streams struct {
	In       io.Reader
	Out, Err io.Writer
}

// Run runs the tool with args (os.Args) and returns the exit status: errors are printed to Err.
func (a *App) Run(ctx context.Context, args []string, s Streams) int {
	root := a.command(s)
	err := root.Run(ctx, args)
	if err == nil {
		return ExitOK
	}
	var call *Call
	var act *actionError
	if errors.As(err, &act) {
		err, call = act.err, act.call
	} else {
		err = &UsageError{Err: err}
	}
	a.printError(call, s.Err, err)
	return ExitCode(err)
}

// actionError marks an error of a command's action, as opposed to one of parsing the command line.
type actionError struct {
	err  error
	call *Call
}

func (e *actionError) Error() string { return e.err.Error() }
func (e *actionError) Unwrap() error { return e.err }

// printError writes an error to stderr: the message, and for an API error its body in --format-error.
func (a *App) printError(call *Call, w io.Writer, err error) {
	fmt.Fprintf(w, "%s: %v\n", a.Name, err)
	var api *APIError
	if call == nil || !errors.As(err, &api) || len(strings.TrimSpace(string(api.Body))) == 0 {
		if ExitCode(err) == ExitUsage {
			fmt.Fprintf(w, "Run '%s --help' for usage.\n", a.Name)
		}
		return
	}
	format := call.format("format-error")
	if format == FormatExplore {
		format = FormatPretty // errors go to stderr, which the explorer does not drive
	}
	p := NewPrinter(w, nil, format, call.Cmd.String("transform-error"))
	if perr := p.Print(api.Body); perr != nil {
		fmt.Fprintf(w, "%s\n", api.Body)
	}
}

// command builds the root command with the global flags.
func (a *App) command(s Streams) *cli.Command {
	flags := []cli.Flag{}
	for _, st := range a.Settings {
		f := &cli.StringFlag{Name: st.Flag, Usage: st.Usage}
		if st.Env != "" {
			f.Sources = cli.EnvVars(st.Env)
		}
		flags = append(flags, f)
	}
	baseURL := &cli.StringFlag{Name: "base-url", Usage: "send requests to this URL instead of the API's"}
	if a.BaseURLEnv != "" {
		baseURL.Sources = cli.EnvVars(a.BaseURLEnv)
	}
	flags = append(flags, baseURL)
	if len(a.Environments) > 0 {
		flags = append(flags, &cli.StringFlag{Name: "environment", Usage: "the API environment: " + strings.Join(a.Environments, ", ")})
	}
	flags = append(flags,
		&cli.BoolFlag{Name: "debug", Usage: "print each HTTP request and response to stderr, credentials redacted"},
		&cli.StringFlag{Name: "format", Value: a.DefaultFormat, Usage: "output format: " + strings.Join(Formats, ", ")},
		&cli.StringFlag{Name: "format-error", Value: a.DefaultErrorFormat, Usage: "format of API error bodies: " + strings.Join(Formats, ", ")},
		&cli.StringFlag{Name: "transform", Usage: "print only this path of the JSON output (data.#.id)"},
		&cli.StringFlag{Name: "transform-error", Usage: "print only this path of the JSON of an API error"},
		&cli.Int64Flag{Name: "max-items", Value: -1, Usage: "stop a paginated list or a stream after this many items (-1: all)"},
		&cli.Int64Flag{Name: "max-retries", Value: -1, Usage: "retry a failed request at most this many times (-1: the SDK's default)"},
		&cli.StringSliceFlag{Name: "header", Usage: "an extra request header, 'Name: value' (repeatable)"},
	)
	return &cli.Command{
		Name: a.Name, Usage: a.Usage, Version: a.Version, Flags: flags, Commands: a.Commands(),
		EnableShellCompletion: true, Suggest: true,
		Reader: s.In, Writer: s.Out, ErrWriter: s.Err,
		ExitErrHandler: func(context.Context, *cli.Command, error) {}, // Run turns errors into exit codes
		Metadata:       map[string]any{appKey: a, streamsKey: s},
	}
}

const (
	appKey     = "clikit.app"
	streamsKey = "clikit.streams"
)

// Sensitive values of a run: the credentials given as flags or in the environment.
func (c *Call) secrets() []string {
	var out []string
	for _, st := range c.App.Settings {
		if !st.Secret {
			continue
		}
		if v := c.Cmd.String(st.Flag); v != "" {
			out = append(out, v)
		}
		if st.Env != "" {
			if v := os.Getenv(st.Env); v != "" {
				out = append(out, v)
			}
		}
	}
	return out
}

// Middleware is the SDK's middleware signature.
type Middleware = func(*http.Request, func(*http.Request) (*http.Response, error)) (*http.Response, error)
