package releaseflow

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing/object"
	githttp "github.com/go-git/go-git/v5/plumbing/transport/http"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// Options configure a Flow.
type Options struct {
	// Factory makes the installation clients.
	Factory gh.Factory
	// APIURL is GitHub's REST API; SDK repositories are cloned from the git URLs gh.GitURL derives from it.
	APIURL string
	// WorkDir holds the temporary clones (the system's temporary folder when empty).
	WorkDir string
	// Now dates changelog entries and commits (time.Now when nil).
	Now func() time.Time
	// Author signs release commits (the sdkgen bot when nil).
	Author *object.Signature
	Logger *slog.Logger
}

// Flow runs the release flow of SDK repositories: Refresh keeps the release pull request of a working branch up
// to date, Publish tags and releases a merged one.
type Flow struct{ opts Options }

// New returns a Flow.
func New(opts Options) *Flow {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	return &Flow{opts: opts}
}

func (f *Flow) signature() object.Signature {
	if f.opts.Author != nil {
		return *f.opts.Author
	}
	return object.Signature{Name: "sdkgen", Email: "sdkgen@users.noreply.github.com", When: f.opts.Now()}
}

// clone is a bare clone of an SDK repository, with its tags, in a temporary folder that close removes.
type clone struct {
	repo   *sdkrepo.Repo
	remote sdkrepo.Remote
	dir    string
}

// cloneRepo clones repo with the installation's token.
func (f *Flow) cloneRepo(ctx context.Context, client gh.Client, repo gh.Repo) (*clone, error) {
	url, err := gh.GitURL(f.opts.APIURL, repo)
	if err != nil {
		return nil, err
	}
	token, err := client.Token(ctx)
	if err != nil {
		return nil, fmt.Errorf("installation token for %s: %w", repo, err)
	}
	dir, err := os.MkdirTemp(f.opts.WorkDir, "release-")
	if err != nil {
		return nil, fmt.Errorf("make a folder for the clone of %s: %w", repo, err)
	}
	c := &clone{remote: sdkrepo.Remote{URL: url, Token: token}, dir: dir}
	if c.repo, err = sdkrepo.Clone(ctx, c.remote, filepath.Join(dir, "repo.git"), true); err != nil {
		c.close()
		return nil, c.hidePath(err)
	}
	if err := c.fetchTags(ctx); err != nil {
		c.close()
		return nil, c.hidePath(err)
	}
	return c, nil
}

func (c *clone) close() { _ = os.RemoveAll(c.dir) }

// hidePath keeps the server's folders out of messages that may reach a pull request.
func (c *clone) hidePath(err error) error {
	if err == nil || !strings.Contains(err.Error(), c.dir) {
		return err
	}
	return fmt.Errorf("%s: %w", strings.ReplaceAll(err.Error(), c.dir, "<clone>"), errNoPath)
}

var errNoPath = errors.New("(the clone's folder is left out of this message)")

// fetchTags fetches the remote's v* tags, which sdkrepo.Clone leaves out: the release plan starts at the last
// one. Tags are fetched as they are on the remote (a moved tag moves here too: the clone is sdkgen's own).
func (c *clone) fetchTags(ctx context.Context) error {
	opts := &git.FetchOptions{
		RemoteName: "origin", RemoteURL: c.remote.URL, Tags: git.NoTags,
		RefSpecs: []config.RefSpec{"+refs/tags/v*:refs/tags/v*"},
	}
	if c.remote.Token != "" {
		opts.Auth = &githttp.BasicAuth{Username: "x-access-token", Password: c.remote.Token}
	}
	err := c.repo.Git().FetchContext(ctx, opts)
	if err == nil || errors.Is(err, git.NoErrAlreadyUpToDate) || errors.Is(err, git.NoMatchingRefSpecError{}) {
		return nil
	}
	msg := err.Error()
	if c.remote.Token != "" {
		msg = strings.ReplaceAll(msg, c.remote.Token, "<token>")
	}
	return fmt.Errorf("fetch the tags of %s: %s", stripCredentials(c.remote.URL), msg)
}

// stripCredentials drops user:password@ from a URL for messages.
func stripCredentials(u string) string {
	scheme, rest, ok := strings.Cut(u, "://")
	if !ok {
		return u
	}
	if at := strings.LastIndex(strings.SplitN(rest, "/", 2)[0], "@"); at >= 0 {
		rest = rest[at+1:]
	}
	return scheme + "://" + rest
}
