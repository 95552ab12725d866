package preview

import (
	"testing"

	"github.com/sdkgen/sdkgen/app/report"
)

// newEndpoint adds GET /status to the lumaai spec; sdkgen.yml does not configure it, so every target gets a new
// Endpoint/NotConfigured warning.
var newEndpoint = []struct{ old, new string }{
	{"    /generations/video:\n", "    /status:\n" +
		"        get:\n" +
		"            summary: Status\n" +
		"            operationId: status\n" +
		"            responses:\n" +
		"                '200':\n" +
		"                    description: The API's status\n" +
		"    /generations/video:\n"},
}

func TestFailOnDecidesTheCheckRun(t *testing.T) {
	for _, tc := range []struct {
		name        string
		override    *Project
		wantFailOn  string
		wantOutcome string
	}{
		{"no settings", nil, "error", "success"},
		{"fail_on only, discovered files", &Project{FailOn: "warning"}, "warning", "failure"},
		{"files and fail_on", &Project{SpecPath: "openapi.yml", ConfigPath: "sdkgen.yml", FailOn: "warning"}, "warning", "failure"},
		{"note", &Project{FailOn: "note"}, "note", "failure"},
		{"error", &Project{FailOn: "error"}, "error", "success"},
		{"never", &Project{FailOn: "never"}, "never", "success"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.noSDKRepos()
			if tc.override != nil {
				f.opts.Projects = overrides{f.req.Repo: *tc.override}
			}
			req := f.req
			req.HeadSHA = f.push(edit(t, f.spec, newEndpoint), f.config)
			f.run(req)
			if f.report.FailOn != tc.wantFailOn {
				t.Errorf("report FailOn = %q, want %q", f.report.FailOn, tc.wantFailOn)
			}
			node := f.target("node")
			if node.Conclusion != report.Warning || !hasCode(node, "Endpoint/NotConfigured") {
				t.Fatalf("node = %s with diagnostics %+v, want a new Endpoint/NotConfigured warning", node.Conclusion, node.NewDiagnostics)
			}
			r := f.gh.runsAt(req.HeadSHA)["sdkgen / node"]
			if r == nil || r.Status != "completed" || r.Conclusion != tc.wantOutcome {
				t.Fatalf("node check run = %+v, want completed %s", r, tc.wantOutcome)
			}
			mustContain(t, "the node check run", r.Summary, "`fail_on` is `"+tc.wantFailOn+"`")
		})
	}
}

func hasCode(t *report.Target, code string) bool {
	for _, d := range t.NewDiagnostics {
		if string(d.Code) == code {
			return true
		}
	}
	return false
}
