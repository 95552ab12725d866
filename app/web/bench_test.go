package web_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/web"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// BenchmarkPagesWith1000Builds renders the project page and a build page of a project with 1,000 builds (three
// targets each, with diagnostics) from the example spec and sdkgen.yml, server-side, on SQLite. The goal is under 100 ms a page.
func BenchmarkPagesWith1000Builds(b *testing.B) {
	ctx := context.Background()
	st, err := store.Open(ctx, "sqlite://"+filepath.Join(b.TempDir(), "sdkgen.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = st.Close() })
	org, _ := st.EnsureOrg(ctx, "acme")
	if err := st.AddMember(ctx, org.ID, store.Member{Login: "octocat", UserID: 1}); err != nil {
		b.Fatal(err)
	}
	spec, _ := os.ReadFile("../../examples/acme/openapi.yml")
	config, _ := os.ReadFile("../../examples/acme/sdkgen.yml")
	p, err := st.CreateProject(ctx, store.OrgProject{OrgID: org.ID, Name: "api", Config: config,
		Spec: store.SpecSource{Kind: store.SpecFromUpload, Upload: spec}})
	if err != nil {
		b.Fatal(err)
	}
	var last string
	start := time.Now().Add(-1000 * time.Minute)
	for i := range 1000 {
		bld, _, err := st.CreateBuild(ctx, store.NewBuild{Build: builds.Build{OrgID: org.ID, ProjectID: p.ID, Trigger: builds.API,
			Status: builds.Completed, Source: "bench", CreatedAt: start.Add(time.Duration(i) * time.Minute), Targets: benchTargets(i)}})
		if err != nil {
			b.Fatal(err)
		}
		last = bld.ID
	}
	_, secret, err := st.CreateSession(ctx, "octocat", 1, nil, time.Hour)
	if err != nil {
		b.Fatal(err)
	}
	w, err := web.New(web.Options{Store: st, Scheduler: &scheduled{}})
	if err != nil {
		b.Fatal(err)
	}
	for _, path := range []string{"/orgs/acme/projects/api", "/orgs/acme/builds/" + last, "/orgs/acme/projects/api/builds.json"} {
		b.Run(path, func(b *testing.B) {
			for b.Loop() {
				req := httptest.NewRequest(http.MethodGet, path, nil)
				req.AddCookie(&http.Cookie{Name: "sdkgen_session", Value: secret})
				rec := httptest.NewRecorder()
				w.ServeHTTP(rec, req)
				if rec.Code != http.StatusOK {
					b.Fatalf("%s: %d", path, rec.Code)
				}
			}
		})
	}
}

func benchTargets(i int) []builds.TargetResult {
	var out []builds.TargetResult
	for _, t := range []string{"typescript", "python", "go"} {
		out = append(out, builds.TargetResult{Target: t, Status: "success", Diff: &builds.DiffSummary{FilesModified: i % 7},
			Diagnostics: []diag.Diagnostic{{Code: "Endpoint/NotConfigured", Level: diag.Warning, Message: fmt.Sprintf("endpoint %d", i), File: "openapi.yml", Line: i + 1, Column: 3}}})
	}
	return out
}
