package cistatus

import (
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
)

func run(name, status, conclusion string) gh.CIRun {
	return gh.CIRun{Name: name, Status: status, Conclusion: conclusion, App: "github-actions", HTMLURL: "https://ci/" + name}
}

func TestClassify(t *testing.T) {
	green := []gh.CIRun{run("lint", "completed", "success"), run("build", "completed", "success"), run("test", "completed", "success")}
	failing := func(summary string) []gh.CIRun {
		r := run("test", "completed", "failure")
		r.Summary = summary
		return []gh.CIRun{run("lint", "completed", "success"), run("build", "completed", "success"), r}
	}
	for _, tc := range []struct {
		name string
		runs []gh.CIRun
		want Result
	}{
		{"nothing reported yet", nil, Result{State: Running}},
		{"the generated ci.yml, green", green,
			Result{State: Done, Build: StepSuccess, Lint: StepSuccess, Test: StepSuccess, RunURL: "https://ci/lint"}},
		{"tests fail with a count", failing("Tests: 3 failed, 12 passed"),
			Result{State: Done, Build: StepSuccess, Lint: StepSuccess, Test: StepFailure, FailedTests: 3, RunURL: "https://ci/test"}},
		{"tests fail without a count", failing("exit status 1"),
			Result{State: Done, Build: StepSuccess, Lint: StepSuccess, Test: StepFailure, RunURL: "https://ci/test"}},
		{"a job still runs", []gh.CIRun{run("lint", "completed", "success"), run("test", "in_progress", "")},
			Result{State: Running, Lint: StepSuccess, Test: StepRunning, RunURL: "https://ci/lint"}},
		{"other names: matrix, words, typecheck, unknown jobs are the build",
			[]gh.CIRun{run("Run tests (3.12)", "completed", "success"), run("typecheck", "completed", "failure"),
				run("CI", "completed", "success"), run("Compile", "completed", "skipped")},
			Result{State: Done, Build: StepSuccess, Lint: StepFailure, Test: StepSuccess, RunURL: "https://ci/typecheck"}},
		{"a skipped job is not green", []gh.CIRun{run("test", "completed", "skipped")},
			Result{State: Done, Test: StepSkipped, RunURL: "https://ci/test"}},
		{"cancelled and timed out fail", []gh.CIRun{run("build", "completed", "cancelled"), run("test", "completed", "timed_out")},
			Result{State: Done, Build: StepFailure, Test: StepFailure, RunURL: "https://ci/build"}},
		{"sdkgen's own checks are not CI",
			[]gh.CIRun{{Name: "sdkgen / release check", Status: "completed", Conclusion: "failure", App: "other"},
				{Name: "lint", Status: "completed", Conclusion: "failure", App: "sdkgen"}},
			Result{State: Running}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Classify(tc.runs, "sdkgen"); got != tc.want {
				t.Errorf("Classify = %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestFailedTests(t *testing.T) {
	for text, want := range map[string]int{
		"Tests: 3 failed, 12 passed":                   3,
		"===== 2 failed, 40 passed in 3.2s =====":      2,
		"Tests run: 50, Failures: 4, Errors: 0":        4,
		"12 runs, 30 assertions, 5 failures, 0 errors": 5,
		"FAIL: 7": 7,
		"suite a: 1 failed\nsuite b: 2 failed\n3 failed": 3,
		"all passed": 0,
	} {
		if got := failedTests(text); got != want {
			t.Errorf("failedTests(%q) = %d, want %d", text, got, want)
		}
	}
}

func TestRegression(t *testing.T) {
	failing := Result{State: Done, Build: StepSuccess, Test: StepFailure}
	baseGreen := &Result{State: Done, Build: StepSuccess, Test: StepSuccess}
	baseFailing := &Result{State: Done, Build: StepSuccess, Test: StepFailure}
	for _, tc := range []struct {
		name                string
		base                *Result
		newly, known, fails bool
	}{
		{"base green", baseGreen, true, true, true},
		{"base fails the same", baseFailing, false, true, false},
		{"base unknown", nil, false, false, true},
		{"base still running", &Result{State: Running}, false, false, true},
	} {
		r := failing
		r.Base = tc.base
		newly, known := r.Regression()
		if newly != tc.newly || known != tc.known || Fails(r, "error") != tc.fails {
			t.Errorf("%s: Regression = %v, %v, Fails = %v; want %v, %v, %v", tc.name, newly, known, Fails(r, "error"),
				tc.newly, tc.known, tc.fails)
		}
		if Fails(r, "never") {
			t.Errorf("%s: fail_on never must only report", tc.name)
		}
	}
}
