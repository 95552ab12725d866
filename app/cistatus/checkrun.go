package cistatus

import (
	"context"
	"errors"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
)

// ciPart starts what the Tracker adds to a target's check run summary; the conclusion the preview build gave
// the run follows it, so that a CI result that changes again (a re-run turns green) restores it.
const ciPart = "\n\n<!-- sdkgen:ci-conclusion "

// Fails reports whether a CI result fails the target's check run under failOn: a failure the base does not
// have (or whose base result is unknown) fails it, unless failOn is never; one the base has too was not caused
// by the pull request and leaves the run as the generation concluded it.
func Fails(r Result, failOn string) bool {
	if failOn == "never" || !r.Failing() {
		return false
	}
	newly, known := r.Regression()
	return newly || !known
}

// conclude adds the CI result to the target's check run on the API repository once the preview build completed
// it, and fails the run when Fails says so.
func (t *Tracker) conclude(ctx context.Context, client gh.Client, row store.CIPreview, res Result) error {
	reader, ok := client.(gh.CheckRunReader)
	if row.CheckRunID == 0 || !ok {
		return nil
	}
	run, err := reader.CheckRun(ctx, row.APIRepo, row.CheckRunID)
	if errors.Is(err, gh.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if run.Status != "completed" {
		return nil // the preview build completes it
	}
	generated, summary := splitSummary(run.Summary, run.Conclusion)
	conclusion := generated
	if Fails(res, row.FailOn) {
		conclusion = "failure"
	}
	summary += ciPart + generated + " -->\n\n**CI of the preview branch**: " + Row(res, t.timeout(), row.SDKRepo.String())
	if summary == run.Summary && conclusion == run.Conclusion {
		return nil
	}
	update := gh.CheckRun{Name: run.Name, Status: "completed", Conclusion: conclusion, Title: run.Title,
		Summary: clipRunes(summary, 65535), DetailsURL: run.DetailsURL}
	return client.UpdateCheckRun(ctx, row.APIRepo, row.CheckRunID, update)
}

// splitSummary takes an earlier CI part off a check run's summary and returns the conclusion the preview build
// gave the run (conclusion when there is no CI part yet).
func splitSummary(summary, conclusion string) (generated, rest string) {
	before, after, ok := strings.Cut(summary, ciPart)
	if !ok {
		return conclusion, summary
	}
	generated, _, _ = strings.Cut(after, " -->")
	return generated, before
}

func clipRunes(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n])
}

// ChecksCompleted implements preview.CI: the results that arrived while the build ran go to its check runs.
func (t *Tracker) ChecksCompleted(ctx context.Context, repo gh.Repo, pr int, headSHA string) error {
	rows, err := t.Store.CIPreviewsOfHead(ctx, repo, pr, headSHA)
	if err != nil {
		return err
	}
	for _, row := range rows {
		if res := parse(row.Result); res.State != Running {
			client, err := t.Factory.Installation(ctx, row.InstallationID)
			if err != nil {
				return err
			}
			if err := t.conclude(ctx, client, row, res); err != nil {
				return err
			}
		}
	}
	return nil
}
