package apibuild_test

import (
	"context"
	"errors"
	"os"
	"testing"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// flakyUpdater fails its first update the way a push that a retry may fix fails: it records the build failed
// and returns the error; then it succeeds.
type flakyUpdater struct {
	st    *store.Store
	calls []mergebuild.UpdateRequest
}

func (u *flakyUpdater) RunUpdate(ctx context.Context, req mergebuild.UpdateRequest) error {
	u.calls = append(u.calls, req)
	b := builds.Build{Status: builds.Completed, Targets: []builds.TargetResult{{Target: "go", Status: "merged"}}}
	if len(u.calls) == 1 {
		b.Status, b.Error = builds.Failed, "the SDK repository moved"
	}
	if err := u.st.FinishBuild(ctx, req.BuildID, b); err != nil {
		return err
	}
	if b.Status == builds.Failed {
		return errors.New(b.Error)
	}
	return nil
}

// A poll build goes to the SDK updater with the project's SDK repositories and a trigger naming the build; a
// retry of its job after a failure the updater recorded runs the update again.
func TestPollBuildUpdatesSDKsAndIsRetried(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, storetest.SQLiteURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	spec, _ := os.ReadFile("../../examples/acme/openapi.yml")
	config, _ := os.ReadFile("../../examples/acme/sdkgen.yml")
	org, _ := st.EnsureOrg(ctx, "acme")
	p, err := st.CreateProject(ctx, store.OrgProject{OrgID: org.ID, Name: "polled", Config: config,
		SDKRepos: map[string]string{"go": "acme/acme-go"}, Spec: store.SpecSource{Kind: store.SpecFromURL, URL: "https://acme.example/o.yml"}})
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := st.CreateBuild(ctx, store.NewBuild{Build: builds.Build{OrgID: org.ID, ProjectID: p.ID, Trigger: builds.Poll,
		Status: builds.Queued, Targets: []builds.TargetResult{{Target: "go", Status: "queued"}}}, Spec: spec, Config: config})
	if err != nil {
		t.Fatal(err)
	}
	u := &flakyUpdater{st: st}
	r := &apibuild.Runner{Store: st, Updater: u}
	if err := r.RunAPIBuild(ctx, b.ID); err == nil {
		t.Fatal("the first attempt's failure was not returned: River would not retry it")
	}
	if err := r.RunAPIBuild(ctx, b.ID); err != nil {
		t.Fatalf("the retry: %v", err)
	}
	if len(u.calls) != 2 {
		t.Fatalf("%d updates, want the first attempt and its retry", len(u.calls))
	}
	req := u.calls[1]
	if req.Trigger != "spec URL poll, build "+b.ID || req.SDKRepos["go"].String() != "acme/acme-go" || string(req.Spec) != string(spec) {
		t.Errorf("update request %+v", req)
	}
	if got, _ := st.Build(ctx, org.ID, b.ID); got.Status != builds.Completed || got.Error != "" {
		t.Errorf("after the retry the build is %s (%q), want completed", got.Status, got.Error)
	}
}
