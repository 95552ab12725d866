package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

func TestCIPreviews(t *testing.T) {
	sdk := gh.Repo{Owner: "Acme", Name: "acme-go"}
	api := gh.Repo{Owner: "acme", Name: "api"}
	pushed := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		first := store.CIPreview{SDKRepo: sdk, SHA: "aaaa", Target: "go", BaseSHA: "bbbb", InstallationID: 7, APIRepo: api,
			PR: 3, APIHeadSHA: "1111", Project: "acme", CheckRunID: 42, FailOn: "error", PushedAt: pushed,
			Result: `{"state":"running"}`}
		must(t, s.SaveCIPreview(ctx, first))
		if got, err := s.CIPreviews(ctx, gh.Repo{Owner: "acme", Name: "ACME-go"}, "AAAA"); err != nil || len(got) != 1 || got[0] != first {
			t.Fatalf("CIPreviews = %+v, %v; want %+v", got, err, first)
		}
		if got, err := s.CIPreviews(ctx, sdk, "cccc"); err != nil || len(got) != 0 {
			t.Errorf("CIPreviews of another commit = %+v, %v; want none", got, err)
		}

		// The same output again, for a newer head of the pull request: the commit keeps its CI result.
		changed, err := s.SetCIResult(ctx, first.Key(), `{"state":"done"}`)
		if err != nil || !changed {
			t.Fatalf("SetCIResult = %v, %v; want a change", changed, err)
		}
		if changed, err := s.SetCIResult(ctx, first.Key(), `{"state":"done"}`); err != nil || changed {
			t.Errorf("the same result again = %v, %v; want no change", changed, err)
		}
		again := first
		again.APIHeadSHA, again.CheckRunID, again.Result = "2222", 43, `{"state":"running"}`
		must(t, s.SaveCIPreview(ctx, again))
		want := again
		want.Result = `{"state":"done"}`
		if got, err := s.CIPreviewsOfHead(ctx, api, 3, "2222"); err != nil || len(got) != 1 || got[0] != want {
			t.Errorf("CIPreviewsOfHead(new head) = %+v, %v; want %+v", got, err, want)
		}
		if got, err := s.CIPreviewsOfHead(ctx, api, 3, "1111"); err != nil || len(got) != 0 {
			t.Errorf("CIPreviewsOfHead(old head) = %+v, %v; want none", got, err)
		}
		if err := s.SaveCIPreview(ctx, store.CIPreview{SDKRepo: sdk, Target: "go"}); err == nil {
			t.Error("a preview without its commit should be refused")
		}
	})
}
