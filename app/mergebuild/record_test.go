package mergebuild

import (
	"context"
	"testing"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// A merge build is recorded with the commit each SDK repository got, the diagnostics and the output archives.
func TestMergeRecordsItsBuild(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, storetest.SQLiteURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = st.Close() }()
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	f.builder.opts.Recorder = st
	f.addSDKs()

	org, err := st.OrgByLogin(ctx, "acme")
	if err != nil {
		t.Fatal(err)
	}
	list, err := st.Builds(ctx, store.BuildFilter{OrgID: org.ID})
	if err != nil || len(list) != 1 {
		t.Fatalf("Builds = %+v, %v; want one", list, err)
	}
	b := list[0]
	if b.Trigger != builds.Merge || b.Status != builds.Completed || b.Branch != "main" || b.ConfigHash == "" {
		t.Fatalf("build = %+v", b)
	}
	heads := map[string]string{"go": f.branches(goRepo)["main"], "python": f.branches(pyRepo)["main"]}
	if len(b.Targets) != 2 {
		t.Fatalf("targets %+v, want go and python", b.Targets)
	}
	for _, tr := range b.Targets {
		if tr.Status != "merged" || tr.Commit != heads[tr.Target] || !tr.HasArchive || tr.SDKRepo == "" {
			t.Errorf("target %+v, want merged at %s with an archive", tr, heads[tr.Target])
		}
	}
}
