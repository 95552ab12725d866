package golang

import "strings"

// clientTests writes client_core_test.go: the generated client, built by its constructor, against a local server
// (no mock server needed): the base URL and every client option read from the environment, the credentials of
// the first security alternative sent, redirects followed, retries numbered in X-Sdkgen-Retry-Count, and one
// connection reused across requests. It is an internal test, so it reads the API's settings for what to expect.
// The name cannot clash with a resource's test file: those have no underscore before _test.
func (g *gen) clientTests() {
	f := g.file("client_core_test.go", g.pkg)
	imports := map[string]string{
		"CONTEXT": f.use("context"), "BASE64": f.use("encoding/base64"), "HTTP": f.use("net/http"),
		"HTTPTEST": f.use("net/http/httptest"), "STRINGS": f.use("strings"), "SYNC": f.use("sync"),
		"TESTING": f.use("testing"), "NET": f.use("net"), "RC": g.rt(f, pkgRequestConfig), "OPTION": g.opt(f),
		"NEWCLIENT": "New" + g.names.client(), "CLIENT": g.held(g.names.client()),
	}
	src := clientTestsSource
	for k, v := range imports {
		src = strings.ReplaceAll(src, "«"+k+"»", v)
	}
	f.p("%s", src)
}

// clientTestsSource is the body of client_core_test.go; «NAME» stands for an import's qualifier or a name.
const clientTestsSource = `// recorder is a local server that records the requests it receives and answers with respond.
type recorder struct {
	mu       «SYNC».Mutex
	requests []*«HTTP».Request
	conns    int
	respond  func(w «HTTP».ResponseWriter, r *«HTTP».Request, n int)
	server   *«HTTPTEST».Server
}

func newRecorder(t *«TESTING».T, respond func(w «HTTP».ResponseWriter, r *«HTTP».Request, n int)) *recorder {
	rec := &recorder{respond: respond}
	rec.server = «HTTPTEST».NewUnstartedServer(«HTTP».HandlerFunc(func(w «HTTP».ResponseWriter, r *«HTTP».Request) {
		rec.mu.Lock()
		n := len(rec.requests)
		rec.requests = append(rec.requests, r.Clone(«CONTEXT».Background()))
		rec.mu.Unlock()
		rec.respond(w, r, n)
	}))
	rec.server.Config.ConnState = func(_ «NET».Conn, state «HTTP».ConnState) {
		if state == «HTTP».StateNew {
			rec.mu.Lock()
			rec.conns++
			rec.mu.Unlock()
		}
	}
	rec.server.Start()
	t.Cleanup(rec.server.Close)
	return rec
}

// ok answers every request with an empty JSON object.
func ok(w «HTTP».ResponseWriter, _ *«HTTP».Request, _ int) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte("{}"))
}

// optionValue is the value the tests give a client option.
func optionValue(o «RC».ClientOption) string { return "test-" + o.Name }

// setEnvironment points the client at baseURL through the environment and sets every client option's variable;
// it returns the options for client options no variable sets.
func setEnvironment(t *«TESTING».T, baseURL string) []«OPTION».RequestOption {
	t.Setenv(settings.EnvPrefix+"_BASE_URL", baseURL)
	var opts []«OPTION».RequestOption
	for _, o := range settings.Options {
		if o.Env != "" {
			t.Setenv(o.Env, optionValue(o))
		} else {
			opts = append(opts, «OPTION».WithClientValue(o.Name, optionValue(o)))
		}
	}
	return opts
}

// call makes one request through the client's generic method, as every generated method does.
func call(t *«TESTING».T, client «CLIENT», path string, opts ...«OPTION».RequestOption) error {
	t.Helper()
	return client.Execute(«CONTEXT».Background(), «HTTP».MethodGet, path, nil, nil, opts...)
}

// credentialSent reports whether a request carries a scheme's credential, from the options' test values.
func credentialSent(r *«HTTP».Request, a «RC».AuthScheme) bool {
	value := func(name string) string {
		for _, o := range settings.Options {
			if o.Name == name {
				return optionValue(o)
			}
		}
		return ""
	}
	switch a.Kind {
	case «RC».AuthBearer:
		keyword := a.Keyword
		if keyword == "" {
			keyword = "Bearer"
		}
		return r.Header.Get("Authorization") == keyword+" "+value(a.Value)
	case «RC».AuthBasic:
		pair := value(a.Username) + ":" + value(a.Password)
		if !a.DisableBase64 {
			pair = «BASE64».StdEncoding.EncodeToString([]byte(pair))
		}
		return r.Header.Get("Authorization") == "Basic "+pair
	case «RC».AuthAPIKeyHeader:
		return r.Header.Get(a.ParamName) == value(a.Value)
	case «RC».AuthAPIKeyQuery:
		return r.URL.Query().Get(a.ParamName) == value(a.Value)
	case «RC».AuthAPIKeyCookie:
		c, err := r.Cookie(a.ParamName)
		return err == nil && c.Value == value(a.Value)
	}
	return false
}

func TestClientReadsTheEnvironment(t *«TESTING».T) {
	rec := newRecorder(t, ok)
	client := «NEWCLIENT»(setEnvironment(t, rec.server.URL)...)
	if err := call(t, client, "/sdkgen-environment"); err != nil {
		t.Fatal(err)
	}
	if len(rec.requests) != 1 || rec.requests[0].URL.Path != "/sdkgen-environment" {
		t.Fatalf("the client did not reach the base URL of %s_BASE_URL: %d requests", settings.EnvPrefix, len(rec.requests))
	}
	if len(settings.Security) == 0 {
		return
	}
	for _, name := range settings.Security[0] {
		for _, a := range settings.Auth {
			if a.Name == name && !credentialSent(rec.requests[0], a) {
				t.Errorf("the request lacks the %s credential from the environment", name)
			}
		}
	}
}

func TestClientOptionsWinOverTheEnvironment(t *«TESTING».T) {
	rec := newRecorder(t, ok)
	opts := setEnvironment(t, "http://127.0.0.1:1")
	client := «NEWCLIENT»(append(opts, «OPTION».WithBaseURL(rec.server.URL))...)
	if err := call(t, client, "/sdkgen-option"); err != nil {
		t.Fatal(err)
	}
	if len(rec.requests) != 1 {
		t.Fatalf("WithBaseURL did not win over %s_BASE_URL", settings.EnvPrefix)
	}
}

func TestClientFollowsRedirects(t *«TESTING».T) {
	rec := newRecorder(t, func(w «HTTP».ResponseWriter, r *«HTTP».Request, n int) {
		if r.URL.Path == "/sdkgen-moved" {
			«HTTP».Redirect(w, r, "/sdkgen-here", «HTTP».StatusTemporaryRedirect)
			return
		}
		ok(w, r, n)
	})
	client := «NEWCLIENT»(setEnvironment(t, rec.server.URL)...)
	if err := call(t, client, "/sdkgen-moved"); err != nil {
		t.Fatal(err)
	}
	if len(rec.requests) != 2 || rec.requests[1].URL.Path != "/sdkgen-here" {
		t.Fatalf("the redirect was not followed: %d requests", len(rec.requests))
	}
}

func TestClientNumbersRetries(t *«TESTING».T) {
	rec := newRecorder(t, func(w «HTTP».ResponseWriter, r *«HTTP».Request, n int) {
		if n < 2 {
			w.Header().Set("Retry-After-Ms", "1")
			w.WriteHeader(«HTTP».StatusServiceUnavailable)
			return
		}
		ok(w, r, n)
	})
	client := «NEWCLIENT»(append(setEnvironment(t, rec.server.URL), «OPTION».WithMaxRetries(2))...)
	if err := call(t, client, "/sdkgen-retry"); err != nil {
		t.Fatal(err)
	}
	var counts []string
	for _, r := range rec.requests {
		counts = append(counts, r.Header.Get("X-Sdkgen-Retry-Count"))
	}
	if got := «STRINGS».Join(counts, ","); got != "0,1,2" {
		t.Fatalf("X-Sdkgen-Retry-Count of the attempts: got %q, want \"0,1,2\"", got)
	}
}

func TestClientReusesConnections(t *«TESTING».T) {
	rec := newRecorder(t, ok)
	client := «NEWCLIENT»(setEnvironment(t, rec.server.URL)...)
	for i := 0; i < 3; i++ {
		if err := call(t, client, "/sdkgen-reuse"); err != nil {
			t.Fatal(err)
		}
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if rec.conns != 1 {
		t.Fatalf("3 requests in turn opened %d connections, want 1", rec.conns)
	}
}
`
