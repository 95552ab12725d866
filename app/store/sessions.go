package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Session is a signed-in user of the web app. The cookie holds a random secret; the database keeps its SHA-256,
// so a leaked database does not give live sessions.
type Session struct {
	UserLogin string
	UserID    int64
	// CSRF is the token every state-changing request of the session must carry.
	CSRF string
	// Installable are the GitHub accounts (the user's organizations) without the App, for install links.
	Installable []string
	CreatedAt   time.Time
	ExpiresAt   time.Time
	// SealedToken is the user's GitHub token, sealed with a key derived from the cookie's secret (app/web), and
	// RefreshedAt when the session's organizations were last read with it.
	SealedToken string
	RefreshedAt time.Time
}

// randomSecret is 32 random bytes, URL-safe.
func randomSecret() string {
	raw := make([]byte, 32)
	_, _ = rand.Read(raw) // crypto/rand.Read never fails (Go 1.24+)
	return base64.RawURLEncoding.EncodeToString(raw)
}

// CreateSession records a session for a user lasting ttl and returns it with the cookie's secret, which is not
// readable again.
func (s *Store) CreateSession(ctx context.Context, userLogin string, userID int64, installable []string, ttl time.Duration) (Session, string, error) {
	now := time.Now().UTC()
	sess := Session{UserLogin: strings.ToLower(userLogin), UserID: userID, CSRF: randomSecret(), Installable: installable,
		CreatedAt: now, ExpiresAt: now.Add(ttl)}
	if sess.Installable == nil {
		sess.Installable = []string{}
	}
	list, _ := json.Marshal(sess.Installable)
	secret := randomSecret()
	_, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_web_sessions (id_hash, user_login, user_id, csrf, installable,
		created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`, hashToken(secret), sess.UserLogin, userID, sess.CSRF,
		string(list), nanos(sess.CreatedAt), nanos(sess.ExpiresAt))
	if err != nil {
		return Session{}, "", fmt.Errorf("record a session of %s: %w", userLogin, err)
	}
	return sess, secret, nil
}

// SessionBySecret returns the live session of a cookie's secret; ErrNotFound when there is none or it expired.
func (s *Store) SessionBySecret(ctx context.Context, secret string) (Session, error) {
	var sess Session
	var list string
	var created, expires, refreshed int64
	err := s.queryRow(ctx, s.db, `SELECT user_login, user_id, csrf, installable, created_at, expires_at, sealed_token,
		refreshed_at FROM sdkgen_web_sessions WHERE id_hash = ?`, hashToken(secret)).
		Scan(&sess.UserLogin, &sess.UserID, &sess.CSRF, &list, &created, &expires, &sess.SealedToken, &refreshed)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Session{}, fmt.Errorf("session: %w", ErrNotFound)
	case err != nil:
		return Session{}, fmt.Errorf("read a session: %w", err)
	}
	sess.CreatedAt, sess.ExpiresAt, sess.RefreshedAt = fromNanos(created), fromNanos(expires), fromNanos(refreshed)
	if !time.Now().Before(sess.ExpiresAt) {
		return Session{}, fmt.Errorf("session expired: %w", ErrNotFound)
	}
	if err := json.Unmarshal([]byte(list), &sess.Installable); err != nil {
		return Session{}, fmt.Errorf("read a session's accounts: %w", err)
	}
	return sess, nil
}

// DeleteSession ends a session (sign-out), and drops every expired one on the way.
func (s *Store) DeleteSession(ctx context.Context, secret string) error {
	_, err := s.exec(ctx, s.db, `DELETE FROM sdkgen_web_sessions WHERE id_hash = ? OR expires_at < ?`,
		hashToken(secret), time.Now().UnixNano())
	if err != nil {
		return fmt.Errorf("end a session: %w", err)
	}
	return nil
}

// RefreshSession records what the session's GitHub token told at a time: the accounts the user could install the
// App on, and the token (sealed; empty keeps the one recorded).
func (s *Store) RefreshSession(ctx context.Context, secret string, installable []string, sealedToken string, at time.Time) error {
	list, _ := json.Marshal(nonNilSlice(installable))
	_, err := s.exec(ctx, s.db, `UPDATE sdkgen_web_sessions SET installable = ?, refreshed_at = ?,
		sealed_token = CASE WHEN ? = '' THEN sealed_token ELSE ? END WHERE id_hash = ?`,
		string(list), nanos(at), sealedToken, sealedToken, hashToken(secret))
	if err != nil {
		return fmt.Errorf("refresh a session: %w", err)
	}
	return nil
}
