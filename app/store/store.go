// Package store is the service's database: installations and their repositories, per-repository project settings,
// the newest head commit of each pull request (so an older preview build never posts over a newer one), the
// sticky comment of each pull request, and the SDK repositories merge builds push to (the release flow's).
//
// The same small schema runs on SQLite (modernc.org/sqlite, pure Go, the embedded default: one file, one writer)
// and on PostgreSQL (pgx), so the job queue (app/jobs) can share the database and its connection pool.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// Dialect is the kind of database behind a Store.
type Dialect int

const (
	// SQLite is a single file used by one process.
	SQLite Dialect = iota
	// Postgres is shared by several serve and worker processes.
	Postgres
)

func (d Dialect) String() string {
	if d == Postgres {
		return "postgres"
	}
	return "sqlite"
}

// Location is a parsed SDKGEN_DATABASE_URL.
type Location struct {
	Dialect Dialect
	// Path is the SQLite file; ConnString the PostgreSQL connection string.
	Path       string
	ConnString string
}

// ParseURL reads a database URL: sqlite://PATH (a relative or, with three slashes, absolute file path) or
// postgres://... / postgresql://... (a libpq connection URL).
func ParseURL(raw string) (Location, error) {
	switch {
	case strings.HasPrefix(raw, "sqlite://"):
		path := strings.TrimPrefix(raw, "sqlite://")
		if path == "" || strings.ContainsAny(path, "?#") {
			return Location{}, fmt.Errorf("%q: want sqlite://PATH with a file path and no query", raw)
		}
		return Location{Dialect: SQLite, Path: path}, nil
	case strings.HasPrefix(raw, "postgres://"), strings.HasPrefix(raw, "postgresql://"):
		if _, err := url.Parse(raw); err != nil {
			return Location{}, fmt.Errorf("PostgreSQL URL is not a URL: %w", redactURLError(err))
		}
		return Location{Dialect: Postgres, ConnString: raw}, nil
	default:
		return Location{}, fmt.Errorf("%q: want sqlite://PATH or postgres://USER@HOST/DATABASE", redactURL(raw))
	}
}

// redactURL hides a password in a URL so configuration errors can quote it.
func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	return u.Redacted()
}

// redactURLError drops the URL that url.Parse quotes in its errors, since it may hold a password.
func redactURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// Store is the service's database.
type Store struct {
	db      *sql.DB
	pool    *pgxpool.Pool // PostgreSQL only
	dialect Dialect
}

// Open connects to the database at databaseURL (see ParseURL) and brings its schema up to date.
func Open(ctx context.Context, databaseURL string) (*Store, error) {
	loc, err := ParseURL(databaseURL)
	if err != nil {
		return nil, err
	}
	s, err := connect(ctx, loc)
	if err != nil {
		return nil, err
	}
	if err := s.Migrate(ctx); err != nil {
		_ = s.Close()
		return nil, err
	}
	return s, nil
}

func connect(ctx context.Context, loc Location) (*Store, error) {
	if loc.Dialect == Postgres {
		pool, err := pgxpool.New(ctx, loc.ConnString)
		if err != nil {
			return nil, fmt.Errorf("connect to PostgreSQL: %w", err)
		}
		s := &Store{db: stdlib.OpenDBFromPool(pool), pool: pool, dialect: Postgres}
		if err := s.db.PingContext(ctx); err != nil {
			_ = s.Close()
			return nil, fmt.Errorf("connect to PostgreSQL: %w", err)
		}
		return s, nil
	}
	db, err := sql.Open("sqlite", sqliteDSN(loc.Path))
	if err != nil {
		return nil, fmt.Errorf("open SQLite database %s: %w", loc.Path, err)
	}
	// One connection: SQLite allows one writer at a time, and River's SQLite driver asks for a single connection
	// so its concurrent operations queue in the pool instead of failing with SQLITE_BUSY.
	db.SetMaxOpenConns(1)
	db.SetConnMaxIdleTime(0)
	db.SetConnMaxLifetime(0)
	if err := db.PingContext(ctx); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("open SQLite database %s: %w", loc.Path, err)
	}
	return &Store{db: db, dialect: SQLite}, nil
}

// sqliteDSN turns a file path into a modernc DSN: write-ahead log (readers never block the writer), a busy timeout
// for the rare second process (sdkgen admin commands), and NORMAL sync, which in WAL mode is durable across process
// crashes and loses at most the last commits on power loss.
func sqliteDSN(path string) string {
	q := url.Values{}
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	return "file:" + path + "?" + q.Encode()
}

// Dialect tells which database this is.
func (s *Store) Dialect() Dialect { return s.dialect }

// DB is the database/sql handle (on PostgreSQL, over the same pool as PgxPool).
func (s *Store) DB() *sql.DB { return s.db }

// PgxPool is the PostgreSQL pool, nil on SQLite.
func (s *Store) PgxPool() *pgxpool.Pool { return s.pool }

// Close releases the database.
func (s *Store) Close() error {
	err := s.db.Close()
	if s.pool != nil {
		s.pool.Close()
	}
	return err
}

// Ready reports whether the database answers and its schema is current.
func (s *Store) Ready(ctx context.Context) error {
	v, err := s.schemaVersion(ctx)
	if err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if v != len(migrations) {
		return fmt.Errorf("schema version %d, want %d", v, len(migrations))
	}
	return nil
}

// rebind turns the ? placeholders of a query into PostgreSQL's $1, $2, ... Queries here hold no other '?'.
func (s *Store) rebind(query string) string {
	if s.dialect != Postgres {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (s *Store) exec(ctx context.Context, q querier, query string, args ...any) (sql.Result, error) {
	return q.ExecContext(ctx, s.rebind(query), args...)
}

func (s *Store) queryRow(ctx context.Context, q querier, query string, args ...any) *sql.Row {
	return q.QueryRowContext(ctx, s.rebind(query), args...)
}

// querier is a *sql.DB or a *sql.Tx.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// inTx runs fn in a transaction and commits it when fn succeeds.
func (s *Store) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin transaction: %w", err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}
