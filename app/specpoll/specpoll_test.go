package specpoll_test

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/specpoll"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// specServer is a local https server of a spec with an ETag; it counts full answers and 304s.
type specServer struct {
	*httptest.Server
	mu         sync.Mutex
	spec, etag string
	full, same int
}

func newSpecServer(t *testing.T, spec string) *specServer {
	s := &specServer{spec: spec, etag: `"v1"`}
	mux := http.NewServeMux()
	mux.HandleFunc("/openapi.yml", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		defer s.mu.Unlock()
		if r.Header.Get("If-None-Match") == s.etag {
			s.same++
			w.WriteHeader(http.StatusNotModified)
			return
		}
		s.full++
		w.Header().Set("ETag", s.etag)
		_, _ = w.Write([]byte(s.spec))
	})
	mux.HandleFunc("/to-loopback", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://127.0.0.1:1/openapi.yml", http.StatusFound)
	})
	mux.HandleFunc("/to-metadata", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://169.254.169.254/latest/meta-data/", http.StatusFound)
	})
	mux.HandleFunc("/to-http", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://example.com/openapi.yml", http.StatusFound)
	})
	mux.HandleFunc("/huge", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write(make([]byte, 2048)) })
	s.Server = httptest.NewTLSServer(mux)
	t.Cleanup(s.Close)
	return s
}

func (s *specServer) set(spec, etag string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.spec, s.etag = spec, etag
}

// guard allows only the test server's own address and trusts its certificate.
func (s *specServer) guard() specpoll.Guard {
	pool := x509.NewCertPool()
	pool.AddCert(s.Certificate())
	return specpoll.Guard{Allow: []string{s.Listener.Addr().String()}, TLS: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}}
}

type scheduler struct{ ids []string }

func (s *scheduler) ScheduleAPIBuild(_ context.Context, id string) error {
	s.ids = append(s.ids, id)
	return nil
}

func TestFetchIsGuarded(t *testing.T) {
	srv := newSpecServer(t, "openapi: 3.1.0\n")
	f := specpoll.Fetcher{Guard: srv.guard(), MaxBytes: 1024, Timeout: 5 * time.Second}
	ctx := context.Background()
	for _, tc := range []struct {
		name, url string
		refused   bool // by the guard (else another failure)
	}{
		{"plain http", "http://example.com/openapi.yml", true},
		{"redirect to loopback", srv.URL + "/to-loopback", true},
		{"redirect to the metadata address", srv.URL + "/to-metadata", true},
		{"redirect to http", srv.URL + "/to-http", true},
		{"loopback directly", "https://127.0.0.1:1/openapi.yml", true},
		{"localhost by name", "https://localhost:1/openapi.yml", true},
		{"over the size cap", srv.URL + "/huge", false},
		{"not found", srv.URL + "/nothing", false},
	} {
		_, err := f.Fetch(ctx, tc.url, specpoll.Validators{})
		if err == nil || errors.Is(err, specpoll.ErrRefused) != tc.refused {
			t.Errorf("%s: %v (refused %v)", tc.name, err, tc.refused)
		}
	}
	// Without the test override even the test server is refused: it is on loopback.
	if _, err := (specpoll.Fetcher{Guard: specpoll.Guard{TLS: srv.guard().TLS}}).Fetch(ctx, srv.URL+"/openapi.yml", specpoll.Validators{}); !errors.Is(err, specpoll.ErrRefused) {
		t.Errorf("the loopback server without the override: %v", err)
	}
	res, err := f.Fetch(ctx, srv.URL+"/openapi.yml", specpoll.Validators{})
	if err != nil || string(res.Spec) != "openapi: 3.1.0\n" || res.Validators.ETag != `"v1"` {
		t.Fatalf("fetch = %+v, %v", res, err)
	}
	if res, err := f.Fetch(ctx, srv.URL+"/openapi.yml", res.Validators); err != nil || !res.NotModified {
		t.Errorf("conditional fetch = %+v, %v", res, err)
	}
}

func TestBlockedAddresses(t *testing.T) {
	for addr, want := range map[string]bool{
		"127.0.0.1:443": true, "[::1]:443": true, "10.1.2.3:443": true, "172.16.0.1:443": true, "192.168.1.1:443": true,
		"169.254.169.254:80": true, "[fe80::1]:443": true, "[fd00:ec2::254]:80": true, "0.0.0.0:443": true,
		"100.100.100.200:80": true, "[::ffff:127.0.0.1]:443": true, "140.82.112.3:443": false, "[2606:4700::1111]:443": false,
	} {
		err := specpoll.Guard{}.Check(netip.MustParseAddrPort(addr).String())
		if (err != nil) != want {
			t.Errorf("%s: refused %v, want %v", addr, err != nil, want)
		}
	}
}

// A changed spec gives exactly one build; an unchanged one (304) none; a failure is recorded on the project and
// backs off.
func TestPollBuildsChangedSpecsOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st, err := store.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = st.Close() }()
		spec, _ := os.ReadFile("../../examples/acme/openapi.yml")
		config, _ := os.ReadFile("../../examples/acme/sdkgen.yml")
		srv := newSpecServer(t, string(spec))
		org, _ := st.EnsureOrg(ctx, "acme")
		proj, err := st.CreateProject(ctx, store.OrgProject{OrgID: org.ID, Name: "api", Config: config,
			Spec: store.SpecSource{Kind: store.SpecFromURL, URL: srv.URL + "/openapi.yml"}})
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		sched := &scheduler{}
		p := &specpoll.Poller{Store: st, Scheduler: sched, Fetcher: specpoll.Fetcher{Guard: srv.guard()},
			Now: func() time.Time { return now }}
		pollDue := func() {
			t.Helper()
			if err := p.PollDue(ctx); err != nil {
				t.Fatal(err)
			}
		}
		pollDue()
		if len(sched.ids) != 1 {
			t.Fatalf("%d builds after the first poll, want 1", len(sched.ids))
		}
		b, _ := st.Build(ctx, org.ID, sched.ids[0])
		if b.Trigger != builds.Poll || b.SpecHash != builds.Hash(spec) || len(b.Targets) == 0 {
			t.Errorf("poll build %+v", b)
		}
		pollDue() // not due yet: nothing fetched
		now = now.Add(2 * time.Hour)
		pollDue() // due: 304
		if len(sched.ids) != 1 || srv.same != 1 || srv.full != 1 {
			t.Errorf("an unchanged spec: %d builds, %d full answers, %d 304s", len(sched.ids), srv.full, srv.same)
		}
		srv.set(strings.Replace(string(spec), "Check that the API is up", "Check that the API answers", 1), `"v2"`)
		now = now.Add(2 * time.Hour)
		pollDue()
		if len(sched.ids) != 2 {
			t.Fatalf("%d builds after the spec changed, want 2", len(sched.ids))
		}
		got, _ := st.OrgProjectByID(ctx, org.ID, proj.ID)
		if got.Poll.ETag != `"v2"` || !strings.Contains(string(got.Spec.Upload), "the API answers") {
			t.Errorf("project after the change: %+v", got.Poll)
		}
		// A failing URL is shown on the project and fetched again only after a backoff.
		got.Spec.URL = srv.URL + "/to-metadata"
		if _, err := st.UpdateProject(ctx, got); err != nil {
			t.Fatal(err)
		}
		now = now.Add(2 * time.Hour)
		pollDue()
		failed, _ := st.OrgProjectByID(ctx, org.ID, proj.ID)
		if !strings.Contains(failed.Poll.Error, "internal") || failed.Poll.Failures != 1 {
			t.Errorf("the failure is not on the project: %+v", failed.Poll)
		}
		now = now.Add(90 * time.Minute)
		if p.Due(failed) {
			t.Error("a failed project is due again after one interval: no backoff")
		}
		now = now.Add(3 * time.Hour)
		if !p.Due(failed) {
			t.Error("a failed project is never due again")
		}
	})
}
