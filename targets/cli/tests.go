package cli

import (
	"encoding/json"
	"fmt"
	"go/format"
	"sort"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// testFile is one generated test file.
type testFile struct {
	path string
	src  strings.Builder
}

// tests writes pkg/cmd/cmd_test.go (the harness, --help of every command, output formats, --debug, exit codes)
// and a test per method in pkg/cmd/<resource>_test.go that runs its command against the mock server.
func (g *gen) tests() error {
	eb := example.New(g.api, func(skip []string) bool { return skippedFor(skip, "cli") })
	files := map[string]*testFile{}
	var cases []testCase
	g.walkCommands(g.commands, nil, func(c *command, words []string, mc *methodCmd) {
		path := strings.TrimSuffix(c.file, ".go") + "_test.go"
		f := files[path]
		if f == nil {
			f = &testFile{path: path}
			f.src.WriteString(golangBanner() + "package cmd\n\nimport (\n\"os\"\n\"path/filepath\"\n\"strings\"\n\"testing\"\n)\n\n")
			files[path] = f
		}
		tc := g.testCase(eb, mc, append(append([]string{}, words...), mc.name))
		cases = append(cases, tc)
		g.methodTest(&f.src, tc)
	})
	var paths []string
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		if err := g.addGo(p, dropUnusedStd(files[p].src.String())); err != nil {
			return err
		}
	}
	return g.addGo("pkg/cmd/cmd_test.go", g.harness(cases))
}

// golangBanner starts every generated Go file.
func golangBanner() string { return golang.Banner + "\n\n" }

// addGo formats and adds a Go file.
func (g *gen) addGo(path, src string) error {
	out, err := format.Source([]byte(src))
	if err != nil {
		return fmt.Errorf("formatting %s: %w\n%s", path, err, src)
	}
	return g.out.Add(path, out)
}

// dropUnusedStd removes the standard imports a test file does not use.
func dropUnusedStd(src string) string {
	for _, pkg := range []string{"os", "path/filepath", "strings"} {
		name := pkg[strings.LastIndex(pkg, "/")+1:]
		if !strings.Contains(src, name+".") {
			src = strings.Replace(src, strconv.Quote(pkg)+"\n", "", 1)
		}
	}
	return src
}

// walkCommands visits every method command with the words that lead to it.
func (g *gen) walkCommands(cmds []*command, words []string, visit func(*command, []string, *methodCmd)) {
	for _, c := range cmds {
		w := words
		if c.name != "" {
			w = append(append([]string{}, words...), c.name)
		}
		for _, mc := range c.methods {
			visit(c, w, mc)
		}
		g.walkCommands(c.subs, w, visit)
	}
}

// testCase is the example run of one command.
type testCase struct {
	mc    *methodCmd
	words []string // the command words
	name  string   // Test<Name>
	args  []string // flags with their example values
	// uploads are flags that take a file: the test writes one and passes @path.
	uploads []string
	stdin   string
	hasIn   bool
	skip    string
}

// testCase makes the example run of a method from the example call with its required params.
func (g *gen) testCase(eb example.Builder, mc *methodCmd, words []string) testCase {
	tc := testCase{mc: mc, words: words, name: "Test" + g.names.Pascal(strings.Join(words, "_"))}
	tc.name = identWords(tc.name, "")
	call := eb.Call(mc.m, false)
	tc.skip = mocktest.CallSkipReason(g.api, call, "cli")
	req := call.Request()
	byWire := map[string]*flagParam{}
	for _, p := range mc.params {
		if p.flag != "" {
			byWire[p.in+"\x00"+p.wire] = p
		}
	}
	for _, loc := range []struct {
		in     string
		values map[string]any
	}{{"path", req.Path}, {"query", req.Query}, {"header", req.Header}} {
		keys := make([]string, 0, len(loc.values))
		for k := range loc.values {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if p := byWire[loc.in+"\x00"+k]; p != nil {
				tc.args = append(tc.args, flagArgs(p, loc.values[k])...)
			}
		}
	}
	g.testBody(&tc, mc, req, byWire)
	if mc.output == "pages" {
		tc.args = append(tc.args, "--max-items=1", "--format=jsonl")
	}
	return tc
}

// testBody puts the example body on stdin (files as upload flags).
func (g *gen) testBody(tc *testCase, mc *methodCmd, req example.Request, byWire map[string]*flagParam) {
	switch mc.body.kind {
	case "raw":
		tc.stdin, tc.hasIn = "example", true
		if s, ok := req.Body.(string); ok && req.HasBody {
			tc.stdin = s
		}
	case "value":
		if req.HasBody {
			tc.stdin, tc.hasIn = jsonText(req.Body), true
		}
	case "object":
		obj, _ := req.Body.(example.Object)
		var rest example.Object
		for _, e := range obj {
			if _, isFile := e.Val.(example.File); isFile {
				if p := byWire["body\x00"+e.Key]; p != nil {
					tc.uploads = append(tc.uploads, p.flag)
				}
				continue
			}
			rest = append(rest, e)
		}
		if req.HasBody || len(rest) > 0 {
			tc.stdin, tc.hasIn = jsonText(rest), true
		}
	}
}

// flagArgs are the --flag=value arguments of a value: repeated for the slice kinds, JSON for structured ones.
func flagArgs(p *flagParam, v any) []string {
	switch p.kind {
	case "Strings", "Ints", "Floats", "Bools":
		if items, ok := v.([]any); ok {
			var out []string
			for _, it := range items {
				out = append(out, "--"+p.flag+"="+scalarArg(it))
			}
			return out
		}
	case "Structured":
		return []string{"--" + p.flag + "=" + jsonText(v)}
	}
	return []string{"--" + p.flag + "=" + scalarArg(v)}
}

// scalarArg is a scalar as a flag value; a leading @ is escaped so it is not read as a file.
func scalarArg(v any) string {
	var s string
	switch t := v.(type) {
	case string:
		s = t
	case json.Number:
		s = t.String()
	case nil:
		s = ""
	case bool:
		s = strconv.FormatBool(t)
	default:
		s = jsonText(v)
	}
	if strings.HasPrefix(s, "@") {
		s = "@" + s
	}
	return s
}

// jsonText is an example value as JSON, objects in their order.
func jsonText(v any) string {
	var b strings.Builder
	writeJSON(&b, v)
	return b.String()
}

func writeJSON(b *strings.Builder, v any) {
	switch t := v.(type) {
	case example.Object:
		b.WriteByte('{')
		for i, e := range t {
			if i > 0 {
				b.WriteByte(',')
			}
			k, _ := json.Marshal(e.Key)
			b.Write(k)
			b.WriteByte(':')
			writeJSON(b, e.Val)
		}
		b.WriteByte('}')
	case []any:
		b.WriteByte('[')
		for i, el := range t {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSON(b, el)
		}
		b.WriteByte(']')
	case example.File:
		b.WriteString(`"example"`)
	default:
		data, err := json.Marshal(t)
		if err != nil {
			data = []byte("null")
		}
		b.Write(data)
	}
}

// methodTest writes the test that runs one command against the mock server.
func (g *gen) methodTest(b *strings.Builder, tc testCase) {
	mc := tc.mc
	fmt.Fprintf(b, "// %s runs `%s` against the mock server.\nfunc %s(t *testing.T) {\n", tc.name, strings.Join(tc.words, " "), tc.name)
	if tc.skip != "" {
		fmt.Fprintf(b, "t.Skip(%s)\n", strconv.Quote(tc.skip))
	} else {
		b.WriteString("skipWithoutMock(t)\n")
	}
	args := quoteAll(append(append([]string{}, tc.words...), tc.args...))
	b.WriteString("args := []string{" + strings.Join(args, ", ") + "}\n")
	if len(tc.uploads) > 0 {
		b.WriteString("upload := filepath.Join(t.TempDir(), \"upload.txt\")\nif err := os.WriteFile(upload, []byte(\"example\"), 0o600); err != nil {\nt.Fatal(err)\n}\n")
		for _, f := range tc.uploads {
			fmt.Fprintf(b, "args = append(args, %s+upload)\n", strconv.Quote("--"+f+"=@"))
		}
	}
	if mc.output == "binary" {
		b.WriteString("args = append(args, \"--output=\"+filepath.Join(t.TempDir(), \"response\"))\n")
	}
	fmt.Fprintf(b, "r := run(t, %s, args...)\n", strconv.Quote(tc.stdin))
	b.WriteString("if r.code != 0 {\nt.Fatalf(\"exit status %d\\nstdout:\\n%s\\nstderr:\\n%s\", r.code, r.out, r.err)\n}\n")
	if mc.output == "pages" {
		b.WriteString("checkJSONLines(t, r.out, 1)\n")
	}
	b.WriteString("}\n\n")
}

func quoteAll(items []string) []string {
	out := make([]string, len(items))
	for i, s := range items {
		out[i] = strconv.Quote(s)
	}
	return out
}

// credentialArgs are the global flags the tests pass, as the Go SDK's tests set them: a made-up value for the
// credentials of the schemes the mock server checks, and for the settings the tests need.
func (g *gen) credentialArgs() (args, secrets []string) {
	schemes := mocktest.Schemes(g.api)
	for _, s := range g.settings() {
		o := s.opt
		needed := o.RequiredInTests || (!o.Nullable && o.Default == nil && o.ServerVariable == "")
		if !needed && (o.AuthScheme == "" || !schemes[o.AuthScheme]) {
			continue
		}
		v := "test-" + s.flag + "-value"
		switch {
		case o.Type == "integer" || o.Type == "number":
			v = "0"
		case o.Type == "boolean":
			v = "true"
		case o.Example != nil:
			v = anyText(example.Normalize(o.Example))
		}
		args = append(args, "--"+s.flag+"="+v)
		if s.secret {
			secrets = append(secrets, v)
		}
	}
	return args, secrets
}

// harness is cmd_test.go: running the app in the test process with the network limited to the mock server, and
// the tests of --help, the output formats, --debug and the exit codes.
func (g *gen) harness(cases []testCase) string {
	var b strings.Builder
	args, secrets := g.credentialArgs()
	b.WriteString(golangBanner() + `package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
	"go.yaml.in/yaml/v3"

	` + strconv.Quote(g.module+"/internal/clikit") + `
)

// mockURL is the mock server the tests call: TEST_API_BASE_URL, else Prism as ./scripts/test starts it.
func mockURL() string {
	if u := os.Getenv("TEST_API_BASE_URL"); u != "" {
		return u
	}
	return "http://127.0.0.1:4010"
}

// TestMain lets the tests reach the mock server only: every other request fails.
func TestMain(m *testing.M) {
	http.DefaultTransport = onlyMock{next: http.DefaultTransport}
	os.Exit(m.Run())
}

// onlyMock refuses requests to any host but the mock server's and the test servers' (localServer).
type onlyMock struct{ next http.RoundTripper }

// testServers are the hosts of the servers tests start in the process.
var testServers sync.Map

// localServer starts a server for one test on the loopback interface and returns its URL.
func localServer(t *testing.T, h http.HandlerFunc) string {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	u, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	testServers.Store(u.Host, true)
	return srv.URL
}

func (o onlyMock) RoundTrip(req *http.Request) (*http.Response, error) {
	mock, err := url.Parse(mockURL())
	if err != nil {
		return nil, err
	}
	if _, local := testServers.Load(req.URL.Host); req.URL.Host != mock.Host && !local {
		// Refused like a host without a route, so the tool sees a network error.
		return nil, &net.OpError{Op: "dial", Net: "tcp", Err: fmt.Errorf("the tests reach only the mock server %s, not %s", mock.Host, req.URL.Host)}
	}
	return o.next.RoundTrip(req)
}

// credentials are the global flags every run passes.
var credentials = []string{` + strings.Join(quoteAll(args), ", ") + `}

// secrets are the credential values --debug must not show.
var secrets = []string{` + strings.Join(quoteAll(secrets), ", ") + `}

// result is what a run printed and its exit status.
type result struct {
	out, err string
	code     int
}

// run runs the tool in the test process against the mock server, with stdin as its standard input.
func run(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	var out, errOut bytes.Buffer
	code := runTo(&out, &errOut, stdin, args...)
	return result{out: out.String(), err: errOut.String(), code: code}
}

// runTo runs the tool against the mock server (a --base-url in args wins), writing to out and errOut.
func runTo(out, errOut io.Writer, stdin string, args ...string) int {
	full := append(append([]string{` + strconv.Quote(g.bin) + `, "--base-url", mockURL()}, credentials...), args...)
	return app.Run(context.Background(), full, clikit.Streams{In: strings.NewReader(stdin), Out: out, Err: errOut})
}

// firstLine signals when the first line has been written, and keeps what was written.
type firstLine struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	once  sync.Once
	first chan struct{}
}

func (f *firstLine) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	n, err := f.buf.Write(p)
	if bytes.Contains(f.buf.Bytes(), []byte("\n")) {
		f.once.Do(func() { close(f.first) })
	}
	return n, err
}

func (f *firstLine) String() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.buf.String()
}

// skipWithoutMock skips the tests that need the mock server when SKIP_MOCK_TESTS=true.
func skipWithoutMock(t *testing.T) {
	t.Helper()
	if os.Getenv("SKIP_MOCK_TESTS") == "true" {
		t.Skip("SKIP_MOCK_TESTS=true")
	}
}

// checkJSONLines checks that out is at most max lines of JSON.
func checkJSONLines(t *testing.T, out string, max int) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if strings.TrimSpace(out) == "" {
		lines = nil
	}
	if len(lines) > max {
		t.Errorf("--max-items %d printed %d lines", max, len(lines))
	}
	for _, l := range lines {
		if !json.Valid([]byte(l)) {
			t.Errorf("not a JSON line: %s", l)
		}
	}
}

// TestHelp checks that every command's --help lists its flags.
func TestHelp(t *testing.T) {
	cases := []struct {
		args  []string
		flags []string
	}{
		{nil, []string{"--format", "--format-error", "--transform", "--max-items", "--debug", "--base-url"}},
`)
	for _, tc := range cases {
		var flags []string
		for _, p := range tc.mc.params {
			if p.flag != "" {
				flags = append(flags, "--"+p.flag)
			}
		}
		fmt.Fprintf(&b, "{[]string{%s}, []string{%s}},\n", strings.Join(quoteAll(tc.words), ", "), strings.Join(quoteAll(flags), ", "))
	}
	b.WriteString(`	}
	for _, c := range cases {
		t.Run(strings.Join(append([]string{"root"}, c.args...), "_"), func(t *testing.T) {
			r := run(t, "", append(c.args, "--help")...)
			if r.code != 0 {
				t.Fatalf("exit status %d: %s", r.code, r.err)
			}
			for _, f := range c.flags {
				if !strings.Contains(r.out, f) {
					t.Errorf("--help does not list %s:\n%s", f, r.out)
				}
			}
		})
	}
}

// TestUsageErrors checks the exit status of a command line that is wrong.
func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{"no-such-command"}, {"--no-such-flag"}, {"--format", "no-such-format"` + g.anyCommandArgs() + `}} {
		if r := run(t, "", args...); r.code != clikit.ExitUsage {
			t.Errorf("%v: exit status %d, want %d (usage)\n%s", args, r.code, clikit.ExitUsage, r.err)
		}
	}
}
`)
	hasFormats := g.formatTests(&b, cases)
	hasStream := g.streamTest(&b, cases)
	src := b.String()
	if !hasFormats {
		src = strings.Replace(src, "\t\"go.yaml.in/yaml/v3\"\n", "", 1)
		src = strings.Replace(src, "\t\"github.com/creack/pty\"\n", "", 1)
	}
	if !hasStream && !hasFormats {
		src = strings.Replace(src, "\t\"time\"\n", "", 1)
	}
	return src
}

// streamTest checks, on the first command that streams server-sent events, that each event is printed as it
// arrives: a local server sends the second event only once the first has been printed. It reports whether the
// API has such a command.
func (g *gen) streamTest(b *strings.Builder, cases []testCase) bool {
	var pick *testCase
	for _, dedicated := range []bool{true, false} { // a method that only streams first, then a --stream switch
		for i := range cases {
			tc := &cases[i]
			streams := tc.mc.output == "stream" || (!dedicated && tc.mc.streamFlag != "")
			if pick == nil && streams && len(tc.uploads) == 0 && (tc.skip == "" || strings.Contains(tc.skip, "stream")) {
				pick = tc
			}
		}
	}
	if pick == nil {
		return false
	}
	args := append(append([]string{}, pick.words...), pick.args...)
	if pick.mc.output != "stream" {
		args = append(args, "--"+pick.mc.streamFlag)
	}
	fmt.Fprintf(b, `
// TestStreamPrintsEventsAsTheyArrive runs `+"`%s`"+` against a server that sends its second event only after the
// tool has printed the first, and checks that both are printed as JSON lines.
func TestStreamPrintsEventsAsTheyArrive(t *testing.T) {
	printed := make(chan struct{})
	srv := localServer(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		_, _ = io.WriteString(w, "data: {\"n\":1}\n\n")
		w.(http.Flusher).Flush()
		select {
		case <-printed:
		case <-time.After(5 * time.Second):
		}
		_, _ = io.WriteString(w, "data: {\"n\":2}\n\n")
	})
	out := &firstLine{first: make(chan struct{})}
	var errOut bytes.Buffer
	done := make(chan int, 1)
	go func() {
		args := append([]string{"--base-url", srv, "--format", "jsonl"}, %s)
		done <- runTo(out, &errOut, %s, args...)
	}()
	select {
	case <-out.first:
		close(printed)
	case code := <-done:
		t.Fatalf("the tool ended (exit status %%d) before printing an event:\n%%s", code, errOut.String())
	case <-time.After(4 * time.Second):
		t.Fatal("the first event was not printed while the stream was open")
	}
	if code := <-done; code != 0 {
		t.Fatalf("exit status %%d\n%%s", code, errOut.String())
	}
	checkJSONLines(t, out.String(), 2)
	if n := strings.Count(strings.TrimSpace(out.String()), "\n") + 1; n != 2 {
		t.Errorf("%%d events printed, want 2:\n%%s", n, out.String())
	}
}
`, strings.Join(args, " "), strings.Join(quoteAll(args), ", "), strconv.Quote(pick.stdin))
	return true
}

// anyCommandArgs are the words of a command the usage test runs with a bad --format, as more Go string literals.
func (g *gen) anyCommandArgs() string {
	var words []string
	g.walkCommands(g.commands, nil, func(_ *command, w []string, mc *methodCmd) {
		if words == nil && !requiredFlags(mc) {
			words = append(append([]string{}, w...), mc.name)
		}
	})
	if words == nil {
		return ""
	}
	return ", " + strings.Join(quoteAll(words), ", ")
}

// formatTests check every output format, --transform and --debug on a command that prints JSON, and the exit
// status of a network error. It reports whether the API has such a command to check them on.
func (g *gen) formatTests(b *strings.Builder, cases []testCase) bool {
	var pick *testCase
	for i := range cases {
		tc := &cases[i]
		if tc.skip == "" && tc.mc.output == "json" && !tc.hasIn && len(tc.uploads) == 0 && canPrintJSON(tc.mc.m) {
			pick = tc
			break
		}
	}
	if pick == nil {
		return false
	}
	args := strings.Join(quoteAll(append(append([]string{}, pick.words...), pick.args...)), ", ")
	fmt.Fprintf(b, `
// command is a command whose response is JSON, for the tests of the output formats.
var command = []string{%s}

// TestOutputFormats checks that each format prints what it says.
func TestOutputFormats(t *testing.T) {
	skipWithoutMock(t)
	checks := map[string]func(string) error{
		"json": func(out string) error {
			if !json.Valid([]byte(out)) {
				return fmt.Errorf("not JSON")
			}
			return nil
		},
		"jsonl": func(out string) error {
			if strings.Count(strings.TrimSpace(out), "\n") != 0 || !json.Valid([]byte(out)) {
				return fmt.Errorf("not one line of JSON")
			}
			return nil
		},
		"yaml": func(out string) error {
			var v any
			return yaml.Unmarshal([]byte(out), &v)
		},
		"pretty": func(out string) error {
			if !json.Valid([]byte(out)) || strings.Contains(out, "\x1b[") {
				return fmt.Errorf("not uncoloured JSON (stdout is no terminal)")
			}
			return nil
		},
		"explore": func(out string) error {
			if !json.Valid([]byte(out)) {
				return fmt.Errorf("explore without a terminal should print pretty JSON")
			}
			return nil
		},
		"raw": func(out string) error {
			if strings.TrimSpace(out) == "" {
				return fmt.Errorf("empty")
			}
			return nil
		},
	}
	for format, check := range checks {
		r := run(t, "", append([]string{"--format", format}, command...)...)
		if r.code != 0 {
			t.Fatalf("--format %%s: exit status %%d\n%%s", format, r.code, r.err)
		}
		if err := check(r.out); err != nil {
			t.Errorf("--format %%s: %%v:\n%%s", format, err, r.out)
		}
	}
	r := run(t, "", append([]string{"--format", "json", "--transform", "#"}, command...)...)
	if r.code != 0 || strings.TrimSpace(r.out) == "" {
		t.Errorf("--transform: exit status %%d, output %%q\n%%s", r.code, r.out, r.err)
	}
}

// TestDebugRedactsCredentials checks that --debug dumps the exchange without the credentials.
func TestDebugRedactsCredentials(t *testing.T) {
	skipWithoutMock(t)
	r := run(t, "", append([]string{"--debug"}, command...)...)
	if r.code != 0 {
		t.Fatalf("exit status %%d\n%%s", r.code, r.err)
	}
	if !strings.Contains(r.err, "--> request") || !strings.Contains(r.err, "<-- response") {
		t.Errorf("--debug printed no exchange:\n%%s", r.err)
	}
	for _, secret := range secrets {
		if len(secret) >= 4 && strings.Contains(r.err, secret) {
			t.Errorf("--debug shows the credential %%q:\n%%s", secret, r.err)
		}
	}
}

// TestMaxRetries checks that --max-retries bounds the attempts at a request that keeps failing with a retryable
// status, and that the error exits with the API status.
func TestMaxRetries(t *testing.T) {
	var attempts sync.Map
	srv := localServer(t, func(w http.ResponseWriter, r *http.Request) {
		n, _ := attempts.LoadOrStore(r.Header.Get("X-Test-Run"), new(int))
		*n.(*int)++
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Retry-After-Ms", "1")
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = io.WriteString(w, `+"`"+`{"error":"busy"}`+"`"+`)
	})
	for _, retries := range []int{0, 2} {
		id := fmt.Sprint("retries-", retries)
		args := append([]string{"--base-url", srv, "--header", "X-Test-Run: " + id, "--max-retries", fmt.Sprint(retries)}, command...)
		r := run(t, "", args...)
		if r.code != clikit.ExitAPI {
			t.Errorf("--max-retries %%d: exit status %%d, want %%d (API error)\n%%s", retries, r.code, clikit.ExitAPI, r.err)
		}
		n, _ := attempts.Load(id)
		if n == nil || *n.(*int) != retries+1 {
			t.Errorf("--max-retries %%d: %%v attempts, want %%d", retries, n, retries+1)
		}
	}
}

// TestExploreOnATerminal runs the command with --format explore on a pseudo-terminal: the interactive viewer opens
// on the alternate screen, shows the response and quits on q.
func TestExploreOnATerminal(t *testing.T) {
	skipWithoutMock(t)
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %%v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 20, Cols: 80}); err != nil {
		t.Fatal(err)
	}
	screen := &firstLine{first: make(chan struct{})}
	go func() { _, _ = io.Copy(screen, ptmx) }()
	done := make(chan int, 1)
	var errOut bytes.Buffer
	go func() {
		full := append(append([]string{%q, "--base-url", mockURL(), "--format", "explore"}, credentials...), command...)
		done <- app.Run(context.Background(), full, clikit.Streams{In: tty, Out: tty, Err: &errOut})
	}()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case code := <-done:
			if code != 0 {
				t.Fatalf("exit status %%d\n%%s", code, errOut.String())
			}
			time.Sleep(50 * time.Millisecond)
			for _, want := range []string{"\x1b[?1049h", "q quit"} {
				if !strings.Contains(screen.String(), want) {
					t.Errorf("the terminal never showed %%q:\n%%q", want, screen.String())
				}
			}
			return
		case <-deadline:
			t.Fatalf("the explorer did not quit on q:\n%%q", screen.String())
		case <-time.After(200 * time.Millisecond):
			if strings.Contains(screen.String(), "q quit") {
				_, _ = ptmx.Write([]byte("q"))
			}
		}
	}
}

// TestNetworkError checks that a request the network refuses exits with the network status.
func TestNetworkError(t *testing.T) {
	r := run(t, "", append([]string{"--base-url", "http://unreachable.invalid"}, command...)...)
	if r.code != clikit.ExitNetwork {
		t.Errorf("exit status %%d, want %%d (network)\n%%s", r.code, clikit.ExitNetwork, r.err)
	}
}
`, args, g.bin)
	return true
}

// canPrintJSON reports whether a method's response is JSON the formats can be checked on.
func canPrintJSON(m *ir.Method) bool {
	r := m.Response
	if r == nil || r.Type == nil || r.Binary {
		return false
	}
	ct := strings.ToLower(r.ContentType)
	return ct == "" || strings.Contains(ct, "json")
}
