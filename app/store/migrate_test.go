package store

import (
	"context"
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// An override recorded before fail_on existed keeps its paths and gets the default fail_on.
func TestProjectsFromBeforeFailOn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := storeAt(t, url, 1)
		repo := gh.Repo{Owner: "acme", Name: "api"}
		_, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_projects (repo_key, owner, name, spec_path, config_path, updated_at)
			VALUES (?, ?, ?, ?, ?, ?)`, repoKey(repo), repo.Owner, repo.Name, "spec/openapi.yml", "sdkgen.yml", 1)
		if err != nil {
			t.Fatalf("insert a version 1 override: %v", err)
		}
		if err := s.Migrate(ctx); err != nil {
			t.Fatalf("Migrate: %v", err)
		}
		p, ok, err := s.ProjectOverride(ctx, repo)
		want := Project{Repo: repo, SpecPath: "spec/openapi.yml", ConfigPath: "sdkgen.yml"}
		if err != nil || !ok || p != want {
			t.Errorf("ProjectOverride = %+v, %v, %v; want %+v", p, ok, err, want)
		}
	})
}

// The per-repository settings recorded before projects existed move onto the repository's project in its
// owner's organization (the one its builds were recorded in, when there is one), and leave the old table.
func TestSettingsMoveIntoProjects(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := storeAt(t, url, 4) // the service's model, before the settings moved
		api, web := gh.Repo{Owner: "Acme", Name: "api"}, gh.Repo{Owner: "acme", Name: "web"}
		org, err := s.EnsureOrg(ctx, "acme")
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.exec(ctx, s.db, `INSERT INTO sdkgen_api_projects (id, org_id, name, spec_kind, spec_repo, spec_path,
			spec_url, sdk_repos, fail_on, created_at, updated_at) VALUES ('prj_old', ?, 'api', 'repo', 'acme/api', '', '',
			'{}', 'error', 1, 1)`, org.ID)
		if err != nil {
			t.Fatalf("a repository project of a recorded build: %v", err)
		}
		for _, row := range [][]any{{repoKey(api), api.Owner, api.Name, "", "", "warning"},
			{repoKey(web), web.Owner, web.Name, "spec/openapi.yml", "spec/sdkgen.yml", ""}} {
			_, err = s.exec(ctx, s.db, `INSERT INTO sdkgen_projects (repo_key, owner, name, spec_path, config_path, fail_on,
				updated_at) VALUES (?, ?, ?, ?, ?, ?, 1)`, row...)
			if err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Migrate(ctx); err != nil {
			t.Fatalf("Migrate: %v", err)
		}
		var left int
		if err := s.queryRow(ctx, s.db, `SELECT count(*) FROM sdkgen_projects`).Scan(&left); err != nil || left != 0 {
			t.Errorf("%d rows left in sdkgen_projects (%v), want 0", left, err)
		}
		projects, err := s.OrgProjects(ctx, org.ID)
		if err != nil || len(projects) != 2 {
			t.Fatalf("projects of acme: %+v, %v; want api and web", projects, err)
		}
		if p := projects[0]; p.ID != "prj_old" || p.FailOn != "warning" || p.Spec.Path != "" {
			t.Errorf("api's project %+v: want the recorded one, fail_on warning, files discovered", p)
		}
		if p := projects[1]; p.Name != "web" || p.Spec.Path != "spec/openapi.yml" || p.Spec.ConfigPath != "spec/sdkgen.yml" || p.FailOn != "error" {
			t.Errorf("web's project %+v: want its paths and fail_on error", p)
		}
		if o, ok, err := s.ProjectOverride(ctx, api); err != nil || !ok || o.FailOn != "warning" {
			t.Errorf("ProjectOverride(api) = %+v, %v, %v; want fail_on warning", o, ok, err)
		}
	})
}

// storeAt opens the database at url with its schema at version, closed when the test ends.
func storeAt(t *testing.T, url string, version int) *Store {
	t.Helper()
	ctx := context.Background()
	loc, err := ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	s, err := connect(ctx, loc)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	if err := s.migrateUpTo(ctx, version); err != nil {
		t.Fatalf("migrate to version %d: %v", version, err)
	}
	return s
}
