package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
)

// Spec source kinds of an OrgProject.
const (
	SpecFromRepo   = "repo"
	SpecFromUpload = "upload"
	SpecFromURL    = "url"
)

// OrgProject is a project of an organization: where its spec comes from (a path in a GitHub repository, an
// uploaded spec, or a spec URL the service polls), its sdkgen.yml, its SDK repositories and its fail_on.
type OrgProject struct {
	ID    string `json:"id"`
	OrgID string `json:"org_id"`
	Name  string `json:"name"`
	Spec  SpecSource
	// Config is the project's sdkgen.yml (empty for a repository project, whose sdkgen.yml is in the repository).
	Config []byte
	// SDKRepos maps a target to its SDK repository ("owner/name").
	SDKRepos map[string]string
	FailOn   string
	// UpgradesOff switches the project's generator upgrade pull requests off (app/upgrades).
	UpgradesOff bool
	// Poll is the state of the spec URL's polling.
	Poll      PollState
	CreatedAt time.Time
	UpdatedAt time.Time
}

// SpecSource is where a project's spec comes from.
type SpecSource struct {
	Kind string // SpecFromRepo, SpecFromUpload or SpecFromURL
	// Repo ("owner/name") and Path: the spec in a GitHub repository, at Ref (a branch, tag or commit; empty: the
	// default branch). ConfigPath is the repository's sdkgen.yml when the project has none of its own (empty:
	// DefaultConfigPath). Path empty: the build discovers both files.
	Repo, Path, Ref, ConfigPath string
	URL                         string
	Upload                      []byte
}

// PollState is what the last fetch of a project's spec URL found.
type PollState struct {
	ETag, LastModified string
	// Error is the last fetch's failure, shown on the project; empty after a success. Failures counts the
	// failures in a row, for the backoff.
	Error     string
	Failures  int
	CheckedAt time.Time
}

var projectName = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,62}$`)

// ValidateProjectName accepts a lower-case name of letters, digits, '.', '_' and '-' (at most 63 characters),
// which is safe in URLs and SDK package names.
func ValidateProjectName(name string) error {
	if !projectName.MatchString(name) {
		return fmt.Errorf("project name %q: want 1-63 lower-case letters, digits, '.', '_' or '-', starting with a letter or digit", name)
	}
	return nil
}

// ErrExists is returned (wrapped) when a row with the same unique key exists.
var ErrExists = errors.New("already exists")

func (p *OrgProject) check() error {
	if err := ValidateProjectName(p.Name); err != nil {
		return err
	}
	if p.FailOn == "" {
		p.FailOn = "error"
	}
	if err := ValidateFailOn(p.FailOn); err != nil {
		return err
	}
	switch p.Spec.Kind {
	case SpecFromRepo:
		if !strings.Contains(p.Spec.Repo, "/") {
			return fmt.Errorf("spec repository %q: want owner/name", p.Spec.Repo)
		}
		return checkRepoSource(p.Spec)
	case SpecFromURL:
		if !strings.HasPrefix(p.Spec.URL, "https://") {
			return fmt.Errorf("spec URL %q: want an https:// URL", p.Spec.URL)
		}
	case SpecFromUpload:
	default:
		return fmt.Errorf("spec source %q: want repo, upload or url", p.Spec.Kind)
	}
	return nil
}

// checkRepoSource validates the spec's place in a GitHub repository.
func checkRepoSource(src SpecSource) error {
	if src.Path == "" && src.ConfigPath != "" {
		return fmt.Errorf("the sdkgen.yml path %q needs a spec path (discovery finds both or neither)", src.ConfigPath)
	}
	for _, file := range []string{src.Path, src.ConfigPath} {
		if file == "" {
			continue
		}
		if err := ValidatePath(file); err != nil {
			return err
		}
	}
	if strings.HasPrefix(src.Ref, "-") || strings.ContainsAny(src.Ref, " \t\n~^:?*[\\") || strings.Contains(src.Ref, "..") {
		return fmt.Errorf("ref %q: want a branch, tag or commit", src.Ref)
	}
	return nil
}

const projectColumns = `id, org_id, name, spec_kind, spec_repo, spec_path, spec_url, spec_upload, config, sdk_repos,
	fail_on, poll_etag, poll_last_modified, poll_error, poll_failures, poll_checked_at, created_at, updated_at,
	spec_ref, config_path, upgrades_off`

// CreateProject records a new project; ErrExists when the organization has one of that name.
func (s *Store) CreateProject(ctx context.Context, p OrgProject) (OrgProject, error) {
	if err := p.check(); err != nil {
		return OrgProject{}, err
	}
	p.ID = newID("prj_")
	p.CreatedAt = time.Now().UTC()
	p.UpdatedAt = p.CreatedAt
	repos, _ := json.Marshal(nonNilMap(p.SDKRepos))
	res, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_api_projects (`+projectColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', '', '', 0, 0, ?, ?, ?, ?, ?) ON CONFLICT (org_id, name) DO NOTHING`,
		p.ID, p.OrgID, p.Name, p.Spec.Kind, strings.ToLower(p.Spec.Repo), p.Spec.Path, p.Spec.URL, p.Spec.Upload,
		p.Config, string(repos), p.FailOn, nanos(p.CreatedAt), nanos(p.UpdatedAt), p.Spec.Ref, p.Spec.ConfigPath, p.UpgradesOff)
	if err != nil {
		return OrgProject{}, fmt.Errorf("create project %s: %w", p.Name, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return OrgProject{}, fmt.Errorf("project %s: %w", p.Name, ErrExists)
	}
	return p, nil
}

// UpdateProject replaces a project's settings (not its name or organization).
func (s *Store) UpdateProject(ctx context.Context, p OrgProject) (OrgProject, error) {
	if err := p.check(); err != nil {
		return OrgProject{}, err
	}
	p.UpdatedAt = time.Now().UTC()
	repos, _ := json.Marshal(nonNilMap(p.SDKRepos))
	res, err := s.exec(ctx, s.db, `UPDATE sdkgen_api_projects SET spec_kind = ?, spec_repo = ?, spec_path = ?,
		spec_url = ?, spec_upload = ?, config = ?, sdk_repos = ?, fail_on = ?, updated_at = ?, spec_ref = ?,
		config_path = ?, upgrades_off = ? WHERE id = ? AND org_id = ?`,
		p.Spec.Kind, strings.ToLower(p.Spec.Repo), p.Spec.Path, p.Spec.URL, p.Spec.Upload, p.Config, string(repos),
		p.FailOn, nanos(p.UpdatedAt), p.Spec.Ref, p.Spec.ConfigPath, p.UpgradesOff, p.ID, p.OrgID)
	if err != nil {
		return OrgProject{}, fmt.Errorf("update project %s: %w", p.Name, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return OrgProject{}, fmt.Errorf("project %s: %w", p.ID, ErrNotFound)
	}
	return p, nil
}

func nonNilMap(m map[string]string) map[string]string {
	if m == nil {
		return map[string]string{}
	}
	return m
}

// OrgProjectByName returns an organization's project by name; ErrNotFound when it has none.
func (s *Store) OrgProjectByName(ctx context.Context, orgID, name string) (OrgProject, error) {
	return s.oneProject(ctx, `org_id = ? AND name = ?`, orgID, name)
}

// OrgProjectByID returns an organization's project by id; ErrNotFound when it has none (also when the project
// belongs to another organization).
func (s *Store) OrgProjectByID(ctx context.Context, orgID, id string) (OrgProject, error) {
	return s.oneProject(ctx, `org_id = ? AND id = ?`, orgID, id)
}

func (s *Store) oneProject(ctx context.Context, where string, args ...any) (OrgProject, error) {
	rows, err := s.projects(ctx, where+` LIMIT 1`, args...)
	if err != nil {
		return OrgProject{}, err
	}
	if len(rows) == 0 {
		return OrgProject{}, fmt.Errorf("project %v: %w", args[len(args)-1], ErrNotFound)
	}
	return rows[0], nil
}

// OrgProjects lists an organization's projects by name.
func (s *Store) OrgProjects(ctx context.Context, orgID string) ([]OrgProject, error) {
	return s.projects(ctx, `org_id = ? ORDER BY name`, orgID)
}

// PolledProjects lists every project whose spec comes from a URL, for the poller.
func (s *Store) PolledProjects(ctx context.Context) ([]OrgProject, error) {
	return s.projects(ctx, `spec_kind = ? ORDER BY id`, SpecFromURL)
}

func (s *Store) projects(ctx context.Context, where string, args ...any) ([]OrgProject, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT `+projectColumns+` FROM sdkgen_api_projects WHERE `+where), args...)
	if err != nil {
		return nil, fmt.Errorf("read projects: %w", err)
	}
	defer func() { _ = rows.Close() }()
	var out []OrgProject
	for rows.Next() {
		p, err := scanProject(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func scanProject(rows *sql.Rows) (OrgProject, error) {
	var p OrgProject
	var repos string
	var checked, created, updated int64
	err := rows.Scan(&p.ID, &p.OrgID, &p.Name, &p.Spec.Kind, &p.Spec.Repo, &p.Spec.Path, &p.Spec.URL, &p.Spec.Upload,
		&p.Config, &repos, &p.FailOn, &p.Poll.ETag, &p.Poll.LastModified, &p.Poll.Error, &p.Poll.Failures, &checked, &created, &updated,
		&p.Spec.Ref, &p.Spec.ConfigPath, &p.UpgradesOff)
	if err != nil {
		return OrgProject{}, fmt.Errorf("read a project: %w", err)
	}
	if err := json.Unmarshal([]byte(repos), &p.SDKRepos); err != nil {
		return OrgProject{}, fmt.Errorf("project %s's SDK repositories: %w", p.ID, err)
	}
	p.Poll.CheckedAt, p.CreatedAt, p.UpdatedAt = fromNanos(checked), fromNanos(created), fromNanos(updated)
	return p, nil
}

// RepoProject returns the project of an organization whose spec lives in a GitHub repository, creating it (named
// after the repository) the first time a build of the repository is recorded.
func (s *Store) RepoProject(ctx context.Context, orgID, repo string) (OrgProject, error) {
	repo = strings.ToLower(repo)
	found, err := s.projects(ctx, `org_id = ? AND spec_kind = ? AND spec_repo = ? ORDER BY created_at LIMIT 1`,
		orgID, SpecFromRepo, repo)
	if err != nil || len(found) > 0 {
		if err != nil {
			return OrgProject{}, err
		}
		return found[0], nil
	}
	_, name, _ := strings.Cut(repo, "/")
	p := OrgProject{OrgID: orgID, Name: sanitizeProjectName(name), Spec: SpecSource{Kind: SpecFromRepo, Repo: repo}}
	created, err := s.CreateProject(ctx, p)
	if errors.Is(err, ErrExists) { // the name is taken by another project: qualify it with the owner
		p.Name = sanitizeProjectName(strings.ReplaceAll(repo, "/", "-"))
		created, err = s.CreateProject(ctx, p)
	}
	if errors.Is(err, ErrExists) { // a concurrent build created it
		found, err = s.projects(ctx, `org_id = ? AND spec_kind = ? AND spec_repo = ? ORDER BY created_at LIMIT 1`,
			orgID, SpecFromRepo, repo)
		if err == nil && len(found) == 0 {
			err = fmt.Errorf("no project name is free for %s: %w", repo, ErrExists)
		}
		if err != nil {
			return OrgProject{}, err
		}
		return found[0], nil
	}
	return created, err
}

// sanitizeProjectName turns a repository name into a valid project name.
func sanitizeProjectName(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '.', r == '_', r == '-':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	out := strings.TrimLeft(b.String(), "._-")
	if out == "" {
		out = "project"
	}
	return out[:min(len(out), 63)]
}

// SetPollState records what the last fetch of a project's spec URL found.
func (s *Store) SetPollState(ctx context.Context, projectID string, st PollState) error {
	_, err := s.exec(ctx, s.db, `UPDATE sdkgen_api_projects SET poll_etag = ?, poll_last_modified = ?, poll_error = ?,
		poll_failures = ?, poll_checked_at = ? WHERE id = ?`, st.ETag, st.LastModified, st.Error, st.Failures,
		nanos(st.CheckedAt), projectID)
	if err != nil {
		return fmt.Errorf("record the poll of project %s: %w", projectID, err)
	}
	return nil
}
