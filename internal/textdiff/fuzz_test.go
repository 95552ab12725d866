package textdiff

import (
	"bytes"
	"testing"
)

// FuzzMerge checks invariants that hold for any input: no panic, Diff's
// edits turn a into b, merging identical sides gives that side, and a side
// equal to the base gives the other side.
func FuzzMerge(f *testing.F) {
	for _, tc := range mergeTable {
		f.Add([]byte(tc.base), []byte(tc.ours), []byte(tc.theirs))
	}
	f.Add([]byte("a\r\nb"), []byte("a\nb\r\n"), []byte("\x00\n\n"))
	f.Fuzz(func(t *testing.T, base, ours, theirs []byte) {
		checkDiffApplies(t, base, ours)
		checkDiffApplies(t, ours, theirs)

		m := Merge(base, ours, theirs, testLabels)
		checkConflictOutput(t, m)
		if bytes.Equal(ours, theirs) && (!bytes.Equal(m.Data, ours) || len(m.Conflicts) > 0) {
			t.Fatalf("merging identical sides gave %q", m.Data)
		}
		if got := Merge(base, base, theirs, testLabels); !bytes.Equal(got.Data, theirs) || len(got.Conflicts) > 0 {
			t.Fatalf("ours == base: got %q, want theirs %q", got.Data, theirs)
		}
		if got := Merge(base, ours, base, testLabels); !bytes.Equal(got.Data, ours) || len(got.Conflicts) > 0 {
			t.Fatalf("theirs == base: got %q, want ours %q", got.Data, ours)
		}
		Hunks(base, ours, 3)
	})
}

// checkDiffApplies checks that Diff(a, b) is sorted, does not overlap and
// rebuilds b from a.
func checkDiffApplies(t *testing.T, a, b []byte) {
	t.Helper()
	la, lb := Lines(a), Lines(b)
	var out []byte
	at, bt := 0, 0
	for _, e := range Diff(a, b) {
		if e.A.Start < at || e.B.Start < bt || e.A.Len < 0 || e.B.Len < 0 ||
			e.A.End() > len(la) || e.B.End() > len(lb) || e.A.Start-at != e.B.Start-bt ||
			(e.A.Len == 0 && e.B.Len == 0) {
			t.Fatalf("bad edit %+v after a:%d b:%d", e, at, bt)
		}
		for _, l := range la[at:e.A.Start] {
			out = append(out, l...)
		}
		for _, l := range lb[e.B.Start:e.B.End()] {
			out = append(out, l...)
		}
		at, bt = e.A.End(), e.B.End()
	}
	for _, l := range la[at:] {
		out = append(out, l...)
	}
	if !bytes.Equal(out, b) {
		t.Fatalf("edits rebuild %q, want %q", out, b)
	}
}
