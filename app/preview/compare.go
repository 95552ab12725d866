package preview

import (
	"bytes"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"

	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/surface"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/internal/textdiff"
)

// diffContext is the number of context lines around each change, as git diff.
const diffContext = 3

// compareTarget compares one target's base and head outputs into its report entry (without the SDK repository
// parts, which sdkrepos.go adds).
func compareTarget(name string, base, head *Side, changes []surface.Change) report.Target {
	t := report.Target{Target: name}
	t.NewDiagnostics = newDiagnostics(base.diagnostics(name), head.diagnostics(name))
	ho := head.output(name)
	switch {
	case ho.timedOut:
		t.Conclusion, t.Failure = report.TimedOut, fmt.Sprintf("%s did not finish generating in time", name)
		return t
	case ho.out == nil:
		t.Conclusion, t.Failure = report.Fatal, ho.failure
		return t
	}
	baseTree := tree.New()
	if bo := base.output(name); bo.out != nil {
		baseTree = bo.out.Tree
	}
	headTree := ho.out.Tree
	if baseTree.Hash() == headTree.Hash() {
		t.Conclusion = report.Noop
		return t
	}
	t.Files, t.Diff = diffTrees(baseTree, headTree)
	t.Surface = changes
	t.Conclusion = conclusion(t.NewDiagnostics)
	return t
}

// surfaceChanges is the change to the public API surface from base to head, the same for every target. A side
// without an IR has an empty surface; a panic leaves the surface out rather than crash the worker.
func surfaceChanges(log *slog.Logger, base, head *Side) (changes []surface.Change) {
	if head.res == nil || head.res.API == nil || head.failure != "" {
		return nil
	}
	defer func() {
		if r := recover(); r != nil {
			log.Error("surface diff panicked", "panic", r, "stack", string(debug.Stack()))
			changes = nil
		}
	}()
	var baseAPI *ir.API
	if base.res != nil && base.failure == "" {
		baseAPI = base.res.API
	}
	return surface.Diff(surface.Extract(baseAPI), surface.Extract(head.res.API))
}

// output is a side's output for target: an empty one when the side has no SDKs, the side's failure when its
// inputs could not be loaded.
func (s *Side) output(target string) *targetOutput {
	if o, ok := s.outputs[target]; ok {
		return o
	}
	switch {
	case s.timedOut:
		return &targetOutput{timedOut: true}
	case s.failure != "":
		return &targetOutput{failure: s.failure}
	case s.absent:
		return &targetOutput{out: nil}
	}
	return &targetOutput{failure: fmt.Sprintf("%s is not configured on the %s", target, s.name)}
}

// conclusion is a changed target's conclusion: the level of its worst new diagnostic, success without any.
func conclusion(newDiags diag.List) report.Conclusion {
	switch newDiags.Worst() {
	case diag.Fatal:
		return report.Fatal
	case diag.Error:
		return report.Error
	case diag.Warning:
		return report.Warning
	case diag.Note:
		return report.Note
	}
	return report.Success
}

// diagKey is what makes two diagnostics the same across builds (SERVICE-BEHAVIOUR.md §5.5).
type diagKey struct{ code, message, configRef, specRef string }

func keyOf(d diag.Diagnostic) diagKey {
	return diagKey{string(d.Code), d.Message, d.ConfigRef, d.SpecRef}
}

// newDiagnostics returns the head's diagnostics the base did not have, ignored ones excluded, in head order.
func newDiagnostics(base, head diag.List) []diag.Diagnostic {
	seen := map[diagKey]bool{}
	for _, d := range base {
		seen[keyOf(d)] = true
	}
	var out []diag.Diagnostic
	for _, d := range head {
		if !d.Ignored && !seen[keyOf(d)] {
			seen[keyOf(d)] = true // a repeated diagnostic is listed once
			out = append(out, d)
		}
	}
	return out
}

// diffTrees lists the files that differ between two trees, with their line counts, and writes their unified
// diff in path order, as `git diff -M` would: a file the head moved (similarity >= 50%) is one rename, shown at its
// new path with the lines the move changed, not a deletion and an addition.
func diffTrees(base, head *tree.Tree) ([]report.FileChange, string) {
	renamedFrom, renamedTo := treeRenames(base, head)
	var changes []report.FileChange
	var buf bytes.Buffer
	for _, p := range unionPaths(base, head) {
		if _, moved := renamedFrom[p]; moved {
			continue // shown at its new path
		}
		oldPath := p
		if r, ok := renamedTo[p]; ok {
			oldPath = r.from
		}
		bf, inBase := base.File(oldPath)
		hf, inHead := head.File(p)
		if inBase && inHead && oldPath == p && bf.Executable == hf.Executable && bytes.Equal(bf.Data, hf.Data) {
			continue
		}
		fc := report.FileChange{Path: p, Status: "modified"}
		switch {
		case oldPath != p:
			fc.Status, fc.OldPath, fc.Similarity = "renamed", oldPath, renamedTo[p].percent
		case !inBase:
			fc.Status = "added"
		case !inHead:
			fc.Status = "removed"
		}
		fc.Binary = textdiff.IsBinary(bf.Data) || textdiff.IsBinary(hf.Data)
		if !fc.Binary {
			for _, e := range textdiff.Diff(bf.Data, hf.Data) {
				fc.Removed += e.A.Len
				fc.Added += e.B.Len
			}
		}
		writeFileDiff(&buf, fc, bf, hf)
		changes = append(changes, fc)
	}
	return changes, buf.String()
}

// treeRename is one file the head moved.
type treeRename struct {
	from, to string
	percent  int
}

// treeRenames detects the files the head moved: the base's files the head lacks against the head's files the base
// lacks, as git diff does (empty files included). It returns the renames by old and by new path.
func treeRenames(base, head *tree.Tree) (byFrom, byTo map[string]treeRename) {
	sources, dests := onlyIn(base, head), onlyIn(head, base)
	byFrom, byTo = map[string]treeRename{}, map[string]treeRename{}
	for _, r := range textdiff.DetectRenames(sources, dests, textdiff.RenameOptions{RenameEmpty: true}) {
		tr := treeRename{from: sources[r.From].Path, to: dests[r.To].Path, percent: r.Percent()}
		byFrom[tr.from], byTo[tr.to] = tr, tr
	}
	return byFrom, byTo
}

// onlyIn lists the files of a whose paths b lacks, in path order, as rename candidates.
func onlyIn(a, b *tree.Tree) []textdiff.RenameFile {
	var out []textdiff.RenameFile
	for _, p := range a.Paths() {
		if _, ok := b.File(p); ok {
			continue
		}
		f, _ := a.File(p)
		m := uint32(0o100644)
		if f.Executable {
			m = 0o100755
		}
		out = append(out, textdiff.RenameFile{Path: p, Mode: m, Data: f.Data})
	}
	return out
}

func unionPaths(a, b *tree.Tree) []string {
	ap, bp := a.Paths(), b.Paths()
	out := make([]string, 0, len(ap)+len(bp))
	i, j := 0, 0
	for i < len(ap) || j < len(bp) {
		switch {
		case j == len(bp) || (i < len(ap) && ap[i] < bp[j]):
			out = append(out, ap[i])
			i++
		case i == len(ap) || bp[j] < ap[i]:
			out = append(out, bp[j])
			j++
		default:
			out = append(out, ap[i])
			i, j = i+1, j+1
		}
	}
	return out
}

// writeFileDiff writes one file's diff with git's headers: new and deleted files against /dev/null, mode
// changes, renames with their similarity, and "Binary files ... differ" for binary content.
func writeFileDiff(buf *bytes.Buffer, fc report.FileChange, bf, hf tree.File) {
	p, old := fc.Path, fc.Path
	if fc.OldPath != "" {
		old = fc.OldPath
	}
	fmt.Fprintf(buf, "diff --git a/%s b/%s\n", old, p)
	oldName, newName := "a/"+old, "b/"+p
	switch fc.Status {
	case "added":
		fmt.Fprintf(buf, "new file mode %s\n", mode(hf))
		oldName = "/dev/null"
	case "removed":
		fmt.Fprintf(buf, "deleted file mode %s\n", mode(bf))
		newName = "/dev/null"
	default:
		if bf.Executable != hf.Executable {
			fmt.Fprintf(buf, "old mode %s\nnew mode %s\n", mode(bf), mode(hf))
		}
		if fc.Status == "renamed" {
			fmt.Fprintf(buf, "similarity index %d%%\nrename from %s\nrename to %s\n", fc.Similarity, old, p)
		}
	}
	if bytes.Equal(bf.Data, hf.Data) {
		return // a pure rename or mode change has no content diff
	}
	if fc.Binary {
		fmt.Fprintf(buf, "Binary files %s and %s differ\n", oldName, newName)
		return
	}
	var file bytes.Buffer
	_ = textdiff.WriteUnified(&file, old, p, bf.Data, hf.Data, diffContext) // a bytes.Buffer never fails
	out := file.String()
	// WriteUnified names both sides a/ and b/; git names a missing side /dev/null.
	out = strings.Replace(out, "--- a/"+old+"\n", "--- "+oldName+"\n", 1)
	out = strings.Replace(out, "+++ b/"+p+"\n", "+++ "+newName+"\n", 1)
	buf.WriteString(out)
}

func mode(f tree.File) string {
	if f.Executable {
		return "100755"
	}
	return "100644"
}
