package preview

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/sdkgen/sdkgen/app/gh"
)

// fakeGitHub is an in-memory GitHub for one installation: repository files per commit, pull request comments
// and check runs. Like GitHub, it refuses more than 50 annotations in one check-run request.
type fakeGitHub struct {
	mu       sync.Mutex
	files    map[string]map[string][]byte // commit -> path -> content
	comments []gh.Comment
	runs     map[int64]*fakeRun
	nextID   int64
	writes   []string // every write, in order: "create comment 1", "update check run 2 completed", ...
	login    string   // the App's login, the author of the comments it creates
}

// fakeRun is a check run as GitHub would hold it after every request.
type fakeRun struct {
	gh.CheckRun
	requests int
}

func newFakeGitHub() *fakeGitHub {
	return &fakeGitHub{files: map[string]map[string][]byte{}, runs: map[int64]*fakeRun{}, login: "sdkgen[bot]"}
}

// commit stores files as a commit and returns its SHA.
func (f *fakeGitHub) commit(files map[string]string) string {
	h := sha1.New()
	for _, p := range slices.Sorted(maps.Keys(files)) {
		fmt.Fprintf(h, "%s\x00%s\x00", p, files[p])
	}
	sha := hex.EncodeToString(h.Sum(nil))
	f.mu.Lock()
	defer f.mu.Unlock()
	f.files[sha] = map[string][]byte{}
	for p, data := range files {
		f.files[sha][p] = []byte(data)
	}
	return sha
}

func (f *fakeGitHub) Installation(context.Context, int64) (gh.Client, error) { return f, nil }

func (f *fakeGitHub) File(_ context.Context, repo gh.Repo, path, ref string) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	data, ok := f.files[ref][path]
	if !ok {
		return nil, fmt.Errorf("%s at %s in %s: %w", path, ref, repo, gh.ErrNotFound)
	}
	return data, nil
}

func (f *fakeGitHub) Comments(context.Context, gh.Repo, int) ([]gh.Comment, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.comments), nil
}

func (f *fakeGitHub) CreateComment(_ context.Context, _ gh.Repo, _ int, body string) (gh.Comment, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.nextID++
	c := gh.Comment{ID: f.nextID, Body: body, User: f.login}
	f.comments = append(f.comments, c)
	f.writes = append(f.writes, fmt.Sprintf("create comment %d", c.ID))
	return c, nil
}

func (f *fakeGitHub) UpdateComment(_ context.Context, repo gh.Repo, id int64, body string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := range f.comments {
		if f.comments[i].ID == id {
			f.comments[i].Body = body
			f.writes = append(f.writes, fmt.Sprintf("update comment %d", id))
			return nil
		}
	}
	return fmt.Errorf("comment %d in %s: %w", id, repo, gh.ErrNotFound)
}

// editComment changes a comment's body as a person would in GitHub's editor.
func (f *fakeGitHub) editComment(id int64, edit func(string) string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := range f.comments {
		if f.comments[i].ID == id {
			f.comments[i].Body = edit(f.comments[i].Body)
		}
	}
}

func (f *fakeGitHub) CreateCheckRun(_ context.Context, _ gh.Repo, run gh.CheckRun) (int64, error) {
	if len(run.Annotations) > 50 {
		return 0, fmt.Errorf("check run %s: %d annotations in one request (GitHub takes 50)", run.Name, len(run.Annotations))
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.nextID++
	f.runs[f.nextID] = &fakeRun{CheckRun: run, requests: 1}
	f.writes = append(f.writes, fmt.Sprintf("create check run %d %s", f.nextID, run.Status))
	return f.nextID, nil
}

func (f *fakeGitHub) UpdateCheckRun(_ context.Context, repo gh.Repo, id int64, run gh.CheckRun) error {
	if len(run.Annotations) > 50 {
		return fmt.Errorf("check run %s: %d annotations in one request (GitHub takes 50)", run.Name, len(run.Annotations))
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	r, ok := f.runs[id]
	if !ok {
		return fmt.Errorf("check run %d in %s: %w", id, repo, gh.ErrNotFound)
	}
	r.requests++
	annotations := append(r.Annotations, run.Annotations...) // GitHub appends annotations
	for _, set := range []struct {
		dst *string
		src string
	}{
		{&r.Status, run.Status}, {&r.Conclusion, run.Conclusion}, {&r.Title, run.Title},
		{&r.Summary, run.Summary}, {&r.Text, run.Text}, {&r.DetailsURL, run.DetailsURL},
	} {
		if set.src != "" {
			*set.dst = set.src
		}
	}
	r.Annotations = annotations
	f.writes = append(f.writes, fmt.Sprintf("update check run %d %s", id, run.Status))
	return nil
}

func (f *fakeGitHub) Token(context.Context) (string, error) { return "ghs_test-token", nil }

// errUnsupported answers the calls of merge builds and releases, which previews never make.
var errUnsupported = errors.New("the in-memory fake GitHub of the preview tests does not support this (previews never call it)")

func (f *fakeGitHub) Repository(context.Context, gh.Repo) (gh.RepoInfo, error) {
	return gh.RepoInfo{}, errUnsupported
}

func (f *fakeGitHub) PullRequests(context.Context, gh.Repo, gh.PullRequestFilter) ([]gh.PullRequest, error) {
	return nil, errUnsupported
}

func (f *fakeGitHub) CreatePullRequest(context.Context, gh.Repo, gh.NewPullRequest) (gh.PullRequest, error) {
	return gh.PullRequest{}, errUnsupported
}

func (f *fakeGitHub) UpdatePullRequest(context.Context, gh.Repo, int, string, string) error {
	return errUnsupported
}

func (f *fakeGitHub) ReleaseByTag(context.Context, gh.Repo, string) (gh.Release, error) {
	return gh.Release{}, errUnsupported
}

func (f *fakeGitHub) CreateRelease(context.Context, gh.Repo, gh.NewRelease) (gh.Release, error) {
	return gh.Release{}, errUnsupported
}

func (f *fakeGitHub) UploadReleaseAsset(context.Context, gh.Repo, int64, string, []byte) error {
	return errUnsupported
}

func (f *fakeGitHub) SecretNames(context.Context, gh.Repo) ([]string, error) {
	return nil, errUnsupported
}

// PullRequest says every pull request is open: the builds these tests run are for open ones.
func (f *fakeGitHub) PullRequest(_ context.Context, _ gh.Repo, number int) (gh.PullRequest, error) {
	return gh.PullRequest{Number: number, State: "open"}, nil
}

func (f *fakeGitHub) RequestReviewers(context.Context, gh.Repo, int, gh.Reviewers) error {
	return errUnsupported
}

// appComments returns the comments the App wrote.
func (f *fakeGitHub) appComments() []gh.Comment {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []gh.Comment
	for _, c := range f.comments {
		if c.User == f.login {
			out = append(out, c)
		}
	}
	return out
}

// runsAt returns the check runs of a head commit by name.
func (f *fakeGitHub) runsAt(sha string) map[string]*fakeRun {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := map[string]*fakeRun{}
	for _, r := range f.runs {
		if r.HeadSHA == sha {
			out[r.Name] = r
		}
	}
	return out
}

func (f *fakeGitHub) writeLog() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return strings.Join(f.writes, "\n")
}

// freshness answers IsLatest from a fixed newest head.
type freshness struct{ newest string }

func (fr freshness) IsLatest(_ context.Context, _ gh.Repo, _ int, headSHA string) (bool, error) {
	return headSHA == fr.newest, nil
}
