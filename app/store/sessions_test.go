package store_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

func TestSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		sess, secret, err := s.CreateSession(ctx, "Octocat", 7, []string{"globex"}, time.Hour)
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.SessionBySecret(ctx, secret)
		if err != nil || got.UserLogin != "octocat" || got.UserID != 7 || got.CSRF != sess.CSRF ||
			!slices.Equal(got.Installable, []string{"globex"}) {
			t.Fatalf("SessionBySecret = %+v, %v; want octocat's session", got, err)
		}
		if _, err := s.SessionBySecret(ctx, secret+"x"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("a wrong secret: %v; want ErrNotFound", err)
		}
		_, expired, err := s.CreateSession(ctx, "octocat", 7, nil, -time.Second)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.SessionBySecret(ctx, expired); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("an expired session: %v; want ErrNotFound", err)
		}
		if err := s.DeleteSession(ctx, secret); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SessionBySecret(ctx, secret); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("after sign-out: %v; want ErrNotFound", err)
		}
	})
}

func TestRemoveMember(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s := open(t, url)
		org, err := s.EnsureOrg(ctx, "acme")
		if err != nil {
			t.Fatal(err)
		}
		if err := s.AddMember(ctx, org.ID, store.Member{Login: "Octocat", UserID: 7}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.RemoveMember(ctx, org.ID, "OCTOCAT"); err != nil {
			t.Fatal(err)
		}
		if orgs, err := s.OrgsOf(ctx, "octocat"); err != nil || len(orgs) != 0 {
			t.Errorf("OrgsOf after RemoveMember = %v, %v; want none", orgs, err)
		}
	})
}
