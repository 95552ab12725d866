package preview

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
)

// BenchmarkRunPreview runs the preview build of a kitchen-sink pull request that changes an endpoint: every
// built target (typescript, python, go, openapi) generated for both sides, compared, and pushed to local bare SDK
// repositories, with the comment and check runs posted to the in-memory GitHub.
func BenchmarkRunPreview(b *testing.B) {
	requireGit(b)
	spec, err := os.ReadFile("../../testdata/kitchen-sink/openapi.yml")
	if err != nil {
		b.Fatal(err)
	}
	config, err := os.ReadFile("../../testdata/kitchen-sink/sdkgen.yml")
	if err != nil {
		b.Fatal(err)
	}
	head := edit(b, string(spec), []struct{ old, new string }{
		{"summary: List accounts\n", "summary: List every account\n"},
		{"        - name: X-Trace-Id\n", "        - name: created_after\n          in: query\n" +
			"          schema: { type: string, format: date-time }\n        - name: X-Trace-Id\n"},
	})
	sdkRoot := b.TempDir()
	for _, name := range []string{"acme-typescript", "acme-python", "acme-go", "acme-openapi"} {
		gitCmd(b, "", "init", "-q", "--bare", "-b", "main", filepath.Join(sdkRoot, "acme-org", name+".git"))
	}
	opts := Options{APIURL: "https://api.github.com/", WorkDir: b.TempDir(), Now: time.Now,
		GitURL: func(r gh.Repo) (string, error) { return filepath.Join(sdkRoot, r.Owner, r.Name+".git"), nil }}
	ctx := context.Background()
	for b.Loop() {
		fake := newFakeGitHub()
		opts.Factory = fake
		req := Request{InstallationID: 1, Repo: gh.Repo{Owner: "acme", Name: "api"}, PR: 1, Title: "List every account",
			BaseRef: "main", HeadRef: "feature/accounts",
			BaseSHA: fake.commit(map[string]string{"openapi.yml": string(spec), "sdkgen.yml": string(config)}),
			HeadSHA: fake.commit(map[string]string{"openapi.yml": head, "sdkgen.yml": string(config)})}
		var failures []string
		builder := NewBuilder(opts)
		builder.published = func(r *report.Report) {
			for _, t := range r.Targets {
				if t.Failure != "" || len(t.Files) == 0 {
					failures = append(failures, t.Target+": "+string(t.Conclusion)+" "+t.Failure)
				}
			}
		}
		if err := builder.RunPreview(ctx, req); err != nil {
			b.Fatal(err)
		}
		if len(failures) > 0 {
			b.Fatalf("every kitchen-sink target should preview a change: %v", failures)
		}
	}
}
