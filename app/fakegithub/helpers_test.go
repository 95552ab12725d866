package fakegithub_test

import (
	"bytes"
	"context"
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"net/http"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bradleyfalzon/ghinstallation/v2"
	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
)

const (
	testAppID          = 4242
	testInstallationID = 77
)

var (
	apiRepo = gh.Repo{Owner: "acme", Name: "api"}
	sdkRepo = gh.Repo{Owner: "acme", Name: "acme-go"}
)

// clock is the real clock moved by Advance, for Options.Now: ghinstallation signs its JWTs with the real time.
type clock struct {
	mu     sync.Mutex
	offset time.Duration
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset += d
}

// logs collects what the server logs, so tests can check no token leaks into it.
type logs struct {
	mu    sync.Mutex
	lines []string
}

func (l *logs) Logf(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, strings.TrimSpace(fmt.Sprintf(format, args...)))
}

func (l *logs) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.lines, "\n")
}

// fixture is a started fake with the API repository (recorded and git-backed) and an SDK repository installed.
type fixture struct {
	t     *testing.T
	srv   *fakegithub.Server
	url   string
	key   []byte
	clock *clock
	logs  *logs
	ctx   context.Context
}

// newFixture starts a fake on a test clock, with apiRepo and sdkRepo git-backed and installed.
func newFixture(t *testing.T) *fixture {
	t.Helper()
	requireGit(t)
	key := testKey(t)
	clk := &clock{}
	lg := &logs{}
	srv, err := fakegithub.New(fakegithub.Options{AppID: testAppID, PrivateKeyPEM: key, Dir: t.TempDir(),
		Logf: lg.Logf, Now: clk.Now})
	if err != nil {
		t.Fatal(err)
	}
	url, err := srv.Start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	for _, r := range []gh.Repo{apiRepo, sdkRepo} {
		if err := srv.AddRepo(r, "main"); err != nil {
			t.Fatal(err)
		}
	}
	srv.AddInstallation(testInstallationID, "acme", apiRepo, sdkRepo)
	return &fixture{t: t, srv: srv, url: url, key: key, clock: clk, logs: lg, ctx: context.Background()}
}

// requireGit fails the test when git is missing: the fake's git repositories need it, and every machine that
// runs the tests has it.
func requireGit(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatalf("git is required: %v", err)
	}
}

// testKey generates an App key.
func testKey(t *testing.T) []byte {
	t.Helper()
	key, err := fakegithub.GeneratePrivateKey()
	if err != nil {
		t.Fatal(err)
	}
	return key
}

// installationClient is go-github on an installation token that ghinstallation gets from the fake with the App's
// JWT, as the App's clients do. base, when not nil, carries the requests.
func (f *fixture) installationClient(base http.RoundTripper) *github.Client {
	f.t.Helper()
	if base == nil {
		base = http.DefaultTransport
	}
	itr, err := ghinstallation.New(base, testAppID, testInstallationID, f.key)
	if err != nil {
		f.t.Fatal(err)
	}
	itr.BaseURL = f.url
	return withBaseURL(f.t, github.NewClient(&http.Client{Transport: itr}), f.url)
}

// appClient is go-github authenticated as the App (JWT).
func (f *fixture) appClient(base http.RoundTripper) *github.Client {
	f.t.Helper()
	if base == nil {
		base = http.DefaultTransport
	}
	atr, err := ghinstallation.NewAppsTransport(base, testAppID, f.key)
	if err != nil {
		f.t.Fatal(err)
	}
	atr.BaseURL = f.url
	return withBaseURL(f.t, github.NewClient(&http.Client{Transport: atr}), f.url)
}

// tokenClient is go-github on a fixed token.
func (f *fixture) tokenClient(token string) *github.Client {
	return withBaseURL(f.t, github.NewClient(nil).WithAuthToken(token), f.url)
}

// token returns a fresh installation token.
func (f *fixture) token() string {
	f.t.Helper()
	tok, err := f.srv.Token(testInstallationID)
	if err != nil {
		f.t.Fatal(err)
	}
	return tok
}

func withBaseURL(t *testing.T, c *github.Client, base string) *github.Client {
	t.Helper()
	u, err := c.BaseURL.Parse(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	c.BaseURL = u
	return c
}

// commit commits files onto branch of repo and returns the commit.
func (f *fixture) commit(repo gh.Repo, branch string, files map[string]string) string {
	f.t.Helper()
	bs := map[string][]byte{}
	for p, c := range files {
		bs[p] = []byte(c)
	}
	sha, err := f.srv.Commit(repo, branch, "change "+branch, bs)
	if err != nil {
		f.t.Fatal(err)
	}
	return sha
}

// do sends a request (body as JSON, or as is when it is []byte) and returns the status, headers and body.
func (f *fixture) do(method, path, auth string, body any) (int, http.Header, []byte) {
	f.t.Helper()
	var rd *bytes.Reader
	if raw, ok := body.([]byte); ok {
		rd = bytes.NewReader(raw)
	} else if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			f.t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	} else {
		rd = bytes.NewReader(nil)
	}
	req, err := http.NewRequestWithContext(f.ctx, method, f.url+path, rd)
	if err != nil {
		f.t.Fatal(err)
	}
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		f.t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	var buf bytes.Buffer
	if _, err := buf.ReadFrom(resp.Body); err != nil {
		f.t.Fatal(err)
	}
	return resp.StatusCode, resp.Header, buf.Bytes()
}

// jwt signs claims with key as an RS256 JWT.
func jwt(t *testing.T, keyPEM []byte, claims map[string]any) string {
	t.Helper()
	block, _ := pem.Decode(keyPEM)
	key, err := x509.ParsePKCS1PrivateKey(block.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	enc := func(v any) string {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return base64.RawURLEncoding.EncodeToString(data)
	}
	signing := enc(map[string]string{"alg": "RS256", "typ": "JWT"}) + "." + enc(claims)
	digest := sha256.Sum256([]byte(signing))
	sig, err := rsa.SignPKCS1v15(rand.Reader, key, crypto.SHA256, digest[:])
	if err != nil {
		t.Fatal(err)
	}
	return signing + "." + base64.RawURLEncoding.EncodeToString(sig)
}

// githubError decodes GitHub's error body.
func githubError(t *testing.T, body []byte) map[string]any {
	t.Helper()
	var out map[string]any
	if err := json.Unmarshal(body, &out); err != nil {
		t.Fatalf("error body %q is not JSON: %v", body, err)
	}
	return out
}

func ptr[T any](v T) *T { return &v }
