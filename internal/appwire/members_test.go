package appwire_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
	"github.com/sdkgen/sdkgen/webhooks/webhookstest"
)

// organizationDelivery is an organization delivery to the App's installation 7 on acme about user.
func organizationDelivery(id, action, user string, userID int64) delivery {
	body := fmt.Sprintf(`{"action": %q, "membership": {"state": "active", "role": "member", "user": {"login": %q, "id": %d}},
		"organization": {"login": "acme", "id": 100}, "installation": {"id": 7}, "sender": {"login": "admin", "id": 2}}`,
		action, user, userID)
	return webhookstest.Signed("organization", id, []byte(body))
}

// Members follow GitHub's events: the installer and the people added to the organization are members; one who
// leaves is forgotten with the tokens their logins made; uninstalling the App forgets everyone.
func TestMembersFollowGitHubEvents(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st, err := store.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = st.Close() })
		h := dispatcher(t, &releaseScheduler{}, st)
		deliver := func(d delivery) {
			t.Helper()
			if w := post(t, h, d); w.Code != http.StatusOK {
				t.Fatalf("%s delivery %s: %d %s", d.Event, d.ID, w.Code, w.Body)
			}
		}
		memberOf := func(user string) []string {
			orgs, err := st.OrgsOf(ctx, user)
			if err != nil {
				t.Fatal(err)
			}
			var logins []string
			for _, o := range orgs {
				logins = append(logins, o.Login)
			}
			return logins
		}

		deliver(example(t, "installation", "installation.created", "m1"))
		if got := memberOf("codertocat"); len(got) != 1 || got[0] != "codertocat" {
			t.Errorf("the installer is a member of %v, want [codertocat]", got)
		}
		deliver(organizationDelivery("m2", "member_added", "Ada", 11))
		deliver(organizationDelivery("m3", "member_invited", "Bob", 12))
		if got := memberOf("ada"); len(got) != 1 || got[0] != "acme" {
			t.Errorf("ada is a member of %v, want [acme]", got)
		}
		if got := memberOf("bob"); len(got) != 0 {
			t.Errorf("an invitation made bob a member of %v", got)
		}
		acme, err := st.OrgByLogin(ctx, "acme")
		if err != nil {
			t.Fatal(err)
		}
		_, secret, err := st.CreateMemberToken(ctx, acme.ID, "sdkgen auth login by ada", "ada")
		if err != nil {
			t.Fatal(err)
		}
		deliver(organizationDelivery("m4", "member_removed", "ada", 11))
		if got := memberOf("ada"); len(got) != 0 {
			t.Errorf("ada left but is a member of %v", got)
		}
		if _, err := st.Authenticate(ctx, secret); !errors.Is(err, store.ErrBadToken) {
			t.Errorf("ada's token after she left: %v, want ErrBadToken", err)
		}

		deliver(example(t, "installation", "installation.created", "m5"))
		deliver(webhookstest.Edited(t, example(t, "installation", "installation.deleted", "m6"), func(p map[string]any) {
			p["installation"].(map[string]any)["account"].(map[string]any)["login"] = "Codertocat"
		}))
		if got := memberOf("codertocat"); len(got) != 0 {
			t.Errorf("after the App was uninstalled codertocat is a member of %v", got)
		}
	})
}
