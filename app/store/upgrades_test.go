package store_test

import (
	"context"
	"errors"
	"testing"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
	"github.com/sdkgen/sdkgen/generator/surface"
	"github.com/sdkgen/sdkgen/internal/version"
)

func TestBuildsRecordGeneratorVersionEditionsAndSurface(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		repo := builds.RepoBuild{Owner: "acme", Name: "api", Key: "merge:1"}
		id, err := s.StartRepoBuild(ctx, repo, builds.Build{Trigger: builds.Merge})
		if err != nil {
			t.Fatal(err)
		}
		started, err := s.BuildOrg(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		b, err := s.Build(ctx, started, id)
		if err != nil || b.GeneratorVersion != version.Current() {
			t.Fatalf("a new build's generator version = %q, %v; want this sdkgen's %q", b.GeneratorVersion, err, version.Current())
		}
		if _, _, err := s.LastSDKBuild(ctx, b.ProjectID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("LastSDKBuild of a running build: %v, want ErrNotFound", err)
		}
		sf := &surface.Surface{Methods: map[string]*surface.MethodDef{"accounts.list": {Kind: "http"}}}
		fin := builds.Build{Status: builds.Completed, GeneratorVersion: "1.2.3", Editions: map[string]string{"go": "2026-01"},
			Surface: sf, Targets: []builds.TargetResult{{Target: "go", Status: "merged"}}}
		if err := s.FinishBuild(ctx, id, fin); err != nil {
			t.Fatal(err)
		}
		last, gotSurface, err := s.LastSDKBuild(ctx, b.ProjectID)
		switch {
		case err != nil:
			t.Fatal(err)
		case last.ID != id || last.GeneratorVersion != "1.2.3" || last.Editions["go"] != "2026-01":
			t.Errorf("LastSDKBuild = %+v", last)
		case gotSurface == nil || gotSurface.Methods["accounts.list"] == nil:
			t.Errorf("the recorded surface = %+v", gotSurface)
		}
		// A finish without them keeps what was recorded.
		if err := s.FinishBuild(ctx, id, builds.Build{Status: builds.Completed}); err != nil {
			t.Fatal(err)
		}
		if again, sf2, _ := s.LastSDKBuild(ctx, b.ProjectID); again.GeneratorVersion != "1.2.3" || sf2 == nil || again.Editions["go"] != "2026-01" {
			t.Errorf("after a finish without them: %+v, surface %v", again, sf2)
		}
	})
}

func TestUpgradeRecords(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		repo := gh.Repo{Owner: "Acme", Name: "acme-go"}
		if _, ok, err := s.Upgrade(ctx, repo, "main"); ok || err != nil {
			t.Fatalf("Upgrade of a repository without one = %v, %v", ok, err)
		}
		u := store.Upgrade{Repo: repo, Branch: "main", ProjectID: "prj_1", Target: "go", Version: "0.10.0",
			FromVersion: "0.9.0", State: store.UpgradeOpen, PR: 7, HeadBranch: "sdkgen/upgrade-0.10.0",
			Surface: &surface.Surface{Types: map[string]*surface.TypeDef{"account": {}}}}
		if err := s.SaveUpgrade(ctx, u); err != nil {
			t.Fatal(err)
		}
		got, ok, err := s.Upgrade(ctx, gh.Repo{Owner: "acme", Name: "ACME-go"}, "main")
		if err != nil || !ok || got.Version != "0.10.0" || got.PR != 7 || got.State != store.UpgradeOpen ||
			got.Surface == nil || got.Surface.Types["account"] == nil || got.HeadBranch != u.HeadBranch {
			t.Fatalf("Upgrade = %+v, %v, %v", got, ok, err)
		}
		for _, tc := range []struct {
			pr   int
			want store.UpgradeState
		}{{8, store.UpgradeOpen}, {7, store.UpgradeClosed}} {
			if err := s.SetUpgradeState(ctx, repo, tc.pr, store.UpgradeClosed); err != nil {
				t.Fatal(err)
			}
			if got, _, _ := s.UpgradeByPR(ctx, repo, 7); got.State != tc.want {
				t.Errorf("after closing #%d, #7 is %s, want %s", tc.pr, got.State, tc.want)
			}
		}
		if _, ok, err := s.UpgradeByPR(ctx, repo, 8); ok || err != nil {
			t.Errorf("UpgradeByPR of another pull request = %v, %v", ok, err)
		}
	})
}

func TestUpgradesOff(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		org, err := s.EnsureOrg(ctx, "acme")
		if err != nil {
			t.Fatal(err)
		}
		p, err := s.RepoProject(ctx, org.ID, "acme/api")
		if err != nil {
			t.Fatal(err)
		}
		if got, err := s.UpgradesOff(ctx, p.ID); err != nil || got {
			t.Errorf("a new project's UpgradesOff = %v, %v; want false", got, err)
		}
		for _, off := range []bool{true, false} {
			if err := s.SetUpgradesOff(ctx, p.ID, off); err != nil {
				t.Fatal(err)
			}
			if got, err := s.UpgradesOff(ctx, p.ID); err != nil || got != off {
				t.Errorf("UpgradesOff = %v, %v; want %v", got, err, off)
			}
			if got, err := s.OrgProjectByID(ctx, org.ID, p.ID); err != nil || got.UpgradesOff != off {
				t.Errorf("the project's UpgradesOff = %v, %v; want %v", got.UpgradesOff, err, off)
			}
		}
		if err := s.SetUpgradesOff(ctx, "prj_none", true); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("SetUpgradesOff of no project: %v", err)
		}
	})
}
