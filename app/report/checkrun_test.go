package report

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/generator/diag"
)

func TestCheckRunConclusions(t *testing.T) {
	conclusions := []Conclusion{Success, Noop, Note, Warning, Error, Fatal, MergeConflict, UpstreamMergeConflict,
		TimedOut, "something_new"}
	// s = success, n = neutral, F = failure, T = timed_out; one letter per conclusion above.
	want := map[string]string{
		"note":    "s s F F F F F F T F",
		"warning": "s s s F F F F F T F",
		"error":   "s s s s F F F F T F",
		"":        "s s s s F F F F T F", // the default is error
		"bogus":   "s s s s F F F F T F", // so is a value sdkgen.yml validation should have refused
		"fatal":   "s s s s n F F F T F",
		"never":   "s s s s n n n n n n",
	}
	names := map[string]string{"s": "success", "n": "neutral", "F": "failure", "T": "timed_out"}
	for failOn, row := range want {
		for i, letter := range strings.Fields(row) {
			r := baseReport()
			r.FailOn = failOn
			r.Targets = []Target{{Target: "go", Conclusion: conclusions[i]}}
			run := CheckRuns(r)[0]
			if run.Conclusion != names[letter] || run.Status != "completed" {
				t.Errorf("fail_on %q, %s: %s %s; want completed %s", failOn, conclusions[i], run.Status, run.Conclusion,
					names[letter])
			}
		}
	}
}

func TestCheckRunStates(t *testing.T) {
	r := runningReport()
	runs := CheckRuns(r)
	if len(runs) != 3 || runs[0].Status != "completed" || runs[1].Status != "in_progress" || runs[1].Conclusion != "" {
		t.Errorf("a target without a conclusion is in progress: %+v", runs)
	}
	r.Running, r.Skipped = false, true
	for _, run := range CheckRuns(r) {
		if run.Conclusion != "skipped" || run.Status != "completed" {
			t.Errorf("a skipped build's runs are skipped: %+v", run)
		}
	}
	if CheckRuns(nil) != nil {
		t.Error("no report, no runs")
	}
}

func TestCheckRunsGolden(t *testing.T) {
	for name, r := range map[string]*Report{
		"checkruns-typical.txt":  typicalReport(),
		"checkruns-fatal.txt":    fatalReport(),
		"checkruns-conflict.txt": conflictReport(),
	} {
		t.Run(name, func(t *testing.T) {
			runs := CheckRuns(r)
			for _, run := range runs {
				if run.Name == "" || !strings.HasPrefix(run.Name, "sdkgen / ") || run.HeadSHA != r.HeadSHA {
					t.Errorf("bad run identity: %q %q", run.Name, run.HeadSHA)
				}
				checkWellFormed(t, run.Summary)
				checkWellFormed(t, run.Text)
			}
			checkGolden(t, name, dumpRuns(runs))
		})
	}
}

// dumpRuns renders check runs for review: their fields, one annotation a line, then the summary and the text.
func dumpRuns(runs []gh.CheckRun) string {
	var b strings.Builder
	for _, r := range runs {
		fmt.Fprintf(&b, "=== %s\nhead_sha: %s\nstatus: %s\nconclusion: %s\ndetails_url: %s\ntitle: %s\n",
			r.Name, r.HeadSHA, r.Status, r.Conclusion, r.DetailsURL, r.Title)
		for _, a := range r.Annotations {
			fmt.Fprintf(&b, "annotation: %s:%d-%d %s %s: %s\n", a.Path, a.StartLine, a.EndLine, a.Level, a.Title, a.Message)
		}
		fmt.Fprintf(&b, "--- summary\n%s--- text\n%s\n", r.Summary, r.Text)
	}
	return b.String()
}

func TestCheckRunHugeDiffText(t *testing.T) {
	r := baseReport()
	tgt := sdkTarget("go", Success)
	tgt.Diff, tgt.Files = bigDiff("big.go", 50000, 30)
	r.Targets = []Target{tgt}
	run := CheckRuns(r)[0]
	if len(run.Text) >= CommentLimit || !strings.Contains(run.Text, "The diff was cut") {
		t.Errorf("the run's text is %d bytes and should be cut below %d with a note", len(run.Text), CommentLimit)
	}
}

func TestAnnotations(t *testing.T) {
	r := baseReport()
	r.SpecPath, r.ConfigPath = "api/openapi.yml", "./sdkgen.yml"
	tgt := sdkTarget("go", Error)
	tgt.NewDiagnostics = []diag.Diagnostic{
		{Code: "C/Config", Level: diag.Warning, Message: "in the config by path", File: "sdkgen.yml", Line: 9},
		{Code: "C/Spec", Level: diag.Error, Message: "in the spec by base name", File: "openapi.yml", Line: 20},
		{Code: "C/Spec", Level: diag.Note, Message: "same line, a note", File: "api/openapi.yml", Line: 20},
		{Code: "C/Fatal", Level: diag.Fatal, Message: "whole file", File: "api/openapi.yml"},
		{Code: "C/Other", Level: diag.Error, Message: "elsewhere", File: "other.yml", Line: 1},
		{Code: "C/None", Level: diag.Error, Message: "nowhere"},
		{Code: "C/Ignored", Level: diag.Error, Message: "ignored", File: "sdkgen.yml", Line: 1, Ignored: true},
	}
	r.Targets = []Target{tgt}
	got := CheckRuns(r)[0].Annotations
	want := []gh.Annotation{
		{Path: "api/openapi.yml", StartLine: 1, EndLine: 1, Level: "failure", Title: "C/Fatal", Message: "whole file"},
		{Path: "api/openapi.yml", StartLine: 20, EndLine: 20, Level: "failure", Title: "C/Spec", Message: "in the spec by base name"},
		{Path: "api/openapi.yml", StartLine: 20, EndLine: 20, Level: "notice", Title: "C/Spec", Message: "same line, a note"},
		{Path: "sdkgen.yml", StartLine: 9, EndLine: 9, Level: "warning", Title: "C/Config", Message: "in the config by path"},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("annotations:\n got %+v\nwant %+v", got, want)
	}
}

func TestBatches(t *testing.T) {
	a := make([]gh.Annotation, 120)
	for i := range a {
		a[i].StartLine = i
	}
	for _, tc := range []struct {
		n    int
		want []int
	}{{50, []int{50, 50, 20}}, {0, []int{50, 50, 20}}, {-1, []int{50, 50, 20}}, {120, []int{120}}, {7, nil}} {
		got := Batches(a, tc.n)
		if tc.want == nil {
			tc.want = make([]int, 18)
			for i := range tc.want {
				tc.want[i] = 7
			}
			tc.want[17] = 1
		}
		var sizes []int
		next := 0
		for _, b := range got {
			sizes = append(sizes, len(b))
			for _, x := range b {
				if x.StartLine != next {
					t.Fatalf("n=%d: batches are out of order", tc.n)
				}
				next++
			}
		}
		if fmt.Sprint(sizes) != fmt.Sprint(tc.want) {
			t.Errorf("Batches(120, %d) sizes %v, want %v", tc.n, sizes, tc.want)
		}
	}
	if b := Batches(nil, 50); len(b) != 0 {
		t.Errorf("no annotations, no batches: %v", b)
	}
	b := Batches(a, 50)
	_ = append(b[0], gh.Annotation{StartLine: -1})
	if b[1][0].StartLine != 50 {
		t.Error("appending to a batch must not overwrite the next one")
	}
}
