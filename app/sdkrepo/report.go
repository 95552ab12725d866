package sdkrepo

import (
	"fmt"

	"github.com/sdkgen/sdkgen/internal/textdiff"
)

// Outcome says what a new generation does to a piece of custom code.
type Outcome string

// Outcomes.
const (
	// OutcomeKept: the generator did not touch it (or it is in keep_files or a custom code folder).
	OutcomeKept Outcome = "kept"
	// OutcomeMerged: the generator changed the file too, and the edit merged cleanly.
	OutcomeMerged Outcome = "merged"
	// OutcomeConflict: the edit conflicts with the new generation and needs a person.
	OutcomeConflict Outcome = "conflict"
)

// CustomChange is how people changed a file relative to the generator's output.
type CustomChange string

// Custom changes.
const (
	CustomAdded    CustomChange = "added"
	CustomModified CustomChange = "modified"
	CustomDeleted  CustomChange = "deleted"
	CustomMode     CustomChange = "mode" // only the file mode (e.g. made executable)
)

// CustomFile is one file of custom code: a path where the working branch differs from the generator's
// output. The report of every such file is what a pull request comment shows before anything is merged.
type CustomFile struct {
	// Path is the file on the working branch.
	Path string
	// MovedTo is set when the new generation moved the file: people's edits are merged into it there.
	MovedTo   string
	Change    CustomChange
	Protected bool // in keep_files or a custom code folder
	Binary    bool
	Outcome   Outcome // the file's worst hunk outcome
	Hunks     []CustomHunk
}

// CustomHunk is one hunk people added, as a unified diff from the generator's output to theirs.
type CustomHunk struct {
	Header  string   // "@@ -12,3 +12,7 @@"
	Lines   []string // ' ', '-' and '+' lines
	Outcome Outcome
}

// ChangeCount counts the files a new generation added, changed and removed relative to the previous one. Renamed
// counts the moves the merge followed (files people changed that the generation moved): such a file is not counted
// as added and removed, but as Modified too when the generation also changed it.
type ChangeCount struct{ Added, Modified, Removed, Renamed int }

func (c *ChangeCount) count(prev, next *entry) {
	switch {
	case prev == nil && next != nil:
		c.Added++
	case prev != nil && next == nil:
		c.Removed++
	case prev != nil && !same(prev, next):
		c.Modified++
	}
}

// report records a path people changed, every hunk with the same outcome. Paths people did not change are not
// custom code.
func (m *merger) report(p string, b, o *entry, outcome Outcome, protected bool) error {
	if same(b, o) {
		return nil
	}
	cf := m.customFile(p, b, o, outcome)
	cf.Protected = protected
	if cf.Change != CustomMode {
		before, after, err := m.loadPair(b, o)
		if err != nil {
			return err
		}
		addHunks(&cf, before, after, nil)
	}
	m.out.custom = append(m.out.custom, cf)
	return nil
}

// reportMerged records a text file both sides changed; conflicts (in the working branch's lines, like the
// edits) decide each hunk's outcome.
func (m *merger) reportMerged(p string, b, o *entry, before, after []byte, conflicts []textdiff.Conflict) {
	cf := m.customFile(p, b, o, OutcomeMerged)
	addHunks(&cf, before, after, conflicts)
	m.out.custom = append(m.out.custom, cf)
}

// customFile starts the report of merge path p: people's file is at the path the generator moved it from, if it did.
func (m *merger) customFile(p string, b, o *entry, outcome Outcome) CustomFile {
	cf := CustomFile{Path: p, Change: customChange(b, o), Outcome: outcome}
	if old, ok := m.movedFrom[p]; ok {
		cf.Path, cf.MovedTo = old, p
	}
	return cf
}

func (m *merger) loadPair(b, o *entry) (before, after []byte, err error) {
	if b != nil {
		if before, err = m.load(b.Hash); err != nil {
			return nil, nil, err
		}
	}
	if o != nil {
		if after, err = m.load(o.Hash); err != nil {
			return nil, nil, err
		}
	}
	return before, after, nil
}

func customChange(b, o *entry) CustomChange {
	switch {
	case b == nil:
		return CustomAdded
	case o == nil:
		return CustomDeleted
	case b.Hash == o.Hash:
		return CustomMode
	}
	return CustomModified
}

// addHunks adds the unified hunks from the generator's file to people's. Without conflicts every hunk takes the
// file's outcome; with them, a hunk conflicts when one of its edits touches a conflicted region.
func addHunks(cf *CustomFile, before, after []byte, conflicts []textdiff.Conflict) {
	if textdiff.IsBinary(before) || textdiff.IsBinary(after) {
		cf.Binary = true
		return
	}
	edits := textdiff.Diff(before, after)
	for _, h := range textdiff.Hunks(before, after, 3) {
		outcome := cf.Outcome
		if conflicts != nil {
			outcome = hunkOutcome(h, edits, conflicts)
		}
		cf.Hunks = append(cf.Hunks, CustomHunk{Header: hunkHeader(h), Lines: h.Lines, Outcome: outcome})
		if outcome == OutcomeConflict {
			cf.Outcome = OutcomeConflict
		}
	}
}

// hunkOutcome is conflict when an edit inside the hunk overlaps or touches a conflicted region.
func hunkOutcome(h textdiff.Hunk, edits []textdiff.Edit, conflicts []textdiff.Conflict) Outcome {
	for _, e := range edits {
		if !within(e.B, h.B) {
			continue
		}
		for _, c := range conflicts {
			if touches(e.B, c.Ours) {
				return OutcomeConflict
			}
		}
	}
	return OutcomeMerged
}

func within(inner, outer textdiff.Range) bool {
	return inner.Start >= outer.Start && inner.Start+inner.Len <= outer.Start+outer.Len
}

// touches reports whether two line ranges overlap, counting an empty range (a pure deletion or insertion point)
// as touching the ranges it borders.
func touches(a, b textdiff.Range) bool {
	if a.Len == 0 || b.Len == 0 {
		return a.Start <= b.Start+b.Len && b.Start <= a.Start+a.Len
	}
	return a.Start < b.Start+b.Len && b.Start < a.Start+a.Len
}

func hunkHeader(h textdiff.Hunk) string {
	return fmt.Sprintf("@@ -%s +%s @@", unifiedRange(h.A), unifiedRange(h.B))
}

// unifiedRange prints a range as git does: "start,len", with ",1" omitted and an empty range at the line before it.
func unifiedRange(r textdiff.Range) string {
	start := r.Start + 1
	if r.Len == 0 {
		start = r.Start
	}
	if r.Len == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, r.Len)
}
