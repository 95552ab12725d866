package webhooks_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/sdkgen/sdkgen/webhooks"
)

// fakeInstallations accepts every change.
type fakeInstallations struct{}

func (fakeInstallations) SaveInstallation(context.Context, webhooks.AppInstallation, []webhooks.Repo) error {
	return nil
}
func (fakeInstallations) SetSuspended(context.Context, webhooks.AppInstallation) error { return nil }
func (fakeInstallations) DeleteInstallation(context.Context, int64) error              { return nil }
func (fakeInstallations) ChangeRepositories(context.Context, webhooks.AppInstallation, []webhooks.Repo, []webhooks.Repo) error {
	return nil
}

// recordingInstallations writes down each change it is asked for.
type recordingInstallations struct{ calls []string }

func (r *recordingInstallations) SaveInstallation(_ context.Context, inst webhooks.AppInstallation, repos []webhooks.Repo) error {
	r.calls = append(r.calls, fmt.Sprintf("save %+v %v", inst, repos))
	return nil
}

func (r *recordingInstallations) SetSuspended(_ context.Context, inst webhooks.AppInstallation) error {
	r.calls = append(r.calls, fmt.Sprintf("set %+v", inst))
	return nil
}

func (r *recordingInstallations) DeleteInstallation(_ context.Context, id int64) error {
	r.calls = append(r.calls, fmt.Sprintf("delete %d", id))
	return nil
}

func (r *recordingInstallations) ChangeRepositories(_ context.Context, inst webhooks.AppInstallation, added, removed []webhooks.Repo) error {
	r.calls = append(r.calls, fmt.Sprintf("change %+v +%v -%v", inst, added, removed))
	return nil
}

func TestInstallationEvents(t *testing.T) {
	for _, tc := range []struct{ event, name, want string }{
		{"installation", "installation.created", "save {ID:957387 Account:Codertocat Suspended:false} [Codertocat/Hello-World]"},
		{"installation", "installation.deleted", "delete 2"},
		{"installation", "installation.suspend", "set {ID:16598467 Account:Codertocat Suspended:true}"},
		{"installation", "installation.unsuspend", "set {ID:16598467 Account:Codertocat Suspended:false}"},
		{"installation_repositories", "installation_repositories.added",
			"change {ID:957387 Account:Codertocat Suspended:false} +[Codertocat/Space] -[]"},
		{"installation_repositories", "installation_repositories.removed",
			"change {ID:2 Account:octocat Suspended:false} +[] -[octocat/Hello-World]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &recordingInstallations{}
			if w := post(t, dispatcher(t, &fakeScheduler{}, rec), example(t, tc.event, tc.name, tc.name)); w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			if len(rec.calls) != 1 || rec.calls[0] != tc.want {
				t.Errorf("calls = %q\nwant    [%q]", rec.calls, tc.want)
			}
		})
	}
}
