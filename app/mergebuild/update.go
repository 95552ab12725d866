package mergebuild

import (
	"context"
	"errors"
	"fmt"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// UpdateRequest brings a spec and sdkgen.yml into the SDK repositories the way a merged pull request does, but
// without a pull request: the build of a polled spec URL that changed (SERVICE-BEHAVIOUR.md §3). There is no
// comment to write; the outcome is recorded on the build.
type UpdateRequest struct {
	// BuildID is the build's record, made when the build was scheduled; the outcome is recorded there.
	BuildID string
	// Spec and Config are the inputs; SpecName is the spec's file name in diagnostics.
	Spec, Config []byte
	SpecName     string
	// Trigger names the generation in the SDK repositories' commits (Sdkgen-Trigger): unique per build, so a
	// retried job recognises the generation its earlier attempt merged. Cause says the same in markdown, for the
	// conflict pull request ("the spec URL's change of build `bld_...`").
	Trigger, Cause string
	// Message is the conventional commit message of the generation (§4.3).
	Message string
	// SDKRepos overrides production_repo per target (the project's SDK repositories).
	SDKRepos map[string]gh.Repo
	// InstallationID acts on the SDK repositories; 0 asks GitHub for the installation that has the first one
	// (the factory must then be a gh.InstallationFinder).
	InstallationID int64
	// Previous holds, per target, the output of the project's previous build, for the diff summary recorded.
	Previous map[string]*tree.Tree
}

func (r UpdateRequest) check() error {
	switch {
	case r.BuildID == "" || r.Trigger == "" || r.Message == "":
		return errors.New("SDK update without a build, a trigger or a commit message")
	case len(r.Spec) == 0 || len(r.Config) == 0:
		return fmt.Errorf("SDK update of build %s without a spec or an sdkgen.yml", r.BuildID)
	}
	return nil
}

// RunUpdate generates every configured target from req's inputs and brings each one that has an SDK repository
// into it, as RunMerge does after a merge (a new commit on `generated` merged into the working branch keeping
// keep_files and people's edits, a conflict pull request on a conflict, the release pull request's refresh
// through Options.OnWorkingBranch), and records the outcome on the build req.BuildID (Options.Recorder). Running
// it again is safe: an SDK repository that has the generation already is up to date.
func (b *Builder) RunUpdate(ctx context.Context, req UpdateRequest) error {
	if err := req.check(); err != nil {
		return err
	}
	m := &merge{opts: &b.opts, installationID: req.InstallationID, trigger: req.Trigger, cause: req.Cause,
		sdkRepos: req.SDKRepos, recordID: req.BuildID, previous: req.Previous,
		log: b.opts.Logger.With("build_id", req.BuildID, "trigger", req.Trigger)}
	if m.installationID != 0 {
		client, err := b.opts.Factory.Installation(ctx, m.installationID)
		if err != nil {
			return fmt.Errorf("SDK update of build %s: %w", req.BuildID, err)
		}
		m.client = client
	}
	in := preview.NewInputs(req.SpecName, req.Spec, preview.DefaultConfigPath, req.Config)
	outcomes, err := m.updateSDKs(ctx, in, req.Message)
	if err == nil {
		err = retryable(outcomes)
	}
	m.recordFinish(ctx, outcomes, err)
	if err != nil {
		return fmt.Errorf("SDK update of build %s: %w", req.BuildID, err)
	}
	return nil
}

// connect finds the installation of the SDK repositories to update when the build does not know it yet (an
// update without a pull request): the one that has the first of them.
func (m *merge) connect(ctx context.Context, updates []*sdkUpdate) error {
	if m.client != nil {
		return nil
	}
	finder, ok := m.opts.Factory.(gh.InstallationFinder)
	if !ok {
		return errors.New("the GitHub client cannot find the App's installation on the SDK repositories")
	}
	var first *sdkUpdate
	for _, u := range updates {
		if u != nil {
			first = u
			break
		}
	}
	id, err := finder.RepoInstallation(ctx, first.base.SDKRepo)
	if err != nil {
		return fmt.Errorf("the App's installation on %s: %w", first.base.SDKRepo, err)
	}
	client, err := m.opts.Factory.Installation(ctx, id)
	if err != nil {
		return err
	}
	m.client, m.installationID = client, id
	m.log = m.log.With("installation_id", id)
	return nil
}
