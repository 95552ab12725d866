package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// migrations are applied in order, each once, each in its own transaction; the same SQL runs on SQLite and
// PostgreSQL. Append only: never edit a released migration.
var migrations = []string{
	`CREATE TABLE sdkgen_installations (
		id BIGINT PRIMARY KEY,
		account TEXT NOT NULL,
		suspended BOOLEAN NOT NULL DEFAULT FALSE,
		updated_at BIGINT NOT NULL
	);
	CREATE TABLE sdkgen_installation_repositories (
		installation_id BIGINT NOT NULL,
		repo_key TEXT NOT NULL,
		owner TEXT NOT NULL,
		name TEXT NOT NULL,
		PRIMARY KEY (installation_id, repo_key)
	);
	CREATE INDEX sdkgen_installation_repositories_repo ON sdkgen_installation_repositories (repo_key);
	CREATE TABLE sdkgen_projects (
		repo_key TEXT PRIMARY KEY,
		owner TEXT NOT NULL,
		name TEXT NOT NULL,
		spec_path TEXT NOT NULL,
		config_path TEXT NOT NULL,
		updated_at BIGINT NOT NULL
	);
	CREATE TABLE sdkgen_pull_requests (
		repo_key TEXT NOT NULL,
		number BIGINT NOT NULL,
		head_sha TEXT NOT NULL,
		head_at BIGINT NOT NULL,
		preview_job_id BIGINT NOT NULL DEFAULT 0,
		comment_id BIGINT NOT NULL DEFAULT 0,
		PRIMARY KEY (repo_key, number)
	);`,
	// The project override's fail_on; '' is the default (error). Rows from before keep their meaning.
	`ALTER TABLE sdkgen_projects ADD COLUMN fail_on TEXT NOT NULL DEFAULT ''`,
	// SDK repositories the merge builds pushed to, per working branch: the release flow's repositories.
	`CREATE TABLE sdkgen_sdk_repositories (
		repo_key TEXT NOT NULL,
		branch TEXT NOT NULL,
		owner TEXT NOT NULL,
		name TEXT NOT NULL,
		installation_id BIGINT NOT NULL,
		api_repo TEXT NOT NULL,
		target TEXT NOT NULL,
		settings TEXT NOT NULL,
		updated_at BIGINT NOT NULL,
		PRIMARY KEY (repo_key, branch)
	)`,
	// The service's own model (issue 24): organizations and their members, projects, builds with their per-target
	// results, and API tokens (only their SHA-256 is kept). Times are Unix nanoseconds, 0 for "not yet".
	`CREATE TABLE sdkgen_orgs (
		id TEXT PRIMARY KEY,
		login TEXT NOT NULL UNIQUE,
		created_at BIGINT NOT NULL
	);
	CREATE TABLE sdkgen_org_members (
		org_id TEXT NOT NULL,
		user_login TEXT NOT NULL,
		user_id BIGINT NOT NULL,
		updated_at BIGINT NOT NULL,
		PRIMARY KEY (org_id, user_login)
	);
	CREATE TABLE sdkgen_api_projects (
		id TEXT PRIMARY KEY,
		org_id TEXT NOT NULL,
		name TEXT NOT NULL,
		spec_kind TEXT NOT NULL,
		spec_repo TEXT NOT NULL,
		spec_path TEXT NOT NULL,
		spec_url TEXT NOT NULL,
		spec_upload BYTEA,
		config BYTEA,
		sdk_repos TEXT NOT NULL,
		fail_on TEXT NOT NULL,
		poll_etag TEXT NOT NULL DEFAULT '',
		poll_last_modified TEXT NOT NULL DEFAULT '',
		poll_error TEXT NOT NULL DEFAULT '',
		poll_checked_at BIGINT NOT NULL DEFAULT 0,
		poll_failures INTEGER NOT NULL DEFAULT 0,
		created_at BIGINT NOT NULL,
		updated_at BIGINT NOT NULL,
		UNIQUE (org_id, name)
	);
	CREATE INDEX sdkgen_api_projects_repo ON sdkgen_api_projects (spec_repo);
	CREATE TABLE sdkgen_builds (
		id TEXT PRIMARY KEY,
		org_id TEXT NOT NULL,
		project_id TEXT NOT NULL,
		trigger_kind TEXT NOT NULL,
		status TEXT NOT NULL,
		branch TEXT NOT NULL,
		source TEXT NOT NULL,
		spec_hash TEXT NOT NULL,
		config_hash TEXT NOT NULL,
		requested_targets TEXT NOT NULL,
		idempotency_key TEXT NOT NULL,
		request_hash TEXT NOT NULL,
		spec BYTEA,
		config BYTEA,
		error TEXT NOT NULL,
		created_at BIGINT NOT NULL,
		started_at BIGINT NOT NULL,
		finished_at BIGINT NOT NULL
	);
	CREATE INDEX sdkgen_builds_project ON sdkgen_builds (project_id, created_at);
	CREATE UNIQUE INDEX sdkgen_builds_idempotency ON sdkgen_builds (org_id, idempotency_key) WHERE idempotency_key <> '';
	CREATE TABLE sdkgen_build_targets (
		build_id TEXT NOT NULL,
		target TEXT NOT NULL,
		position INTEGER NOT NULL,
		status TEXT NOT NULL,
		failure TEXT NOT NULL,
		diagnostics TEXT NOT NULL,
		diff TEXT NOT NULL,
		sdk_repo TEXT NOT NULL,
		commit_sha TEXT NOT NULL,
		preview_branch TEXT NOT NULL,
		archive BYTEA,
		PRIMARY KEY (build_id, target)
	);
	CREATE TABLE sdkgen_api_tokens (
		id TEXT PRIMARY KEY,
		org_id TEXT NOT NULL,
		name TEXT NOT NULL,
		token_hash TEXT NOT NULL UNIQUE,
		created_at BIGINT NOT NULL,
		revoked_at BIGINT NOT NULL DEFAULT 0,
		last_used_at BIGINT NOT NULL DEFAULT 0
	)`,
	// Issue 24: a repository project's spec by its GitHub path also names the ref and the sdkgen.yml path. The
	// per-repository settings of sdkgen_projects then move into the projects (adoptProjectSettings, run after
	// the migrations), which previews read their fail_on from. A token made by a member's login names the
	// member, so that leaving the organization revokes it ('' for the others).
	`ALTER TABLE sdkgen_api_projects ADD COLUMN spec_ref TEXT NOT NULL DEFAULT '';
	ALTER TABLE sdkgen_api_projects ADD COLUMN config_path TEXT NOT NULL DEFAULT '';
	ALTER TABLE sdkgen_api_tokens ADD COLUMN user_login TEXT NOT NULL DEFAULT ''`,
	// The web app's sign-in sessions (issue 25): only the SHA-256 of the cookie's secret is kept, with the user,
	// the session's CSRF token, the GitHub accounts the user could install the App on (JSON list), and expiry.
	`CREATE TABLE sdkgen_web_sessions (
		id_hash TEXT PRIMARY KEY,
		user_login TEXT NOT NULL,
		user_id BIGINT NOT NULL,
		csrf TEXT NOT NULL,
		installable TEXT NOT NULL,
		created_at BIGINT NOT NULL,
		expires_at BIGINT NOT NULL
	)`,
	// Issue 27: the preview commits pushed to SDK repositories, per target, with their CI result (JSON of
	// app/cistatus.Result, '' until the first) and what the preview comment and check run need to show it.
	`CREATE TABLE sdkgen_ci_previews (
		sdk_repo TEXT NOT NULL,
		sha TEXT NOT NULL,
		target TEXT NOT NULL,
		sdk_owner TEXT NOT NULL,
		sdk_name TEXT NOT NULL,
		base_sha TEXT NOT NULL,
		installation_id BIGINT NOT NULL,
		api_repo TEXT NOT NULL,
		pr BIGINT NOT NULL,
		api_head_sha TEXT NOT NULL,
		project TEXT NOT NULL,
		check_run_id BIGINT NOT NULL,
		fail_on TEXT NOT NULL,
		pushed_at BIGINT NOT NULL,
		result TEXT NOT NULL,
		PRIMARY KEY (sdk_repo, sha, target)
	);
	CREATE INDEX sdkgen_ci_previews_head ON sdkgen_ci_previews (api_repo, pr, api_head_sha)`,
	// Issue 25: a web session keeps the user's GitHub token sealed with a key only its cookie's secret gives
	// (AES-GCM; the database alone cannot read it), and when its organizations were last read with it, so that
	// the organizations page refreshes them.
	`ALTER TABLE sdkgen_web_sessions ADD COLUMN sealed_token TEXT NOT NULL DEFAULT '';
	ALTER TABLE sdkgen_web_sessions ADD COLUMN refreshed_at BIGINT NOT NULL DEFAULT 0`,
	// Issue 25: when each target of a build started and finished generating (0: not known), for the per-target
	// durations of the web app's pages.
	`ALTER TABLE sdkgen_build_targets ADD COLUMN started_at BIGINT NOT NULL DEFAULT 0;
	ALTER TABLE sdkgen_build_targets ADD COLUMN finished_at BIGINT NOT NULL DEFAULT 0`,
	// Issue 27 (generator upgrades): a build records the generator version and the editions it ran with (JSON
	// object, target to edition) and the API surface it generated (JSON, generator/surface), which an upgrade
	// pull request compares with the newer generator's. A project may switch upgrade pull requests off. One row
	// per SDK repository's working branch holds its newest upgrade pull request: the version it brings, and
	// whether it is open, merged (the upgrade) or closed (the project stays on the old generator until the next
	// version).
	`ALTER TABLE sdkgen_builds ADD COLUMN generator_version TEXT NOT NULL DEFAULT '';
	ALTER TABLE sdkgen_builds ADD COLUMN editions TEXT NOT NULL DEFAULT '';
	ALTER TABLE sdkgen_builds ADD COLUMN surface BYTEA;
	ALTER TABLE sdkgen_api_projects ADD COLUMN upgrades_off BOOLEAN NOT NULL DEFAULT FALSE;
	CREATE TABLE sdkgen_upgrades (
		repo_key TEXT NOT NULL,
		branch TEXT NOT NULL,
		owner TEXT NOT NULL,
		name TEXT NOT NULL,
		project_id TEXT NOT NULL,
		target TEXT NOT NULL,
		version TEXT NOT NULL,
		from_version TEXT NOT NULL,
		state TEXT NOT NULL,
		pr_number BIGINT NOT NULL,
		head_branch TEXT NOT NULL,
		surface BYTEA,
		opened_at BIGINT NOT NULL,
		updated_at BIGINT NOT NULL,
		PRIMARY KEY (repo_key, branch)
	);
	CREATE INDEX sdkgen_upgrades_pr ON sdkgen_upgrades (repo_key, pr_number)`,
}

// migrationLockKey serialises migrations of several processes starting together on PostgreSQL.
const migrationLockKey = 0x5d6b6e // "sdkgen"

// Migrate brings the schema up to date, then moves the rows of the old per-repository settings into projects.
func (s *Store) Migrate(ctx context.Context) error {
	if err := s.migrateUpTo(ctx, len(migrations)); err != nil {
		return err
	}
	return s.adoptProjectSettings(ctx)
}

// migrateUpTo applies the migrations up to version (tests start from an older schema with it).
func (s *Store) migrateUpTo(ctx context.Context, version int) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS sdkgen_schema_migrations (
		version INTEGER PRIMARY KEY,
		applied_at BIGINT NOT NULL
	)`); err != nil {
		return fmt.Errorf("create the migrations table: %w", err)
	}
	for v := 1; v <= version; v++ {
		if err := s.migrateTo(ctx, v); err != nil {
			return err
		}
	}
	return nil
}

// migrateTo applies migration version unless it already is.
func (s *Store) migrateTo(ctx context.Context, version int) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if s.dialect == Postgres {
			if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLockKey); err != nil {
				return fmt.Errorf("lock migrations: %w", err)
			}
		}
		var n int
		err := s.queryRow(ctx, tx, `SELECT count(*) FROM sdkgen_schema_migrations WHERE version = ?`, version).Scan(&n)
		if err != nil {
			return fmt.Errorf("read migration %d: %w", version, err)
		}
		if n > 0 {
			return nil
		}
		if _, err := tx.ExecContext(ctx, migrations[version-1]); err != nil {
			return fmt.Errorf("apply migration %d: %w", version, err)
		}
		_, err = s.exec(ctx, tx, `INSERT INTO sdkgen_schema_migrations (version, applied_at) VALUES (?, ?)`,
			version, time.Now().Unix())
		if err != nil {
			return fmt.Errorf("record migration %d: %w", version, err)
		}
		return nil
	})
}

// schemaVersion is the newest applied migration, 0 for an empty database.
func (s *Store) schemaVersion(ctx context.Context) (int, error) {
	var v sql.NullInt64
	err := s.db.QueryRowContext(ctx, `SELECT max(version) FROM sdkgen_schema_migrations`).Scan(&v)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	return int(v.Int64), nil
}
