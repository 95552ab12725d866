package gh

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
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

// apiError wraps a go-github error, adding ErrNotFound when GitHub answered 404.
func apiError(what string, err error) error {
	var er *github.ErrorResponse
	if errors.As(err, &er) && er.Response != nil && er.Response.StatusCode == http.StatusNotFound {
		return fmt.Errorf("%s: %w: %w", what, ErrNotFound, err)
	}
	return fmt.Errorf("%s: %w", what, err)
}
