package preview

import (
	"context"
	"testing"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// A preview is recorded as a build of the repository's project: running while it builds, then completed with
// every target's conclusion, diagnostics, diff summary, preview branch and output archive; a retry of the same
// delivery updates the same record.
func TestPreviewRecordsItsBuild(t *testing.T) {
	requireGit(t)
	ctx := context.Background()
	st, err := store.Open(ctx, storetest.SQLiteURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = st.Close() }()
	f := newFixture(t)
	f.sdkRepo("lumalabs/lumaai-node")
	f.sdkRepo("lumalabs/lumaai-python")
	f.opts.Recorder = st
	f.run(f.req)
	f.run(f.req) // the job's retry

	org, err := st.OrgByLogin(ctx, "acme")
	if err != nil {
		t.Fatal(err)
	}
	list, err := st.Builds(ctx, store.BuildFilter{OrgID: org.ID})
	if err != nil || len(list) != 1 {
		t.Fatalf("Builds = %+v, %v; want one build", list, err)
	}
	b := list[0]
	if b.Trigger != builds.Preview || b.Status != builds.Completed || b.Branch != "feature/ping" ||
		b.SpecHash != builds.Hash([]byte(f.headSpec)) || b.FinishedAt == nil || len(b.Targets) != 2 {
		t.Fatalf("build = %+v", b)
	}
	for _, tr := range b.Targets {
		if tr.Status != "success" || tr.Diff == nil || tr.Diff.FilesModified == 0 || !tr.HasArchive ||
			tr.PreviewBranch != "preview/feature/ping" {
			t.Errorf("target %+v", tr)
		}
	}
	archive, err := st.Archive(ctx, org.ID, b.ID, "python")
	if err != nil {
		t.Fatal(err)
	}
	tree, err := builds.Unarchive(archive, "python/")
	if err != nil || tree.Len() == 0 {
		t.Errorf("the archive holds %v, %v", tree, err)
	}
	p, err := st.OrgProjectByID(ctx, org.ID, b.ProjectID)
	if err != nil || p.Spec.Repo != "acme/api" || p.Name != "api" {
		t.Errorf("project = %+v, %v", p, err)
	}
}
