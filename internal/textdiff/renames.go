package textdiff

import (
	"crypto/sha256"
	"path"
	"slices"
	"sort"
)

// Rename detection as `git diff -M` does it (diffcore-rename.c, diffcore-delta.c): exact renames first, then
// sources and destinations with the same unique basename, then the best pairs of a similarity matrix.

// MaxScore is git's MAX_SCORE: a similarity of 100%.
const MaxScore = 60000

// DefaultRenameScore is the similarity `-M` asks for without a number: 50%.
const DefaultRenameScore = MaxScore / 2

// renameLimit is diff.renameLimit's default: beyond renameLimit² source × destination pairs git looks for exact
// renames only.
const renameLimit = 1000

// candidatesPerDestination is NUM_CANDIDATE_PER_DST: the best sources kept for each destination.
const candidatesPerDestination = 4

// RenameFile is a file only one side has: a source (only the old tree has its path) or a destination (only the
// new tree has its path).
type RenameFile struct {
	Path string
	// Mode is the git file mode (0o100644, 0o100755, 0o120000 for a symlink, ...). Only regular files pair up
	// by similarity; other kinds pair only with an identical file of the same mode.
	Mode uint32
	Data []byte
}

// Rename pairs a source with a destination.
type Rename struct {
	From, To int // indexes into the sources and destinations
	Score    int // similarity, 0..MaxScore
}

// Percent is the similarity as git prints it in "similarity index N%".
func (r Rename) Percent() int { return r.Score * 100 / MaxScore }

// RenameOptions are the knobs git varies between diff and merge.
type RenameOptions struct {
	// MinScore is the least similarity of an inexact rename; DefaultRenameScore when zero.
	MinScore int
	// RenameEmpty lets empty files pair up (git diff does; git merge does not).
	RenameEmpty bool
}

// DetectRenames pairs sources with destinations as git does. Sources and destinations must each be in path
// order; the result is in destination order.
func DetectRenames(sources, destinations []RenameFile, opts RenameOptions) []Rename {
	if opts.MinScore <= 0 || opts.MinScore > MaxScore {
		opts.MinScore = DefaultRenameScore
	}
	d := &renameDetector{opts: opts, usedSrc: map[int]bool{}, dstTo: map[int]Rename{}}
	for i, s := range sources {
		if opts.RenameEmpty || len(s.Data) > 0 {
			d.srcs = append(d.srcs, renameCandidate{index: i, file: s})
		}
	}
	for i, f := range destinations {
		if opts.RenameEmpty || len(f.Data) > 0 {
			d.dsts = append(d.dsts, renameCandidate{index: i, file: f})
		}
	}
	if len(d.srcs) == 0 || len(d.dsts) == 0 {
		return nil
	}
	d.exact()
	if opts.MinScore < MaxScore {
		d.cullUsed()
		d.byBasename(opts.MinScore + (MaxScore-opts.MinScore)/2)
		d.cullUsed()
		d.matrix()
	}
	out := make([]Rename, 0, len(d.dstTo))
	for _, r := range d.dstTo {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Rename) int { return a.To - b.To })
	return out
}

type renameCandidate struct {
	index int
	file  RenameFile
	spans []span // the content's chunk counts, computed once
}

type renameDetector struct {
	opts       RenameOptions
	srcs, dsts []renameCandidate
	usedSrc    map[int]bool   // by source index
	dstTo      map[int]Rename // by destination index
}

func (d *renameDetector) record(src, dst *renameCandidate, score int) {
	d.usedSrc[src.index] = true
	d.dstTo[dst.index] = Rename{From: src.index, To: dst.index, Score: score}
}

func (d *renameDetector) dstDone(c *renameCandidate) bool {
	_, ok := d.dstTo[c.index]
	return ok
}

// exact pairs identical files (find_identical_files): for each destination the first unused source with the
// same content, preferring one with the same basename.
func (d *renameDetector) exact() {
	byContent := map[[sha256.Size]byte][]int{}
	for i := range d.srcs {
		k := sha256.Sum256(d.srcs[i].file.Data)
		byContent[k] = append(byContent[k], i)
	}
	for j := range d.dsts {
		dst := &d.dsts[j]
		best, bestScore, tries := -1, -1, 100 // too many identical alternatives: git picks among the first hundred
		for _, i := range byContent[sha256.Sum256(dst.file.Data)] {
			src := &d.srcs[i]
			if (!isRegular(src.file.Mode) || !isRegular(dst.file.Mode)) && src.file.Mode != dst.file.Mode {
				continue
			}
			if d.usedSrc[src.index] {
				continue
			}
			score := 1 + boolInt(sameBasename(src.file.Path, dst.file.Path))
			if score > bestScore {
				best, bestScore = i, score
				if score == 2 {
					break
				}
			}
			if tries--; tries == 0 {
				break
			}
		}
		if best >= 0 {
			d.record(&d.srcs[best], dst, MaxScore)
		}
	}
}

// cullUsed drops the sources already renamed (remove_unneeded_paths_from_src).
func (d *renameDetector) cullUsed() {
	d.srcs = slices.DeleteFunc(d.srcs, func(c renameCandidate) bool { return d.usedSrc[c.index] })
}

// byBasename pairs a source and a destination whose basename no other remaining source or destination has, when
// they are similar enough (find_basename_matches).
func (d *renameDetector) byBasename(minScore int) {
	srcByBase := uniqueBasenames(d.srcs, func(*renameCandidate) bool { return false })
	dstByBase := uniqueBasenames(d.dsts, d.dstDone)
	for i := range d.srcs {
		base := path.Base(d.srcs[i].file.Path)
		si, inSrc := srcByBase[base]
		di, inDst := dstByBase[base]
		if !inDst || !inSrc || si < 0 || di < 0 || d.dstDone(&d.dsts[di]) {
			continue
		}
		if score := d.similarity(&d.srcs[i], &d.dsts[di], minScore); score >= minScore {
			d.record(&d.srcs[i], &d.dsts[di], score)
		}
	}
}

// uniqueBasenames maps each basename to the position of the one candidate that has it, or -1 when several do.
func uniqueBasenames(cs []renameCandidate, skip func(*renameCandidate) bool) map[string]int {
	out := map[string]int{}
	for i := range cs {
		if skip(&cs[i]) {
			continue
		}
		base := path.Base(cs[i].file.Path)
		if _, seen := out[base]; seen {
			out[base] = -1
		} else {
			out[base] = i
		}
	}
	return out
}

// scored is one entry of git's candidate matrix (struct diff_score).
type scored struct {
	src, dst  int // positions in d.srcs and d.dsts; dst -1 is an unused slot
	score     int
	nameScore int
}

// worse is score_compare(a, b) > 0: a sorts after b.
func worse(a, b scored) bool {
	switch {
	case a.dst < 0:
		return b.dst >= 0
	case b.dst < 0:
		return false
	case a.score == b.score:
		return b.nameScore > a.nameScore
	}
	return b.score > a.score
}

// matrix scores every remaining source against every remaining destination, keeps each destination's best few
// and pairs them best first (the rest of diffcore_rename_extended).
func (d *renameDetector) matrix() {
	var open []int
	for j := range d.dsts {
		if !d.dstDone(&d.dsts[j]) {
			open = append(open, j)
		}
	}
	if len(open) == 0 || len(d.srcs) == 0 || len(open)*len(d.srcs) > renameLimit*renameLimit {
		return
	}
	mx := make([]scored, 0, len(open)*candidatesPerDestination)
	for _, j := range open {
		var m [candidatesPerDestination]scored
		for k := range m {
			m[k].dst = -1
		}
		for i := range d.srcs {
			o := scored{src: i, dst: j, score: d.similarity(&d.srcs[i], &d.dsts[j], d.opts.MinScore),
				nameScore: boolInt(sameBasename(d.srcs[i].file.Path, d.dsts[j].file.Path))}
			recordIfBetter(&m, o)
		}
		mx = append(mx, m[:]...)
	}
	sort.SliceStable(mx, func(a, b int) bool { return worse(mx[b], mx[a]) })
	for _, s := range mx {
		if s.dst < 0 || s.score < d.opts.MinScore {
			break
		}
		src, dst := &d.srcs[s.src], &d.dsts[s.dst]
		if d.dstDone(dst) || d.usedSrc[src.index] {
			continue
		}
		d.record(src, dst, s.score)
	}
}

// recordIfBetter replaces the worst of a destination's candidates with o when o is better.
func recordIfBetter(m *[candidatesPerDestination]scored, o scored) {
	w := 0
	for i := 1; i < len(m); i++ {
		if worse(m[i], m[w]) {
			w = i
		}
	}
	if worse(m[w], o) {
		m[w] = o
	}
}

// similarity is estimate_similarity: how much of the larger file's bytes the destination copied from the
// source, 0..MaxScore. Files whose sizes differ too much for minScore are not compared.
func (d *renameDetector) similarity(src, dst *renameCandidate, minScore int) int {
	if !isRegular(src.file.Mode) || !isRegular(dst.file.Mode) {
		return 0
	}
	a, b := len(src.file.Data), len(dst.file.Data)
	maxSize, baseSize := max(a, b), min(a, b)
	if maxSize*(MaxScore-minScore) < (maxSize-baseSize)*MaxScore {
		return 0
	}
	if b == 0 {
		return 0
	}
	if src.spans == nil {
		src.spans = hashSpans(src.file.Data)
	}
	if dst.spans == nil {
		dst.spans = hashSpans(dst.file.Data)
	}
	return int(int64(copiedBytes(src.spans, dst.spans)) * MaxScore / int64(maxSize))
}

func isRegular(mode uint32) bool { return mode&0o170000 == 0o100000 }

func sameBasename(a, b string) bool { return path.Base(a) == path.Base(b) }

// span is how many bytes of a file's chunks hash to one value.
type span struct{ hash, count uint32 }

// hashBase is diffcore-delta's HASHBASE: chunk hashes are taken modulo this prime.
const hashBase = 107927

// hashSpans cuts data into chunks ending at a newline or after 64 bytes, hashes each, and sums the chunks'
// lengths per hash, sorted by hash (hash_chars). In text, the CR of a CRLF is not counted.
func hashSpans(data []byte) []span {
	counts := map[uint32]uint32{}
	text := !IsBinary(data)
	var accum1, accum2 uint32
	n := uint32(0)
	for i := 0; i < len(data); i++ {
		c := uint32(data[i])
		if text && c == '\r' && i+1 < len(data) && data[i+1] == '\n' {
			continue
		}
		old1 := accum1
		accum1 = (accum1 << 7) ^ (accum2 >> 25)
		accum2 = (accum2 << 7) ^ (old1 >> 25)
		accum1 += c
		n++
		if n < 64 && c != '\n' {
			continue
		}
		counts[(accum1+accum2*0x61)%hashBase] += n
		n, accum1, accum2 = 0, 0, 0
	}
	if n > 0 {
		counts[(accum1+accum2*0x61)%hashBase] += n
	}
	out := make([]span, 0, len(counts))
	for h, c := range counts {
		out = append(out, span{h, c})
	}
	slices.SortFunc(out, func(a, b span) int { return int(a.hash) - int(b.hash) })
	return out
}

// copiedBytes is diffcore_count_changes's src_copied: per chunk hash, the bytes both files have.
func copiedBytes(src, dst []span) uint64 {
	var copied uint64
	i, j := 0, 0
	for i < len(src) && j < len(dst) {
		switch {
		case src[i].hash < dst[j].hash:
			i++
		case src[i].hash > dst[j].hash:
			j++
		default:
			copied += uint64(min(src[i].count, dst[j].count))
			i++
			j++
		}
	}
	return copied
}
