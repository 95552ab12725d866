package main

import (
	"context"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/api"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

type noScheduler struct{}

func (noScheduler) ScheduleAPIBuild(context.Context, string) error { return nil }

// serviceFor starts the /v1 API in-process with an organization's token in SDKGEN_API_KEY and no saved login.
func serviceFor(t *testing.T) (*store.Store, store.Org) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, storetest.SQLiteURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	org, _ := st.EnsureOrg(ctx, "acme")
	_, token, _ := st.CreateToken(ctx, org.ID, "test")
	a, err := api.New(api.Options{Store: st, Scheduler: noScheduler{}})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(a)
	t.Cleanup(srv.Close)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv(apiKeyEnv, token)
	t.Setenv(apiURLEnv, srv.URL)
	return st, org
}

// init --create-project creates the project on the service with the spec and the sdkgen.yml it wrote.
func TestInitCreatesTheProject(t *testing.T) {
	st, org := serviceFor(t)
	out := filepath.Join(t.TempDir(), "sdkgen.yml")
	code, stdout, stderr := sdkgen(t, "init", "--spec", "../../examples/acme/openapi.yml", "--out", out, "--yes", "--create-project", "acme-api")
	if code != exitOK || !strings.Contains(stdout, "Created the project acme-api") {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	p, err := st.OrgProjectByName(context.Background(), org.ID, "acme-api")
	if err != nil || p.Spec.Kind != store.SpecFromUpload || len(p.Spec.Upload) == 0 || !strings.Contains(string(p.Config), "targets:") {
		t.Errorf("project %+v, %v", p, err)
	}
	// Without the flag and without a terminal, init offers nothing: the local path stays as it is.
	other := filepath.Join(t.TempDir(), "sdkgen.yml")
	if code, _, stderr := sdkgen(t, "init", "--spec", "../../examples/acme/openapi.yml", "--out", other, "--yes"); code != exitOK {
		t.Fatalf("init without the flag: exit %d %s", code, stderr)
	}
	if list, _ := st.OrgProjects(context.Background(), org.ID); len(list) != 1 {
		t.Errorf("%d projects, want 1", len(list))
	}
}

// The remote commands refuse to run without a token, and print the service's diagnostics when it refuses.
func TestRemoteCommandErrors(t *testing.T) {
	serviceFor(t)
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"projects", "get", "nope"}, exitProblems, "API/NotFound"},
		{[]string{"builds", "create"}, exitUsage, "--project is required"},
		{[]string{"builds", "get", "bld_nope"}, exitProblems, "API/NotFound"},
	} {
		code, _, stderr := sdkgen(t, tc.args...)
		if code != tc.code || !strings.Contains(stderr, tc.want) {
			t.Errorf("sdkgen %s: exit %d %q; want %d with %q", strings.Join(tc.args, " "), code, stderr, tc.code, tc.want)
		}
	}
	t.Setenv(apiKeyEnv, "")
	if code, _, stderr := sdkgen(t, "projects", "list"); code != exitUsage || !strings.Contains(stderr, "sdkgen auth login") {
		t.Errorf("without a token: exit %d %q", code, stderr)
	}
}
