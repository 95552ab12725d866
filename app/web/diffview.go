package web

import (
	"cmp"
	"html/template"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/internal/textdiff"
)

// filesPerPage is how many files' diffs a page shows; the list of every file with its counts is on each page,
// so a diff of thousands of files stays light.
const filesPerPage = 50

// diffContext is how many unchanged lines surround a change, as git shows them.
const diffContext = 3

// diffView is one target's SDK diff.
type diffView struct {
	Target   string
	Previous string
	Files    []diffFile
	Shown    []diffFile
	Total    diffStats
	Page     int
	Pages    int
}

type diffStats struct{ Files, Added, Removed int }

// diffFile is one changed file: its counts, and for the files on the page, its rows.
type diffFile struct {
	N       int
	Path    string
	OldPath string
	Status  string
	Added   int
	Removed int
	Binary  bool
	Page    int
	Rows    []diffRow
	// Open: the file's diff is shown unfolded (a long one, such as a new file, starts folded).
	Open bool
}

// openRows is the longest diff shown unfolded.
const openRows = 200

// diffRow is a line of a file's diff (kind ctx, add or del, with its line numbers), a hunk header, or a collapsed
// region of unchanged lines (kind gap, with the lines to expand).
type diffRow struct {
	Kind     string
	Old, New int
	Text     string
	// HTML is Text highlighted (escaped).
	HTML template.HTML
	Gap  []gapLine
}

type gapLine struct {
	N    int
	HTML template.HTML
}

// newDiffView is one page of a comparison: every file's counts, and the rows of the page's files.
func newDiffView(target, previous string, c *comparison, page int) *diffView {
	d := &diffView{Target: target, Previous: previous, Files: c.list, Total: c.total,
		Pages: max(1, (len(c.list)+filesPerPage-1)/filesPerPage)}
	d.Page = min(max(page, 1), d.Pages)
	from := (d.Page - 1) * filesPerPage
	for i := from; i < min(from+filesPerPage, len(c.list)); i++ {
		df, f := c.list[i], c.files[i]
		if !f.Binary {
			a, _ := c.old.File(cmp.Or(f.OldPath, f.Path))
			b, _ := c.cur.File(f.Path)
			df.Rows = fileRows(f.Path, a.Data, b.Data)
			df.Open = len(df.Rows) <= openRows
		}
		d.Shown = append(d.Shown, df)
	}
	return d
}

// fileRows lays out a file's hunks, with the unchanged lines between them (and before the first, after the
// last) as collapsed gaps of the new file's lines.
func fileRows(p string, a, b []byte) []diffRow {
	newLines := textdiff.Lines(b)
	var rows []diffRow
	next := 0 // the next new-file line not shown yet
	for _, h := range textdiff.Hunks(a, b, diffContext) {
		if gap := gapRow(p, newLines, next, h.B.Start); gap != nil {
			rows = append(rows, *gap)
		}
		rows = append(rows, diffRow{Kind: "hunk", Text: hunkHeader(h)})
		o, n := h.A.Start+1, h.B.Start+1
		for _, l := range h.Lines {
			switch {
			case strings.HasPrefix(l, "+"):
				rows = append(rows, diffRow{Kind: "add", New: n, Text: l[1:], HTML: highlight(p, l[1:])})
				n++
			case strings.HasPrefix(l, "-"):
				rows = append(rows, diffRow{Kind: "del", Old: o, Text: l[1:], HTML: highlight(p, l[1:])})
				o++
			case strings.HasPrefix(l, " "):
				rows = append(rows, diffRow{Kind: "ctx", Old: o, New: n, Text: l[1:], HTML: highlight(p, l[1:])})
				o, n = o+1, n+1
			default: // "\ No newline at end of file"
				rows = append(rows, diffRow{Kind: "note", Text: l, HTML: template.HTML(template.HTMLEscapeString(l))}) //nolint:gosec // escaped
			}
		}
		next = h.B.End()
	}
	if gap := gapRow(p, newLines, next, len(newLines)); gap != nil && len(rows) > 0 {
		rows = append(rows, *gap)
	}
	return rows
}

// gapRow collapses the new file's unchanged lines [from, to) of the file at p.
func gapRow(p string, lines [][]byte, from, to int) *diffRow {
	if to <= from {
		return nil
	}
	row := diffRow{Kind: "gap"}
	for i := from; i < to; i++ {
		row.Gap = append(row.Gap, gapLine{N: i + 1, HTML: highlight(p, strings.TrimRight(string(lines[i]), "\r\n"))})
	}
	return &row
}

func hunkHeader(h textdiff.Hunk) string {
	var b strings.Builder
	b.WriteString("@@ -")
	writeRange(&b, h.A)
	b.WriteString(" +")
	writeRange(&b, h.B)
	b.WriteString(" @@")
	return b.String()
}

func writeRange(b *strings.Builder, r textdiff.Range) {
	start := r.Start
	if r.Len > 0 {
		start++
	}
	b.WriteString(strconv.Itoa(start))
	b.WriteString(",")
	b.WriteString(strconv.Itoa(r.Len))
}
