package textdiff

import (
	"bytes"
	"hash/maphash"
)

// side is one file of a two-way diff as xdiff sees it.
type side struct {
	recs  [][]byte
	class []int // equivalence class of each line: equal bytes, equal class
	// changed[i+1] tells whether line i is changed; changed[0] and
	// changed[len(recs)+1] are always-false sentinels, so that scans may step
	// one line past either end (xdiff's rchg has the same padding).
	changed []bool
	// dstart and dend (inclusive) bound the lines left after trimming the
	// common prefix and suffix.
	dstart, dend int
	// kept holds the indices of the lines handed to Myers and keptClass
	// their classes (xdiff's rindex and ha): lines without a counterpart in
	// the other file are marked changed up front and left out.
	kept      []int
	keptClass []int
}

func (s *side) isChanged(i int) bool     { return s.changed[i+1] }
func (s *side) setChanged(i int, v bool) { s.changed[i+1] = v }

// classifier numbers distinct lines in order of first appearance. It
// keys a map by a 64-bit hash of the line and checks the bytes against the
// class's first line, which is much cheaper than keying by the line itself
// for files of 100,000 lines; lines whose hash is taken by another line go
// to a map keyed by their bytes, so a collision costs time, never accuracy.
type classifier struct {
	seed     maphash.Seed
	byHash   map[uint64]int
	first    [][]byte // each class's first line
	collided map[string]int
}

func newClassifier(sizeHint int) *classifier {
	return &classifier{seed: maphash.MakeSeed(), byHash: make(map[uint64]int, sizeHint)}
}

// class returns line's class and whether the line is new.
func (c *classifier) class(line []byte) (int, bool) {
	h := maphash.Bytes(c.seed, line)
	id, ok := c.byHash[h]
	if !ok {
		c.byHash[h] = len(c.first)
		c.first = append(c.first, line)
		return len(c.first) - 1, true
	}
	if bytes.Equal(c.first[id], line) {
		return id, false
	}
	if id, ok := c.collided[string(line)]; ok {
		return id, false
	}
	if c.collided == nil {
		c.collided = make(map[string]int)
	}
	c.collided[string(line)] = len(c.first)
	c.first = append(c.first, line)
	return len(c.first) - 1, true
}

// classify gives equal lines of a and b the same class, and counts how
// often each class occurs in each file.
func classify(a, b [][]byte) (ca, cb []int, countA, countB []int) {
	c := newClassifier(len(a) + len(b))
	assign := func(recs [][]byte, counts, other *[]int) []int {
		out := make([]int, len(recs))
		for i, r := range recs {
			id, isNew := c.class(r)
			if isNew {
				*counts = append(*counts, 0)
				*other = append(*other, 0)
			}
			(*counts)[id]++
			out[i] = id
		}
		return out
	}
	ca = assign(a, &countA, &countB)
	cb = assign(b, &countB, &countA)
	return ca, cb, countA, countB
}

// prepare builds both sides of a diff the way xdl_prepare_env does: classes,
// trimmed ends, and record cleanup.
func prepare(a, b [][]byte) (*side, *side) {
	ca, cb, countA, countB := classify(a, b)
	sa := &side{recs: a, class: ca, changed: make([]bool, len(a)+2)}
	sb := &side{recs: b, class: cb, changed: make([]bool, len(b)+2)}
	trimEnds(sa, sb)
	cleanupRecords(sa, countB)
	cleanupRecords(sb, countA)
	return sa, sb
}

// trimEnds finds the common prefix and suffix (xdl_trim_ends). They never
// overlap: the suffix is searched only in what the prefix left.
func trimEnds(a, b *side) {
	lim := min(len(a.class), len(b.class))
	i := 0
	for i < lim && a.class[i] == b.class[i] {
		i++
	}
	a.dstart, b.dstart = i, i
	lim -= i
	j := 0
	for j < lim && a.class[len(a.class)-1-j] == b.class[len(b.class)-1-j] {
		j++
	}
	a.dend = len(a.class) - j - 1
	b.dend = len(b.class) - j - 1
}

// How a line matches the other file, for record cleanup.
const (
	matchNone = iota // no equal line in the other file
	matchSome        // a few equal lines
	matchMany        // so many that the line is a poor anchor
)

const (
	maxEqLimit    = 1024 // XDL_MAX_EQLIMIT: cap on the "many matches" threshold
	simScanWindow = 100  // XDL_SIMSCAN_WINDOW: how far cleanMMatch looks
	keepDiscRun   = 4    // XDL_KPDIS_RUN: ratio that makes a run "mostly unmatched"
)

// bogosqrt is xdiff's cheap square-root estimate; git sizes several limits
// with it, so we must use the same numbers.
func bogosqrt(n int) int {
	i := 1
	for ; n > 0; n >>= 2 {
		i <<= 1
	}
	return i
}

// cleanupRecords decides which of s's untrimmed lines go to Myers
// (xdl_cleanup_records). Lines with no equal line in the other file are
// changed for sure. Lines with very many equal lines are dropped too when
// they sit in a run of unmatched lines: git does this to keep Myers fast
// and it changes the chosen alignment, so we must do it too.
func cleanupRecords(s *side, otherCount []int) {
	limit := min(bogosqrt(len(s.recs)), maxEqLimit)
	kind := make([]byte, len(s.recs))
	for i := s.dstart; i <= s.dend; i++ {
		switch n := otherCount[s.class[i]]; {
		case n == 0:
			kind[i] = matchNone
		case n >= limit:
			kind[i] = matchMany
		default:
			kind[i] = matchSome
		}
	}
	n := max(s.dend-s.dstart+1, 0)
	s.kept = make([]int, 0, n)
	s.keptClass = make([]int, 0, n)
	for i := s.dstart; i <= s.dend; i++ {
		if kind[i] == matchSome || (kind[i] == matchMany && !cleanMMatch(kind, i, s.dstart, s.dend)) {
			s.kept = append(s.kept, i)
			s.keptClass = append(s.keptClass, s.class[i])
		} else {
			s.setChanged(i, true)
		}
	}
}

// cleanMMatch reports whether the many-matches line i lies inside a run of
// unmatched and many-matches lines that is mostly unmatched
// (xdl_clean_mmatch). Such a line would only pull Myers towards spurious
// alignments. It must have unmatched lines on both sides; the scan looks at
// most simScanWindow lines each way and stops at a line with few matches.
func cleanMMatch(kind []byte, i, start, end int) bool {
	start = max(start, i-simScanWindow)
	end = min(end, i+simScanWindow)
	noneBefore, manyBefore := scanRun(kind, i, start, -1)
	if noneBefore == 0 {
		return false
	}
	noneAfter, manyAfter := scanRun(kind, i, end, +1)
	if noneAfter == 0 {
		return false
	}
	none := noneBefore + noneAfter
	many := manyBefore + manyAfter
	return many*keepDiscRun < many+none
}

// scanRun walks from line i in direction step up to limit (inclusive)
// while lines are unmatched or many-matched, counting each kind. The many
// count starts at 1 for line i itself, as xdiff's does on each side.
func scanRun(kind []byte, i, limit, step int) (none, many int) {
	many = 1
	for j := i + step; (step < 0 && j >= limit) || (step > 0 && j <= limit); j += step {
		switch kind[j] {
		case matchNone:
			none++
		case matchMany:
			many++
		default:
			return none, many
		}
	}
	return none, many
}
