package cistatus

import (
	"fmt"
	"strings"
	"time"
)

// Row is a result as the preview comment's CI line shows it: `build ✅ lint ✅ test ❌ (3 failed)`, how it compares
// with the base, and a link to the run. timeout is the configured wait, named when nothing arrived in time;
// sdkRepo names the repository a reason is about.
func Row(r Result, timeout time.Duration, sdkRepo string) string {
	switch r.State {
	case NoCI:
		return "⚠️ no CI: " + r.Reason
	case NoPermission:
		return fmt.Sprintf("⚠️ CI results not readable: the App may not read the checks of %s (%s)", sdkRepo, r.Reason)
	case TimedOut:
		return "⚠️ no CI result within " + minutes(timeout)
	}
	parts := []string{steps(r)}
	if r.State == Running {
		parts[0] = "⏳ CI running"
		if s := steps(r); s != "" {
			parts[0] += " (" + s + ")"
		}
	} else if r.Failing() {
		parts = append(parts, regression(r))
	}
	if r.RunURL != "" {
		parts = append(parts, "[run]("+r.RunURL+")")
	}
	return strings.Join(parts, " · ")
}

// steps is "build ✅ lint ✅ test ❌ (3 failed)", leaving out the steps the CI does not have.
func steps(r Result) string {
	var out []string
	for _, s := range r.steps() {
		if s.step == "" {
			continue
		}
		word := s.name + " " + mark(s.step)
		if s.name == "test" && s.step == StepFailure && r.FailedTests > 0 {
			word += fmt.Sprintf(" (%d failed)", r.FailedTests)
		}
		out = append(out, word)
	}
	return strings.Join(out, " ")
}

func mark(s Step) string {
	switch s {
	case StepSuccess:
		return "✅"
	case StepFailure:
		return "❌"
	case StepSkipped:
		return "⏭️ skipped"
	default:
		return "⏳"
	}
}

// regression says whether the failure is this pull request's: "newly failing", "<steps> failing on base too",
// or that the base's result is not known.
func regression(r Result) string {
	newly, known := r.Regression()
	switch {
	case !known:
		return "no CI result on base to compare with"
	case newly:
		return "newly failing"
	}
	failed := r.failedSteps()
	if len(failed) == 1 && failed[0] == "test" {
		return "tests failing on base too"
	}
	return strings.Join(failed, ", ") + " failing on base too"
}

// minutes names a wait: "30 min", "90 min", "2 h", "45 s".
func minutes(d time.Duration) string {
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%d s", int(d.Seconds()))
	case d%time.Hour == 0:
		return fmt.Sprintf("%d h", int(d.Hours()))
	default:
		return fmt.Sprintf("%d min", int(d.Minutes()))
	}
}
