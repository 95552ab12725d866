package store_test

import (
	"context"
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

func TestProjectOverride(t *testing.T) {
	repo := gh.Repo{Owner: "acme", Name: "api"}
	cases := []struct {
		name    string
		set     store.Project
		want    store.Project
		wantErr bool
	}{
		{name: "spec only", set: store.Project{SpecPath: "spec/openapi.yml"},
			want: store.Project{SpecPath: "spec/openapi.yml", ConfigPath: "sdkgen.yml"}},
		{name: "both paths and fail_on", set: store.Project{SpecPath: "a.yml", ConfigPath: "sdk/s.yml", FailOn: "warning"},
			want: store.Project{SpecPath: "a.yml", ConfigPath: "sdk/s.yml", FailOn: "warning"}},
		{name: "fail_on only: discovered files", set: store.Project{FailOn: "never"},
			want: store.Project{FailOn: "never"}},
		{name: "nothing", set: store.Project{}, wantErr: true},
		{name: "absolute spec", set: store.Project{SpecPath: "/etc/passwd"}, wantErr: true},
		{name: "spec outside", set: store.Project{SpecPath: "../other/openapi.yml"}, wantErr: true},
		{name: "unclean config", set: store.Project{SpecPath: "openapi.yml", ConfigPath: "a//b.yml"}, wantErr: true},
		{name: "config without spec", set: store.Project{ConfigPath: "sdk.yml", FailOn: "error"}, wantErr: true},
		{name: "unknown fail_on", set: store.Project{SpecPath: "openapi.yml", FailOn: "warn"}, wantErr: true},
		{name: "upper-case fail_on", set: store.Project{FailOn: "ERROR"}, wantErr: true},
	}
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		if _, ok, err := s.ProjectOverride(ctx, repo); err != nil || ok {
			t.Fatalf("no override yet: %v, %v", ok, err)
		}
		for _, tc := range cases {
			tc.set.Repo, tc.want.Repo = repo, repo
			err := s.SetProject(ctx, tc.set)
			if tc.wantErr {
				if err == nil {
					t.Errorf("%s: SetProject(%+v) should fail", tc.name, tc.set)
				}
				continue
			}
			must(t, err)
			if p, ok, err := s.ProjectOverride(ctx, repo); err != nil || !ok || p != tc.want {
				t.Errorf("%s: ProjectOverride = %+v, %v, %v; want %+v", tc.name, p, ok, err, tc.want)
			}
		}
		must(t, s.DeleteProject(ctx, repo))
		if _, ok, _ := s.ProjectOverride(ctx, repo); ok {
			t.Error("override still there after DeleteProject")
		}
	})
}

func TestValidateFailOn(t *testing.T) {
	for _, level := range store.FailOnLevels() {
		if err := store.ValidateFailOn(level); err != nil {
			t.Errorf("ValidateFailOn(%q) = %v", level, err)
		}
	}
	for _, bad := range []string{"", "Error", "warn", "none"} {
		if err := store.ValidateFailOn(bad); err == nil {
			t.Errorf("ValidateFailOn(%q) should fail", bad)
		}
	}
}

// A repository's settings are its project's in the organization of its owner: a project made through the API
// sets the fail_on its previews use; another organization's project of the same repository sets nothing.
func TestProjectOverrideIsTheOwnersProject(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		repo := gh.Repo{Owner: "Acme", Name: "API"}
		other, err := s.EnsureOrg(ctx, "mallory")
		must(t, err)
		_, err = s.CreateProject(ctx, store.OrgProject{OrgID: other.ID, Name: "theirs", FailOn: "never",
			Spec: store.SpecSource{Kind: store.SpecFromRepo, Repo: "acme/api", Path: "evil.yml"}})
		must(t, err)
		if p, ok, err := s.ProjectOverride(ctx, repo); err != nil || ok {
			t.Fatalf("another organization's project set %+v, %v (%v)", p, ok, err)
		}
		acme, err := s.EnsureOrg(ctx, "acme")
		must(t, err)
		_, err = s.CreateProject(ctx, store.OrgProject{OrgID: acme.ID, Name: "api", FailOn: "warning",
			Spec: store.SpecSource{Kind: store.SpecFromRepo, Repo: "acme/api", Path: "spec/openapi.yml", Ref: "main"}})
		must(t, err)
		want := store.Project{Repo: repo, SpecPath: "spec/openapi.yml", ConfigPath: "sdkgen.yml", FailOn: "warning"}
		if p, ok, err := s.ProjectOverride(ctx, repo); err != nil || !ok || p != want {
			t.Errorf("ProjectOverride = %+v, %v, %v; want %+v", p, ok, err, want)
		}
	})
}
