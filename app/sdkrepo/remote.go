package sdkrepo

// Remote operations: clone, fetch and push an SDK repository. Clone is in clone.go, Fetch in fetch.go and Push in
// push.go; this file resolves a Remote into an endpoint and holds what the three share: keeping credentials out of
// messages, go-git's transport, listing the remote's branches.
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
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/transport"
	"github.com/go-git/go-git/v5/plumbing/transport/client"
	githttp "github.com/go-git/go-git/v5/plumbing/transport/http"
	"github.com/go-git/go-git/v5/storage/memory"
)

// Remote is where an SDK repository lives: an HTTPS URL (GitHub, GitHub Enterprise, a test server) used with an
// installation token as `x-access-token` basic auth, or a local path / file:// URL.
type Remote struct {
	URL   string
	Token string // empty for local paths and anonymous HTTPS
}

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
	ep := &endpoint{secrets: tokenSecrets(remote.Token)}
	var err error
	scheme, _, hasScheme := strings.Cut(raw, "://")
	switch {
	case hasScheme && (strings.EqualFold(scheme, "https") || strings.EqualFold(scheme, "http")):
		err = ep.setHTTP(raw, remote.Token)
	case hasScheme && strings.EqualFold(scheme, "file"):
		err = ep.setFileURL(raw)
	case hasScheme:
		err = fmt.Errorf("remote URL %s: unsupported scheme %s (use https://, file:// or a local path)", stripUserinfo(raw), scheme)
	case looksLikeSSH(raw):
		err = fmt.Errorf("remote %s looks like an SSH address, which is not supported (use https:// or a local path)", stripUserinfo(raw))
	default:
		err = ep.setLocal(raw)
	}
	if err != nil {
		return nil, err
	}
	return ep, nil
}

// tokenSecrets lists the forms an installation token takes in a message: as is, escaped in a URL, and inside a
// basic-auth header.
func tokenSecrets(token string) []string {
	if token == "" {
		return nil
	}
	return []string{token, url.QueryEscape(token), url.PathEscape(token),
		base64.StdEncoding.EncodeToString([]byte("x-access-token:" + token))}
}

// setHTTP makes ep the http(s) URL raw, authenticated with token when there is one. A password written into the
// URL is kept out of messages as well.
func (ep *endpoint) setHTTP(raw, token string) error {
	u, err := url.Parse(raw)
	if err != nil {
		// url.Parse quotes the whole URL in its error, credentials included.
		return fmt.Errorf("remote URL %s is not a valid URL", stripUserinfo(raw))
	}
	if u.User != nil {
		if p, ok := u.User.Password(); ok && p != "" {
			ep.secrets = append(ep.secrets, p, url.QueryEscape(p), url.PathEscape(p))
		}
		if token != "" {
			u.User = nil // the token wins over credentials written into the URL
		}
	}
	ep.url = u.String()
	u.User = nil
	ep.display = u.String()
	if token != "" {
		ep.auth = &githttp.BasicAuth{Username: "x-access-token", Password: token}
	}
	return nil
}

// setFileURL makes ep the local path a file:// URL names; a file URL naming another host is refused.
func (ep *endpoint) setFileURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("remote URL %s is not a valid file URL", stripUserinfo(raw))
	}
	if u.Host != "" && u.Host != "localhost" {
		return fmt.Errorf("remote URL %s names host %s; file URLs must be local (file:///path)", stripUserinfo(raw), u.Host)
	}
	return ep.setLocal(u.Path)
}

// looksLikeSSH reports whether raw, which has no scheme, is an scp-like SSH address (git@github.com:acme/sdk): a
// colon before any slash, after more than one character so that a Windows drive letter stays a path.
func looksLikeSSH(raw string) bool {
	before, _, ok := strings.Cut(raw, ":")
	return ok && !strings.Contains(before, "/") && len(before) > 1
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

// remoteErrorKinds are the sentinel errors a remoteError keeps, so callers can still tell what went wrong.
var remoteErrorKinds = []error{
	transport.ErrRepositoryNotFound, transport.ErrEmptyRemoteRepository, transport.ErrAuthenticationRequired,
	transport.ErrAuthorizationFailed, transport.ErrInvalidAuthMethod, context.Canceled, context.DeadlineExceeded,
}

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
	var kinds []error
	for _, kind := range remoteErrorKinds {
		if errors.Is(err, kind) {
			kinds = append(kinds, kind)
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
	heads, head = branchesOf(refs)
	return heads, head, nil
}

// branchesOf picks from advertised references the branches and the branch HEAD points to.
func branchesOf(refs memory.ReferenceStorage) (heads map[string]plumbing.Hash, head string) {
	heads = map[string]plumbing.Hash{}
	for name, ref := range refs {
		switch {
		case name == plumbing.HEAD && ref.Type() == plumbing.SymbolicReference && ref.Target().IsBranch():
			head = ref.Target().Short()
		case name.IsBranch() && ref.Type() == plumbing.HashReference:
			heads[name.Short()] = ref.Hash()
		}
	}
	return heads, head
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

// isAncestor reports whether commit a is b or one of b's ancestors: whether moving a branch from a to b (fetched
// or pushed) is a fast-forward. A commit missing here is no ancestor.
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
