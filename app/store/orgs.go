package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base32"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Org is an organization of the service: a GitHub account the App is installed on.
type Org struct {
	ID        string    `json:"id"`
	Login     string    `json:"login"`
	CreatedAt time.Time `json:"created_at"`
}

// newID returns a random id with a kind prefix ("org_", "prj_", "bld_", "tok_"): ids reveal nothing about how
// many rows exist, and the same code makes them on both databases.
func newID(prefix string) string {
	b := make([]byte, 12)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24+)
	return prefix + hex.EncodeToString(b)
}

func nanos(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

func fromNanos(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n).UTC()
}

// EnsureOrg returns the organization of a GitHub account, creating it the first time (GitHub logins are
// case-insensitive, so the login is kept in lower case).
func (s *Store) EnsureOrg(ctx context.Context, login string) (Org, error) {
	login = strings.ToLower(strings.TrimSpace(login))
	if login == "" {
		return Org{}, errors.New("an organization needs a login")
	}
	_, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_orgs (id, login, created_at) VALUES (?, ?, ?)
		ON CONFLICT (login) DO NOTHING`, newID("org_"), login, time.Now().UnixNano())
	if err != nil {
		return Org{}, fmt.Errorf("record the organization %s: %w", login, err)
	}
	return s.OrgByLogin(ctx, login)
}

// OrgByLogin returns the organization of a GitHub account; ErrNotFound when it has none.
func (s *Store) OrgByLogin(ctx context.Context, login string) (Org, error) {
	return s.org(ctx, `login = ?`, strings.ToLower(login))
}

// OrgByID returns an organization by its id; ErrNotFound when there is none.
func (s *Store) OrgByID(ctx context.Context, id string) (Org, error) { return s.org(ctx, `id = ?`, id) }

func (s *Store) org(ctx context.Context, where string, arg any) (Org, error) {
	var o Org
	var created int64
	err := s.queryRow(ctx, s.db, `SELECT id, login, created_at FROM sdkgen_orgs WHERE `+where, arg).
		Scan(&o.ID, &o.Login, &created)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Org{}, fmt.Errorf("organization %v: %w", arg, ErrNotFound)
	case err != nil:
		return Org{}, fmt.Errorf("read organization %v: %w", arg, err)
	}
	o.CreatedAt = fromNanos(created)
	return o, nil
}

// Member is a GitHub user with access to an organization.
type Member struct {
	Login  string `json:"login"`
	UserID int64  `json:"user_id"`
}

// SetMembers records the GitHub users of an organization, replacing the list known (members come from GitHub
// identity: the users with access to the account the App is installed on).
func (s *Store) SetMembers(ctx context.Context, orgID string, members []Member) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `DELETE FROM sdkgen_org_members WHERE org_id = ?`, orgID); err != nil {
			return fmt.Errorf("replace the members of %s: %w", orgID, err)
		}
		now := time.Now().UnixNano()
		for _, m := range members {
			_, err := s.exec(ctx, tx, `INSERT INTO sdkgen_org_members (org_id, user_login, user_id, updated_at)
				VALUES (?, ?, ?, ?) ON CONFLICT (org_id, user_login) DO NOTHING`,
				orgID, strings.ToLower(m.Login), m.UserID, now)
			if err != nil {
				return fmt.Errorf("record member %s of %s: %w", m.Login, orgID, err)
			}
		}
		return nil
	})
}

// OrgsOf returns the organizations a GitHub user is a member of, by login.
func (s *Store) OrgsOf(ctx context.Context, userLogin string) ([]Org, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT o.id, o.login, o.created_at FROM sdkgen_orgs o
		JOIN sdkgen_org_members m ON m.org_id = o.id WHERE m.user_login = ? ORDER BY o.login`),
		strings.ToLower(userLogin))
	if err != nil {
		return nil, fmt.Errorf("read the organizations of %s: %w", userLogin, err)
	}
	defer func() { _ = rows.Close() }()
	var out []Org
	for rows.Next() {
		var o Org
		var created int64
		if err := rows.Scan(&o.ID, &o.Login, &created); err != nil {
			return nil, err
		}
		o.CreatedAt = fromNanos(created)
		out = append(out, o)
	}
	return out, rows.Err()
}

// Token is an API token's record; the token itself is shown once, at creation, and only its hash is kept.
type Token struct {
	ID         string     `json:"id"`
	OrgID      string     `json:"org_id"`
	Name       string     `json:"name"`
	CreatedAt  time.Time  `json:"created_at"`
	RevokedAt  *time.Time `json:"revoked_at,omitempty"`
	LastUsedAt *time.Time `json:"last_used_at,omitempty"`
}

// TokenPrefix starts every API token, so secret scanners and people recognise one.
const TokenPrefix = "sdkgen_"

// ErrBadToken is returned for a token that does not exist or was revoked.
var ErrBadToken = errors.New("the API token is unknown or revoked")

func hashToken(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// CreateToken makes an API token of an organization and returns its record and the secret, which is never
// readable again.
func (s *Store) CreateToken(ctx context.Context, orgID, name string) (Token, string, error) {
	raw := make([]byte, 32)
	_, _ = rand.Read(raw)
	secret := TokenPrefix + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(raw))
	t := Token{ID: newID("tok_"), OrgID: orgID, Name: name, CreatedAt: time.Now().UTC()}
	_, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_api_tokens (id, org_id, name, token_hash, created_at)
		VALUES (?, ?, ?, ?, ?)`, t.ID, orgID, name, hashToken(secret), nanos(t.CreatedAt))
	if err != nil {
		return Token{}, "", fmt.Errorf("create an API token for %s: %w", orgID, err)
	}
	return t, secret, nil
}

// Authenticate returns the live token whose secret this is, and records its use.
func (s *Store) Authenticate(ctx context.Context, secret string) (Token, error) {
	if !strings.HasPrefix(secret, TokenPrefix) {
		return Token{}, ErrBadToken
	}
	var t Token
	var created, revoked int64
	err := s.queryRow(ctx, s.db, `SELECT id, org_id, name, created_at, revoked_at FROM sdkgen_api_tokens
		WHERE token_hash = ?`, hashToken(secret)).Scan(&t.ID, &t.OrgID, &t.Name, &created, &revoked)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Token{}, ErrBadToken
	case err != nil:
		return Token{}, fmt.Errorf("check an API token: %w", err)
	case revoked != 0:
		return Token{}, ErrBadToken
	}
	t.CreatedAt = fromNanos(created)
	now := time.Now().UTC()
	if _, err := s.exec(ctx, s.db, `UPDATE sdkgen_api_tokens SET last_used_at = ? WHERE id = ?`, nanos(now), t.ID); err != nil {
		return Token{}, fmt.Errorf("record the use of token %s: %w", t.ID, err)
	}
	t.LastUsedAt = &now
	return t, nil
}

// RevokeToken revokes an organization's token; ErrNotFound when the organization has no such live token.
func (s *Store) RevokeToken(ctx context.Context, orgID, id string) error {
	res, err := s.exec(ctx, s.db, `UPDATE sdkgen_api_tokens SET revoked_at = ? WHERE id = ? AND org_id = ?
		AND revoked_at = 0`, time.Now().UnixNano(), id, orgID)
	if err != nil {
		return fmt.Errorf("revoke token %s: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("token %s: %w", id, ErrNotFound)
	}
	return nil
}

// Tokens lists an organization's tokens, newest first.
func (s *Store) Tokens(ctx context.Context, orgID string) ([]Token, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT id, org_id, name, created_at, revoked_at, last_used_at
		FROM sdkgen_api_tokens WHERE org_id = ? ORDER BY created_at DESC, id`), orgID)
	if err != nil {
		return nil, fmt.Errorf("list the tokens of %s: %w", orgID, err)
	}
	defer func() { _ = rows.Close() }()
	var out []Token
	for rows.Next() {
		var t Token
		var created, revoked, used int64
		if err := rows.Scan(&t.ID, &t.OrgID, &t.Name, &created, &revoked, &used); err != nil {
			return nil, err
		}
		t.CreatedAt, t.RevokedAt, t.LastUsedAt = fromNanos(created), timePtr(revoked), timePtr(used)
		out = append(out, t)
	}
	return out, rows.Err()
}

func timePtr(n int64) *time.Time {
	if n == 0 {
		return nil
	}
	t := fromNanos(n)
	return &t
}

// AddMember records one GitHub user of an organization (a login through the device flow), keeping the others.
func (s *Store) AddMember(ctx context.Context, orgID string, m Member) error {
	_, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_org_members (org_id, user_login, user_id, updated_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (org_id, user_login) DO UPDATE SET user_id = excluded.user_id,
		updated_at = excluded.updated_at`, orgID, strings.ToLower(m.Login), m.UserID, time.Now().UnixNano())
	if err != nil {
		return fmt.Errorf("record member %s of %s: %w", m.Login, orgID, err)
	}
	return nil
}
