package sdkrepo

import (
	"context"
	"encoding/base64"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing/transport"
)

const testToken = "ghs_s3cretInstallationToken42"

// forEachRemote runs test once against a local bare repository and once against the same repository served over
// smart HTTP with token auth. seed creates the bare repository at the directory it is given.
func forEachRemote(t *testing.T, seed func(*testing.T, string) string, test func(t *testing.T, remote Remote, dir string)) {
	requireGit(t)
	t.Run("local", func(t *testing.T) {
		t.Parallel()
		dir := seed(t, filepath.Join(t.TempDir(), "sdk.git"))
		test(t, Remote{URL: dir}, dir)
	})
	t.Run("http", func(t *testing.T) {
		t.Parallel()
		srv := newGitServer(t, testToken, "")
		url, dir := srv.repo(t, "sdk", seed)
		test(t, Remote{URL: url, Token: testToken}, dir)
	})
}

func remoteClone(t *testing.T, remote Remote, bare bool) *Repo {
	t.Helper()
	r, err := Clone(context.Background(), remote, filepath.Join(t.TempDir(), "clone"), bare)
	if err != nil {
		t.Fatalf("Clone: %v", err)
	}
	return r
}

// remoteSameBranch fails the test unless branch points to the same commit in both repositories.
func remoteSameBranch(t *testing.T, a, b, branch string) {
	t.Helper()
	if ha, hb := branchHash(t, a, branch), branchHash(t, b, branch); ha != hb || ha == "" {
		t.Errorf("branch %s is %q in %s but %q in %s", branch, ha, a, hb, b)
	}
}

func remoteNoSecret(t *testing.T, err error, secrets ...string) {
	t.Helper()
	for e := err; e != nil; e = errors.Unwrap(e) {
		for _, s := range secrets {
			if strings.Contains(e.Error(), s) {
				t.Errorf("error reveals %q: %v", s, e)
			}
		}
	}
}

func TestCloneFetchPush(t *testing.T) {
	t.Parallel()
	forEachRemote(t, remoteSeedSDK, func(t *testing.T, remote Remote, origin string) {
		r := remoteClone(t, remote, true)
		checkBareClone(t, r.Dir(), origin)
		pushEditAndNewBranch(t, r, remote, origin)
		fetchWhatTheRemoteMoved(t, r, remote, origin)
		pushDeletions(t, r, remote, origin)
	})
}

// checkBareClone: a fresh bare clone has the remote's branches and HEAD, no other references, and no token.
func checkBareClone(t *testing.T, clone, origin string) {
	remoteSameBranch(t, clone, origin, "main")
	remoteSameBranch(t, clone, origin, GeneratedBranch)
	if head := gitRun(t, clone, "symbolic-ref", "HEAD"); head != "refs/heads/main" {
		t.Errorf("clone HEAD = %s, want refs/heads/main", head)
	}
	if tracking := gitRun(t, clone, "for-each-ref", "refs/remotes", "refs/sdkgen"); tracking != "" {
		t.Errorf("clone has references besides its branches:\n%s", tracking)
	}
	if url := gitRun(t, clone, "config", "remote.origin.url"); strings.Contains(url, testToken) {
		t.Errorf("clone records the token in its origin URL %s", url)
	}
	checkFsck(t, clone)
}

// pushEditAndNewBranch pushes an edit of main and a branch the remote does not have, then an up-to-date branch.
func pushEditAndNewBranch(t *testing.T, r *Repo, remote Remote, origin string) {
	ctx, clone := context.Background(), r.Dir()
	commitFileOnBranch(t, clone, "main", "client.go", "package sdk // edited\n")
	commitFileOnBranch(t, clone, GeneratedConflictBranch, "client.go", "package sdk // next\n")
	err := r.Push(ctx, remote, PushUpdate{Branches: []string{"main", GeneratedConflictBranch, GeneratedBranch}})
	if err != nil {
		t.Fatalf("Push: %v", err)
	}
	remoteSameBranch(t, clone, origin, "main")
	remoteSameBranch(t, clone, origin, GeneratedConflictBranch)
	checkFsck(t, origin)
	if err := r.Push(ctx, remote, PushUpdate{Branches: []string{"main"}}); err != nil {
		t.Errorf("Push of an up-to-date branch: %v", err)
	}
}

// fetchWhatTheRemoteMoved: the remote moves on, and Fetch fast-forwards, creates, and reports what the remote
// lacks.
func fetchWhatTheRemoteMoved(t *testing.T, r *Repo, remote Remote, origin string) {
	ctx, clone := context.Background(), r.Dir()
	commitFileOnBranch(t, origin, GeneratedBranch, "client.go", "package sdk // v2\n")
	commitFileOnBranch(t, origin, NextConflictBranch, "client.go", "package sdk // snapshot\n")
	missing, err := r.Fetch(ctx, remote, GeneratedBranch, NextConflictBranch, "main", "feature", GeneratedBranch)
	if err != nil {
		t.Fatalf("Fetch: %v", err)
	}
	if !slices.Equal(missing, []string{"feature"}) {
		t.Errorf("Fetch missing = %q, want [feature]", missing)
	}
	for _, b := range []string{GeneratedBranch, NextConflictBranch, "main"} {
		remoteSameBranch(t, clone, origin, b)
	}
	if refs := gitRun(t, clone, "for-each-ref", "refs/sdkgen", "refs/remotes"); refs != "" {
		t.Errorf("Fetch left references behind:\n%s", refs)
	}
	checkFsck(t, clone)
	if missing, err := r.Fetch(ctx, remote, GeneratedBranch); err != nil || missing != nil {
		t.Errorf("Fetch when up to date = %q, %v", missing, err)
	}
}

// pushDeletions deletes branches on the remote, including one it no longer has, and leaves the local ones.
func pushDeletions(t *testing.T, r *Repo, remote Remote, origin string) {
	ctx := context.Background()
	err := r.Push(ctx, remote, PushUpdate{Deletions: []string{GeneratedConflictBranch, NextConflictBranch, "never-existed"}})
	if err != nil {
		t.Fatalf("Push deletions: %v", err)
	}
	for _, b := range []string{GeneratedConflictBranch, NextConflictBranch} {
		if h := branchHash(t, origin, b); h != "" {
			t.Errorf("remote still has %s at %s", b, h)
		}
	}
	if h := branchHash(t, r.Dir(), GeneratedConflictBranch); h == "" {
		t.Errorf("deleting %s on the remote deleted it locally", GeneratedConflictBranch)
	}
	if err := r.Push(ctx, remote, PushUpdate{Deletions: []string{GeneratedConflictBranch}}); err != nil {
		t.Errorf("deleting a branch the remote does not have: %v", err)
	}
	checkFsck(t, origin)
}

func TestCloneWorkTree(t *testing.T) {
	t.Parallel()
	requireGit(t)
	origin := remoteSeedSDK(t, filepath.Join(t.TempDir(), "sdk.git"))
	r, err := Clone(context.Background(), Remote{URL: "file://" + origin}, filepath.Join(t.TempDir(), "work"), false)
	if err != nil {
		t.Fatalf("Clone: %v", err)
	}
	got, err := os.ReadFile(filepath.Join(r.Dir(), "README.md"))
	if err != nil || string(got) != "# SDK\n" {
		t.Errorf("README.md in the work tree = %q, %v", got, err)
	}
	if st := gitRun(t, r.Dir(), "status", "--porcelain"); st != "" {
		t.Errorf("fresh clone is not clean:\n%s", st)
	}
	if head := gitRun(t, r.Dir(), "symbolic-ref", "--short", "HEAD"); head != "main" {
		t.Errorf("HEAD = %s, want main", head)
	}
	remoteSameBranch(t, r.Dir(), origin, GeneratedBranch)
	checkFsck(t, r.Dir())

	// The checked-out branch does not move under its work tree; the others do.
	commitFileOnBranch(t, origin, "main", "client.go", "package sdk // v2\n")
	commitFileOnBranch(t, origin, GeneratedBranch, "client.go", "package sdk // v2\n")
	before := branchHash(t, r.Dir(), "main")
	if _, err := r.Fetch(context.Background(), Remote{URL: origin}, GeneratedBranch, "main"); err == nil ||
		!strings.Contains(err.Error(), "main is checked out") {
		t.Errorf("Fetch of the checked-out branch: %v, want an error saying main is checked out", err)
	}
	if after := branchHash(t, r.Dir(), "main"); after != before {
		t.Errorf("refused Fetch moved main from %s to %s", before, after)
	}
	if _, err := r.Fetch(context.Background(), Remote{URL: origin}, GeneratedBranch); err != nil {
		t.Fatalf("Fetch: %v", err)
	}
	remoteSameBranch(t, r.Dir(), origin, GeneratedBranch)

	// A remote with a work tree is reached through its .git directory.
	work := filepath.Join(t.TempDir(), "from-work-tree")
	if _, err := Clone(context.Background(), Remote{URL: r.Dir()}, work, true); err != nil {
		t.Fatalf("Clone from a work tree: %v", err)
	}
	remoteSameBranch(t, work, r.Dir(), "main")
}

func TestCloneRelativePath(t *testing.T) {
	requireGit(t)
	dir := t.TempDir()
	remoteSeedSDK(t, filepath.Join(dir, "sdk.git"))
	t.Chdir(dir)
	r, err := Clone(context.Background(), Remote{URL: "./sdk.git"}, "clone", true)
	if err != nil {
		t.Fatalf("Clone: %v", err)
	}
	commitFileOnBranch(t, filepath.Join(dir, "clone"), "main", "x.go", "package sdk\n")
	if err := r.Push(context.Background(), Remote{URL: "sdk.git"}, PushUpdate{Branches: []string{"main"}}); err != nil {
		t.Fatalf("Push: %v", err)
	}
	remoteSameBranch(t, filepath.Join(dir, "clone"), filepath.Join(dir, "sdk.git"), "main")
}

func TestCloneEmptyThenPush(t *testing.T) {
	t.Parallel()
	forEachRemote(t, remoteInitBare, func(t *testing.T, remote Remote, origin string) {
		r := remoteClone(t, remote, true)
		if refs := gitRun(t, r.Dir(), "for-each-ref"); refs != "" {
			t.Errorf("clone of an empty repository has references:\n%s", refs)
		}
		if head := gitRun(t, r.Dir(), "symbolic-ref", "HEAD"); head != "refs/heads/main" {
			t.Errorf("HEAD = %s, want refs/heads/main", head)
		}
		commitFileOnBranch(t, r.Dir(), "main", "README.md", "# SDK\n")
		commitFileOnBranch(t, r.Dir(), GeneratedBranch, "client.go", "package sdk\n")
		if err := r.Push(context.Background(), remote, PushUpdate{Branches: []string{"main", GeneratedBranch}}); err != nil {
			t.Fatalf("Push into an empty repository: %v", err)
		}
		remoteSameBranch(t, r.Dir(), origin, "main")
		remoteSameBranch(t, r.Dir(), origin, GeneratedBranch)
		checkFsck(t, origin)
		if missing, err := r.Fetch(context.Background(), remote, "main", "other"); err != nil || !slices.Equal(missing, []string{"other"}) {
			t.Errorf("Fetch = %q, %v; want [other]", missing, err)
		}
	})
}

func TestCloneInto(t *testing.T) {
	t.Parallel()
	requireGit(t)
	origin := remoteSeedSDK(t, filepath.Join(t.TempDir(), "sdk.git"))

	full := t.TempDir()
	if err := os.WriteFile(filepath.Join(full, "keep.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Clone(context.Background(), Remote{URL: origin}, full, true); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("Clone into a non-empty directory: %v", err)
	}
	if got, err := os.ReadFile(filepath.Join(full, "keep.txt")); err != nil || string(got) != "mine" {
		t.Errorf("Clone touched a non-empty directory: %q, %v", got, err)
	}

	empty := t.TempDir()
	if _, err := Clone(context.Background(), Remote{URL: origin}, empty, true); err != nil {
		t.Fatalf("Clone into an empty directory: %v", err)
	}
	remoteSameBranch(t, empty, origin, "main")

	// A failed clone leaves nothing behind: neither the directory it created nor files in an empty one.
	created := filepath.Join(t.TempDir(), "new")
	if _, err := Clone(context.Background(), Remote{URL: filepath.Join(t.TempDir(), "missing.git")}, created, true); err == nil {
		t.Errorf("Clone of a missing repository succeeded")
	}
	if _, err := os.Stat(created); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("failed Clone left %s: %v", created, err)
	}
	emptyAgain := t.TempDir()
	if _, err := Clone(context.Background(), Remote{URL: filepath.Join(t.TempDir(), "missing.git")}, emptyAgain, true); err == nil {
		t.Errorf("Clone of a missing repository succeeded")
	}
	if entries, _ := os.ReadDir(emptyAgain); len(entries) != 0 {
		t.Errorf("failed Clone left %d entries in %s", len(entries), emptyAgain)
	}
}

// wrongToken is a token the test server refuses; no error may show it.
const wrongToken = "ghs_wrongTokenThatMustNotLeak"

func TestHTTPAuth(t *testing.T) {
	t.Parallel()
	requireGit(t)
	srv := newGitServer(t, testToken, "ghs_readOnlyToken")
	url, origin := srv.repo(t, "sdk", remoteSeedSDK)
	cloneWithWrongToken(t, srv, url)
	r := remoteClone(t, Remote{URL: url, Token: testToken}, true)
	fetchWithWrongToken(t, r, url)
	pushWithWrongToken(t, r, url, origin)
	pushWithReadOnlyToken(t, r, url, srv.readOnly)
	cloneWithURLCredentials(t, url)
}

// cloneWithWrongToken: the clone fails with an authentication error that says where and leaves nothing behind.
func cloneWithWrongToken(t *testing.T, srv *gitServer, url string) {
	dir := filepath.Join(t.TempDir(), "clone")
	_, err := Clone(context.Background(), Remote{URL: url, Token: wrongToken}, dir, true)
	if err == nil {
		t.Fatal("Clone with a wrong token succeeded")
	}
	if !errors.Is(err, transport.ErrAuthenticationRequired) {
		t.Errorf("Clone with a wrong token: %v, want an authentication error", err)
	}
	if !strings.Contains(err.Error(), srv.URL) {
		t.Errorf("Clone error %q does not say where", err)
	}
	t.Log(err)
	remoteNoSecret(t, err, wrongToken)
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("failed Clone left %s", dir)
	}
}

// fetchWithWrongToken: the fetch fails with an authentication error that does not show the token.
func fetchWithWrongToken(t *testing.T, r *Repo, url string) {
	_, err := r.Fetch(context.Background(), Remote{URL: url, Token: wrongToken}, "main")
	if !errors.Is(err, transport.ErrAuthenticationRequired) {
		t.Errorf("Fetch with a wrong token: %v, want an authentication error", err)
	}
	t.Log(err)
	remoteNoSecret(t, err, wrongToken)
}

// pushWithWrongToken: the push is a *PushError of kind PushAuth that still unwraps to go-git's error, and the
// remote does not move.
func pushWithWrongToken(t *testing.T, r *Repo, url, origin string) {
	before := branchHash(t, r.Dir(), "main")
	commitFileOnBranch(t, r.Dir(), "main", "x.go", "package sdk\n")
	err := r.Push(context.Background(), Remote{URL: url, Token: wrongToken}, PushUpdate{Branches: []string{"main"}})
	var pe *PushError
	if !errors.As(err, &pe) || pe.Kind != PushAuth || pe.Branch != "main" {
		t.Fatalf("Push with a wrong token: %#v, want a *PushError of kind %s for main", err, PushAuth)
	}
	if !errors.Is(err, transport.ErrAuthenticationRequired) {
		t.Errorf("Push error %v does not unwrap to transport.ErrAuthenticationRequired", err)
	}
	t.Log(err)
	remoteNoSecret(t, err, wrongToken)
	if h := branchHash(t, origin, "main"); h != before {
		t.Errorf("refused Push moved the remote main to %s", h)
	}
}

// pushWithReadOnlyToken: a token that may read but not write is a *PushError of kind PushPermission.
func pushWithReadOnlyToken(t *testing.T, r *Repo, url, readOnly string) {
	err := r.Push(context.Background(), Remote{URL: url, Token: readOnly}, PushUpdate{Branches: []string{"main"}})
	t.Log(err)
	var pe *PushError
	if !errors.As(err, &pe) || pe.Kind != PushPermission || !errors.Is(err, transport.ErrAuthorizationFailed) {
		t.Errorf("Push with a read-only token: %v, want a *PushError of kind %s", err, PushPermission)
	}
	remoteNoSecret(t, err, readOnly)
}

// cloneWithURLCredentials: anonymous access is refused too; credentials written into the URL are used and never
// shown.
func cloneWithURLCredentials(t *testing.T, url string) {
	ctx := context.Background()
	if _, err := Clone(ctx, Remote{URL: url}, filepath.Join(t.TempDir(), "anon"), true); !errors.Is(err, transport.ErrAuthenticationRequired) {
		t.Errorf("anonymous Clone: %v, want an authentication error", err)
	}
	withCreds := strings.Replace(url, "://", "://x-access-token:"+wrongToken+"@", 1)
	_, err := Clone(ctx, Remote{URL: withCreds}, filepath.Join(t.TempDir(), "creds"), true)
	if err == nil {
		t.Fatal("Clone with wrong credentials in the URL succeeded")
	}
	t.Log(err)
	remoteNoSecret(t, err, wrongToken)
	withCreds = strings.Replace(url, "://", "://x-access-token:"+testToken+"@", 1)
	r, err := Clone(ctx, Remote{URL: withCreds}, filepath.Join(t.TempDir(), "creds2"), true)
	if err != nil {
		t.Fatalf("Clone with credentials in the URL: %v", err)
	}
	if url := gitRun(t, r.Dir(), "config", "remote.origin.url"); strings.Contains(url, testToken) {
		t.Errorf("clone records the credentials in its origin URL %s", url)
	}
}

func TestPushRefused(t *testing.T) {
	t.Parallel()
	forEachRemote(t, remoteSeedSDK, func(t *testing.T, remote Remote, origin string) {
		t.Run("non-fast-forward", func(t *testing.T) { pushRefusedNonFastForward(t, remote, origin) })
		t.Run("pre-receive hook", func(t *testing.T) { pushRefusedByPreReceiveHook(t, remote, origin) })
		t.Run("update hook, atomic", func(t *testing.T) { pushRefusedByUpdateHookAtomically(t, remote, origin) })
		t.Run("deletion declined", func(t *testing.T) { pushDeletionDeclined(t, remote, origin) })
		t.Run("missing local branch", func(t *testing.T) { pushMissingLocalBranch(t, remote) })
	})
}

// pushRefusedNonFastForward: a push over a remote branch that moved meanwhile is refused before anything is
// sent, and no branch moves on either side.
func pushRefusedNonFastForward(t *testing.T, remote Remote, origin string) {
	r := remoteClone(t, remote, true)
	theirs := commitFileOnBranch(t, origin, "main", "client.go", "package sdk // pushed meanwhile\n")
	oldGenerated := branchHash(t, origin, GeneratedBranch)
	commitFileOnBranch(t, r.Dir(), GeneratedBranch, "client.go", "package sdk // v2\n")
	ours := commitFileOnBranch(t, r.Dir(), "main", "client.go", "package sdk // ours\n")
	err := r.Push(context.Background(), remote, PushUpdate{Branches: []string{GeneratedBranch, "main"}})
	t.Log(err)
	var pe *PushError
	if !errors.As(err, &pe) || pe.Kind != PushNonFastForward || pe.Branch != "main" {
		t.Fatalf("Push: %v, want a non-fast-forward *PushError for main", err)
	}
	want := "push main to " + pe.Remote + ": rejected: non-fast-forward (the remote branch moved; fetch and generate again)"
	if err.Error() != want {
		t.Errorf("error = %q\nwant    %q", err, want)
	}
	remoteNoSecret(t, err, testToken)
	if h := branchHash(t, r.Dir(), "main"); h != ours {
		t.Errorf("local main moved to %s", h)
	}
	if h := branchHash(t, origin, "main"); h != theirs {
		t.Errorf("remote main moved to %s", h)
	}
	if h := branchHash(t, origin, GeneratedBranch); h != oldGenerated {
		t.Errorf("a refused push updated the remote %s", GeneratedBranch)
	}
}

// pushRefusedByPreReceiveHook: a pre-receive hook's refusal is a declined *PushError carrying the hook's output.
func pushRefusedByPreReceiveHook(t *testing.T, remote Remote, origin string) {
	r := remoteClone(t, remote, true)
	remoteSetHook(t, origin, "pre-receive", "echo 'GH006: Protected branch update failed for refs/heads/main.' >&2\nexit 1\n")
	defer func() { _ = os.Remove(filepath.Join(origin, "hooks", "pre-receive")) }()
	before := branchHash(t, origin, "main")
	ours := commitFileOnBranch(t, r.Dir(), "main", "client.go", "package sdk // ours\n")
	err := r.Push(context.Background(), remote, PushUpdate{Branches: []string{"main"}})
	t.Log(err)
	var pe *PushError
	if !errors.As(err, &pe) || pe.Kind != PushDeclined || pe.Branch != "main" {
		t.Fatalf("Push: %v, want a declined *PushError for main", err)
	}
	for _, s := range []string{"pre-receive hook declined", "GH006: Protected branch update failed for refs/heads/main."} {
		if !strings.Contains(pe.Reason, s) {
			t.Errorf("reason %q does not contain %q", pe.Reason, s)
		}
	}
	if !strings.HasPrefix(err.Error(), "push main to "+pe.Remote+": rejected: ") {
		t.Errorf("error = %q", err)
	}
	if h := branchHash(t, r.Dir(), "main"); h != ours {
		t.Errorf("local main moved to %s", h)
	}
	if h := branchHash(t, origin, "main"); h != before {
		t.Errorf("remote main moved to %s", h)
	}
}

// pushRefusedByUpdateHookAtomically: an update hook refusing one branch of an atomic push leaves every branch alone.
func pushRefusedByUpdateHookAtomically(t *testing.T, remote Remote, origin string) {
	r := remoteClone(t, remote, true)
	remoteSetHook(t, origin, "update", "if [ \"$1\" = refs/heads/main ]; then echo \"main is frozen for the release\" >&2; exit 1; fi\n")
	defer func() { _ = os.Remove(filepath.Join(origin, "hooks", "update")) }()
	beforeMain, beforeGenerated := branchHash(t, origin, "main"), branchHash(t, origin, GeneratedBranch)
	commitFileOnBranch(t, r.Dir(), GeneratedBranch, "client.go", "package sdk // v2\n")
	commitFileOnBranch(t, r.Dir(), "main", "client.go", "package sdk // ours\n")
	err := r.Push(context.Background(), remote, PushUpdate{Branches: []string{GeneratedBranch, "main"}})
	t.Log(err)
	var pe *PushError
	if !errors.As(err, &pe) || pe.Kind != PushDeclined || pe.Branch != "main" {
		t.Fatalf("Push: %v, want a declined *PushError for main", err)
	}
	if !strings.Contains(pe.Reason, "main is frozen for the release") {
		t.Errorf("reason %q lacks the hook's message", pe.Reason)
	}
	if branchHash(t, origin, "main") != beforeMain || branchHash(t, origin, GeneratedBranch) != beforeGenerated {
		t.Errorf("a refused atomic push updated the remote")
	}
}

// pushDeletionDeclined: a refused deletion says it was a deletion.
func pushDeletionDeclined(t *testing.T, remote Remote, origin string) {
	r := remoteClone(t, remote, true)
	remoteSetHook(t, origin, "update", "case $3 in 0000000000000000000000000000000000000000) echo \"keep $1\" >&2; exit 1;; esac\n")
	defer func() { _ = os.Remove(filepath.Join(origin, "hooks", "update")) }()
	err := r.Push(context.Background(), remote, PushUpdate{Deletions: []string{GeneratedBranch}})
	t.Log(err)
	var pe *PushError
	if !errors.As(err, &pe) || pe.Kind != PushDeclined || pe.Branch != GeneratedBranch || !pe.Delete {
		t.Fatalf("Push: %v, want a declined *PushError for deleting %s", err, GeneratedBranch)
	}
	if !strings.HasPrefix(err.Error(), "delete "+GeneratedBranch+" on ") || !strings.Contains(err.Error(), "keep refs/heads/"+GeneratedBranch) {
		t.Errorf("error = %q", err)
	}
	if branchHash(t, origin, GeneratedBranch) == "" {
		t.Errorf("the refused deletion deleted the branch")
	}
}

// pushMissingLocalBranch: a push of a branch that does not exist here, or of one both pushed and deleted, is refused.
func pushMissingLocalBranch(t *testing.T, remote Remote) {
	r := remoteClone(t, remote, true)
	err := r.Push(context.Background(), remote, PushUpdate{Branches: []string{"nope"}})
	if err == nil || !strings.Contains(err.Error(), "no local branch nope") {
		t.Errorf("Push of a missing branch: %v", err)
	}
	err = r.Push(context.Background(), remote, PushUpdate{Branches: []string{"main"}, Deletions: []string{"main"}})
	if err == nil {
		t.Errorf("Push and delete of one branch succeeded")
	}
}

func TestPushRaceIsNonFastForward(t *testing.T) {
	t.Parallel()
	forEachRemote(t, remoteSeedSDK, func(t *testing.T, remote Remote, origin string) {
		r := remoteClone(t, remote, true)
		// Between the advertisement Push checked and the update, someone else moves main: the hook stands in for
		// them (outside the push's quarantine, as a concurrent push would).
		remoteSetHook(t, origin, "pre-receive", "env -u GIT_QUARANTINE_PATH git update-ref refs/heads/main refs/heads/generated\n")
		commitFileOnBranch(t, r.Dir(), "main", "client.go", "package sdk // ours\n")
		err := r.Push(context.Background(), remote, PushUpdate{Branches: []string{"main"}})
		t.Log(err)
		var pe *PushError
		if !errors.As(err, &pe) || pe.Kind != PushNonFastForward || pe.Branch != "main" {
			t.Fatalf("Push: %v, want a non-fast-forward *PushError for main", err)
		}
		if branchHash(t, origin, "main") != branchHash(t, origin, GeneratedBranch) {
			t.Errorf("the push overwrote the concurrent update of main")
		}
	})
}

func TestLocalRemoteWithoutGit(t *testing.T) {
	requireGit(t)
	origin := remoteSeedSDK(t, filepath.Join(t.TempDir(), "sdk.git"))
	t.Setenv("PATH", t.TempDir())
	_, err := Clone(context.Background(), Remote{URL: origin}, filepath.Join(t.TempDir(), "clone"), true)
	t.Log(err)
	if err == nil || !strings.Contains(err.Error(), "needs the git command") {
		t.Errorf("Clone of a local remote without git: %v, want an error saying git is needed", err)
	}
}

func TestPushToCheckedOutBranch(t *testing.T) {
	t.Parallel()
	requireGit(t)
	work := t.TempDir()
	gitRun(t, work, "init", "--quiet", "--initial-branch=main")
	if err := os.WriteFile(filepath.Join(work, "a.txt"), []byte("a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gitRun(t, work, "add", "a.txt")
	gitRun(t, work, "commit", "--quiet", "-m", "a")
	r := remoteClone(t, Remote{URL: work}, true)
	commitFileOnBranch(t, r.Dir(), "main", "b.txt", "b\n")
	err := r.Push(context.Background(), Remote{URL: work}, PushUpdate{Branches: []string{"main"}})
	t.Log(err)
	var pe *PushError
	if !errors.As(err, &pe) || pe.Kind != PushDeclined || !strings.Contains(pe.Reason, "checked out") {
		t.Fatalf("Push to a checked-out branch: %v, want a declined *PushError saying it is checked out", err)
	}
	if st := gitRun(t, work, "status", "--porcelain"); st != "" {
		t.Errorf("the remote's work tree changed:\n%s", st)
	}
}

func TestFetchRefusesToLoseCommits(t *testing.T) {
	t.Parallel()
	forEachRemote(t, remoteSeedSDK, func(t *testing.T, remote Remote, origin string) {
		ctx := context.Background()
		r := remoteClone(t, remote, true)
		main := branchHash(t, r.Dir(), "main")
		commitFileOnBranch(t, origin, "main", "client.go", "package sdk // remote\n")

		// generated has an unpushed commit: Fetch names it and moves nothing, not even main.
		ahead := commitFileOnBranch(t, r.Dir(), GeneratedBranch, "client.go", "package sdk // local\n")
		_, err := r.Fetch(ctx, remote, "main", GeneratedBranch)
		if err == nil || !strings.Contains(err.Error(), "local branch "+GeneratedBranch+" has commits the remote lacks") {
			t.Fatalf("Fetch over unpushed commits: %v", err)
		}
		t.Log(err)
		remoteNoSecret(t, err, testToken)
		if h := branchHash(t, r.Dir(), GeneratedBranch); h != ahead {
			t.Errorf("local %s moved to %s", GeneratedBranch, h)
		}
		if h := branchHash(t, r.Dir(), "main"); h != main {
			t.Errorf("a refused Fetch moved main to %s", h)
		}

		// Diverged: both sides have commits.
		commitFileOnBranch(t, origin, GeneratedBranch, "client.go", "package sdk // remote v2\n")
		if _, err := r.Fetch(ctx, remote, GeneratedBranch); err == nil || !strings.Contains(err.Error(), GeneratedBranch) {
			t.Errorf("Fetch of a diverged branch: %v", err)
		}
		if h := branchHash(t, r.Dir(), GeneratedBranch); h != ahead {
			t.Errorf("local %s moved to %s", GeneratedBranch, h)
		}

		if _, err := r.Fetch(ctx, remote, "main"); err != nil {
			t.Fatalf("Fetch main: %v", err)
		}
		remoteSameBranch(t, r.Dir(), origin, "main")
		checkFsck(t, r.Dir())
	})
}

func TestCancelledContext(t *testing.T) {
	t.Parallel()
	forEachRemote(t, remoteSeedSDK, func(t *testing.T, remote Remote, origin string) {
		r := remoteClone(t, remote, true)
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := Clone(ctx, remote, filepath.Join(t.TempDir(), "c"), true); !errors.Is(err, context.Canceled) {
			t.Errorf("Clone: %v, want context.Canceled", err)
		}
		if _, err := r.Fetch(ctx, remote, "main"); !errors.Is(err, context.Canceled) {
			t.Errorf("Fetch: %v, want context.Canceled", err)
		}
		commitFileOnBranch(t, r.Dir(), "main", "x.go", "package sdk\n")
		err := r.Push(ctx, remote, PushUpdate{Branches: []string{"main"}})
		var pe *PushError
		if !errors.As(err, &pe) || !errors.Is(err, context.Canceled) {
			t.Errorf("Push: %v, want a *PushError wrapping context.Canceled", err)
		}
	})
}

func TestHTTPContextDeadline(t *testing.T) {
	t.Parallel()
	requireGit(t)
	// A server that never answers: go-git must give up when the context does.
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }))
	defer hang.Close()
	remote := Remote{URL: hang.URL + "/sdk.git", Token: testToken}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := Clone(ctx, remote, filepath.Join(t.TempDir(), "clone"), true)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Clone from a hanging server: %v, want context.DeadlineExceeded", err)
	}
	remoteNoSecret(t, err, testToken)
	r := remoteClone(t, Remote{URL: remoteSeedSDK(t, filepath.Join(t.TempDir(), "sdk.git"))}, true)
	ctx, cancel = context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if err := r.Push(ctx, remote, PushUpdate{Branches: []string{"main"}}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Push to a hanging server: %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("giving up took %s", d)
	}
}

func TestResolveRemote(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		url, token, wantErr, display string
	}{
		{url: "https://github.com/acme/sdk", token: "t0k", display: "https://github.com/acme/sdk"},
		{url: "https://user:hunter2@ghe.example.com/acme/sdk.git", display: "https://ghe.example.com/acme/sdk.git"},
		{url: "git@github.com:acme/sdk.git", wantErr: "SSH address"},
		{url: "ssh://git@github.com/acme/sdk.git", wantErr: "unsupported scheme ssh"},
		{url: "ftp://u:hunter2@example.com/x", wantErr: "unsupported scheme ftp"},
		{url: "file://example.com/srv/sdk.git", wantErr: "must be local"},
		{url: "file:///srv/sdk.git", display: "/srv/sdk.git"},
		{url: "https://u:hunter2@exa mple.com/x", wantErr: "not a valid URL"},
		{url: "", wantErr: "no remote URL"},
	} {
		ep, err := Remote{URL: tc.url, Token: tc.token}.resolve()
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("resolve(%q) = %v, want an error containing %q", tc.url, err, tc.wantErr)
			}
			remoteNoSecret(t, err, "hunter2")
			continue
		}
		if err != nil {
			t.Errorf("resolve(%q): %v", tc.url, err)
			continue
		}
		if ep.display != tc.display {
			t.Errorf("resolve(%q).display = %q, want %q", tc.url, ep.display, tc.display)
		}
	}
}

func TestRedact(t *testing.T) {
	t.Parallel()
	ep, err := Remote{URL: "https://github.com/acme/sdk", Token: "ghs_abc+/="}.resolve()
	if err != nil {
		t.Fatal(err)
	}
	header := base64.StdEncoding.EncodeToString([]byte("x-access-token:ghs_abc+/="))
	in := `Get "https://x-access-token:ghs_abc+/=@github.com/acme/sdk/info/refs": token ghs_abc%2B%2F%3D, ` +
		`Basic ` + header + `, and https://other:pw@example.com/`
	got := ep.redact(in)
	want := `Get "https://github.com/acme/sdk/info/refs": token ***, Basic ***, and https://example.com/`
	if got != want {
		t.Errorf("redact =\n%s\nwant\n%s", got, want)
	}
}

func TestPushErrorFormat(t *testing.T) {
	t.Parallel()
	e := &PushError{Branch: "main", Remote: "https://github.com/acme/sdk", Kind: PushNonFastForward, Reason: nonFastForwardReason}
	if got, want := e.Error(), "push main to https://github.com/acme/sdk: rejected: non-fast-forward (the remote branch moved; fetch and generate again)"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	e = &PushError{Branch: "old", Delete: true, Remote: "/srv/sdk.git", Kind: PushDeclined, Reason: "hook declined"}
	if got, want := e.Error(), "delete old on /srv/sdk.git: rejected: hook declined"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}
