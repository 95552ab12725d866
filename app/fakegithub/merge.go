package fakegithub

// Merging a pull request makes a real merge (or squash) commit in the bare repository: the tree comes from
// `git merge-tree --write-tree`, git's own three-way merge, so a conflict is refused as GitHub refuses it.

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/app/gh"
)

// mergeRequest is the body of PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge; every field is optional.
type mergeRequest struct {
	CommitTitle   string `json:"commit_title"`
	CommitMessage string `json:"commit_message"`
	SHA           string `json:"sha"`
	MergeMethod   string `json:"merge_method"`
}

// mergeRefusal is why a merge did not happen, as GitHub answers it.
type mergeRefusal struct {
	status  int
	message string
	field   *fieldError // for 422
}

func (e *mergeRefusal) Error() string { return fmt.Sprintf("%d %s", e.status, e.message) }

// notMergeable is GitHub's answer to a closed, merged or conflicting pull request.
var notMergeable = &mergeRefusal{status: http.StatusMethodNotAllowed, message: "Pull Request is not mergeable"}

// mergePull is PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge, by the App's bot.
func (s *Server) mergePull(c *call) {
	ps, ok := c.pullByNumber()
	if !ok {
		return
	}
	var req mergeRequest
	if err := jsonDecoder(c.r.Body).Decode(&req); err != nil && !errors.Is(err, io.EOF) {
		c.fail(http.StatusBadRequest, "Problems parsing JSON")
		return
	}
	sha, err := s.merge(c.repo, ps, req, c.botSignature(), s.botLogin())
	var refusal *mergeRefusal
	switch {
	case errors.As(err, &refusal) && refusal.field != nil:
		c.invalid(refusal.message, *refusal.field)
	case errors.As(err, &refusal):
		c.fail(refusal.status, refusal.message)
	case err != nil:
		c.fail(http.StatusInternalServerError, err.Error())
	default:
		c.json(http.StatusOK, jsonObject{"sha": sha, "merged": true, "message": "Pull Request successfully merged"})
	}
}

// MergePullRequest merges pull request number of repo with a merge commit, as user (a login; "octocat" when
// empty) would on GitHub, and returns the merge commit's SHA. It refuses what PUT .../merge refuses.
func (s *Server) MergePullRequest(repo gh.Repo, number int, user string) (string, error) {
	if user == "" {
		user = "octocat"
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.lookupRepo(repo)
	if rs == nil || rs.pulls[number] == nil {
		return "", fmt.Errorf("fakegithub: merge %s#%d: no such pull request", repo, number)
	}
	sig := signature{Name: user, Email: fmt.Sprintf("%d+%s@users.noreply.github.com", s.userID(user), user),
		When: s.now().Truncate(time.Second)}
	sha, err := s.merge(rs, rs.pulls[number], mergeRequest{}, sig, user)
	if err != nil {
		return "", fmt.Errorf("fakegithub: merge %s#%d: %w", repo, number, err)
	}
	return sha, nil
}

// merge merges the pull request's head into its base branch, moves the base branch to the new commit and marks
// the pull request merged. Callers hold mu.
func (s *Server) merge(rs *repoState, ps *pullState, req mergeRequest, author signature, user string) (string, error) {
	if err := mergeable(rs, ps, req); err != nil {
		return "", err
	}
	t, err := s.gitCommand()
	if err != nil {
		return "", err
	}
	g, err := openGit(rs.gitDir)
	if err != nil {
		return "", err
	}
	base, head, err := mergeSides(g, ps)
	if err != nil {
		return "", err
	}
	if req.SHA != "" && req.SHA != head.String() {
		return "", &mergeRefusal{status: http.StatusConflict, message: "Head branch was modified. Review and try the merge again."}
	}
	tree, err := mergeTree(t, g, base, head)
	if err != nil {
		return "", err
	}
	commit := &object.Commit{Author: author, Committer: webFlow(author.When), TreeHash: tree,
		Message: mergeMessage(t, g, rs, ps, req, base, head), ParentHashes: []plumbing.Hash{base, head}}
	if req.MergeMethod == "squash" {
		commit.ParentHashes = []plumbing.Hash{base}
	}
	h, err := g.writeCommit(commit)
	if err != nil {
		return "", err
	}
	if err := t.updateRef(g.dir, plumbing.NewBranchReferenceName(ps.Base.Ref).String(), h, base); err != nil {
		return "", &mergeRefusal{status: http.StatusMethodNotAllowed, message: "Base branch was modified. Review and try the merge again."}
	}
	now := s.now()
	ps.State, ps.Merged, ps.MergeCommitSHA, ps.MergedBy = "closed", true, h.String(), user
	ps.Head.SHA, ps.Base.SHA = head.String(), base.String()
	ps.closed, ps.merged, ps.updated = &now, &now, now
	return h.String(), nil
}

// mergeable refuses what GitHub refuses before looking at git: an unknown method, rebase (which the fake does not
// do), a pull request that is not open or is a draft, and one without a git repository behind it.
func mergeable(rs *repoState, ps *pullState, req mergeRequest) error {
	switch req.MergeMethod {
	case "", "merge", "squash":
	case "rebase":
		return &mergeRefusal{status: http.StatusMethodNotAllowed,
			message: "fakegithub: merge_method rebase is not supported (use merge or squash)"}
	default:
		return &mergeRefusal{status: http.StatusUnprocessableEntity, message: "Validation Failed",
			field: &fieldError{Resource: "PullRequest", Field: "merge_method", Code: "invalid"}}
	}
	switch {
	case ps.State != "open" || ps.Merged || rs.gitDir == "":
		return notMergeable
	case ps.Draft:
		return &mergeRefusal{status: http.StatusMethodNotAllowed, message: "Pull Request is still a draft"}
	}
	return nil
}

// mergeSides returns the commits to merge: the base branch's tip and the head (its branch's tip for a pull
// request that follows its branches, else its recorded SHA).
func mergeSides(g *gitRepo, ps *pullState) (base, head plumbing.Hash, err error) {
	base, ok := g.branch(ps.Base.Ref)
	if !ok {
		return base, head, notMergeable
	}
	head, ok = plumbing.NewHash(ps.Head.SHA), isSHA(ps.Head.SHA)
	if ps.track {
		head, ok = g.branch(ps.Head.Ref)
	}
	if !ok || g.commit(head) == nil {
		return base, head, notMergeable
	}
	return base, head, nil
}

// mergeTree is the tree of the three-way merge of base and head; a conflict is GitHub's "not mergeable".
func mergeTree(t *gitTool, g *gitRepo, base, head plumbing.Hash) (plumbing.Hash, error) {
	out, code, err := t.output(g.dir, "merge-tree", "--write-tree", base.String(), head.String())
	switch {
	case err != nil:
		return plumbing.ZeroHash, err
	case code == 1:
		return plumbing.ZeroHash, notMergeable
	case code != 0:
		return plumbing.ZeroHash, fmt.Errorf("git merge-tree exited with %d", code)
	}
	line, _, _ := strings.Cut(out, "\n")
	if !isSHA(line) {
		return plumbing.ZeroHash, fmt.Errorf("git merge-tree printed %q, not a tree", line)
	}
	return plumbing.NewHash(line), nil
}

// mergeMessage is the commit message GitHub writes unless the request gives a title or message: "Merge pull
// request #N from owner/branch" and the pull request's title for a merge; "<title> (#N)" and the squashed
// commits' subjects for a squash.
func mergeMessage(t *gitTool, g *gitRepo, rs *repoState, ps *pullState, req mergeRequest, base, head plumbing.Hash) string {
	n := strconv.Itoa(ps.Number)
	title, body := "Merge pull request #"+n+" from "+rs.repo.Owner+"/"+ps.Head.Ref, ps.Title
	if req.MergeMethod == "squash" {
		title = ps.Title + " (#" + n + ")"
		out, _, _ := t.output(g.dir, "log", "--reverse", "--format=* %s", base.String()+".."+head.String())
		body = strings.TrimSpace(out)
	}
	if req.CommitTitle != "" {
		title = req.CommitTitle
	}
	if req.CommitMessage != "" {
		body = req.CommitMessage
	}
	if body == "" {
		return title
	}
	return title + "\n\n" + body
}

// webFlow is the committer of the commits GitHub makes on the web and through the API.
func webFlow(when time.Time) signature {
	return signature{Name: "GitHub", Email: "noreply@github.com", When: when}
}
