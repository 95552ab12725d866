package store_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
	"github.com/sdkgen/sdkgen/generator/diag"
)

func TestOrgsMembersAndTokens(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		acme, err := s.EnsureOrg(ctx, "Acme")
		if err != nil {
			t.Fatal(err)
		}
		again, err := s.EnsureOrg(ctx, "acme")
		if err != nil || again.ID != acme.ID || again.Login != "acme" {
			t.Fatalf("EnsureOrg twice = %+v, %v; want %+v", again, err, acme)
		}
		if err := s.SetMembers(ctx, acme.ID, []store.Member{{Login: "Octocat", UserID: 1}}); err != nil {
			t.Fatal(err)
		}
		orgs, err := s.OrgsOf(ctx, "octocat")
		if err != nil || len(orgs) != 1 || orgs[0].ID != acme.ID {
			t.Fatalf("OrgsOf = %+v, %v", orgs, err)
		}
		tok, secret, err := s.CreateToken(ctx, acme.ID, "ci")
		if err != nil || !strings.HasPrefix(secret, store.TokenPrefix) {
			t.Fatalf("CreateToken = %q, %v", secret, err)
		}
		for _, tc := range []struct {
			name   string
			secret string
			ok     bool
		}{
			{"the token", secret, true},
			{"another token", secret[:len(secret)-1] + "x", false},
			{"no prefix", strings.TrimPrefix(secret, store.TokenPrefix), false},
			{"empty", "", false},
		} {
			got, err := s.Authenticate(ctx, tc.secret)
			if (err == nil) != tc.ok || (tc.ok && got.OrgID != acme.ID) {
				t.Errorf("%s: Authenticate = %+v, %v; want ok %v", tc.name, got, err, tc.ok)
			}
		}
		if err := s.RevokeToken(ctx, "org_other", tok.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("revoking another organization's token: %v, want ErrNotFound", err)
		}
		if err := s.RevokeToken(ctx, acme.ID, tok.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Authenticate(ctx, secret); !errors.Is(err, store.ErrBadToken) {
			t.Errorf("a revoked token authenticates: %v", err)
		}
		list, err := s.Tokens(ctx, acme.ID)
		if err != nil || len(list) != 1 || list[0].RevokedAt == nil || list[0].LastUsedAt == nil {
			t.Errorf("Tokens = %+v, %v", list, err)
		}
	})
}

func TestOrgProjects(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		org, _ := s.EnsureOrg(ctx, "acme")
		other, _ := s.EnsureOrg(ctx, "globex")
		for _, tc := range []struct {
			name string
			p    store.OrgProject
			err  string
		}{
			{"upload", store.OrgProject{Name: "api", Spec: store.SpecSource{Kind: store.SpecFromUpload, Upload: []byte("openapi: 3.1.0")}, Config: []byte("x: 1"), SDKRepos: map[string]string{"go": "acme/api-go"}}, ""},
			{"same name", store.OrgProject{Name: "api", Spec: store.SpecSource{Kind: store.SpecFromUpload}}, "already exists"},
			{"bad name", store.OrgProject{Name: "Bad Name", Spec: store.SpecSource{Kind: store.SpecFromUpload}}, "project name"},
			{"http url", store.OrgProject{Name: "u", Spec: store.SpecSource{Kind: store.SpecFromURL, URL: "http://x"}}, "https"},
			{"url", store.OrgProject{Name: "u", Spec: store.SpecSource{Kind: store.SpecFromURL, URL: "https://x/openapi.json"}}, ""},
			{"bad fail_on", store.OrgProject{Name: "f", FailOn: "loud", Spec: store.SpecSource{Kind: store.SpecFromUpload}}, "fail_on"},
			{"repo path escapes", store.OrgProject{Name: "r", Spec: store.SpecSource{Kind: store.SpecFromRepo, Repo: "acme/api", Path: "../x"}}, "clean path"},
			{"unknown kind", store.OrgProject{Name: "k", Spec: store.SpecSource{Kind: "ftp"}}, "spec source"},
		} {
			tc.p.OrgID = org.ID
			_, err := s.CreateProject(ctx, tc.p)
			if (err == nil) != (tc.err == "") || (err != nil && !strings.Contains(err.Error(), tc.err)) {
				t.Errorf("%s: CreateProject error %v, want %q", tc.name, err, tc.err)
			}
		}
		p, err := s.OrgProjectByName(ctx, org.ID, "api")
		if err != nil || string(p.Spec.Upload) != "openapi: 3.1.0" || p.FailOn != "error" || p.SDKRepos["go"] != "acme/api-go" {
			t.Fatalf("OrgProjectByName = %+v, %v", p, err)
		}
		if _, err := s.OrgProjectByID(ctx, other.ID, p.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("another organization reads the project: %v", err)
		}
		p.FailOn = "warning"
		if _, err := s.UpdateProject(ctx, p); err != nil {
			t.Fatal(err)
		}
		if got, _ := s.OrgProjectByID(ctx, org.ID, p.ID); got.FailOn != "warning" {
			t.Errorf("fail_on after update = %q", got.FailOn)
		}
		polled, err := s.PolledProjects(ctx)
		if err != nil || len(polled) != 1 || polled[0].Name != "u" {
			t.Errorf("PolledProjects = %+v, %v", polled, err)
		}
		// A repository project is created once, named after the repository, or after owner and name when taken.
		first, err := s.RepoProject(ctx, org.ID, "Acme/API")
		if err != nil || first.Name != "acme-api" {
			t.Fatalf("RepoProject = %+v, %v", first, err)
		}
		second, _ := s.RepoProject(ctx, org.ID, "acme/api")
		if second.ID != first.ID {
			t.Errorf("RepoProject made a second project: %s and %s", first.ID, second.ID)
		}
	})
}

func TestBuildRecords(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		org, _ := s.EnsureOrg(ctx, "acme")
		other, _ := s.EnsureOrg(ctx, "globex")
		proj, _ := s.CreateProject(ctx, store.OrgProject{OrgID: org.ID, Name: "api", Spec: store.SpecSource{Kind: store.SpecFromUpload}})
		mk := func(key string) store.NewBuild {
			return store.NewBuild{Build: builds.Build{OrgID: org.ID, ProjectID: proj.ID, Trigger: builds.API,
				Status: builds.Queued, Targets: []builds.TargetResult{{Target: "go", Status: "queued"}, {Target: "python", Status: "queued"}}},
				Spec: []byte("spec"), Config: []byte("config"), IdempotencyKey: key, RequestHash: "h"}
		}
		first, created, err := s.CreateBuild(ctx, mk(""))
		if err != nil || !created || first.Status != builds.Queued || len(first.Targets) != 2 || first.Targets[1].Target != "python" {
			t.Fatalf("CreateBuild = %+v, %v, %v", first, created, err)
		}
		if spec, config, err := s.BuildInputs(ctx, first.ID); err != nil || string(spec) != "spec" || string(config) != "config" {
			t.Errorf("BuildInputs = %q, %q, %v", spec, config, err)
		}
		if ok, err := s.StartBuild(ctx, first.ID, time.Now()); !ok || err != nil {
			t.Fatalf("StartBuild = %v, %v", ok, err)
		}
		done := time.Now().UTC()
		err = s.FinishBuild(ctx, first.ID, builds.Build{Status: builds.Completed, FinishedAt: &done, SpecHash: "s1",
			Targets: []builds.TargetResult{
				{Target: "go", Status: "success", Archive: []byte("tgz"), Diff: &builds.DiffSummary{FilesAdded: 3},
					Diagnostics: []diag.Diagnostic{{Code: diag.ConfigDeprecated, Level: diag.Warning, Message: "m", File: "sdkgen.yml", Line: 2, Column: 3}}},
				{Target: "python", Status: "fatal", Failure: "boom"},
			}})
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.Build(ctx, org.ID, first.ID)
		if err != nil || got.Status != builds.Completed || got.SpecHash != "s1" || got.StartedAt == nil || got.FinishedAt == nil ||
			!got.Targets[0].HasArchive || got.Targets[1].HasArchive || got.Targets[0].Diff.FilesAdded != 3 ||
			got.Targets[0].Diagnostics[0].Line != 2 || got.Targets[1].Failure != "boom" {
			t.Fatalf("Build = %+v, %v", got, err)
		}
		if a, err := s.Archive(ctx, org.ID, first.ID, "go"); err != nil || string(a) != "tgz" {
			t.Errorf("Archive = %q, %v", a, err)
		}
		for _, tc := range []struct{ org, build, target string }{{org.ID, first.ID, "python"}, {other.ID, first.ID, "go"}, {org.ID, first.ID, "ruby"}} {
			if _, err := s.Archive(ctx, tc.org, tc.build, tc.target); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("Archive(%s, %s) = %v, want ErrNotFound", tc.org, tc.target, err)
			}
		}
		if _, err := s.Build(ctx, other.ID, first.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("another organization reads the build: %v", err)
		}
		second, _, _ := s.CreateBuild(ctx, mk(""))
		prev, err := s.PreviousBuild(ctx, second)
		if err != nil || prev.ID != first.ID {
			t.Errorf("PreviousBuild = %s, %v; want %s", prev.ID, err, first.ID)
		}
		if c, err := s.CancelBuild(ctx, org.ID, second.ID); err != nil || c.Status != builds.Cancelled {
			t.Errorf("CancelBuild = %+v, %v", c, err)
		}
		if err := s.FinishBuild(ctx, second.ID, builds.Build{Status: builds.Completed}); err != nil {
			t.Fatal(err)
		}
		if c, _ := s.Build(ctx, org.ID, second.ID); c.Status != builds.Cancelled {
			t.Errorf("a cancelled build finished as %s", c.Status)
		}
		list, err := s.Builds(ctx, store.BuildFilter{OrgID: org.ID, ProjectID: proj.ID, Limit: 1})
		if err != nil || len(list) != 1 || list[0].ID != second.ID {
			t.Fatalf("Builds page 1 = %+v, %v", list, err)
		}
		list, err = s.Builds(ctx, store.BuildFilter{OrgID: org.ID, Before: list[0].ID})
		if err != nil || len(list) != 1 || list[0].ID != first.ID {
			t.Errorf("Builds page 2 = %+v, %v", list, err)
		}
	})
}

// Concurrent creations with the same idempotency key record exactly one build per key.
func TestCreateBuildIdempotent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		org, _ := s.EnsureOrg(ctx, "acme")
		const keys, perKey = 10, 10
		ids := make([][]string, keys)
		var mu sync.Mutex
		var wg sync.WaitGroup
		for k := range keys {
			for range perKey {
				wg.Go(func() {
					b, _, err := s.CreateBuild(ctx, store.NewBuild{Build: builds.Build{OrgID: org.ID, ProjectID: "p",
						Trigger: builds.API, Status: builds.Queued}, IdempotencyKey: fmt.Sprintf("key-%d", k)})
					if err != nil {
						t.Error(err)
						return
					}
					mu.Lock()
					ids[k] = append(ids[k], b.ID)
					mu.Unlock()
				})
			}
		}
		wg.Wait()
		for k, got := range ids {
			for _, id := range got {
				if id != got[0] {
					t.Errorf("key %d gave builds %v", k, got)
					break
				}
			}
		}
		all, _ := s.Builds(ctx, store.BuildFilter{OrgID: org.ID})
		if len(all) != keys {
			t.Errorf("%d builds recorded, want %d", len(all), keys)
		}
	})
}

// A member who leaves the organization loses it and the tokens their logins made; an administrator's token
// stays. Uninstalling the App forgets every member.
func TestMembersLeave(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		org, err := s.EnsureOrg(ctx, "acme")
		must(t, err)
		for _, login := range []string{"ada", "bob"} {
			must(t, s.AddMember(ctx, org.ID, store.Member{Login: login}))
		}
		_, ada, err := s.CreateMemberToken(ctx, org.ID, "sdkgen auth login by Ada", "Ada")
		must(t, err)
		_, bob, err := s.CreateMemberToken(ctx, org.ID, "sdkgen auth login by bob", "bob")
		must(t, err)
		_, ci, err := s.CreateToken(ctx, org.ID, "ci")
		must(t, err)

		if n, err := s.RemoveMember(ctx, org.ID, "ADA"); err != nil || n != 1 {
			t.Fatalf("RemoveMember = %d, %v; want ada's one token revoked", n, err)
		}
		if orgs, _ := s.OrgsOf(ctx, "ada"); len(orgs) != 0 {
			t.Errorf("ada is still a member of %v", orgs)
		}
		if _, err := s.Authenticate(ctx, ada); !errors.Is(err, store.ErrBadToken) {
			t.Errorf("ada's token after she left: %v, want ErrBadToken", err)
		}
		for _, live := range []string{bob, ci} {
			if _, err := s.Authenticate(ctx, live); err != nil {
				t.Errorf("another token stopped working: %v", err)
			}
		}
		if n, err := s.ForgetMembers(ctx, org.ID); err != nil || n != 1 {
			t.Fatalf("ForgetMembers = %d, %v; want bob's token revoked", n, err)
		}
		if orgs, _ := s.OrgsOf(ctx, "bob"); len(orgs) != 0 {
			t.Errorf("bob is still a member of %v", orgs)
		}
		if _, err := s.Authenticate(ctx, ci); err != nil {
			t.Errorf("the administrator's token stopped working: %v", err)
		}
	})
}

// Each target's generation start and end are kept (issue 25's per-target durations); a later write of the
// target without them keeps them.
func TestBuildTargetTimes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		org, _ := s.EnsureOrg(ctx, "acme")
		proj, _ := s.CreateProject(ctx, store.OrgProject{OrgID: org.ID, Name: "api", Spec: store.SpecSource{Kind: store.SpecFromUpload}})
		b, _, err := s.CreateBuild(ctx, store.NewBuild{Build: builds.Build{OrgID: org.ID, ProjectID: proj.ID, Trigger: builds.API,
			Status: builds.Queued, Targets: []builds.TargetResult{{Target: "go", Status: "queued"}}}})
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := s.Build(ctx, org.ID, b.ID); got.Targets[0].StartedAt != nil || got.Targets[0].FinishedAt != nil {
			t.Errorf("a queued target has times %v, %v", got.Targets[0].StartedAt, got.Targets[0].FinishedAt)
		}
		start := time.Date(2026, 11, 28, 10, 0, 0, 123456789, time.UTC)
		end := start.Add(1500 * time.Millisecond)
		for _, targets := range [][]builds.TargetResult{
			{{Target: "go", Status: "success", StartedAt: &start, FinishedAt: &end}},
			{{Target: "go", Status: "success"}},
		} {
			if err := s.FinishBuild(ctx, b.ID, builds.Build{Status: builds.Completed, FinishedAt: &end, Targets: targets}); err != nil {
				t.Fatal(err)
			}
			got, err := s.Build(ctx, org.ID, b.ID)
			if err != nil || got.Targets[0].StartedAt == nil || !got.Targets[0].StartedAt.Equal(start) ||
				got.Targets[0].FinishedAt == nil || !got.Targets[0].FinishedAt.Equal(end) {
				t.Errorf("target times %v, %v (%v); want %v, %v", got.Targets[0].StartedAt, got.Targets[0].FinishedAt, err, start, end)
			}
		}
	})
}
