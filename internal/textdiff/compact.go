package textdiff

// group is a run of changed lines [start, end) of one side; it may be
// empty, standing for the gap between two unchanged lines.
type group struct{ start, end int }

// firstGroup is the (possibly empty) group before the first unchanged line.
func firstGroup(s *side) group {
	g := group{}
	for s.isChanged(g.end) {
		g.end++
	}
	return g
}

// next moves g to the group after the next unchanged line; false at the end.
func (g *group) next(s *side) bool {
	if g.end == len(s.recs) {
		return false
	}
	g.start = g.end + 1
	g.end = g.start
	for s.isChanged(g.end) {
		g.end++
	}
	return true
}

// previous moves g to the group before the previous unchanged line; false
// at the start.
func (g *group) previous(s *side) bool {
	if g.start == 0 {
		return false
	}
	g.end = g.start - 1
	g.start = g.end
	for s.isChanged(g.start - 1) {
		g.start--
	}
	return true
}

// slideDown moves the group one line down if the line after it equals its
// first line, absorbing any group it then touches.
func (g *group) slideDown(s *side) bool {
	if g.end >= len(s.recs) || s.class[g.start] != s.class[g.end] {
		return false
	}
	s.setChanged(g.start, false)
	s.setChanged(g.end, true)
	g.start++
	g.end++
	for s.isChanged(g.end) {
		g.end++
	}
	return true
}

// slideUp moves the group one line up if the line before it equals its
// last line, absorbing any group it then touches.
func (g *group) slideUp(s *side) bool {
	if g.start <= 0 || s.class[g.start-1] != s.class[g.end-1] {
		return false
	}
	g.start--
	g.end--
	s.setChanged(g.start, true)
	s.setChanged(g.end, false)
	for s.isChanged(g.start - 1) {
		g.start--
	}
	return true
}

// compact slides the change groups of s (xdl_change_compact without the
// indent heuristic) while o is the other side of the same diff. Myers may
// leave a group anywhere in a run of repeated lines; git moves each group
// as far down as it goes, merging it with groups it meets, and then back up
// to the last place where it lines up with a change in the other file. We
// must do the same to get git's hunks and, from them, git's merges.
func compact(s, o *side) {
	g := firstGroup(s)
	og := firstGroup(o)
	for {
		if g.end != g.start {
			compactGroup(s, o, &g, &og)
		}
		if !g.next(s) {
			break
		}
		if !og.next(o) {
			panic("textdiff: change groups out of step")
		}
	}
}

// compactGroup slides one non-empty group, keeping og, the group at the
// same place in the other file, in step.
func compactGroup(s, o *side, g, og *group) {
	var earliestEnd int
	endMatchingOther := -1
	for {
		size := g.end - g.start
		endMatchingOther = -1
		for g.slideUp(s) {
			og.previous(o)
		}
		earliestEnd = g.end
		if og.end > og.start {
			endMatchingOther = g.end
		}
		for g.slideDown(s) {
			og.next(o)
			if og.end > og.start {
				endMatchingOther = g.end
			}
		}
		if size == g.end-g.start {
			break
		}
	}
	if g.end == earliestEnd || endMatchingOther == -1 {
		return
	}
	for og.end == og.start {
		g.slideUp(s)
		og.previous(o)
	}
}
