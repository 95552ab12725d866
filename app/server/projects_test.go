package server_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/server"
	"github.com/sdkgen/sdkgen/app/store"
)

func TestProjectOverrides(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, "sqlite://"+filepath.Join(t.TempDir(), "sdkgen.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = st.Close() }()
	projects := server.ProjectOverrides{Store: st}
	pullRequestRepo := gh.Repo{Owner: "acme", Name: "api"}
	if _, ok, err := projects.Project(ctx, pullRequestRepo); ok || err != nil {
		t.Fatalf("no override: %v, %v", ok, err)
	}
	if err := st.SetProject(ctx, store.Project{Repo: pullRequestRepo, SpecPath: "api/openapi.json", FailOn: "note"}); err != nil {
		t.Fatal(err)
	}
	p, ok, err := projects.Project(ctx, pullRequestRepo)
	if want := (preview.Project{SpecPath: "api/openapi.json", ConfigPath: "sdkgen.yml", FailOn: "note"}); !ok || err != nil || p != want {
		t.Errorf("Project = %+v, %v, %v; want %+v", p, ok, err, want)
	}
}
