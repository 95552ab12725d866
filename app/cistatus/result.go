// Package cistatus follows the CI of the preview branches a preview build pushes to SDK repositories and shows
// it in the preview comment: per target whether the SDK builds, lints and passes its tests, against the SDK
// repository's own CI result for the commit the preview was based on (issue 27).
package cistatus

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
)

// State is where a preview commit's CI is.
type State string

// States of a preview commit's CI.
const (
	// Running: no result yet (nothing reported, or some checks still run).
	Running State = "running"
	// Done: every check reported.
	Done State = "done"
	// NoCI: the repository runs no CI on the preview branch (no workflow, or none triggered by the push).
	NoCI State = "no_ci"
	// NoPermission: GitHub refused to show the commit's checks to the App (403).
	NoPermission State = "no_permission"
	// TimedOut: no result arrived within the configured time.
	TimedOut State = "timed_out"
)

// Step is the outcome of one of build, lint and test.
type Step string

// Step outcomes; "" is a step the CI does not have.
const (
	StepRunning Step = "running"
	StepSuccess Step = "success"
	StepFailure Step = "failure"
	StepSkipped Step = "skipped"
)

// Result is a commit's CI result.
type Result struct {
	State State `json:"state"`
	Build Step  `json:"build,omitempty"`
	Lint  Step  `json:"lint,omitempty"`
	Test  Step  `json:"test,omitempty"`
	// FailedTests is the number of failed tests the test checks reported, 0 when they did not say.
	FailedTests int `json:"failed_tests,omitempty"`
	// RunURL links the run: the first failed check, else the first check.
	RunURL string `json:"run_url,omitempty"`
	// Reason says why there is no result (NoCI, NoPermission).
	Reason string `json:"reason,omitempty"`
	// Base is the CI result of the commit the preview was based on (the working branch's head), nil when unknown.
	Base *Result `json:"base,omitempty"`
}

// Failing reports whether a step failed.
func (r Result) Failing() bool {
	return r.State == Done && (r.Build == StepFailure || r.Lint == StepFailure || r.Test == StepFailure)
}

// failedSteps names the steps that failed, in order.
func (r Result) failedSteps() []string {
	var out []string
	for _, s := range r.steps() {
		if s.step == StepFailure {
			out = append(out, s.name)
		}
	}
	return out
}

type namedStep struct {
	name string
	step Step
}

func (r Result) steps() []namedStep {
	return []namedStep{{"build", r.Build}, {"lint", r.Lint}, {"test", r.Test}}
}

// Regression says how a failing result compares with its base: every failed step fails on the base too, or
// something fails newly. ok is false when the base's result is not known.
func (r Result) Regression() (newly, ok bool) {
	if r.Base == nil || r.Base.State != Done {
		return false, false
	}
	base := map[string]Step{}
	for _, s := range r.Base.steps() {
		base[s.name] = s.step
	}
	for _, name := range r.failedSteps() {
		if base[name] != StepFailure {
			return true, true
		}
	}
	return false, true
}

// Classify reads a commit's check runs into a result. Runs made by self (the App's own slug) or named like
// sdkgen's checks ("sdkgen / ...") are not CI. A commit without runs is still Running: whether it never gets
// any is for the timeout to say.
func Classify(runs []gh.CIRun, self string) Result {
	res := Result{State: Running}
	seen, linksFailure := false, false
	for _, run := range runs {
		if (self != "" && strings.EqualFold(run.App, self)) || strings.HasPrefix(run.Name, "sdkgen / ") {
			continue
		}
		seen = true
		step := stepOf(run)
		switch category(run.Name) {
		case "lint":
			res.Lint = worse(res.Lint, step)
		case "test":
			res.Test = worse(res.Test, step)
			if step == StepFailure {
				res.FailedTests += failedTests(run.Summary + "\n" + run.Text)
			}
		default:
			res.Build = worse(res.Build, step)
		}
		if res.RunURL == "" || (step == StepFailure && !linksFailure) {
			res.RunURL, linksFailure = run.HTMLURL, step == StepFailure
		}
	}
	if !seen {
		return res
	}
	res.State = Done
	for _, s := range res.steps() {
		if s.step == StepRunning {
			res.State = Running
		}
	}
	return res
}

// stepOf is a check run's outcome.
func stepOf(run gh.CIRun) Step {
	if run.Status != "completed" {
		return StepRunning
	}
	switch run.Conclusion {
	case "success", "neutral":
		return StepSuccess
	case "skipped":
		return StepSkipped
	default: // failure, timed_out, cancelled, action_required, startup_failure, stale
		return StepFailure
	}
}

// worse keeps the worse of two outcomes of a step's checks: running, then failure, then success, then skipped.
func worse(a, b Step) Step {
	rank := map[Step]int{"": 0, StepSkipped: 1, StepSuccess: 2, StepFailure: 3, StepRunning: 4}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

var (
	wordRE  = regexp.MustCompile(`[a-z0-9]+`)
	lintish = map[string]bool{"lint": true, "lints": true, "linter": true, "linters": true, "linting": true,
		"format": true, "formatting": true, "fmt": true, "style": true, "vet": true, "typecheck": true}
	testish = map[string]bool{"test": true, "tests": true, "testing": true, "spec": true, "specs": true,
		"unittest": true, "pytest": true, "e2e": true}
)

// category maps a check's name to build, lint or test: the generated ci.yml names its jobs lint, build and test;
// other CI names them "Run tests", "lint (ubuntu, 3.12)", "CI / test"... Words decide, test before lint (a
// "lint and test" job fails the tests first); anything else is the build.
func category(name string) string {
	words := wordRE.FindAllString(strings.ToLower(name), -1)
	for _, w := range words {
		if testish[w] || strings.HasPrefix(w, "test") {
			return "test"
		}
	}
	for _, w := range words {
		if lintish[w] {
			return "lint"
		}
	}
	return "build"
}

// failedRE finds the failed count test reporters write: "3 failed" (pytest, jest, vitest), "Tests: 3 failed",
// "failures: 3" / "3 failures" (JUnit, minitest, RSpec), "FAIL: 3".
var failedRE = regexp.MustCompile(`(?i)(\d+)\s+(?:failed|failing|failures?)\b|\b(?:failed|failures?|fail)\s*[:=]\s*(\d+)`)

// failedTests is the largest failed count the text reports (a summary repeats per-suite counts and the total).
func failedTests(text string) int {
	best := 0
	for _, m := range failedRE.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[1] + m[2])
		best = max(best, n)
	}
	return best
}

// String is the result for logs.
func (r Result) String() string {
	return fmt.Sprintf("%s build=%s lint=%s test=%s failed=%d", r.State, r.Build, r.Lint, r.Test, r.FailedTests)
}
