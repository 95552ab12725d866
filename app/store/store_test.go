package store_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

func open(t *testing.T, databaseURL string) *store.Store {
	t.Helper()
	s, err := store.Open(context.Background(), databaseURL)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

func TestParseURL(t *testing.T) {
	for _, tc := range []struct {
		in      string
		want    store.Location
		wantErr bool
	}{
		{in: "sqlite://sdkgen.db", want: store.Location{Dialect: store.SQLite, Path: "sdkgen.db"}},
		{in: "sqlite:///var/lib/sdkgen/db", want: store.Location{Dialect: store.SQLite, Path: "/var/lib/sdkgen/db"}},
		{in: "postgres://u:p@h/db", want: store.Location{Dialect: store.Postgres, ConnString: "postgres://u:p@h/db"}},
		{in: "postgresql://h/db", want: store.Location{Dialect: store.Postgres, ConnString: "postgresql://h/db"}},
		{in: "sqlite://", wantErr: true},
		{in: "sqlite://x.db?mode=ro", wantErr: true},
		{in: "mysql://h/db", wantErr: true},
		{in: "sdkgen.db", wantErr: true},
	} {
		got, err := store.ParseURL(tc.in)
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("ParseURL(%q) = %+v, %v; want %+v, error %v", tc.in, got, err, tc.want, tc.wantErr)
		}
	}
}

func TestParseURLHidesPassword(t *testing.T) {
	_, err := store.ParseURL("mysql://user:hunter2@h/db")
	if err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Errorf("error %v should not quote the password", err)
	}
}

func TestMigrateTwiceAndReady(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		if err := s.Migrate(ctx); err != nil {
			t.Fatalf("second Migrate: %v", err)
		}
		if err := s.Ready(ctx); err != nil {
			t.Fatalf("Ready: %v", err)
		}
		// A second process opening the same database finds it migrated.
		open(t, url)
	})
}

func TestInstallations(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		a, b, c := gh.Repo{Owner: "acme", Name: "api"}, gh.Repo{Owner: "acme", Name: "Billing"}, gh.Repo{Owner: "acme", Name: "cli"}
		inst := store.Installation{ID: 7, Account: "acme"}
		must(t, s.SaveInstallation(ctx, inst, []gh.Repo{b, a}))
		assertRepos(t, s, 7, a, b)

		must(t, s.ChangeRepositories(ctx, inst, []gh.Repo{c}, []gh.Repo{{Owner: "ACME", Name: "billing"}}))
		assertRepos(t, s, 7, a, c)
		if id, err := s.InstallationOf(ctx, gh.Repo{Owner: "Acme", Name: "CLI"}); err != nil || id != 7 {
			t.Errorf("InstallationOf = %d, %v", id, err)
		}

		inst.Suspended = true
		must(t, s.SetSuspended(ctx, inst))
		if got, err := s.Installation(ctx, 7); err != nil || !got.Suspended || got.Account != "acme" {
			t.Errorf("Installation = %+v, %v", got, err)
		}

		must(t, s.SaveInstallation(ctx, inst, []gh.Repo{b}))
		assertRepos(t, s, 7, b)

		must(t, s.DeleteInstallation(ctx, 7))
		assertRepos(t, s, 7)
		if _, err := s.Installation(ctx, 7); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("deleted installation: %v", err)
		}
		if _, err := s.InstallationOf(ctx, b); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("repository of a deleted installation: %v", err)
		}
	})
}

func assertRepos(t *testing.T, s *store.Store, id int64, want ...gh.Repo) {
	t.Helper()
	got, err := s.Repositories(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 && len(want) == 0 {
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("repositories = %v, want %v", got, want)
	}
}

func TestClaimHead(t *testing.T) {
	repo := gh.Repo{Owner: "acme", Name: "api"}
	t0 := time.Date(2025, 10, 15, 7, 9, 59, 0, time.UTC)
	steps := []struct {
		name       string
		sha        string
		at         time.Time
		wantLatest bool
		wantPrev   string
	}{
		{"first push", "a1", t0, true, ""},
		{"redelivery of the same head", "a1", t0, true, "a1"},
		{"newer push", "b2", t0.Add(time.Minute), true, "a1"},
		{"late delivery of an older push", "a0", t0.Add(-time.Minute), false, "b2"},
		{"same second, later arrival wins", "c3", t0.Add(time.Minute), true, "b2"},
	}
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		for i, step := range steps {
			c, err := s.ClaimHead(ctx, repo, 12, step.sha, step.at)
			if err != nil {
				t.Fatalf("%s: %v", step.name, err)
			}
			if c.Latest != step.wantLatest || c.Previous.SHA != step.wantPrev {
				t.Errorf("%s: claim = %+v, want latest %v previous %q", step.name, c, step.wantLatest, step.wantPrev)
			}
			if c.Latest {
				ok, err := s.SetPreviewJob(ctx, repo, 12, step.sha, int64(100+i))
				if err != nil || !ok {
					t.Errorf("%s: SetPreviewJob = %v, %v", step.name, ok, err)
				}
			}
		}
		h, err := s.LatestHead(ctx, repo, 12)
		if err != nil || h.SHA != "c3" || h.JobID != 104 || !h.At.Equal(t0.Add(time.Minute)) {
			t.Errorf("LatestHead = %+v, %v", h, err)
		}
		if ok, err := s.SetPreviewJob(ctx, repo, 12, "b2", 999); err != nil || ok {
			t.Errorf("SetPreviewJob for a superseded head = %v, %v; want false", ok, err)
		}
		assertLatest(t, s, repo, 12, "c3", true)
		assertLatest(t, s, gh.Repo{Owner: "ACME", Name: "Api"}, 12, "c3", true)
		assertLatest(t, s, repo, 12, "b2", false)
		assertLatest(t, s, repo, 13, "anything", true) // nothing recorded: a build not started by a webhook
	})
}

func assertLatest(t *testing.T, s *store.Store, repo gh.Repo, pr int, sha string, want bool) {
	t.Helper()
	if got, err := s.IsLatest(context.Background(), repo, pr, sha); err != nil || got != want {
		t.Errorf("IsLatest(%s#%d, %s) = %v, %v; want %v", repo, pr, sha, got, err, want)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
