package gh

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/bradleyfalzon/ghinstallation/v2"
	"github.com/google/go-github/v66/github"
	"github.com/palantir/go-githubapp/githubapp"
)

// maxAnnotations is how many annotations GitHub takes in one check-run request.
const maxAnnotations = 50

// NewFactory returns the Factory the service uses: go-github clients authenticated as installations of the App
// whose REST API is at apiURL (https://api.github.com/, GitHub Enterprise's https://host/api/v3/, or the fake
// GitHub). The private key is checked here, so a bad key stops the server at start rather than at the first build.
func NewFactory(apiURL string, appID int64, privateKeyPEM []byte, userAgent string) (Factory, error) {
	if _, err := GitURL(apiURL, Repo{Owner: "o", Name: "r"}); err != nil {
		return nil, err
	}
	if _, err := ghinstallation.NewAppsTransport(http.DefaultTransport, appID, privateKeyPEM); err != nil {
		return nil, fmt.Errorf("GitHub App private key: %w", err)
	}
	cfg := githubapp.Config{V3APIURL: apiURL}
	cfg.App.IntegrationID = appID
	cfg.App.PrivateKey = string(privateKeyPEM)
	creator, err := githubapp.NewDefaultCachingClientCreator(cfg,
		githubapp.WithClientUserAgent(userAgent),
		githubapp.WithClientTimeout(2*time.Minute),
	)
	if err != nil {
		return nil, fmt.Errorf("create GitHub client creator: %w", err)
	}
	return &factory{
		creator: creator, apiURL: strings.TrimSuffix(apiURL, "/"), appID: appID, key: privateKeyPEM,
		tokens: map[int64]*ghinstallation.Transport{},
	}, nil
}

// factory makes go-github installation clients. The API clients come from go-githubapp (cached per
// installation); the git token comes from a ghinstallation transport per installation, kept so its token is
// reused until it nears expiry.
type factory struct {
	creator githubapp.ClientCreator
	apiURL  string
	appID   int64
	key     []byte

	mu     sync.Mutex
	tokens map[int64]*ghinstallation.Transport
	login  string // the App's bot login, once known
}

// AppLogin asks GitHub for the App's slug (GET /app, as the App) once, and returns "<slug>[bot]".
func (f *factory) AppLogin(ctx context.Context) (string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.login != "" {
		return f.login, nil
	}
	gc, err := f.creator.NewAppClient()
	if err != nil {
		return "", fmt.Errorf("GitHub client for the App: %w", err)
	}
	app, _, err := gc.Apps.Get(ctx, "")
	if err != nil {
		return "", fmt.Errorf("read the App (GET /app): %w", err)
	}
	if app.GetSlug() == "" {
		return "", fmt.Errorf("GET /app returned no slug")
	}
	f.login = app.GetSlug() + "[bot]"
	return f.login, nil
}

// RepoInstallation asks GitHub, as the App, for the installation that has repo.
func (f *factory) RepoInstallation(ctx context.Context, repo Repo) (int64, error) {
	gc, err := f.creator.NewAppClient()
	if err != nil {
		return 0, fmt.Errorf("GitHub client for the App: %w", err)
	}
	inst, _, err := gc.Apps.FindRepositoryInstallation(ctx, repo.Owner, repo.Name)
	if err != nil {
		return 0, apiError("find the App's installation on "+repo.String(), err)
	}
	return inst.GetID(), nil
}

func (f *factory) Installation(_ context.Context, installationID int64) (Client, error) {
	gc, err := f.creator.NewInstallationClient(installationID)
	if err != nil {
		return nil, fmt.Errorf("GitHub client for installation %d: %w", installationID, err)
	}
	tr, err := f.tokenSource(installationID)
	if err != nil {
		return nil, err
	}
	return &client{gh: gc, tokens: tr}, nil
}

func (f *factory) tokenSource(installationID int64) (*ghinstallation.Transport, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if tr, ok := f.tokens[installationID]; ok {
		return tr, nil
	}
	tr, err := ghinstallation.New(http.DefaultTransport, f.appID, installationID, f.key)
	if err != nil {
		return nil, fmt.Errorf("token source for installation %d: %w", installationID, err)
	}
	tr.BaseURL = f.apiURL
	f.tokens[installationID] = tr
	return tr, nil
}

// client is a Client on go-github.
type client struct {
	gh     *github.Client
	tokens *ghinstallation.Transport
}

func (c *client) Token(ctx context.Context) (string, error) {
	tok, err := c.tokens.Token(ctx)
	if err != nil {
		return "", fmt.Errorf("installation token: %w", err)
	}
	return tok, nil
}

func (c *client) File(ctx context.Context, repo Repo, path, ref string) ([]byte, error) {
	what := fmt.Sprintf("%s at %s in %s", path, ref, repo)
	fc, dir, _, err := c.gh.Repositories.GetContents(ctx, repo.Owner, repo.Name, path, &github.RepositoryContentGetOptions{Ref: ref})
	if err != nil {
		return nil, apiError("read "+what, err)
	}
	if fc == nil || dir != nil {
		return nil, fmt.Errorf("read %s: it is a directory: %w", what, ErrNotFound)
	}
	if fc.GetType() != "" && fc.GetType() != "file" {
		return nil, fmt.Errorf("read %s: it is a %s, not a file", what, fc.GetType())
	}
	if fc.GetEncoding() == "none" || (fc.Content == nil && fc.GetSize() > 0) {
		// Files over 1 MB come without content; the blob API serves them up to 100 MB.
		return c.blob(ctx, repo, fc.GetSHA(), what)
	}
	data, err := fc.GetContent()
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", what, err)
	}
	return []byte(data), nil
}

func (c *client) blob(ctx context.Context, repo Repo, sha, what string) ([]byte, error) {
	if sha == "" {
		return nil, fmt.Errorf("read %s: GitHub sent neither its content nor its blob SHA", what)
	}
	b, _, err := c.gh.Git.GetBlob(ctx, repo.Owner, repo.Name, sha)
	if err != nil {
		return nil, apiError("read the blob of "+what, err)
	}
	if b.GetEncoding() != "base64" {
		return []byte(b.GetContent()), nil
	}
	data, err := base64.StdEncoding.DecodeString(b.GetContent())
	if err != nil {
		return nil, fmt.Errorf("decode the blob of %s: %w", what, err)
	}
	return data, nil
}

func (c *client) Comments(ctx context.Context, repo Repo, number int) ([]Comment, error) {
	opts := &github.IssueListCommentsOptions{ListOptions: github.ListOptions{PerPage: 100}}
	var out []Comment
	for {
		page, resp, err := c.gh.Issues.ListComments(ctx, repo.Owner, repo.Name, number, opts)
		if err != nil {
			return nil, apiError(fmt.Sprintf("list the comments of %s#%d", repo, number), err)
		}
		for _, ic := range page {
			out = append(out, comment(ic))
		}
		if resp.NextPage == 0 {
			return out, nil
		}
		opts.Page = resp.NextPage
	}
}

func comment(ic *github.IssueComment) Comment {
	return Comment{ID: ic.GetID(), Body: ic.GetBody(), User: ic.GetUser().GetLogin()}
}

func (c *client) CreateComment(ctx context.Context, repo Repo, number int, body string) (Comment, error) {
	ic, _, err := c.gh.Issues.CreateComment(ctx, repo.Owner, repo.Name, number, &github.IssueComment{Body: &body})
	if err != nil {
		return Comment{}, apiError(fmt.Sprintf("comment on %s#%d", repo, number), err)
	}
	return comment(ic), nil
}

func (c *client) UpdateComment(ctx context.Context, repo Repo, id int64, body string) error {
	if _, _, err := c.gh.Issues.EditComment(ctx, repo.Owner, repo.Name, id, &github.IssueComment{Body: &body}); err != nil {
		return apiError(fmt.Sprintf("update comment %d in %s", id, repo), err)
	}
	return nil
}

func (c *client) Repository(ctx context.Context, repo Repo) (RepoInfo, error) {
	r, _, err := c.gh.Repositories.Get(ctx, repo.Owner, repo.Name)
	if err != nil {
		return RepoInfo{}, apiError("read repository "+repo.String(), err)
	}
	return RepoInfo{DefaultBranch: r.GetDefaultBranch(), HTMLURL: r.GetHTMLURL()}, nil
}

// PullRequests pages through GitHub's list, 100 at a time. GitHub filters head by "owner:branch", so the
// repository's owner is put in front of the branch.
func (c *client) PullRequests(ctx context.Context, repo Repo, filter PullRequestFilter) ([]PullRequest, error) {
	opts := &github.PullRequestListOptions{
		State: filter.State, Base: filter.Base, ListOptions: github.ListOptions{PerPage: 100},
	}
	if filter.Head != "" && !strings.Contains(filter.Head, ":") {
		opts.Head = repo.Owner + ":" + filter.Head
	} else {
		opts.Head = filter.Head
	}
	var out []PullRequest
	for {
		page, resp, err := c.gh.PullRequests.List(ctx, repo.Owner, repo.Name, opts)
		if err != nil {
			return nil, apiError(fmt.Sprintf("list the pull requests of %s (%+v)", repo, filter), err)
		}
		for _, pr := range page {
			out = append(out, pullRequest(pr))
		}
		if resp.NextPage == 0 {
			return out, nil
		}
		opts.Page = resp.NextPage
	}
}

func (c *client) PullRequest(ctx context.Context, repo Repo, number int) (PullRequest, error) {
	pr, _, err := c.gh.PullRequests.Get(ctx, repo.Owner, repo.Name, number)
	if err != nil {
		return PullRequest{}, apiError(fmt.Sprintf("read pull request %s#%d", repo, number), err)
	}
	return pullRequest(pr), nil
}

// pullRequest converts go-github's pull request. Lists do not send "merged", only "merged_at".
func pullRequest(pr *github.PullRequest) PullRequest {
	return PullRequest{
		Number: pr.GetNumber(), Title: pr.GetTitle(), Body: pr.GetBody(), State: pr.GetState(),
		Merged:  pr.GetMerged() || pr.MergedAt != nil,
		HeadRef: pr.GetHead().GetRef(), HeadSHA: pr.GetHead().GetSHA(), BaseRef: pr.GetBase().GetRef(),
		HTMLURL: pr.GetHTMLURL(), MergeSHA: pr.GetMergeCommitSHA(),
	}
}

func (c *client) CreatePullRequest(ctx context.Context, repo Repo, pr NewPullRequest) (PullRequest, error) {
	created, _, err := c.gh.PullRequests.Create(ctx, repo.Owner, repo.Name, &github.NewPullRequest{
		Title: github.String(pr.Title), Body: github.String(pr.Body), Head: github.String(pr.Head), Base: github.String(pr.Base),
	})
	if err != nil {
		return PullRequest{}, apiError(fmt.Sprintf("open a pull request from %s into %s in %s", pr.Head, pr.Base, repo), err)
	}
	return pullRequest(created), nil
}

func (c *client) UpdatePullRequest(ctx context.Context, repo Repo, number int, title, body string) error {
	edit := &github.PullRequest{Title: github.String(title), Body: github.String(body)}
	if _, _, err := c.gh.PullRequests.Edit(ctx, repo.Owner, repo.Name, number, edit); err != nil {
		return apiError(fmt.Sprintf("update pull request %s#%d", repo, number), err)
	}
	return nil
}

func (c *client) ReleaseByTag(ctx context.Context, repo Repo, tag string) (Release, error) {
	rel, _, err := c.gh.Repositories.GetReleaseByTag(ctx, repo.Owner, repo.Name, tag)
	if err != nil {
		return Release{}, apiError(fmt.Sprintf("read the release of tag %s in %s", tag, repo), err)
	}
	return release(rel), nil
}

func (c *client) CreateRelease(ctx context.Context, repo Repo, rel NewRelease) (Release, error) {
	created, _, err := c.gh.Repositories.CreateRelease(ctx, repo.Owner, repo.Name, &github.RepositoryRelease{
		TagName: github.String(rel.Tag), TargetCommitish: optional(rel.Target), Name: optional(rel.Name),
		Body: optional(rel.Body), Prerelease: github.Bool(rel.Prerelease),
	})
	if err != nil {
		return Release{}, apiError(fmt.Sprintf("create release %s in %s", rel.Tag, repo), err)
	}
	return release(created), nil
}

func release(r *github.RepositoryRelease) Release {
	out := Release{
		ID: r.GetID(), Tag: r.GetTagName(), Name: r.GetName(), Body: r.GetBody(), Prerelease: r.GetPrerelease(),
		HTMLURL: r.GetHTMLURL(),
	}
	for _, a := range r.Assets {
		out.Assets = append(out.Assets, a.GetName())
	}
	return out
}

// UploadReleaseAsset sends the file to the release's upload_url: GitHub serves uploads on another host
// (uploads.github.com, or GitHub Enterprise's /api/uploads/) that the API clients are not configured with, so the
// release is read first for the URL it names.
func (c *client) UploadReleaseAsset(ctx context.Context, repo Repo, releaseID int64, name string, data []byte) error {
	what := fmt.Sprintf("upload %s to release %d in %s", name, releaseID, repo)
	if name == "" || strings.ContainsAny(name, "/\\") {
		return fmt.Errorf("%s: the asset name must be a file name", what)
	}
	rel, _, err := c.gh.Repositories.GetRelease(ctx, repo.Owner, repo.Name, releaseID)
	if err != nil {
		return apiError(what+": read the release", err)
	}
	target, err := uploadURL(rel.GetUploadURL(), name)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	req, err := c.gh.NewUploadRequest(target, bytes.NewReader(data), int64(len(data)), mediaType(name))
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if _, err := c.gh.Do(ctx, req, nil); err != nil {
		return apiError(what, err)
	}
	return nil
}

// uploadURL expands GitHub's upload_url template ("https://uploads.github.com/repos/o/r/releases/1/assets{?name,label}")
// with the asset's name.
func uploadURL(template, name string) (string, error) {
	base, _, _ := strings.Cut(template, "{")
	u, err := url.Parse(base)
	if err != nil || !u.IsAbs() {
		return "", fmt.Errorf("the release has no usable upload_url (%q)", template)
	}
	u.RawQuery = url.Values{"name": {name}}.Encode()
	return u.String(), nil
}

// mediaType is the Content-Type GitHub stores the asset with (it requires one).
func mediaType(name string) string {
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

func (c *client) SecretNames(ctx context.Context, repo Repo) ([]string, error) {
	own, err := c.listSecrets(ctx, repo, "list the Actions secrets of ", c.gh.Actions.ListRepoSecrets)
	if err != nil {
		return nil, err
	}
	shared, err := c.listSecrets(ctx, repo, "list the organization's Actions secrets shared with ", c.gh.Actions.ListRepoOrgSecrets)
	if errors.Is(err, ErrNotFound) {
		return own, nil // a repository of a user account has no organization secrets
	}
	return append(own, shared...), err
}

type secretLister func(ctx context.Context, owner, repo string, opts *github.ListOptions) (*github.Secrets, *github.Response, error)

func (c *client) listSecrets(ctx context.Context, repo Repo, what string, list secretLister) ([]string, error) {
	opts := &github.ListOptions{PerPage: 100}
	var out []string
	for {
		page, resp, err := list(ctx, repo.Owner, repo.Name, opts)
		if err != nil {
			return nil, apiError(what+repo.String(), err)
		}
		for _, s := range page.Secrets {
			out = append(out, s.Name)
		}
		if resp.NextPage == 0 {
			return out, nil
		}
		opts.Page = resp.NextPage
	}
}

func (c *client) RequestReviewers(ctx context.Context, repo Repo, number int, r Reviewers) error {
	if r.Empty() {
		return nil
	}
	req := github.ReviewersRequest{Reviewers: r.Users, TeamReviewers: r.Teams}
	if _, _, err := c.gh.PullRequests.RequestReviewers(ctx, repo.Owner, repo.Name, number, req); err != nil {
		return apiError(fmt.Sprintf("request reviews of %s#%d", repo, number), err)
	}
	return nil
}

// CreateCheckRun creates the run with its first 50 annotations and adds the rest 50 at a time, as GitHub asks.
func (c *client) CreateCheckRun(ctx context.Context, repo Repo, run CheckRun) (int64, error) {
	first, rest := splitAnnotations(run.Annotations)
	opts := github.CreateCheckRunOptions{
		Name: run.Name, HeadSHA: run.HeadSHA, DetailsURL: optional(run.DetailsURL), Status: optional(run.Status),
		Conclusion: optional(run.Conclusion), Output: output(run, first),
	}
	if run.Status == "completed" {
		opts.CompletedAt = &github.Timestamp{Time: time.Now()}
	}
	cr, _, err := c.gh.Checks.CreateCheckRun(ctx, repo.Owner, repo.Name, opts)
	if err != nil {
		return 0, apiError(fmt.Sprintf("create check run %q in %s", run.Name, repo), err)
	}
	return cr.GetID(), c.addAnnotations(ctx, repo, cr.GetID(), run, rest)
}

// UpdateCheckRun updates the run with its first 50 annotations and adds the rest 50 at a time.
func (c *client) UpdateCheckRun(ctx context.Context, repo Repo, id int64, run CheckRun) error {
	first, rest := splitAnnotations(run.Annotations)
	opts := github.UpdateCheckRunOptions{
		Name: run.Name, DetailsURL: optional(run.DetailsURL), Status: optional(run.Status),
		Conclusion: optional(run.Conclusion), Output: output(run, first),
	}
	if run.Status == "completed" {
		opts.CompletedAt = &github.Timestamp{Time: time.Now()}
	}
	if _, _, err := c.gh.Checks.UpdateCheckRun(ctx, repo.Owner, repo.Name, id, opts); err != nil {
		return apiError(fmt.Sprintf("update check run %d (%s) in %s", id, run.Name, repo), err)
	}
	return c.addAnnotations(ctx, repo, id, run, rest)
}

// addAnnotations sends annotations beyond the first request's 50; GitHub appends each batch to the run.
func (c *client) addAnnotations(ctx context.Context, repo Repo, id int64, run CheckRun, rest []Annotation) error {
	for len(rest) > 0 {
		var batch []Annotation
		batch, rest = splitAnnotations(rest)
		opts := github.UpdateCheckRunOptions{Name: run.Name, Output: output(run, batch)}
		if _, _, err := c.gh.Checks.UpdateCheckRun(ctx, repo.Owner, repo.Name, id, opts); err != nil {
			return apiError(fmt.Sprintf("add annotations to check run %d (%s) in %s", id, run.Name, repo), err)
		}
	}
	return nil
}

func splitAnnotations(as []Annotation) (first, rest []Annotation) {
	if len(as) <= maxAnnotations {
		return as, nil
	}
	return as[:maxAnnotations], as[maxAnnotations:]
}

// output is a check run's output with the given annotations; nil when the run has no title (GitHub requires a
// title and a summary whenever output is sent).
func output(run CheckRun, annotations []Annotation) *github.CheckRunOutput {
	if run.Title == "" && run.Summary == "" && len(annotations) == 0 {
		return nil
	}
	out := &github.CheckRunOutput{
		Title: github.String(orDefault(run.Title, run.Name)), Summary: github.String(orDefault(run.Summary, run.Name)),
		Text: optional(run.Text),
	}
	for _, a := range annotations {
		out.Annotations = append(out.Annotations, &github.CheckRunAnnotation{
			Path: github.String(a.Path), StartLine: github.Int(max(a.StartLine, 1)),
			EndLine: github.Int(max(a.EndLine, a.StartLine, 1)), AnnotationLevel: github.String(a.Level),
			Title: optional(a.Title), Message: github.String(a.Message),
		})
	}
	return out
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// apiError wraps a go-github error, adding ErrNotFound when GitHub answered 404 and ErrAlreadyExists when it
// refused a creation as a duplicate.
func apiError(what string, err error) error {
	var er *github.ErrorResponse
	switch {
	case !errors.As(err, &er) || er.Response == nil:
	case er.Response.StatusCode == http.StatusNotFound:
		return fmt.Errorf("%s: %w: %w", what, ErrNotFound, err)
	case er.Response.StatusCode == http.StatusUnprocessableEntity && alreadyExists(er):
		return fmt.Errorf("%s: %w: %w", what, ErrAlreadyExists, err)
	}
	return fmt.Errorf("%s: %w", what, err)
}

// alreadyExists reports whether a validation error says the thing exists: code already_exists (releases,
// assets), or the custom message of a second pull request ("A pull request already exists for owner:branch.").
func alreadyExists(er *github.ErrorResponse) bool {
	for _, e := range er.Errors {
		if e.Code == "already_exists" || (e.Code == "custom" && strings.HasPrefix(e.Message, "A pull request already exists")) {
			return true
		}
	}
	return false
}
