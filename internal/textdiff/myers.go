package textdiff

import "math"

// Cost limits of xdiff's Myers implementation. They make it give up on a
// minimal diff for large, very different inputs; git's choice of diff then
// depends on them, so they are copied as numbers.
const (
	snakeCount  = 20  // XDL_SNAKE_CNT: a snake this long is "good"
	heurMinCost = 256 // XDL_HEUR_MIN_COST: edit cost before looking for good snakes
	maxCostMin  = 256 // XDL_MAX_COST_MIN: least cost before giving up
	kHeur       = 4   // XDL_K_HEUR: how far ahead a good path must be
)

// myers runs xdiff's divide-and-conquer Myers (xdl_do_diff's core) over the
// lines that survived cleanup and marks the changed ones.
type myers struct {
	a, b *side
	// fwd and bwd are the furthest-reaching paths per diagonal k = i1-i2,
	// stored at k+off because diagonals go negative.
	fwd, bwd []int
	off      int
	maxCost  int
}

// split is where the middle snake cut the box, and whether each half still
// has to be diffed minimally.
type split struct {
	i1, i2       int
	minLo, minHi bool
}

func runMyers(a, b *side) {
	n1, n2 := len(a.kept), len(b.kept)
	ndiags := n1 + n2 + 3
	m := &myers{
		a: a, b: b,
		fwd:     make([]int, ndiags),
		bwd:     make([]int, ndiags),
		off:     n2 + 1,
		maxCost: max(bogosqrt(ndiags), maxCostMin),
	}
	m.compare(0, n1, 0, n2, false)
}

func (m *myers) getF(k int) int     { return m.fwd[k+m.off] }
func (m *myers) setF(k, v int)      { m.fwd[k+m.off] = v }
func (m *myers) getB(k int) int     { return m.bwd[k+m.off] }
func (m *myers) setB(k, v int)      { m.bwd[k+m.off] = v }
func (m *myers) eq(i1, i2 int) bool { return m.a.keptClass[i1] == m.b.keptClass[i2] }

// compare diffs kept lines [off1,lim1) against [off2,lim2)
// (xdl_recs_cmp): strip the common head and tail, mark a one-sided rest as
// changed, or split the box at the middle snake and recurse.
func (m *myers) compare(off1, lim1, off2, lim2 int, needMin bool) {
	for off1 < lim1 && off2 < lim2 && m.eq(off1, off2) {
		off1++
		off2++
	}
	for off1 < lim1 && off2 < lim2 && m.eq(lim1-1, lim2-1) {
		lim1--
		lim2--
	}
	switch {
	case off1 == lim1:
		for ; off2 < lim2; off2++ {
			m.b.setChanged(m.b.kept[off2], true)
		}
	case off2 == lim2:
		for ; off1 < lim1; off1++ {
			m.a.setChanged(m.a.kept[off1], true)
		}
	default:
		sp := m.split(off1, lim1, off2, lim2, needMin)
		m.compare(off1, sp.i1, off2, sp.i2, sp.minLo)
		m.compare(sp.i1, lim1, sp.i2, lim2, sp.minHi)
	}
}

// search is the state of one middle-snake search (xdl_split).
type search struct {
	off1, lim1, off2, lim2 int
	dmin, dmax             int // diagonals inside the box
	fmid, bmid             int // diagonals of the two start corners
	fmin, fmax, bmin, bmax int // diagonal domains reached so far
	odd                    bool
}

// split finds where to cut the box (xdl_split): a bidirectional search that
// stops where the paths overlap, or earlier when a heuristic says the cost
// has grown too large. Tie-breaking and the domain bookkeeping follow
// xdiff exactly, because they decide which of several minimal diffs wins.
func (m *myers) split(off1, lim1, off2, lim2 int, needMin bool) split {
	s := &search{
		off1: off1, lim1: lim1, off2: off2, lim2: lim2,
		dmin: off1 - lim2, dmax: lim1 - off2,
		fmid: off1 - off2, bmid: lim1 - lim2,
	}
	s.odd = (s.fmid-s.bmid)&1 != 0
	s.fmin, s.fmax = s.fmid, s.fmid
	s.bmin, s.bmax = s.bmid, s.bmid
	m.setF(s.fmid, off1)
	m.setB(s.bmid, lim1)
	for ec := 1; ; ec++ {
		gotSnake := false
		if sp, ok := m.forwardStep(s, &gotSnake); ok {
			return sp
		}
		if sp, ok := m.backwardStep(s, &gotSnake); ok {
			return sp
		}
		if needMin {
			continue
		}
		if gotSnake && ec > heurMinCost {
			if sp, ok := m.goodSnake(s, ec); ok {
				return sp
			}
		}
		if ec >= m.maxCost {
			return m.furthest(s)
		}
	}
}

// forwardStep extends every forward path by one edit. The domain grows by
// one diagonal each side, or shrinks where it hits the box: xdiff keeps
// (max-min) even this way, and the -1 written past the ends lets the loop
// read neighbours without bounds checks.
func (m *myers) forwardStep(s *search, gotSnake *bool) (split, bool) {
	if s.fmin > s.dmin {
		s.fmin--
		m.setF(s.fmin-1, -1)
	} else {
		s.fmin++
	}
	if s.fmax < s.dmax {
		s.fmax++
		m.setF(s.fmax+1, -1)
	} else {
		s.fmax--
	}
	for d := s.fmax; d >= s.fmin; d -= 2 {
		var i1 int
		// xdiff prefers a deletion (coming from d-1) on ties.
		if m.getF(d-1) >= m.getF(d+1) {
			i1 = m.getF(d-1) + 1
		} else {
			i1 = m.getF(d + 1)
		}
		prev := i1
		i2 := i1 - d
		for i1 < s.lim1 && i2 < s.lim2 && m.eq(i1, i2) {
			i1++
			i2++
		}
		if i1-prev > snakeCount {
			*gotSnake = true
		}
		m.setF(d, i1)
		if s.odd && s.bmin <= d && d <= s.bmax && m.getB(d) <= i1 {
			return split{i1: i1, i2: i2, minLo: true, minHi: true}, true
		}
	}
	return split{}, false
}

// backwardStep is forwardStep from the bottom-right corner; here xdiff
// breaks ties the other way (prefers d+1 unless d-1 is strictly smaller).
func (m *myers) backwardStep(s *search, gotSnake *bool) (split, bool) {
	if s.bmin > s.dmin {
		s.bmin--
		m.setB(s.bmin-1, math.MaxInt)
	} else {
		s.bmin++
	}
	if s.bmax < s.dmax {
		s.bmax++
		m.setB(s.bmax+1, math.MaxInt)
	} else {
		s.bmax--
	}
	for d := s.bmax; d >= s.bmin; d -= 2 {
		var i1 int
		if m.getB(d-1) < m.getB(d+1) {
			i1 = m.getB(d - 1)
		} else {
			i1 = m.getB(d+1) - 1
		}
		prev := i1
		i2 := i1 - d
		for i1 > s.off1 && i2 > s.off2 && m.eq(i1-1, i2-1) {
			i1--
			i2--
		}
		if prev-i1 > snakeCount {
			*gotSnake = true
		}
		m.setB(d, i1)
		if !s.odd && s.fmin <= d && d <= s.fmax && i1 <= m.getF(d) {
			return split{i1: i1, i2: i2, minLo: true, minHi: true}, true
		}
	}
	return split{}, false
}

// goodSnake is xdiff's heuristic for costly diffs: once the cost passes
// heurMinCost, a path that is far ahead of the cost (kHeur times) and ends
// in a snake of at least snakeCount lines is taken as the split, and only
// the half before it is diffed minimally (or the half after, for a
// backward path).
func (m *myers) goodSnake(s *search, ec int) (split, bool) {
	best := 0
	var sp split
	for d := s.fmax; d >= s.fmin; d -= 2 {
		dd := abs(d - s.fmid)
		i1 := m.getF(d)
		i2 := i1 - d
		v := (i1 - s.off1) + (i2 - s.off2) - dd
		if v > kHeur*ec && v > best &&
			s.off1+snakeCount <= i1 && i1 < s.lim1 &&
			s.off2+snakeCount <= i2 && i2 < s.lim2 &&
			m.snakeBefore(i1, i2) {
			best = v
			sp = split{i1: i1, i2: i2, minLo: true}
		}
	}
	if best > 0 {
		return sp, true
	}
	for d := s.bmax; d >= s.bmin; d -= 2 {
		dd := abs(d - s.bmid)
		i1 := m.getB(d)
		i2 := i1 - d
		v := (s.lim1 - i1) + (s.lim2 - i2) - dd
		if v > kHeur*ec && v > best &&
			s.off1 < i1 && i1 <= s.lim1-snakeCount &&
			s.off2 < i2 && i2 <= s.lim2-snakeCount &&
			m.snakeAfter(i1, i2) {
			best = v
			sp = split{i1: i1, i2: i2, minHi: true}
		}
	}
	return sp, best > 0
}

// snakeBefore reports whether the snakeCount lines before (i1, i2) match.
func (m *myers) snakeBefore(i1, i2 int) bool {
	for k := 1; k <= snakeCount; k++ {
		if !m.eq(i1-k, i2-k) {
			return false
		}
	}
	return true
}

// snakeAfter reports whether the snakeCount lines from (i1, i2) on match.
func (m *myers) snakeAfter(i1, i2 int) bool {
	for k := 0; k < snakeCount; k++ {
		if !m.eq(i1+k, i2+k) {
			return false
		}
	}
	return true
}

// furthest is xdiff's "enough is enough" cut-off: past maxCost it splits at
// whichever path, forward or backward, got furthest (by i1+i2), and leaves
// the half that path already covered non-minimal.
func (m *myers) furthest(s *search) split {
	fbest, fbest1 := -1, -1
	for d := s.fmax; d >= s.fmin; d -= 2 {
		i1 := min(m.getF(d), s.lim1)
		i2 := i1 - d
		if s.lim2 < i2 {
			i1, i2 = s.lim2+d, s.lim2
		}
		if fbest < i1+i2 {
			fbest, fbest1 = i1+i2, i1
		}
	}
	bbest, bbest1 := math.MaxInt, math.MaxInt
	for d := s.bmax; d >= s.bmin; d -= 2 {
		i1 := max(s.off1, m.getB(d))
		i2 := i1 - d
		if i2 < s.off2 {
			i1, i2 = s.off2+d, s.off2
		}
		if i1+i2 < bbest {
			bbest, bbest1 = i1+i2, i1
		}
	}
	if (s.lim1+s.lim2)-bbest < fbest-(s.off1+s.off2) {
		return split{i1: fbest1, i2: fbest - fbest1, minLo: true}
	}
	return split{i1: bbest1, i2: bbest - bbest1, minHi: true}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
