package clikit

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"

	"github.com/urfave/cli/v3"
)

// Method describes one command: its flags, its body and how its result prints.
type Method struct {
	Name        string
	Usage       string
	Description string
	Deprecated  string
	Params      []Param
	Body        Body
	// Output is json (a decoded response), pages (a paginated list), stream (server-sent events), binary or none.
	Output string
	// Unwrap is the path of the response property the SDK returns instead of the whole body (unwrap_response):
	// the one printed.
	Unwrap []string
	// Format and ErrorFormat are the method's defaults (cli.format, cli.error_format, or the target's defaults);
	// empty: the app's.
	Format, ErrorFormat string
	// ArrayFormat and NestedFormat say how query (and form) arrays and objects are written.
	ArrayFormat, NestedFormat string
	// MultipartArrayFormat says how multipart arrays are written.
	MultipartArrayFormat string
}

// Body describes a method's request body.
type Body struct {
	// Kind is none, object (properties given as flags, over an object given with Flag or on stdin), value (a JSON
	// value that is no object, given with Flag or on stdin) or raw (bytes, given with Flag as @file or on stdin).
	Kind        string
	Encoding    string // json, form, multipart, binary, text
	ContentType string
	Flag        string // the flag of a value or raw body
}

// Call is one run of a command: the request it builds and where its result goes.
type Call struct {
	Ctx    context.Context
	Cmd    *cli.Command
	App    *App
	Method *Method
	s      Streams
	// Query and Headers are the params given as flags, with --header's.
	Query   []KV
	Headers []KV
	// Body is the request body, when the method has one; ContentType its type.
	Body        []byte
	ContentType string
	// Raw receives the response body of a json method.
	Raw []byte
}

// Command builds the urfave command of a method. run calls the SDK.
func (m *Method) Command(run func(*Call) error) *cli.Command {
	flags := make([]cli.Flag, 0, len(m.Params)+1)
	for _, p := range m.Params {
		if p.Const == "" {
			flags = append(flags, p.flag())
		}
	}
	if m.Body.Flag != "" {
		flags = append(flags, &cli.StringFlag{Name: m.Body.Flag, Usage: "the whole request body: JSON or YAML, or @file (default: stdin)"})
	}
	if m.Output == "binary" {
		flags = append(flags, &cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the response to this file instead of stdout"})
	}
	usage := m.Usage
	if m.Deprecated != "" {
		usage = strings.TrimSpace("(deprecated) " + usage)
	}
	return &cli.Command{
		Name: m.Name, Usage: usage, Description: m.Description, Flags: flags,
		Action: func(ctx context.Context, cmd *cli.Command) error {
			call, err := m.newCall(ctx, cmd)
			if err == nil {
				err = run(call)
			}
			if err != nil {
				if call.App != nil && call.App.WrapError != nil {
					err = call.App.WrapError(err)
				}
				return &actionError{err: err, call: call}
			}
			return nil
		},
	}
}

// newCall reads the flags and the body of a run.
func (m *Method) newCall(ctx context.Context, cmd *cli.Command) (*Call, error) {
	app, s := lookup(cmd)
	c := &Call{Ctx: ctx, Cmd: cmd, App: app, Method: m, s: s}
	for _, flag := range []string{"format", "format-error"} {
		if err := CheckFormat(flag, c.format(flag)); err != nil {
			return c, err
		}
	}
	for _, h := range cmd.StringSlice("header") {
		name, value, ok := strings.Cut(h, ":")
		if !ok || strings.TrimSpace(name) == "" {
			return c, Usagef("--header %q: write it as 'Name: value'", h)
		}
		c.Headers = append(c.Headers, KV{strings.TrimSpace(name), strings.TrimSpace(value)})
	}
	props := map[string]any{}
	files := map[string]*File{}
	for _, p := range m.Params {
		v, set, err := p.read(cmd)
		if err != nil {
			return c, err
		}
		if !set || p.In == "path" {
			continue
		}
		switch p.In {
		case "query":
			c.Query = append(c.Query, flatten(p.Wire, v, m.ArrayFormat, m.NestedFormat)...)
		case "header":
			c.Headers = append(c.Headers, KV{p.Wire, scalarText(v)})
		case "body":
			if f, ok := v.(*File); ok {
				files[p.Wire] = f
			} else {
				props[p.Wire] = v
			}
		}
	}
	return c, c.readBody(props, files)
}

// lookup finds the app and the streams the root command carries.
func lookup(cmd *cli.Command) (*App, Streams) {
	root := cmd.Root()
	app, _ := root.Metadata[appKey].(*App)
	s, _ := root.Metadata[streamsKey].(Streams)
	return app, s
}

// format is the value of --format or --format-error: the flag when given, else the method's default, else the app's.
func (c *Call) format(flag string) string {
	if c.Cmd.IsSet(flag) {
		return c.Cmd.String(flag)
	}
	def := c.Method.Format
	if flag == "format-error" {
		def = c.Method.ErrorFormat
	}
	if def != "" {
		return def
	}
	return c.Cmd.String(flag)
}

// readBody builds the request body from stdin and the body flags: flags win over the same properties on stdin.
func (c *Call) readBody(props map[string]any, files map[string]*File) error {
	b := c.Method.Body
	if b.Kind == "" || b.Kind == "none" {
		return nil
	}
	c.ContentType = b.ContentType
	var raw []byte
	if b.Flag != "" && c.Cmd.IsSet(b.Flag) {
		text := c.Cmd.String(b.Flag)
		if f, ok, err := ReadFileArg(text); err != nil {
			return err
		} else if ok {
			raw = f.Data
		} else {
			raw = []byte(strings.TrimPrefix(text, "@"))
		}
	} else {
		stdin, err := ReadStdin(c.s.In)
		if err != nil {
			return err
		}
		raw = stdin
	}
	switch b.Kind {
	case "raw":
		c.Body = raw
		return nil
	case "value":
		if raw == nil {
			return nil
		}
		v, err := ParseDocument(raw)
		if err != nil {
			return Usagef("the body: %v", err)
		}
		c.Body, err = json.Marshal(v)
		return err
	}
	base := map[string]any{}
	if raw != nil {
		v, err := ParseDocument(raw)
		if err != nil {
			return Usagef("the body on stdin: %v", err)
		}
		obj, ok := v.(map[string]any)
		if !ok {
			return Usagef("the body on stdin must be an object")
		}
		base = obj
	}
	for k, v := range props {
		base[k] = v
	}
	return c.encodeBody(base, files)
}

// encodeBody writes the body's properties in the method's encoding.
func (c *Call) encodeBody(props map[string]any, files map[string]*File) error {
	switch c.Method.Body.Encoding {
	case "form":
		c.Body = formBody(props, c.Method.ArrayFormat, c.Method.NestedFormat)
	case "multipart":
		body, ct, err := multipartBody(props, files, c.Method.MultipartArrayFormat)
		if err != nil {
			return err
		}
		c.Body, c.ContentType = body, ct
	default:
		body, err := json.Marshal(props)
		if err != nil {
			return err
		}
		c.Body = body
	}
	return nil
}

// HasBody reports whether the call sends a body of its own.
func (c *Call) HasBody() bool {
	return c.Method.Body.Kind != "" && c.Method.Body.Kind != "none" && c.Body != nil
}

// String, Int64, Float64 and Bool read a path flag.
func (c *Call) String(flag string) (string, error) { return StringValue(c.Cmd.String(flag)) }

// Int64 reads a whole-number flag.
func (c *Call) Int64(flag string) int64 { return c.Cmd.Int64(flag) }

// Float64 reads a number flag.
func (c *Call) Float64(flag string) float64 { return c.Cmd.Float64(flag) }

// Bool reads a boolean flag.
func (c *Call) Bool(flag string) bool { return c.Cmd.Bool(flag) }

// Setting is the value of a client setting given as a flag (or its environment variable); "" when not given.
func (c *Call) Setting(flag string) string { return c.Cmd.String(flag) }

// BaseURL is --base-url (or its environment variable); "" when --environment is given, which wins.
func (c *Call) BaseURL() string {
	if c.Environment() != "" {
		return ""
	}
	return c.Cmd.String("base-url")
}

// Environment is --environment ("" when the API has none or it is not given).
func (c *Call) Environment() string {
	if len(c.App.Environments) == 0 {
		return ""
	}
	return c.Cmd.String("environment")
}

// MaxRetries is --max-retries, and whether it was given (a negative value keeps the SDK's default).
func (c *Call) MaxRetries() (int, bool) {
	n := c.Cmd.Int64("max-retries")
	return int(n), n >= 0
}

// Debug reports whether --debug is set.
func (c *Call) Debug() bool { return c.Cmd.Bool("debug") }

// printer is the printer of the run's output.
func (c *Call) printer() *Printer {
	return NewPrinter(c.s.Out, c.s.In, c.format("format"), c.Cmd.String("transform"))
}

// PrintResponse prints the response body the SDK stored in Raw, after the call's error is checked.
func (c *Call) PrintResponse(err error) error {
	if err != nil {
		return err
	}
	if c.Method.Output == "none" || len(strings.TrimSpace(string(c.Raw))) == 0 {
		return nil
	}
	return c.printer().Print(Unwrapped(c.Raw, c.Method.Unwrap))
}

// Unwrapped is the JSON at path in doc, as the SDK unwraps a response: null when the path is missing; doc itself
// when it is no JSON.
func Unwrapped(doc []byte, path []string) []byte {
	if len(path) == 0 || !json.Valid(doc) {
		return doc
	}
	for _, key := range path {
		var obj map[string]json.RawMessage
		if json.Unmarshal(doc, &obj) != nil || obj[key] == nil {
			return []byte("null")
		}
		doc = obj[key]
	}
	return doc
}

// Items prints the items of a paginated list or a stream as they arrive, and stops after --max-items.
func (c *Call) Items(next func() bool, current func() any, errf func() error) error {
	p := c.printer()
	if p.resolved == FormatJSON && !IsTerminal(c.s.Out) && c.format("format") == FormatAuto {
		p.resolved = FormatJSONL // items one per line when piped
	}
	limit := c.Cmd.Int64("max-items")
	for n := int64(0); limit < 0 || n < limit; n++ {
		if !next() {
			break
		}
		doc, err := ItemJSON(current())
		if err != nil {
			return err
		}
		if err := p.Item(doc); err != nil {
			return err
		}
		if f, ok := c.s.Out.(interface{ Sync() error }); ok {
			_ = f.Sync()
		}
	}
	if err := errf(); err != nil {
		return err
	}
	return p.Flush()
}

// WriteBinary writes a binary response to --output or stdout.
func (c *Call) WriteBinary(res *http.Response, err error) error {
	if err != nil {
		return err
	}
	if res == nil || res.Body == nil {
		return nil
	}
	defer res.Body.Close()
	var w io.Writer = c.s.Out
	if path := c.Cmd.String("output"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			return fmt.Errorf("--output: %w", err)
		}
		defer f.Close()
		w = f
	}
	_, err = io.Copy(w, res.Body)
	return err
}
