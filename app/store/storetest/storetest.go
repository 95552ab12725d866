// Package storetest gives tests a fresh database: a SQLite file in a temporary folder, and, when
// SDKGEN_TEST_POSTGRES_URL names a PostgreSQL server, a fresh schema there too.
package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/jackc/pgx/v5"
)

// PostgresEnv names the PostgreSQL server tests may use; its databases are left as they were.
const PostgresEnv = "SDKGEN_TEST_POSTGRES_URL"

// Each runs fn as a subtest once per database: "sqlite" always, "postgres" when PostgresEnv is set (the
// subtest is skipped, saying so, otherwise). fn gets a database URL for store.Open and jobs.
func Each(t *testing.T, fn func(t *testing.T, databaseURL string)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, SQLiteURL(t)) })
	t.Run("postgres", func(t *testing.T) { fn(t, PostgresURL(t)) })
}

// SQLiteURL is a new SQLite database file in t's temporary folder.
func SQLiteURL(t *testing.T) string {
	t.Helper()
	return "sqlite://" + filepath.Join(t.TempDir(), "sdkgen.db")
}

// PostgresURL is a fresh schema on the server named by PostgresEnv, dropped when t ends; it skips t when the
// variable is unset.
func PostgresURL(t *testing.T) string {
	t.Helper()
	base := os.Getenv(PostgresEnv)
	if base == "" {
		t.Skipf("set %s to run this test on PostgreSQL too", PostgresEnv)
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("connect to %s: %v", PostgresEnv, err)
	}
	defer func() { _ = conn.Close(ctx) }()
	schema := "sdkgen_test_" + randomHex(t)
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), base)
		if err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
			return
		}
		defer func() { _ = c.Close(context.Background()) }()
		if _, err := c.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s is not a URL", PostgresEnv)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

func randomHex(t *testing.T) string {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b)
}
