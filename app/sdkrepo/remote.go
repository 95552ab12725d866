package sdkrepo

// Remote operations: clone, fetch and push an SDK repository.
//
// Transport choice. HTTPS goes through go-git's HTTP client with the installation token as basic auth. Local
// paths and file:// URLs go through go-git's file transport, which runs git-upload-pack and git-receive-pack;
// local remotes therefore need the git command (the CLI, the only user of local remotes, runs where git is
// installed). The alternative that needs no git binary, go-git's in-process server (plumbing/transport/server), was
// rejected for two reasons: go-git's Remote picks its transport from the global protocol registry, so using it per
// call would mean replacing that registry (package-level mutable state) or reimplementing fetch negotiation; and
// its receive-pack sets references without checking their old value, runs no hooks, ignores
// receive.denyCurrentBranch and cannot apply a push atomically, so a concurrent push to the same repository could be
// silently overwritten. Real git-receive-pack gives a local push the same guarantees a push to GitHub has.
//
// Fetch uses go-git's Remote (which negotiates what to send well) into temporary references under
// refs/sdkgen/fetch/, then moves the local branches itself, so it can refuse a non-fast-forward for every branch
// before changing any. Push is done on go-git's plumbing (one receive-pack session) so that the per-branch status
// the server reports, and the hook output it sends, reach the caller.

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/format/packfile"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp/capability"
	"github.com/go-git/go-git/v5/plumbing/revlist"
	"github.com/go-git/go-git/v5/plumbing/transport"
	"github.com/go-git/go-git/v5/plumbing/transport/client"
	githttp "github.com/go-git/go-git/v5/plumbing/transport/http"
)

// Remote is where an SDK repository lives: an HTTPS URL (GitHub, GitHub Enterprise, a test server) used with an
// installation token as `x-access-token` basic auth, or a local path / file:// URL.
type Remote struct {
	URL   string
	Token string // empty for local paths and anonymous HTTPS
}

// fetchRefPrefix is where Fetch puts the remote's branches before it decides whether the local ones may move.
const fetchRefPrefix = "refs/sdkgen/fetch/"

// remoteName names the transient go-git remote Fetch uses; nothing is written under it.
const remoteName = "sdkgen"

// initialBranch is HEAD's branch in a clone of an empty repository.
const initialBranch = "main"

// endpoint is a Remote resolved for go-git.
type endpoint struct {
	url     string // what go-git connects to: an http(s) URL or an absolute path
	display string // the URL with any credentials removed, for messages
	local   bool
	auth    transport.AuthMethod
	secrets []string // strings that must never appear in a message
}

// resolve checks remote and turns it into an endpoint.
func (remote Remote) resolve() (*endpoint, error) {
	raw := remote.URL
	if raw == "" {
		return nil, errors.New("no remote URL given")
	}
	ep := &endpoint{}
	if remote.Token != "" {
		ep.secrets = append(ep.secrets, remote.Token, url.QueryEscape(remote.Token), url.PathEscape(remote.Token),
			base64.StdEncoding.EncodeToString([]byte("x-access-token:"+remote.Token)))
	}
	scheme, _, hasScheme := strings.Cut(raw, "://")
	switch {
	case hasScheme && (strings.EqualFold(scheme, "https") || strings.EqualFold(scheme, "http")):
		u, err := url.Parse(raw)
		if err != nil {
			// url.Parse quotes the whole URL in its error, credentials included.
			return nil, fmt.Errorf("remote URL %s is not a valid URL", stripUserinfo(raw))
		}
		if u.User != nil {
			if p, ok := u.User.Password(); ok && p != "" {
				ep.secrets = append(ep.secrets, p, url.QueryEscape(p), url.PathEscape(p))
			}
			if remote.Token != "" {
				u.User = nil // the token wins over credentials written into the URL
			}
		}
		ep.url = u.String()
		u.User = nil
		ep.display = u.String()
		if remote.Token != "" {
			ep.auth = &githttp.BasicAuth{Username: "x-access-token", Password: remote.Token}
		}
	case hasScheme && strings.EqualFold(scheme, "file"):
		u, err := url.Parse(raw)
		if err != nil {
			return nil, fmt.Errorf("remote URL %s is not a valid file URL", stripUserinfo(raw))
		}
		if u.Host != "" && u.Host != "localhost" {
			return nil, fmt.Errorf("remote URL %s names host %s; file URLs must be local (file:///path)", stripUserinfo(raw), u.Host)
		}
		if err := ep.setLocal(u.Path); err != nil {
			return nil, err
		}
	case hasScheme:
		return nil, fmt.Errorf("remote URL %s: unsupported scheme %s (use https://, file:// or a local path)", stripUserinfo(raw), scheme)
	default:
		if before, _, ok := strings.Cut(raw, ":"); ok && !strings.Contains(before, "/") && len(before) > 1 {
			return nil, fmt.Errorf("remote %s looks like an SSH address, which is not supported (use https:// or a local path)", stripUserinfo(raw))
		}
		if err := ep.setLocal(raw); err != nil {
			return nil, err
		}
	}
	return ep, nil
}

// setLocal makes ep a local path: absolute (go-git's file transport runs git in the process's directory, so a
// relative path would depend on it), and the .git directory of a repository with a work tree, which lets go-git
// read the remote's objects directly when it works out what a push must send.
func (ep *endpoint) setLocal(path string) error {
	if path == "" {
		return errors.New("remote path is empty")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return fmt.Errorf("remote path %s: %w", path, err)
	}
	ep.url, ep.display, ep.local = abs, abs, true
	if fi, err := os.Stat(filepath.Join(abs, git.GitDirName)); err == nil && fi.IsDir() {
		ep.url = filepath.Join(abs, git.GitDirName)
	}
	return nil
}

// stripUserinfo removes `user:pass@` from every URL in s.
func stripUserinfo(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "://")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i+3])
		s = s[i+3:]
		end := strings.IndexAny(s, "/?# \t\n\"'")
		if end < 0 {
			end = len(s)
		}
		if at := strings.LastIndex(s[:end], "@"); at >= 0 {
			s = s[at+1:]
		}
	}
}

// redact removes the token and any URL credentials from s.
func (ep *endpoint) redact(s string) string {
	for _, secret := range ep.secrets {
		if secret != "" {
			s = strings.ReplaceAll(s, secret, "***")
		}
	}
	return stripUserinfo(s)
}

// remoteError is an error about a remote that had secrets, with them removed from its message. It unwraps to the
// sentinel errors the original matched (so errors.Is(err, transport.ErrAuthenticationRequired) and
// context.Canceled still work), never to the original, whose message may carry the token.
type remoteError struct {
	msg   string
	kinds []error
}

func (e *remoteError) Error() string   { return e.msg }
func (e *remoteError) Unwrap() []error { return e.kinds }

// fail describes err, which happened doing what (e.g. "fetch from") against the remote, wrapping it unless the
// remote has secrets to keep out of it.
func (ep *endpoint) fail(what string, err error) error {
	hint := ""
	if ep.local && errors.Is(err, exec.ErrNotFound) {
		hint = " (a local remote needs the git command: go-git runs git-upload-pack and git-receive-pack)"
	}
	if len(ep.secrets) == 0 {
		return fmt.Errorf("%s %s: %w%s", what, ep.display, err, hint)
	}
	sentinels := []error{
		transport.ErrRepositoryNotFound, transport.ErrEmptyRemoteRepository, transport.ErrAuthenticationRequired,
		transport.ErrAuthorizationFailed, transport.ErrInvalidAuthMethod, context.Canceled, context.DeadlineExceeded,
	}
	var kinds []error
	for _, s := range sentinels {
		if errors.Is(err, s) {
			kinds = append(kinds, s)
		}
	}
	return &remoteError{msg: what + " " + ep.display + ": " + strings.TrimSpace(ep.redact(err.Error())) + hint, kinds: kinds}
}

// client returns go-git's transport for ep (the stock one for its scheme; the registry is only read).
func (ep *endpoint) client() (transport.Transport, *transport.Endpoint, error) {
	tep, err := transport.NewEndpoint(ep.url)
	if err != nil {
		return nil, nil, err
	}
	cl, err := client.NewClient(tep)
	if err != nil {
		return nil, nil, err
	}
	return cl, tep, nil
}

// remoteBranches lists the remote's branches and the branch its HEAD points to ("" when it does not say). An
// empty repository has no branches.
func (ep *endpoint) remoteBranches(ctx context.Context) (heads map[string]plumbing.Hash, head string, err error) {
	cl, tep, err := ep.client()
	if err != nil {
		return nil, "", err
	}
	sess, err := cl.NewUploadPackSession(tep, ep.auth)
	if err != nil {
		return nil, "", err
	}
	defer func() {
		if cerr := sess.Close(); err == nil && cerr != nil {
			err = cerr
		}
	}()
	ar, err := sess.AdvertisedReferencesContext(ctx)
	if errors.Is(err, transport.ErrEmptyRemoteRepository) {
		return map[string]plumbing.Hash{}, "", nil
	}
	if err != nil {
		return nil, "", err
	}
	refs, err := ar.AllReferences()
	if err != nil {
		return nil, "", err
	}
	heads = map[string]plumbing.Hash{}
	for name, ref := range refs {
		switch {
		case name == plumbing.HEAD && ref.Type() == plumbing.SymbolicReference && ref.Target().IsBranch():
			head = ref.Target().Short()
		case name.IsBranch() && ref.Type() == plumbing.HashReference:
			heads[name.Short()] = ref.Hash()
		}
	}
	return heads, head, nil
}

// checkBranchNames rejects names that are not valid branch names.
func checkBranchNames(names []string) error {
	for _, n := range names {
		if n == "" {
			return errors.New("empty branch name")
		}
		if err := plumbing.NewBranchReferenceName(n).Validate(); err != nil {
			return fmt.Errorf("%q is not a valid branch name", n)
		}
	}
	return nil
}

// uniq returns names without repeats, in their first order.
func uniq(names []string) []string {
	var out []string
	for _, n := range names {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// Clone clones remote into dir (which must not exist or be empty) with every branch as a local branch
// (refs/heads/*), without checking out a work tree when bare is true. HEAD follows the remote's HEAD; a clone of
// an empty repository has no branches and HEAD on an unborn main. Tags are not fetched. The clone records the
// remote as `origin`, without credentials.
func Clone(ctx context.Context, remote Remote, dir string, bare bool) (_ *Repo, err error) {
	ep, err := remote.resolve()
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, ep.fail("clone", err)
	}
	created, err := prepareCloneDir(dir)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			removeClone(dir, created)
		}
	}()

	g, err := git.PlainInitWithOptions(dir, &git.PlainInitOptions{
		Bare:        bare,
		InitOptions: git.InitOptions{DefaultBranch: plumbing.NewBranchReferenceName(initialBranch)},
	})
	if err != nil {
		return nil, fmt.Errorf("clone %s: create repository in %s: %w", ep.display, dir, err)
	}
	if _, err := g.CreateRemote(&config.RemoteConfig{Name: "origin", URLs: []string{ep.display}}); err != nil {
		return nil, fmt.Errorf("clone %s: record remote in %s: %w", ep.display, dir, err)
	}
	r := &Repo{git: g, dir: dir}

	heads, head, err := ep.remoteBranches(ctx)
	if err != nil {
		return nil, ep.fail("clone", err)
	}
	if len(heads) == 0 {
		return r, nil
	}
	names := make([]string, 0, len(heads))
	for n := range heads {
		names = append(names, n)
	}
	sort.Strings(names)
	if err := r.fetchBranches(ctx, ep, "clone", names, false); err != nil {
		return nil, err
	}
	if _, ok := heads[head]; !ok {
		head = names[0]
		for _, n := range []string{"main", "master"} {
			if _, ok := heads[n]; ok {
				head = n
				break
			}
		}
	}
	headRef := plumbing.NewSymbolicReference(plumbing.HEAD, plumbing.NewBranchReferenceName(head))
	if err := g.Storer.SetReference(headRef); err != nil {
		return nil, fmt.Errorf("clone %s: set HEAD to %s: %w", ep.display, head, err)
	}
	if !bare {
		w, err := g.Worktree()
		if err != nil {
			return nil, fmt.Errorf("clone %s: open work tree %s: %w", ep.display, dir, err)
		}
		hash, err := r.BranchHead(head)
		if err != nil {
			return nil, err
		}
		if err := w.Reset(&git.ResetOptions{Commit: hash, Mode: git.HardReset}); err != nil {
			return nil, fmt.Errorf("clone %s: check out %s in %s: %w", ep.display, head, dir, err)
		}
	}
	return r, nil
}

// prepareCloneDir checks that dir does not exist or is an empty directory, and reports whether it did not exist.
func prepareCloneDir(dir string) (created bool, err error) {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return true, nil
	case err != nil:
		return false, fmt.Errorf("clone into %s: %w", dir, err)
	case len(entries) > 0:
		return false, fmt.Errorf("clone into %s: the directory is not empty", dir)
	}
	return false, nil
}

// removeClone removes what a failed Clone wrote: dir itself when Clone created it, else its contents (it was
// empty before).
func removeClone(dir string, created bool) {
	if created {
		_ = os.RemoveAll(dir)
		return
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		_ = os.RemoveAll(filepath.Join(dir, e.Name()))
	}
}

// Fetch updates the local branches named from the remote's branches of the same name. A branch the remote
// does not have is skipped (reported in the returned list of missing names), a local branch that has commits the
// remote lacks is an error naming it (never silently overwritten: nothing local is ever lost). Either every
// branch moves or, on an error, none does.
//
// Like git fetch, it refuses to move the branch checked out in a work tree (the work tree would be left behind);
// there, use git pull --ff-only.
func (r *Repo) Fetch(ctx context.Context, remote Remote, branches ...string) (missing []string, err error) {
	ep, err := remote.resolve()
	if err != nil {
		return nil, err
	}
	if err := checkBranchNames(branches); err != nil {
		return nil, fmt.Errorf("fetch from %s: %w", ep.display, err)
	}
	branches = uniq(branches)
	if len(branches) == 0 {
		return nil, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, ep.fail("fetch from", err)
	}
	heads, _, err := ep.remoteBranches(ctx)
	if err != nil {
		return nil, ep.fail("fetch from", err)
	}
	var present []string
	for _, b := range branches {
		if _, ok := heads[b]; ok {
			present = append(present, b)
		} else {
			missing = append(missing, b)
		}
	}
	if err := r.fetchBranches(ctx, ep, "fetch from", present, true); err != nil {
		return nil, err
	}
	return missing, nil
}

// fetchBranches fetches branches (which the remote has) and fast-forwards the local ones to them, or creates
// them. With guardHead it refuses to move the branch checked out in a work tree.
func (r *Repo) fetchBranches(ctx context.Context, ep *endpoint, what string, branches []string, guardHead bool) (err error) {
	if len(branches) == 0 {
		return nil
	}
	specs := make([]config.RefSpec, len(branches))
	for i, b := range branches {
		specs[i] = config.RefSpec("+" + plumbing.NewBranchReferenceName(b).String() + ":" + fetchRefPrefix + b)
	}
	defer func() {
		for _, b := range branches {
			if rerr := r.git.Storer.RemoveReference(plumbing.ReferenceName(fetchRefPrefix + b)); rerr != nil && err == nil {
				err = fmt.Errorf("%s %s: remove temporary reference %s%s: %w", what, ep.display, fetchRefPrefix, b, rerr)
			}
		}
	}()
	gr := git.NewRemote(r.git.Storer, &config.RemoteConfig{Name: remoteName, URLs: []string{ep.url}})
	err = gr.FetchContext(ctx, &git.FetchOptions{
		RemoteName: remoteName,
		RemoteURL:  ep.url,
		RefSpecs:   specs,
		Auth:       ep.auth,
		Tags:       git.NoTags,
	})
	if err != nil && !errors.Is(err, git.NoErrAlreadyUpToDate) {
		return ep.fail(what, err)
	}

	type move struct {
		branch   string
		old, new plumbing.Hash
	}
	var moves []move
	var ahead []string
	for _, b := range branches {
		fetched, err := r.git.Storer.Reference(plumbing.ReferenceName(fetchRefPrefix + b))
		if err != nil {
			return fmt.Errorf("%s %s: branch %s was not fetched: %w", what, ep.display, b, err)
		}
		old, err := r.BranchHead(b)
		if err != nil {
			return err
		}
		if old == fetched.Hash() {
			continue
		}
		if !old.IsZero() {
			ff, err := r.isAncestor(old, fetched.Hash())
			if err != nil {
				return fmt.Errorf("%s %s: compare local and remote %s: %w", what, ep.display, b, err)
			}
			if !ff {
				ahead = append(ahead, b)
				continue
			}
		}
		moves = append(moves, move{b, old, fetched.Hash()})
	}
	if len(ahead) > 0 {
		subject := "local branch " + ahead[0] + " has"
		if len(ahead) > 1 {
			subject = "local branches " + strings.Join(ahead, ", ") + " have"
		}
		return fmt.Errorf("%s %s: %s commits the remote lacks; push or move them first (no branch was updated)",
			what, ep.display, subject)
	}
	if guardHead {
		if head, ok := r.checkedOutBranch(); ok {
			for _, m := range moves {
				if m.branch == head {
					return fmt.Errorf("%s %s: branch %s is checked out in %s and its work tree would be left behind; run git pull --ff-only there instead (no branch was updated)",
						what, ep.display, head, r.dir)
				}
			}
		}
	}
	for _, m := range moves {
		name := plumbing.NewBranchReferenceName(m.branch)
		var old *plumbing.Reference
		if !m.old.IsZero() {
			old = plumbing.NewHashReference(name, m.old)
		}
		if err := r.git.Storer.CheckAndSetReference(plumbing.NewHashReference(name, m.new), old); err != nil {
			return fmt.Errorf("%s %s: update branch %s to %s: %w", what, ep.display, m.branch, m.new, err)
		}
	}
	return nil
}

// isAncestor reports whether commit a is b or one of b's ancestors.
func (r *Repo) isAncestor(a, b plumbing.Hash) (bool, error) {
	if a == b {
		return true, nil
	}
	ca, err := r.git.CommitObject(a)
	if errors.Is(err, plumbing.ErrObjectNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	cb, err := r.git.CommitObject(b)
	if err != nil {
		return false, err
	}
	return ca.IsAncestor(cb)
}

// checkedOutBranch returns the branch HEAD points to when the repository has a work tree.
func (r *Repo) checkedOutBranch() (string, bool) {
	if _, err := r.git.Worktree(); err != nil {
		return "", false
	}
	head, err := r.git.Storer.Reference(plumbing.HEAD)
	if err != nil || head.Type() != plumbing.SymbolicReference || !head.Target().IsBranch() {
		return "", false
	}
	return head.Target().Short(), true
}

// PushUpdate is what a push changes on the remote.
type PushUpdate struct {
	Branches  []string // local branches to push to the branch of the same name (fast-forward only)
	Deletions []string // remote branches to delete; one the remote does not have is already done
}

// PushErrorKind says why a push was refused.
type PushErrorKind string

// Why a push was refused.
const (
	PushNonFastForward PushErrorKind = "non-fast-forward" // the remote branch moved (or was pushed meanwhile)
	PushDeclined       PushErrorKind = "declined"         // a hook, a protected branch, a checked-out branch
	PushAuth           PushErrorKind = "authentication"   // the token was refused
	PushPermission     PushErrorKind = "permission"       // the token may not write there
	PushFailed         PushErrorKind = "failed"           // anything else: network, no such repository, protocol
)

// PushError is a refused or failed push. Branch is the branch the remote refused, or, when the whole push failed
// (authentication, network), every branch of the push separated by ", ".
type PushError struct {
	Branch string
	Delete bool   // the refused update was the deletion of Branch
	Remote string // the remote's URL without credentials
	Kind   PushErrorKind
	Reason string // what the remote said, with its hook output
	Err    error
}

func (e *PushError) Error() string {
	verb, prep := "push", "to"
	if e.Delete {
		verb, prep = "delete", "on"
	}
	outcome := "rejected"
	if e.Kind == PushFailed {
		outcome = "failed"
	}
	return fmt.Sprintf("%s %s %s %s: %s: %s", verb, e.Branch, prep, e.Remote, outcome, e.Reason)
}

func (e *PushError) Unwrap() error { return e.Err }

// nonFastForwardReason is the Reason of every PushNonFastForward.
const nonFastForwardReason = "non-fast-forward (the remote branch moved; fetch and generate again)"

// Push pushes the named local branches to the remote (fast-forward only), and deletes on the remote the branches
// listed in Deletions. It never force-pushes. A rejection (non-fast-forward because the remote branch moved,
// a protected branch, a pre-receive hook, no permission, auth failure) returns a *PushError that names the
// branch and the remote's reason; the local repository is unchanged by a push, failed or not (there are no
// remote-tracking branches to update).
//
// The push is atomic when the remote supports it (GitHub and git do): either every branch is updated or none.
// A branch whose remote side already equals the local one, or a deletion of a branch the remote does not have,
// is not sent; when nothing is left to send Push does nothing.
func (r *Repo) Push(ctx context.Context, remote Remote, update PushUpdate) (err error) {
	ep, err := remote.resolve()
	if err != nil {
		return err
	}
	if err := checkBranchNames(update.Branches); err != nil {
		return fmt.Errorf("push to %s: %w", ep.display, err)
	}
	if err := checkBranchNames(update.Deletions); err != nil {
		return fmt.Errorf("push to %s: %w", ep.display, err)
	}
	branches, deletions := uniq(update.Branches), uniq(update.Deletions)
	if len(branches)+len(deletions) == 0 {
		return nil
	}
	for _, d := range deletions {
		if slices.Contains(branches, d) {
			return fmt.Errorf("push to %s: branch %s is both pushed and deleted", ep.display, d)
		}
	}
	local := map[string]plumbing.Hash{}
	for _, b := range branches {
		h, err := r.BranchHead(b)
		if err != nil {
			return err
		}
		if h.IsZero() {
			return fmt.Errorf("push %s to %s: there is no local branch %s", b, ep.display, b)
		}
		local[b] = h
	}
	whole := func(err error) *PushError {
		names := slices.Clone(branches)
		names = append(names, deletions...)
		kind, reason := PushFailed, ""
		switch {
		case errors.Is(err, transport.ErrAuthenticationRequired):
			kind, reason = PushAuth, "authentication failed (the token was refused or has expired)"
		case errors.Is(err, transport.ErrAuthorizationFailed):
			kind, reason = PushPermission, "permission denied (the token may not push to this repository)"
		default:
			reason = strings.TrimSpace(ep.redact(err.Error()))
		}
		return &PushError{Branch: strings.Join(names, ", "), Remote: ep.display, Kind: kind, Reason: reason,
			Err: ep.fail("push to", err)}
	}
	if err := ctx.Err(); err != nil {
		return whole(err)
	}

	cl, tep, err := ep.client()
	if err != nil {
		return whole(err)
	}
	sess, err := cl.NewReceivePackSession(tep, ep.auth)
	if err != nil {
		return whole(err)
	}
	defer func() { _ = sess.Close() }() // a push's outcome is its report, not how the connection ended
	ar, err := sess.AdvertisedReferencesContext(ctx)
	if err != nil {
		return whole(err)
	}
	remoteRefs, err := ar.AllReferences()
	if err != nil {
		return whole(err)
	}
	remoteHead := func(b string) plumbing.Hash {
		ref, err := remoteRefs.Reference(plumbing.NewBranchReferenceName(b))
		if err != nil || ref.Type() != plumbing.HashReference {
			return plumbing.ZeroHash
		}
		return ref.Hash()
	}

	req := packp.NewReferenceUpdateRequestFromCapabilities(ar.Capabilities)
	var news []plumbing.Hash
	for _, b := range branches {
		old, new := remoteHead(b), local[b]
		if old == new {
			continue
		}
		if !old.IsZero() {
			ff, err := r.isAncestor(old, new)
			if err != nil {
				return fmt.Errorf("push %s to %s: compare with the remote branch: %w", b, ep.display, err)
			}
			if !ff {
				return &PushError{Branch: b, Remote: ep.display, Kind: PushNonFastForward, Reason: nonFastForwardReason,
					Err: fmt.Errorf("the remote branch is at %s, which local %s (%s) does not contain", old, b, new)}
			}
		}
		req.Commands = append(req.Commands, &packp.Command{Name: plumbing.NewBranchReferenceName(b), Old: old, New: new})
		news = append(news, new)
	}
	deleting := false
	for _, d := range deletions {
		if old := remoteHead(d); !old.IsZero() {
			req.Commands = append(req.Commands, &packp.Command{Name: plumbing.NewBranchReferenceName(d), Old: old, New: plumbing.ZeroHash})
			deleting = true
		}
	}
	if len(req.Commands) == 0 {
		return nil
	}
	if deleting && !ar.Capabilities.Supports(capability.DeleteRefs) {
		return whole(errors.New("the remote does not support deleting branches"))
	}
	var progress hookOutput
	req.Progress = &progress
	if ar.Capabilities.Supports(capability.Sideband64k) {
		_ = req.Capabilities.Set(capability.Sideband64k)
	} else if ar.Capabilities.Supports(capability.Sideband) {
		_ = req.Capabilities.Set(capability.Sideband)
	}
	if ar.Capabilities.Supports(capability.Quiet) {
		_ = req.Capabilities.Set(capability.Quiet)
	}
	if len(req.Commands) > 1 && ar.Capabilities.Supports(capability.Atomic) {
		_ = req.Capabilities.Set(capability.Atomic)
	}

	var encoded chan error
	var pipe *io.PipeReader
	if len(news) > 0 {
		pack, err := r.packFor(news, remoteRefs)
		if err != nil {
			return fmt.Errorf("push to %s: %w", ep.display, err)
		}
		cfg, err := r.git.Storer.Config()
		if err != nil {
			return fmt.Errorf("push to %s: read repository config: %w", ep.display, err)
		}
		var wr *io.PipeWriter
		pipe, wr = io.Pipe()
		req.Packfile = pipe
		encoded = make(chan error, 1)
		go func() {
			enc := packfile.NewEncoder(wr, r.git.Storer, !ar.Capabilities.Supports(capability.OFSDelta))
			_, err := enc.Encode(pack, cfg.Pack.Window)
			_ = wr.CloseWithError(err)
			encoded <- err
		}()
	}

	report, err := sess.ReceivePack(ctx, req)
	if encoded != nil {
		_ = pipe.Close() // unblocks the encoder when the remote stopped reading early
		if eerr := <-encoded; eerr != nil && report == nil && err == nil {
			return fmt.Errorf("push to %s: write pack: %w", ep.display, eerr)
		}
	}
	if report != nil {
		if rerr := report.Error(); rerr != nil {
			return rejection(ep, req, report, progress.messages(), rerr)
		}
		return nil
	}
	if err != nil {
		return whole(err)
	}
	return nil
}

// packFor lists the objects the remote needs for commits news: everything they reach that the remote's
// advertised objects (those present here) do not.
func (r *Repo) packFor(news []plumbing.Hash, remoteRefs map[plumbing.ReferenceName]*plumbing.Reference) ([]plumbing.Hash, error) {
	var haves []plumbing.Hash
	for _, ref := range remoteRefs {
		if ref.Type() != plumbing.HashReference {
			continue
		}
		if _, err := r.git.Storer.EncodedObject(plumbing.AnyObject, ref.Hash()); err == nil {
			haves = append(haves, ref.Hash())
		}
	}
	objs, err := revlist.Objects(r.git.Storer, news, haves)
	if err != nil {
		return nil, fmt.Errorf("list the objects to send: %w", err)
	}
	return objs, nil
}

// rejection turns a receive-pack report with a refused update into a *PushError for the first branch the remote
// refused for a reason of its own (with an atomic push the others say only that the push as a whole failed).
func rejection(ep *endpoint, req *packp.ReferenceUpdateRequest, report *packp.ReportStatus, messages string, rerr error) *PushError {
	e := &PushError{Remote: ep.display, Kind: PushDeclined, Err: errors.New(ep.redact(rerr.Error()))}
	if report.UnpackStatus != "ok" {
		e.Kind, e.Reason = PushFailed, "the remote could not unpack what was sent: "+ep.redact(report.UnpackStatus)
		var names []string
		for _, cs := range report.CommandStatuses {
			names = append(names, cs.ReferenceName.Short())
		}
		e.Branch = strings.Join(names, ", ")
		return e
	}
	var refused *packp.CommandStatus
	for _, cs := range report.CommandStatuses {
		if cs.Status == "ok" {
			continue
		}
		if refused == nil || strings.HasPrefix(refused.Status, "atomic") && !strings.HasPrefix(cs.Status, "atomic") {
			refused = cs
		}
	}
	if refused == nil { // report.Error said otherwise; keep what it said
		e.Kind, e.Reason = PushFailed, ep.redact(rerr.Error())
		return e
	}
	e.Branch = refused.ReferenceName.Short()
	for _, c := range req.Commands {
		if c.Name == refused.ReferenceName {
			e.Delete = c.New.IsZero()
		}
	}
	status := ep.redact(refused.Status)
	messages = ep.redact(messages)
	switch {
	case strings.Contains(status, "non-fast-forward") || strings.Contains(status, "fetch first") ||
		strings.Contains(status, "stale info") || strings.Contains(messages, "but expected"):
		e.Kind, e.Reason = PushNonFastForward, nonFastForwardReason
	default:
		e.Reason = status
	}
	if messages != "" {
		e.Reason += " (remote: " + messages + ")"
	}
	return e
}

// hookOutput collects what the remote sends on the progress side band during a push: the output of its hooks,
// and why it refused an update. It keeps the first 64 KiB.
type hookOutput struct{ buf bytes.Buffer }

const hookOutputLimit = 64 << 10

func (h *hookOutput) Write(p []byte) (int, error) {
	if room := hookOutputLimit - h.buf.Len(); room > 0 {
		h.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// messages returns the remote's output on one line, without progress meters and the "remote: " prefix a server
// may add. Lines are joined with a space (git wraps its paragraphs), and with "; " before a line that starts a
// new message (error:, hint:, ...).
func (h *hookOutput) messages() string {
	var b strings.Builder
	for _, l := range strings.FieldsFunc(h.buf.String(), func(r rune) bool { return r == '\n' || r == '\r' }) {
		l = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "remote:"))
		if l == "" || strings.Contains(l, "% (") {
			continue
		}
		if b.Len() > 0 {
			sep := " "
			for _, p := range []string{"error:", "fatal:", "warning:", "hint:"} {
				if strings.HasPrefix(l, p) {
					sep = "; "
				}
			}
			b.WriteString(sep)
		}
		b.WriteString(l)
	}
	return b.String()
}
