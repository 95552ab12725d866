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
		loc, err := ParseURL(url)
		if err != nil {
			t.Fatal(err)
		}
		s, err := connect(ctx, loc)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = s.Close() }()
		if err := s.migrateUpTo(ctx, 1); err != nil {
			t.Fatalf("migrate to version 1: %v", err)
		}
		repo := gh.Repo{Owner: "acme", Name: "api"}
		_, err = s.exec(ctx, s.db, `INSERT INTO sdkgen_projects (repo_key, owner, name, spec_path, config_path, updated_at)
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
