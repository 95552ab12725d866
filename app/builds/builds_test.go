package builds_test

import (
	"bytes"
	"testing"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/generator/tree"
)

func TestArchiveRoundTrip(t *testing.T) {
	in := tree.New()
	_ = in.Add("README.md", []byte("# hi\n"))
	_ = in.AddExecutable("scripts/test", []byte("#!/bin/sh\n"))
	_ = in.Add("src/a/b.go", nil)
	a, err := builds.Archive(in, "sdk-go/")
	if err != nil {
		t.Fatal(err)
	}
	again, _ := builds.Archive(in, "sdk-go/")
	if !bytes.Equal(a, again) {
		t.Error("the same tree gave two archives")
	}
	out, err := builds.Unarchive(a, "sdk-go/")
	if err != nil {
		t.Fatal(err)
	}
	if out.Hash() != in.Hash() {
		t.Errorf("round trip changed the tree: %v", out.Paths())
	}
	if f, _ := out.File("scripts/test"); !f.Executable {
		t.Error("the executable bit was lost")
	}
	if _, err := builds.Unarchive([]byte("not gzip"), ""); err == nil {
		t.Error("garbage unarchived")
	}
}

func TestSummarize(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files []report.FileChange
		want  builds.DiffSummary
	}{
		{"none", nil, builds.DiffSummary{}},
		{"each kind", []report.FileChange{
			{Status: "added", Added: 3}, {Status: "removed", Removed: 2}, {Status: "modified", Added: 1, Removed: 1},
			{Status: "renamed", Added: 1},
		}, builds.DiffSummary{FilesAdded: 1, FilesRemoved: 1, FilesModified: 1, FilesRenamed: 1, LinesAdded: 5, LinesRemoved: 3}},
	} {
		if got := builds.Summarize(tc.files); *got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, *got, tc.want)
		}
	}
}

func TestStatusDone(t *testing.T) {
	for s, want := range map[builds.Status]bool{builds.Queued: false, builds.Running: false, builds.Completed: true,
		builds.Failed: true, builds.Cancelled: true} {
		if s.Done() != want {
			t.Errorf("%s.Done() = %v", s, !want)
		}
	}
}
