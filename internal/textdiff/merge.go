package textdiff

// Labels name the sides in conflict markers, like
// `git merge-file -L ours -L base -L theirs`. Base is not shown in git's
// default conflict style, but is kept for callers that log it.
type Labels struct{ Ours, Base, Theirs string }

// Conflict is one conflicted region.
type Conflict struct {
	// Ours and Theirs are the conflicting lines of each input.
	Ours, Theirs Range
	// Output is the lines of Merged.Data from the "<<<<<<<" marker line
	// through the ">>>>>>>" line.
	Output Range
}

// Merged is the result of a three-way merge.
type Merged struct {
	Data      []byte
	Conflicts []Conflict
}

// Merge is `git merge-file -p -L <Ours> -L <Base> -L <Theirs> ours base
// theirs` with git's defaults. Data is git's output byte for byte and
// len(Conflicts) is git's exit status (git caps it at 127). git refuses
// binary files (see IsBinary); Merge merges whatever it is given as lines.
func Merge(base, ours, theirs []byte, labels Labels) Merged {
	b, o, t := Lines(base), Lines(ours), Lines(theirs)
	ob := diffLines(b, o)
	tb := diffLines(b, t)
	// xdl_merge: a side without changes makes the other side the result,
	// verbatim.
	if len(ob) == 0 {
		return Merged{Data: append([]byte(nil), theirs...)}
	}
	if len(tb) == 0 {
		return Merged{Data: append([]byte(nil), ours...)}
	}
	m := &merge{base: b, ours: o, theirs: t}
	m.combine(ob, tb)
	m.refineConflicts()
	m.simplifyNonConflicts()
	return m.output(labels)
}

// Modes of a merge chunk, as xdiff numbers them.
const (
	modeConflict  = 0
	modeOurs      = 1 // only ours changed: keep ours
	modeTheirs    = 2 // only theirs changed: take theirs
	modeIdentical = 4 // a conflict whose two sides turned out equal
)

// chunk is one region where ours or theirs (or both) changed the base:
// base lines [i0,i0+chg0), ours [i1,i1+chg1), theirs [i2,i2+chg2)
// (xdmerge_t).
type chunk struct {
	mode                         int
	i0, chg0, i1, chg1, i2, chg2 int
}

// merge holds a three-way merge in progress.
type merge struct {
	base, ours, theirs [][]byte
	chunks             []chunk
}

// combine walks both edit scripts in base order (the loop of xdl_do_merge).
// A change that ends before the other one starts is one-sided; two changes
// of the same base lines to the same new lines are taken once; anything
// else becomes a conflict spanning both.
func (m *merge) combine(ob, tb []Edit) {
	for len(ob) > 0 && len(tb) > 0 {
		x, y := ob[0], tb[0]
		switch {
		case x.A.End() < y.A.Start:
			m.add(chunk{modeOurs, x.A.Start, x.A.Len, x.B.Start, x.B.Len,
				y.B.Start - y.A.Start + x.A.Start, x.A.Len})
			ob = ob[1:]
			continue
		case y.A.End() < x.A.Start:
			m.add(chunk{modeTheirs, y.A.Start, y.A.Len,
				x.B.Start - x.A.Start + y.A.Start, y.A.Len, y.B.Start, y.B.Len})
			tb = tb[1:]
			continue
		case !m.sameChange(x, y):
			m.add(conflictOf(x, y))
		}
		if x.A.End() >= y.A.End() {
			tb = tb[1:]
		}
		if y.A.End() >= x.A.End() {
			ob = ob[1:]
		}
	}
	// Past the other script's last change the offset between base and that
	// side is just the difference of their lengths.
	for _, x := range ob {
		m.add(chunk{modeOurs, x.A.Start, x.A.Len, x.B.Start, x.B.Len,
			x.A.Start + len(m.theirs) - len(m.base), x.A.Len})
	}
	for _, y := range tb {
		m.add(chunk{modeTheirs, y.A.Start, y.A.Len,
			y.A.Start + len(m.ours) - len(m.base), y.A.Len, y.B.Start, y.B.Len})
	}
}

// sameChange reports whether both sides replaced the same base lines with
// the same lines.
func (m *merge) sameChange(x, y Edit) bool {
	if x.A != y.A || x.B.Len != y.B.Len {
		return false
	}
	return equalLines(m.ours[x.B.Start:x.B.End()], m.theirs[y.B.Start:y.B.End()])
}

func equalLines(a, b [][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if string(a[i]) != string(b[i]) {
			return false
		}
	}
	return true
}

// conflictOf widens two overlapping changes to the union of their base
// ranges, and each side's range to match.
func conflictOf(x, y Edit) chunk {
	off := x.A.Start - y.A.Start
	ffo := off + x.A.Len - y.A.Len
	i0, i1, i2 := x.A.Start, x.B.Start, y.B.Start
	if off > 0 {
		i0 -= off
		i1 -= off
	} else {
		i2 += off
	}
	c := chunk{mode: modeConflict, i0: i0, i1: i1, i2: i2,
		chg0: x.A.End() - i0, chg1: x.B.End() - i1, chg2: y.B.End() - i2}
	if ffo < 0 {
		c.chg0 -= ffo
		c.chg1 -= ffo
	} else {
		c.chg2 += ffo
	}
	return c
}

// add appends a chunk, folding it into the previous one when they touch or
// overlap on either side (xdl_append_merge); a fold of different modes is a
// conflict.
func (m *merge) add(c chunk) {
	if n := len(m.chunks); n > 0 {
		p := &m.chunks[n-1]
		if c.i1 <= p.i1+p.chg1 || c.i2 <= p.i2+p.chg2 {
			if c.mode != p.mode {
				p.mode = modeConflict
			}
			p.chg0 = c.i0 + c.chg0 - p.i0
			p.chg1 = c.i1 + c.chg1 - p.i1
			p.chg2 = c.i2 + c.chg2 - p.i2
			return
		}
	}
	m.chunks = append(m.chunks, c)
}

// refineConflicts diffs ours' side of each conflict against theirs' side
// (xdl_refine_conflicts): equal sides are no conflict at all, and otherwise
// only the lines that differ stay conflicted, one conflict per edit.
func (m *merge) refineConflicts() {
	out := make([]chunk, 0, len(m.chunks))
	for _, c := range m.chunks {
		if c.mode != modeConflict || c.chg1 == 0 || c.chg2 == 0 {
			out = append(out, c)
			continue
		}
		edits := diffLines(m.ours[c.i1:c.i1+c.chg1], m.theirs[c.i2:c.i2+c.chg2])
		if len(edits) == 0 {
			c.mode = modeIdentical
			out = append(out, c)
			continue
		}
		for _, e := range edits {
			// git keeps the whole conflict's base range on each piece; the
			// default conflict style never shows it.
			out = append(out, chunk{mode: modeConflict, i0: c.i0, chg0: c.chg0,
				i1: c.i1 + e.A.Start, chg1: e.A.Len, i2: c.i2 + e.B.Start, chg2: e.B.Len})
		}
	}
	m.chunks = out
}

// maxJoinGap is the longest run of lines between two conflicts that still
// gets pulled into one conflict regardless of content.
const maxJoinGap = 3

// simplifyNonConflicts joins neighbouring conflicts (xdl_simplify_non_conflicts
// at git's "zealous alnum" level): when at most three lines separate them,
// or the lines between hold no letter or digit, showing them as one
// conflict takes no more room, so git does it and we must too.
func (m *merge) simplifyNonConflicts() {
	if len(m.chunks) == 0 {
		return
	}
	out := m.chunks[:1]
	for _, next := range m.chunks[1:] {
		c := &out[len(out)-1]
		begin, end := c.i1+c.chg1, next.i1
		if c.mode != modeConflict || next.mode != modeConflict ||
			(end-begin > maxJoinGap && hasAlnum(m.ours[begin:end])) {
			out = append(out, next)
			continue
		}
		c.chg1 = next.i1 + next.chg1 - c.i1
		c.chg2 = next.i2 + next.chg2 - c.i2
	}
	m.chunks = out
}

// hasAlnum reports whether any line holds an ASCII letter or digit (git's
// isalnum ignores other bytes).
func hasAlnum(lines [][]byte) bool {
	for _, l := range lines {
		for _, c := range l {
			if '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
				return true
			}
		}
	}
	return false
}
