package cistatus

import (
	"strings"
	"testing"
)

func TestRunsOnPush(t *testing.T) {
	ci := func(on string) map[string][]byte {
		return map[string][]byte{".github/workflows/ci.yml": []byte("name: CI\non:" + on + "\njobs: {}\n")}
	}
	generated := "\n  push:\n    branches-ignore:\n      - generated\n      - '*--merge-conflict'\n      - codegen/**\n" +
		"      - preview/base/**\n      - integrated/**\n  pull_request: {}"
	for _, tc := range []struct {
		name      string
		workflows map[string][]byte
		branch    string
		want      bool
		reason    string
	}{
		{"the generated ci.yml builds the preview", ci(generated), "preview/feature/x", true, ""},
		{"the generated ci.yml skips the base preview", ci(generated), "preview/base/feature/x", false, "no workflow runs on pushes to preview/base/feature/x"},
		{"an older ci.yml skipped every preview", ci("\n  push:\n    branches-ignore: ['preview/**']"), "preview/x", false, "no workflow runs"},
		{"no workflow", map[string][]byte{"README.md": nil}, "preview/x", false, "has no workflow"},
		{"pull requests only", ci(" [pull_request]"), "preview/x", false, "no workflow runs"},
		{"on: push", ci(" push"), "preview/x", true, ""},
		{"push with a branch list", ci("\n  push:\n    branches: [main, 'preview/*']"), "preview/x", true, ""},
		{"push with a branch list that excludes", ci("\n  push:\n    branches: ['**', '!preview/**']"), "preview/x", false, "no workflow runs"},
		{"push of tags only", ci("\n  push:\n    tags: ['v*']"), "preview/x", false, "no workflow runs"},
		{"push with paths only", ci("\n  push:\n    paths: ['src/**']"), "preview/x", true, ""},
		{"an unreadable workflow counts as running", ci(" [unclosed"), "preview/x", true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, reason := RunsOnPush(tc.workflows, tc.branch)
			if got != tc.want || !strings.Contains(reason, tc.reason) {
				t.Errorf("RunsOnPush = %v, %q; want %v, %q", got, reason, tc.want, tc.reason)
			}
		})
	}
}
