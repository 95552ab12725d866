package main

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/store"
)

// projects create takes the spec uploaded, at a polled URL or in a GitHub repository, exactly one of them.
func TestProjectsCreateSources(t *testing.T) {
	st, org := serviceFor(t)
	for _, tc := range []struct {
		args []string
		code int
		want store.SpecSource
		err  string
	}{
		{args: []string{"url", "--spec-url", "https://acme.example/openapi.yml", "--config", "../../examples/acme/sdkgen.yml"},
			want: store.SpecSource{Kind: store.SpecFromURL, URL: "https://acme.example/openapi.yml"}},
		{args: []string{"repo", "--spec-repo", "acme/api", "--spec-path", "specs/openapi.yml", "--ref", "main", "--config-path", "sdk/sdkgen.yml"},
			want: store.SpecSource{Kind: store.SpecFromRepo, Repo: "acme/api", Path: "specs/openapi.yml", Ref: "main", ConfigPath: "sdk/sdkgen.yml"}},
		{args: []string{"discovered", "--spec-repo", "acme/api"}, want: store.SpecSource{Kind: store.SpecFromRepo, Repo: "acme/api"}},
		{args: []string{"two", "--spec", "../../examples/acme/openapi.yml", "--spec-url", "https://acme.example/o.yml"}, code: exitUsage,
			err: "exactly one of"},
		{args: []string{"none"}, code: exitUsage, err: "exactly one of"},
		{args: []string{"stray", "--spec-url", "https://acme.example/o.yml", "--ref", "main"}, code: exitUsage, err: "need --spec-repo"},
		{args: []string{"badpath", "--spec-repo", "acme/api", "--spec-path", "../x.yml"}, code: exitProblems, err: "API/BadRequest"},
	} {
		code, _, stderr := sdkgen(t, append([]string{"projects", "create"}, tc.args...)...)
		if code != tc.code || !strings.Contains(stderr, tc.err) {
			t.Errorf("projects create %s: exit %d %q; want %d with %q", strings.Join(tc.args, " "), code, stderr, tc.code, tc.err)
			continue
		}
		if tc.code != exitOK {
			continue
		}
		p, err := st.OrgProjectByName(context.Background(), org.ID, tc.args[0])
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(p.Spec, tc.want) {
			t.Errorf("projects create %s: spec source %+v, want %+v", tc.args[0], p.Spec, tc.want)
		}
	}
	// A build of the repository project reaches the service, which (without the App here) cannot read it.
	code, _, stderr := sdkgen(t, "builds", "create", "--project", "repo", "--ref", "next")
	if code != exitProblems || !strings.Contains(stderr, "which this service cannot read") {
		t.Errorf("builds create --ref: exit %d %q", code, stderr)
	}
}
