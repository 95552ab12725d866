package e2e

import (
	"crypto/sha1"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"sigs.k8s.io/yaml"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// BenchmarkWebhookToComment measures, for each real pair, the time from posting a pull_request delivery to the
// finished sticky comment (every target generated on both sides, compared, preview branches pushed to the SDK
// repositories, check runs completed), with the real processes of TestPreviewBuildEndToEnd. Each iteration is a new
// head commit whose spec adds a query parameter to an endpoint. ns/op is the webhook-to-comment time.
//
//	SDKGEN_LONG_TESTS=1 go test ./app/e2e -run '^$' -bench WebhookToComment -benchtime 3x
func BenchmarkWebhookToComment(b *testing.B) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		b.Skip("set SDKGEN_LONG_TESTS=1")
	}
	for _, pair := range []string{"honcho", "lumaai", "onebusaway"} {
		b.Run(pair, func(b *testing.B) { benchPair(b, pair) })
	}
}

func benchPair(b *testing.B, pair string) {
	specName, spec := pairSpec(b, pair)
	spec = withParam(b, spec, -1) // the base in the same key order as the heads: only the endpoint differs
	config := read(b, filepath.Join("../../testdata/pairs", pair, "sdkgen.yml"))
	sync := capture(b, "pull_request.synchronize")
	e := startTB(b, pairSetup(sync, specName, spec, config))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		head := fmt.Sprintf("%x", sha1.Sum(fmt.Appendf(nil, "%s %d %d", pair, i, time.Now().UnixNano())))
		e.setup(fakegithub.Setup{Files: []fakegithub.SetupFiles{{Repo: apiRepo, Ref: head, Files: map[string]string{
			specName: withParam(b, spec, i), "sdkgen.yml": config,
		}}}})
		body := retarget(b, sync.body, head)
		b.StartTimer()
		if code := e.post("pull_request", "bench-"+head, body, sign(body)); code/100 != 2 {
			b.Fatalf("delivery: %d", code)
		}
		st := e.waitFor("the comment for "+head[:7], func(st fakegithub.State) bool { return commentDone(st, head) })
		if i == 0 && testing.Verbose() {
			b.Logf("%s: %d check runs; the comment:\n%s", pair, runsFor(st, head), botComments(st)[0].Body)
		}
	}
}

// commentDone: the sticky comment shows head and no build is running any more.
func commentDone(st fakegithub.State, head string) bool {
	for _, c := range botComments(st) {
		if strings.Contains(c.Body, "(commit `"+head[:7]+"`)") && !strings.Contains(c.Body, "Builds are still running") && completedRuns(st, head) > 0 {
			return true
		}
	}
	return false
}

func pairSpec(tb testing.TB, pair string) (name, spec string) {
	tb.Helper()
	matches, _ := filepath.Glob(filepath.Join("../../testdata/pairs", pair, "openapi.*"))
	if len(matches) != 1 {
		tb.Fatalf("no spec for %s", pair)
	}
	return filepath.Base(matches[0]), read(tb, matches[0])
}

var productionRepo = regexp.MustCompile(`production_repo:\s*([\w.-]+/[\w.-]+)`)

// pairSetup installs the App on the API repository and on every SDK repository the config names.
func pairSetup(sync delivery, specName, spec, config string) fakegithub.Setup {
	repos := []string{apiRepo}
	setupRepos := []fakegithub.SetupRepo{{Repo: apiRepo, DefaultBranch: "main"}}
	seen := map[string]bool{}
	for _, m := range productionRepo.FindAllStringSubmatch(config, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			repos = append(repos, m[1])
			setupRepos = append(setupRepos, fakegithub.SetupRepo{Repo: m[1], DefaultBranch: "main"})
		}
	}
	sort.Strings(repos[1:])
	return fakegithub.Setup{
		Installations: []fakegithub.Installation{{ID: installationID, Account: "derekg1729", Repos: repos}},
		Repos:         setupRepos,
		Files:         []fakegithub.SetupFiles{{Repo: apiRepo, Ref: sync.base, Files: map[string]string{specName: spec, "sdkgen.yml": config}}},
		PullRequests: []fakegithub.PullRequest{{Repo: apiRepo, Number: prNumber, Title: sync.title,
			Head: fakegithub.PullRequestBranch{Ref: sync.headRef, SHA: sync.head},
			Base: fakegithub.PullRequestBranch{Ref: "main", SHA: sync.base}}},
	}
}

// withParam adds an optional query parameter sdkgen_bench_<i> (none for i < 0) to the first GET operation of a
// spec (JSON or YAML), written back as JSON: a change every SDK shows in its code, tests and docs.
func withParam(tb testing.TB, spec string, i int) string {
	tb.Helper()
	var doc map[string]any
	if err := yaml.Unmarshal([]byte(spec), &doc); err != nil {
		tb.Fatal(err)
	}
	if i >= 0 {
		op := firstGet(tb, doc)
		params, _ := op["parameters"].([]any)
		op["parameters"] = append(params, map[string]any{
			"name": fmt.Sprintf("sdkgen_bench_%d", i), "in": "query", "description": "Added by the benchmark.",
			"schema": map[string]any{"type": "string"},
		})
	}
	out, err := json.Marshal(doc)
	if err != nil {
		tb.Fatal(err)
	}
	return string(out)
}

func firstGet(tb testing.TB, doc map[string]any) map[string]any {
	paths, _ := doc["paths"].(map[string]any)
	keys := make([]string, 0, len(paths))
	for k := range paths {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		item, _ := paths[k].(map[string]any)
		if op, ok := item["get"].(map[string]any); ok {
			return op
		}
	}
	tb.Fatal("the spec has no GET operation")
	return nil
}

// retarget rewrites a delivery's head commit.
func retarget(tb testing.TB, body []byte, head string) []byte {
	tb.Helper()
	var p map[string]any
	if err := json.Unmarshal(body, &p); err != nil {
		tb.Fatal(err)
	}
	pr := p["pull_request"].(map[string]any)
	pr["head"].(map[string]any)["sha"] = head
	p["after"] = head
	out, err := json.Marshal(p)
	if err != nil {
		tb.Fatal(err)
	}
	return out
}

// setup applies more setup to the running fake GitHub.
func (e *env) setup(s fakegithub.Setup) {
	data, err := json.Marshal(s)
	if err != nil {
		e.t.Fatal(err)
	}
	resp, err := http.Post(e.fakeURL+"/_fake/setup", "application/json", strings.NewReader(string(data)))
	if err != nil {
		e.t.Fatal(err)
	}
	_ = resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		e.t.Fatalf("fake setup: %d", resp.StatusCode)
	}
}
