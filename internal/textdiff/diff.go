package textdiff

// Range is a 0-based, half-open range of lines: [Start, Start+Len).
type Range struct{ Start, Len int }

// End is the index just past the range.
func (r Range) End() int { return r.Start + r.Len }

// Edit replaces lines A of the old text with lines B of the new text.
// Edits are sorted and do not overlap.
type Edit struct{ A, B Range }

// Diff returns git's edit script from a to b: xdiff's Myers algorithm as
// `git diff --diff-algorithm=myers --no-indent-heuristic` and
// `git merge-file` use it, including its record cleanup and change
// compaction.
func Diff(a, b []byte) []Edit {
	return diffLines(Lines(a), Lines(b))
}

// diffLines is Diff on text already split into lines
// (xdl_do_diff, xdl_change_compact both ways, xdl_build_script).
func diffLines(a, b [][]byte) []Edit {
	sa, sb := prepare(a, b)
	runMyers(sa, sb)
	compact(sa, sb)
	compact(sb, sa)
	return buildScript(sa, sb)
}

// buildScript turns the changed marks into edits (xdl_build_script). It
// walks both files backwards in step: unchanged lines pair up one to one.
func buildScript(a, b *side) []Edit {
	var edits []Edit
	i1, i2 := len(a.recs), len(b.recs)
	for i1 >= 0 || i2 >= 0 {
		if changedAt(a, i1-1) || changedAt(b, i2-1) {
			l1, l2 := i1, i2
			for changedAt(a, i1-1) {
				i1--
			}
			for changedAt(b, i2-1) {
				i2--
			}
			edits = append(edits, Edit{A: Range{i1, l1 - i1}, B: Range{i2, l2 - i2}})
		}
		i1--
		i2--
	}
	for i, j := 0, len(edits)-1; i < j; i, j = i+1, j-1 {
		edits[i], edits[j] = edits[j], edits[i]
	}
	return edits
}

// changedAt is isChanged that is false before the start of the file.
func changedAt(s *side, i int) bool {
	return i >= 0 && s.isChanged(i)
}
