package cistatus

import (
	"testing"
	"time"
)

func TestRow(t *testing.T) {
	green := Result{State: Done, Build: StepSuccess, Lint: StepSuccess, Test: StepSuccess, RunURL: "https://ci/run"}
	failing := Result{State: Done, Build: StepSuccess, Lint: StepSuccess, Test: StepFailure, FailedTests: 3, RunURL: "https://ci/run"}
	withBase := func(r Result, base Result) Result { r.Base = &base; return r }
	for _, tc := range []struct {
		name string
		r    Result
		want string
	}{
		{"green", green, "build ✅ lint ✅ test ✅ · [run](https://ci/run)"},
		{"newly failing", withBase(failing, green), "build ✅ lint ✅ test ❌ (3 failed) · newly failing · [run](https://ci/run)"},
		{"failing on base too", withBase(failing, failing), "build ✅ lint ✅ test ❌ (3 failed) · tests failing on base too · [run](https://ci/run)"},
		{"lint and tests failing on base too",
			withBase(Result{State: Done, Lint: StepFailure, Test: StepFailure}, Result{State: Done, Lint: StepFailure, Test: StepFailure}),
			"lint ❌ test ❌ · lint, test failing on base too"},
		{"no base", failing, "build ✅ lint ✅ test ❌ (3 failed) · no CI result on base to compare with · [run](https://ci/run)"},
		{"running", Result{State: Running}, "⏳ CI running"},
		{"running, partly done", Result{State: Running, Lint: StepSuccess, Test: StepRunning, RunURL: "https://ci/run"},
			"⏳ CI running (lint ✅ test ⏳) · [run](https://ci/run)"},
		{"timed out", Result{State: TimedOut}, "⚠️ no CI result within 30 min"},
		{"no CI", Result{State: NoCI, Reason: "the SDK repository has no workflow (.github/workflows/)"},
			"⚠️ no CI: the SDK repository has no workflow (.github/workflows/)"},
		{"no permission", Result{State: NoPermission, Reason: "403"},
			"⚠️ CI results not readable: the App may not read the checks of acme/acme-go (403)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Row(tc.r, 30*time.Minute, "acme/acme-go"); got != tc.want {
				t.Errorf("Row =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
	for d, want := range map[time.Duration]string{45 * time.Second: "45 s", 30 * time.Minute: "30 min",
		90 * time.Minute: "90 min", 2 * time.Hour: "2 h"} {
		if got := minutes(d); got != want {
			t.Errorf("minutes(%s) = %q, want %q", d, got, want)
		}
	}
}

func TestAdvance(t *testing.T) {
	done := Result{State: Done, Test: StepSuccess}
	partial := Result{State: Running, Lint: StepSuccess, Test: StepRunning}
	nothing := Result{State: Running}
	for _, tc := range []struct {
		name       string
		prev, read Result
		expired    bool
		want       State
	}{
		{"a result wins", nothing, done, false, Done},
		{"a result after the timeout still shows", Result{State: TimedOut}, done, true, Done},
		{"a result overrides a guessed no-CI", Result{State: NoCI}, done, false, Done},
		{"nothing yet", nothing, nothing, false, Running},
		{"nothing by the timeout", nothing, nothing, true, TimedOut},
		{"still partial at the timeout", nothing, partial, true, TimedOut},
		{"no CI stays no CI", Result{State: NoCI}, nothing, true, NoCI},
		{"a timed out commit stays so until CI says something", Result{State: TimedOut}, nothing, false, TimedOut},
	} {
		if got := advance(tc.prev, tc.read, tc.expired); got.State != tc.want {
			t.Errorf("%s: advance = %s, want %s", tc.name, got.State, tc.want)
		}
	}
}
