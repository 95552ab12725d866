package releaseflow

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/release"
)

// PublishRequest asks for the release of a merged release pull request. It is the publish job's payload; jobs are
// unique by repository and pull request.
type PublishRequest struct {
	InstallationID int64   `json:"installation_id"`
	Repo           gh.Repo `json:"repo" river:"unique"`
	PR             int     `json:"pr" river:"unique"`
	// Version is the pull request title's ("release: 0.2.0").
	Version string `json:"version"`
	// MergeSHA is the commit the merge made: the tag goes there.
	MergeSHA string `json:"merge_sha"`
	// Branch is the working branch the release branch belongs to (release--<branch>).
	Branch   string   `json:"branch"`
	Target   string   `json:"target"`
	APIRepo  gh.Repo  `json:"api_repo"`
	Settings Settings `json:"settings"`
}

func (r PublishRequest) check() error {
	switch {
	case r.InstallationID == 0:
		return fmt.Errorf("%w: publish without an installation id", ErrInvalidRequest)
	case r.Repo.Owner == "" || r.Repo.Name == "" || r.PR <= 0:
		return fmt.Errorf("%w: publish of %q #%d names no pull request", ErrInvalidRequest, r.Repo, r.PR)
	case r.MergeSHA == "":
		return fmt.Errorf("%w: publish of %s#%d lacks the merge commit", ErrInvalidRequest, r.Repo, r.PR)
	}
	if _, err := release.ParseVersion(r.Version); err != nil {
		return fmt.Errorf("%w: publish of %s#%d: %w", ErrInvalidRequest, r.Repo, r.PR, err)
	}
	return nil
}

// Refresh is the refresh to run once the release exists: commits pushed after the merge may call for the next
// release pull request.
func (r PublishRequest) Refresh() RefreshRequest {
	return RefreshRequest{
		InstallationID: r.InstallationID, Repo: r.Repo, Branch: r.Branch, Head: "released " + Tag(r.Version),
		Target: r.Target, APIRepo: r.APIRepo, Settings: r.Settings, Reason: fmt.Sprintf("release %s published", Tag(r.Version)),
	}
}

// PublishResult is what Publish did.
type PublishResult struct {
	Tag     string
	Release gh.Release
	// Created is false when the release existed already (a re-run): it was neither tagged nor created again.
	Created  bool
	Uploaded []string // asset names uploaded by this run
	// Missing are the release_assets paths the tagged commit does not have; the release is made without them.
	Missing []string
}

// Publish releases a merged release pull request: it tags v<version> at the merge commit and creates the release
// (named after the tag, the CHANGELOG.md entry as its body, a pre-release when publish.release.prerelease is set),
// then uploads publish.vcs.release_assets from the tagged commit. It is idempotent: an existing release is never
// created again, and only the assets it lacks are uploaded.
func (f *Flow) Publish(ctx context.Context, req PublishRequest) (*PublishResult, error) {
	if err := req.check(); err != nil {
		return nil, err
	}
	client, err := f.opts.Factory.Installation(ctx, req.InstallationID)
	if err != nil {
		return nil, err
	}
	res := &PublishResult{Tag: Tag(req.Version)}
	if res.Release, res.Created, err = f.ensureRelease(ctx, client, req); err != nil {
		return nil, fmt.Errorf("release %s of %s: %w", res.Tag, req.Repo, err)
	}
	if err := uploadAssets(ctx, client, req, res); err != nil {
		return res, fmt.Errorf("release %s of %s: %w", res.Tag, req.Repo, err)
	}
	return res, nil
}

// ensureRelease returns the release of the tag, creating it (and the tag, at the merge commit) when it does not
// exist. Two runs racing both ask; the one GitHub refuses reads the other's release.
func (f *Flow) ensureRelease(ctx context.Context, client gh.Client, req PublishRequest) (gh.Release, bool, error) {
	tag := Tag(req.Version)
	rel, err := client.ReleaseByTag(ctx, req.Repo, tag)
	if err == nil || !errors.Is(err, gh.ErrNotFound) {
		return rel, false, err
	}
	notes, err := releaseNotes(ctx, client, req)
	if err != nil {
		return gh.Release{}, false, err
	}
	rel, err = client.CreateRelease(ctx, req.Repo, gh.NewRelease{
		Tag: tag, Target: req.MergeSHA, Name: tag, Body: notes, Prerelease: req.Settings.Prerelease,
	})
	if err != nil {
		if again, err2 := client.ReleaseByTag(ctx, req.Repo, tag); err2 == nil {
			return again, false, nil
		}
		return gh.Release{}, false, err
	}
	return rel, true, nil
}

// releaseNotes is the version's CHANGELOG.md entry at the merge commit (the release pull request wrote it there);
// without one, a line naming the pull request.
func releaseNotes(ctx context.Context, client gh.Client, req PublishRequest) (string, error) {
	changelog, err := client.File(ctx, req.Repo, release.ChangelogFile, req.MergeSHA)
	if err != nil && !errors.Is(err, gh.ErrNotFound) {
		return "", err
	}
	if entry := release.ChangelogEntry(string(changelog), req.Version); entry != "" {
		return entry, nil
	}
	return fmt.Sprintf("Release %s, from #%d.\n", Tag(req.Version), req.PR), nil
}

// uploadAssets attaches the release assets the release lacks, read from the tagged commit. A path the commit does
// not have is reported in res.Missing; the other assets still go up.
func uploadAssets(ctx context.Context, client gh.Client, req PublishRequest, res *PublishResult) error {
	have := slices.Clone(res.Release.Assets)
	for _, a := range req.Settings.Assets {
		name := a.FileName()
		if slices.Contains(have, name) {
			continue // uploaded by an earlier run, or two assets with one name: the first wins
		}
		data, err := client.File(ctx, req.Repo, a.Path, req.MergeSHA)
		switch {
		case errors.Is(err, gh.ErrNotFound):
			res.Missing = append(res.Missing, a.Path)
			continue
		case err != nil:
			return fmt.Errorf("read release asset %s: %w", a.Path, err)
		}
		if err := client.UploadReleaseAsset(ctx, req.Repo, res.Release.ID, name, data); err != nil {
			return err
		}
		have = append(have, name)
		res.Uploaded = append(res.Uploaded, name)
	}
	return nil
}
