package clikit

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urfave/cli/v3"
)

// runCall parses args with the global flags and a method's, and runs fn on the call.
func runCall(t *testing.T, m *Method, stdin string, args []string, fn func(*Call) error) (string, error) {
	t.Helper()
	var out bytes.Buffer
	app := &App{Name: "t", DefaultFormat: FormatAuto, DefaultErrorFormat: FormatAuto, Commands: func() []*cli.Command {
		return []*cli.Command{m.Command(fn)}
	}}
	root := app.command(Streams{In: strings.NewReader(stdin), Out: &out, Err: io.Discard})
	err := root.Run(context.Background(), append([]string{"t", m.Name}, args...))
	return out.String(), err
}

// counter yields n items.
type counter struct{ i, n int }

func (c *counter) next() bool   { c.i++; return c.i <= c.n }
func (c *counter) current() any { return map[string]int{"n": c.i} }
func (c *counter) err() error   { return nil }

// TestItemsStopAtMaxItems checks that a list prints one JSON line per item and stops at --max-items without asking
// for more.
func TestItemsStopAtMaxItems(t *testing.T) {
	m := &Method{Name: "list", Output: "pages"}
	c := &counter{n: 10}
	out, err := runCall(t, m, "", []string{"--max-items", "3"}, func(call *Call) error {
		return call.Items(c.next, c.current, c.err)
	})
	if err != nil {
		t.Fatal(err)
	}
	if out != "{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n" || c.i != 3 {
		t.Errorf("printed %q after %d items", out, c.i)
	}
}

// TestBodyFromStdinAndFlags checks that body flags win over the same properties of a YAML body on stdin.
func TestBodyFromStdinAndFlags(t *testing.T) {
	m := &Method{Name: "create", Output: "json", Params: []Param{{Flag: "name", Wire: "name", In: "body"}, {Flag: "kind", Wire: "kind", In: "body", Const: `"user"`}},
		Body: Body{Kind: "object", Encoding: "json", ContentType: "application/json"}}
	var body string
	_, err := runCall(t, m, "name: from-stdin\nage: 3\n", []string{"--name", "from-flag"}, func(call *Call) error {
		body = string(call.Body)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if body != `{"age":3,"kind":"user","name":"from-flag"}` {
		t.Errorf("body %s", body)
	}
}

// TestBinaryToOutputFile checks that a binary response goes to --output.
func TestBinaryToOutputFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.bin")
	m := &Method{Name: "download", Output: "binary"}
	_, err := runCall(t, m, "", []string{"--output", path}, func(call *Call) error {
		return call.WriteBinary(&http.Response{Body: io.NopCloser(strings.NewReader("\x00bytes"))}, nil)
	})
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "\x00bytes" {
		t.Errorf("wrote %q", data)
	}
}

// TestAPIErrorsExitWithTheirStatus checks that Run prints an API error's body and exits with ExitAPI.
func TestAPIErrorsExitWithTheirStatus(t *testing.T) {
	var errOut bytes.Buffer
	m := &Method{Name: "get", Output: "json"}
	app := &App{Name: "t", DefaultFormat: FormatAuto, DefaultErrorFormat: FormatJSONL, Commands: func() []*cli.Command {
		return []*cli.Command{m.Command(func(*Call) error {
			return &APIError{Err: errors.New("404 Not Found"), Status: 404, Body: []byte(`{"error": {"code": "missing"}}`)}
		})}
	}}
	code := app.Run(context.Background(), []string{"t", "--transform-error", "error.code", "get"}, Streams{In: strings.NewReader(""), Out: io.Discard, Err: &errOut})
	if code != ExitAPI || !strings.HasSuffix(errOut.String(), "\"missing\"\n") {
		t.Errorf("exit status %d, stderr %q", code, errOut.String())
	}
}

// TestBodyFromAFile checks that the body flag reads a whole body from @file, under the property flags.
func TestBodyFromAFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "body.json")
	if err := os.WriteFile(path, []byte(`{"name": "from-file", "tags": ["x"]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	m := &Method{Name: "create", Output: "json", Params: []Param{{Flag: "name", Wire: "name", In: "body"}},
		Body: Body{Kind: "object", Encoding: "json", ContentType: "application/json", Flag: "body"}}
	var body string
	_, err := runCall(t, m, "ignored: true", []string{"--body", "@" + path, "--name", "from-flag"}, func(call *Call) error {
		body = string(call.Body)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if body != `{"name":"from-flag","tags":["x"]}` {
		t.Errorf("body %s", body)
	}
}
