package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
	"github.com/sdkgen/sdkgen/app/web"
)

// scheduled records the builds the web app enqueues.
type scheduled struct {
	mu  sync.Mutex
	ids []string
}

func (s *scheduled) ScheduleAPIBuild(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ids = append(s.ids, id)
	return nil
}

func (s *scheduled) list() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.ids...)
}

// fixture is the web app over HTTPS (its cookies are Secure) on a SQLite store, signing in through the fake
// GitHub, where octocat belongs to acme and initech and the App is installed on acme and globex.
type fixture struct {
	t     *testing.T
	st    *store.Store
	sched *scheduled
	fake  *fakegithub.Server
	base  string
	opts  web.Options
	// transport trusts the test server's certificate.
	transport http.RoundTripper
}

func newFixture(t *testing.T, tweak ...func(*web.Options)) *fixture {
	t.Helper()
	fake, err := fakegithub.New(fakegithub.Options{AppID: 42})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(fake.Close)
	ghURL, err := fake.Start()
	if err != nil {
		t.Fatal(err)
	}
	fake.AddInstallation(7, "acme")
	fake.AddInstallation(8, "globex")
	st, err := store.Open(context.Background(), storetest.SQLiteURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	f := &fixture{t: t, st: st, sched: &scheduled{}, fake: fake}
	f.opts = web.Options{Store: st, Scheduler: f.sched,
		OAuth: web.OAuth{APIURL: ghURL + "/api/v3/", ClientID: "Iv1.web", ClientSecret: "s3cret", AppSlug: "sdkgen"}}
	for _, fn := range tweak {
		fn(&f.opts)
	}
	w, err := web.New(f.opts)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewTLSServer(w)
	t.Cleanup(srv.Close)
	f.base, f.transport = srv.URL, srv.Client().Transport
	f.setWebUser("octocat", "acme", "initech")
	return f
}

// setWebUser signs login in on the fake GitHub, as a member of orgs.
func (f *fixture) setWebUser(login string, orgs ...string) {
	f.t.Helper()
	body, _ := json.Marshal(fakegithub.DeviceApproval{Login: login, Orgs: orgs})
	res, err := http.Post(strings.TrimSuffix(f.opts.OAuth.APIURL, "/api/v3/")+"/_fake/web-user", "application/json", bytes.NewReader(body))
	if err != nil || res.StatusCode != http.StatusNoContent {
		f.t.Fatalf("set the fake's web user: %v %v", res, err)
	}
	_ = res.Body.Close()
}

// browser is a client with its own cookies that does not follow redirects.
type browser struct {
	f      *fixture
	client *http.Client
	csrf   string
}

func (f *fixture) browser() *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{f: f, client: &http.Client{Jar: jar, Transport: f.transport,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// reply is a response read whole.
type reply struct {
	StatusCode int
	Header     http.Header
	cookies    []*http.Cookie
}

func (r reply) Cookies() []*http.Cookie { return r.cookies }

// do sends a request and returns the response and its body.
func (b *browser) do(req *http.Request) (reply, string) {
	b.f.t.Helper()
	res, err := b.client.Do(req)
	if err != nil {
		b.f.t.Fatalf("%s %s: %v", req.Method, req.URL, err)
	}
	defer func() { _ = res.Body.Close() }()
	data, _ := io.ReadAll(res.Body)
	if m := csrfField.FindSubmatch(data); m != nil {
		b.csrf = string(m[1])
	}
	return reply{StatusCode: res.StatusCode, Header: res.Header, cookies: res.Cookies()}, string(data)
}

var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

func (b *browser) get(path string) (reply, string) {
	req, _ := http.NewRequest(http.MethodGet, b.url(path), nil)
	return b.do(req)
}

func (b *browser) url(path string) string {
	if strings.HasPrefix(path, "http") {
		return path
	}
	return b.f.base + path
}

// post sends a form, with the page's CSRF token unless the form sets csrf itself.
func (b *browser) post(path string, form url.Values) (reply, string) {
	if _, ok := form["csrf"]; !ok {
		form.Set("csrf", b.csrf)
	}
	req, _ := http.NewRequest(http.MethodPost, b.url(path), strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return b.do(req)
}

// upload posts a multipart form with the spec file.
func (b *browser) upload(path string, fields map[string][]string, spec []byte) (reply, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("csrf", b.csrf)
	for k, vs := range fields {
		for _, v := range vs {
			_ = mw.WriteField(k, v)
		}
	}
	fw, _ := mw.CreateFormFile("spec", "openapi.yml")
	_, _ = fw.Write(spec)
	_ = mw.Close()
	req, _ := http.NewRequest(http.MethodPost, b.url(path), &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	return b.do(req)
}

// signIn runs the whole web flow and lands on /orgs.
func (b *browser) signIn() string {
	b.f.t.Helper()
	res, _ := b.get("/signin")
	for range 3 {
		if res.StatusCode != http.StatusFound && res.StatusCode != http.StatusSeeOther {
			break
		}
		res, _ = b.get(res.Header.Get("Location"))
	}
	res, body := b.get("/orgs")
	if res.StatusCode != http.StatusOK {
		b.f.t.Fatalf("after sign-in, /orgs: %d\n%s", res.StatusCode, body)
	}
	return body
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
