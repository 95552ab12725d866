package textdiff

import "bytes"

// markerSize is the length of git's default conflict markers.
const markerSize = 7

// mergeWriter builds merge output and counts its lines, so that conflicts
// can say where their markers landed.
type mergeWriter struct {
	buf   []byte
	lines int
}

func (w *mergeWriter) write(p []byte) {
	w.buf = append(w.buf, p...)
	w.lines += bytes.Count(p, []byte{'\n'})
}

// copyLines writes lines as they are; with addNewline a last line lacking
// its "\n" gets one (with "\r" before it when crlf), which git does inside
// conflicts so that the marker after it starts a line.
func (w *mergeWriter) copyLines(lines [][]byte, addNewline, crlf bool) {
	for _, l := range lines {
		w.write(l)
	}
	if addNewline && len(lines) > 0 && !hasNewline(lines[len(lines)-1]) {
		if crlf {
			w.write([]byte{'\r'})
		}
		w.write([]byte{'\n'})
	}
}

// marker writes one marker line: seven copies of c, then " label" when
// label is given.
func (w *mergeWriter) marker(c byte, label *string, crlf bool) {
	line := bytes.Repeat([]byte{c}, markerSize)
	if label != nil {
		line = append(line, ' ')
		line = append(line, *label...)
	}
	if crlf {
		line = append(line, '\r')
	}
	w.write(append(line, '\n'))
}

// output writes the merge with ours as the backbone
// (xdl_fill_merge_buffer): ours' lines up to each chunk, then the chunk's
// result, then the rest of ours.
func (m *merge) output(labels Labels) Merged {
	w := &mergeWriter{}
	var conflicts []Conflict
	i := 0
	for _, c := range m.chunks {
		switch {
		case c.mode == modeConflict:
			w.copyLines(m.ours[i:c.i1], false, false)
			conflicts = append(conflicts, m.writeConflict(w, c, labels))
		case c.mode&(modeOurs|modeTheirs) != 0:
			w.copyLines(m.ours[i:c.i1], false, false)
			if c.mode&modeOurs != 0 {
				w.copyLines(m.ours[c.i1:c.i1+c.chg1], false, false)
			}
			if c.mode&modeTheirs != 0 {
				w.copyLines(m.theirs[c.i2:c.i2+c.chg2], false, false)
			}
		default:
			continue
		}
		i = c.i1 + c.chg1
	}
	w.copyLines(m.ours[i:], false, false)
	return Merged{Data: w.buf, Conflicts: conflicts}
}

// writeConflict writes one conflict with its markers (fill_conflict_hunk
// in the default style).
func (m *merge) writeConflict(w *mergeWriter, c chunk, labels Labels) Conflict {
	crlf := m.needsCR(c)
	start := w.lines
	w.marker('<', &labels.Ours, crlf)
	w.copyLines(m.ours[c.i1:c.i1+c.chg1], true, crlf)
	w.marker('=', nil, crlf)
	w.copyLines(m.theirs[c.i2:c.i2+c.chg2], true, crlf)
	w.marker('>', &labels.Theirs, crlf)
	return Conflict{
		Ours:   Range{c.i1, c.chg1},
		Theirs: Range{c.i2, c.chg2},
		Output: Range{start, w.lines - start},
	}
}

// needsCR decides whether a conflict's markers end in "\r\n"
// (is_cr_needed): the line before the conflict in ours, then in theirs,
// then base's first line must all end in CRLF; a side that cannot tell
// (no lines, or a single line without an end) is skipped, and if nothing
// decides, git uses LF.
func (m *merge) needsCR(c chunk) bool {
	crlf := eolCRLF(m.ours, max(c.i1-1, 0))
	if crlf != 0 {
		crlf = eolCRLF(m.theirs, max(c.i2-1, 0))
	}
	if crlf != 0 {
		crlf = eolCRLF(m.base, 0)
	}
	return crlf > 0
}

// eolCRLF tells whether line i of lines ends in CRLF: 1 yes, 0 no, -1
// cannot tell (is_eol_crlf). A last line without an end borrows the answer
// of the line before it.
func eolCRLF(lines [][]byte, i int) int {
	if len(lines) == 0 {
		return -1
	}
	if i < len(lines)-1 || hasNewline(lines[i]) {
		return boolInt(bytes.HasSuffix(lines[i], []byte("\r\n")))
	}
	if i == 0 {
		return -1
	}
	return boolInt(bytes.HasSuffix(lines[i-1], []byte("\r\n")))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
