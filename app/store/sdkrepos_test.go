package store_test

import (
	"context"
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

func TestSDKRepos(t *testing.T) {
	node := gh.Repo{Owner: "Acme", Name: "acme-node"}
	api := gh.Repo{Owner: "acme", Name: "api"}
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		if _, ok, err := s.SDKRepo(ctx, node, "main"); err != nil || ok {
			t.Fatalf("unknown repository: ok %v, err %v", ok, err)
		}
		first := store.SDKRepo{Repo: node, Branch: "main", InstallationID: 7, APIRepo: api, Target: "typescript",
			Settings: `{"prerelease":true}`}
		must(t, s.SaveSDKRepo(ctx, first))
		second := first
		second.InstallationID, second.Settings = 8, `{}`
		must(t, s.SaveSDKRepo(ctx, second)) // the newest merge build wins
		other := store.SDKRepo{Repo: node, Branch: "next", InstallationID: 7, APIRepo: api, Target: "node"}
		must(t, s.SaveSDKRepo(ctx, other))

		got, ok, err := s.SDKRepo(ctx, gh.Repo{Owner: "acme", Name: "ACME-node"}, "main") // names are case-insensitive
		if err != nil || !ok || got != second {
			t.Errorf("SDKRepo(main) = %+v, %v, %v; want %+v", got, ok, err, second)
		}
		if got, ok, err := s.SDKRepo(ctx, node, "next"); err != nil || !ok || got != other {
			t.Errorf("SDKRepo(next) = %+v, %v, %v; want %+v", got, ok, err, other)
		}
		if all, err := s.SDKRepos(ctx); err != nil || len(all) != 2 || all[0] != second || all[1] != other {
			t.Errorf("SDKRepos = %+v, %v; want %+v and %+v", all, err, second, other)
		}
		if _, ok, _ := s.SDKRepo(ctx, node, "Main"); ok {
			t.Error("branch names are case-sensitive, as in git")
		}
		for _, bad := range []store.SDKRepo{{Repo: node, Target: "go"}, {Repo: node, Branch: "main"}, {Branch: "main", Target: "go"}} {
			if err := s.SaveSDKRepo(ctx, bad); err == nil {
				t.Errorf("SaveSDKRepo(%+v) should fail", bad)
			}
		}
	})
}
