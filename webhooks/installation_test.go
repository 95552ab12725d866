package webhooks_test

import (
	"context"
	"errors"
	"net/http"
	"reflect"
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// fakeInstallations accepts every change.
type fakeInstallations struct{}

func (fakeInstallations) SaveInstallation(context.Context, store.Installation, []gh.Repo) error {
	return nil
}
func (fakeInstallations) SetSuspended(context.Context, store.Installation) error { return nil }
func (fakeInstallations) DeleteInstallation(context.Context, int64) error        { return nil }
func (fakeInstallations) ChangeRepositories(context.Context, store.Installation, []gh.Repo, []gh.Repo) error {
	return nil
}

func TestInstallationEventsUpdateTheStore(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st, err := store.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = st.Close() }()
		h := dispatcher(t, &fakeScheduler{}, st)
		send := func(event, name string) {
			t.Helper()
			if w := post(t, h, example(t, event, name, name)); w.Code != http.StatusOK {
				t.Fatalf("%s: status %d: %s", name, w.Code, w.Body)
			}
		}
		hello := gh.Repo{Owner: "Codertocat", Name: "Hello-World"}
		space := gh.Repo{Owner: "Codertocat", Name: "Space"}

		send("installation", "installation.created")
		assertRepos(t, st, 957387, hello)
		send("installation_repositories", "installation_repositories.added")
		assertRepos(t, st, 957387, hello, space)
		if inst, err := st.Installation(ctx, 957387); err != nil || inst.Account != "Codertocat" || inst.Suspended {
			t.Errorf("installation = %+v, %v", inst, err)
		}

		send("installation", "installation.suspend")
		if inst, err := st.Installation(ctx, 16598467); err != nil || !inst.Suspended {
			t.Errorf("suspended installation = %+v, %v", inst, err)
		}
		send("installation", "installation.unsuspend")
		if inst, err := st.Installation(ctx, 16598467); err != nil || inst.Suspended {
			t.Errorf("unsuspended installation = %+v, %v", inst, err)
		}

		// installation 2 (octocat) gets a repository, loses it, then uninstalls.
		if err := st.SaveInstallation(ctx, store.Installation{ID: 2, Account: "octocat"},
			[]gh.Repo{{Owner: "octocat", Name: "Hello-World"}, {Owner: "octocat", Name: "Spoon-Knife"}}); err != nil {
			t.Fatal(err)
		}
		send("installation_repositories", "installation_repositories.removed")
		assertRepos(t, st, 2, gh.Repo{Owner: "octocat", Name: "Spoon-Knife"})
		send("installation", "installation.deleted")
		assertRepos(t, st, 2)
		if _, err := st.Installation(ctx, 2); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("deleted installation: %v", err)
		}
	})
}

func assertRepos(t *testing.T, st *store.Store, id int64, want ...gh.Repo) {
	t.Helper()
	got, err := st.Repositories(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 && len(want) == 0 {
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("installation %d repositories = %v, want %v", id, got, want)
	}
}
