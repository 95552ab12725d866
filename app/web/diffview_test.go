package web

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
)

// A file's rows: hunks with their line numbers, and the unchanged lines around them collapsed with the new
// file's text.
func TestFileRows(t *testing.T) {
	var before, after strings.Builder
	for i := 1; i <= 20; i++ {
		fmt.Fprintf(&before, "line %d\n", i)
		if i == 10 {
			after.WriteString("line ten\n")
			continue
		}
		fmt.Fprintf(&after, "line %d\n", i)
	}
	rows := fileRows("a.txt", []byte(before.String()), []byte(after.String()))
	var kinds []string
	for _, r := range rows {
		kinds = append(kinds, r.Kind)
	}
	want := "gap hunk ctx ctx ctx del add ctx ctx ctx gap"
	if got := strings.Join(kinds, " "); got != want {
		t.Fatalf("rows %q, want %q", got, want)
	}
	if first := rows[0]; len(first.Gap) != 6 || first.Gap[0].N != 1 || first.Gap[5].HTML != "line 6" {
		t.Errorf("the leading gap: %+v", first.Gap)
	}
	if last := rows[len(rows)-1]; len(last.Gap) != 7 || last.Gap[0].N != 14 {
		t.Errorf("the trailing gap: %+v", last.Gap)
	}
	if rows[1].Text != "@@ -7,7 +7,7 @@" || rows[5].Old != 10 || rows[6].New != 10 {
		t.Errorf("hunk %q, del at %d, add at %d", rows[1].Text, rows[5].Old, rows[6].New)
	}
	if rows := fileRows("a.txt", nil, []byte("a\nb\n")); len(rows) != 3 || rows[0].Text != "@@ -0,0 +1,2 @@" {
		t.Errorf("a new file: %+v", rows)
	}
}

// manyFiles makes two outputs that differ in n files, each in the middle of 60 lines.
func manyFiles(tb testing.TB, n int) (old, cur *tree.Tree) {
	old, cur = tree.New(), tree.New()
	for i := range n {
		var before, after strings.Builder
		for l := range 60 {
			fmt.Fprintf(&before, "line %d of file %d\n", l, i)
			if l == 30 {
				fmt.Fprintf(&after, "changed line %d of file %d\n", l, i)
				continue
			}
			fmt.Fprintf(&after, "line %d of file %d\n", l, i)
		}
		name := fmt.Sprintf("src/pkg%02d/file%04d.ts", i%50, i)
		if err := old.Add(name, []byte(before.String())); err != nil {
			tb.Fatal(err)
		}
		if err := cur.Add(name, []byte(after.String())); err != nil {
			tb.Fatal(err)
		}
	}
	return old, cur
}

// The diff of many files shows every file's counts, and the diffs of one page of them.
func TestDiffViewPages(t *testing.T) {
	old, cur := manyFiles(t, 120)
	c := newComparison(old, cur)
	d := newDiffView("typescript", "bld_1", c, 3)
	if d.Pages != 3 || d.Page != 3 || len(d.Files) != 120 || len(d.Shown) != 20 || d.Total.Added != 120 || d.Total.Removed != 120 {
		t.Errorf("pages %d, page %d, files %d, shown %d, total %+v", d.Pages, d.Page, len(d.Files), len(d.Shown), d.Total)
	}
	if d.Files[0].Rows != nil || d.Shown[0].Rows == nil || d.Shown[0].N != 101 {
		t.Error("rows are computed for the page's files only")
	}
	if d := newDiffView("typescript", "", c, 99); d.Page != 3 {
		t.Errorf("a page past the end shows page %d, want the last", d.Page)
	}
}

// BenchmarkDiffPage5000Files renders the build page's diff section for a target whose output changed in 5,000
// files: "first" compares the outputs and renders every file's counts and the first page of diffs (a build's
// first diff page); "next" renders another page from the kept comparison (every later page).
func BenchmarkDiffPage5000Files(b *testing.B) {
	old, cur := manyFiles(b, 5000)
	pages, err := parsePages()
	if err != nil {
		b.Fatal(err)
	}
	render := func(b *testing.B, c *comparison, n int) {
		view := buildView{Row: buildRow{Done: true}, Diff: newDiffView("typescript", "bld_1", c, n)}
		var out bytes.Buffer
		if err := pages["build"].Execute(&out, page{Title: "Build", Data: view}); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(out.Len())/1e6, "MB/page")
	}
	b.Run("first", func(b *testing.B) {
		for b.Loop() {
			render(b, newComparison(old, cur), 1)
		}
	})
	kept := newComparison(old, cur)
	b.Run("next", func(b *testing.B) {
		for b.Loop() {
			render(b, kept, 2)
		}
	})
}

// Highlighting: keywords, strings, comments and numbers get their class; everything stays escaped.
func TestHighlight(t *testing.T) {
	for _, tc := range []struct{ path, line, want string }{
		{"a.ts", `const x = "<b>" // </script>`, `<span class="tok-k">const</span> x = <span class="tok-s">&#34;&lt;b&gt;&#34;</span> <span class="tok-c">// &lt;/script&gt;</span>`},
		{"a.py", `def f(): return 'it\'s' # 1`, `<span class="tok-k">def</span> f(): <span class="tok-k">return</span> <span class="tok-s">&#39;it\&#39;s&#39;</span> <span class="tok-c"># 1</span>`},
		{"a.go", "n := 42", `n := <span class="tok-n">42</span>`},
		{"README.md", "<img src=x>", `&lt;img src=x&gt;`},
		{"a.ts", `"unterminated <`, `<span class="tok-s">&#34;unterminated &lt;</span>`},
	} {
		if got := string(highlight(tc.path, tc.line)); got != tc.want {
			t.Errorf("highlight(%s, %q) =\n%s\nwant\n%s", tc.path, tc.line, got, tc.want)
		}
	}
}

func TestPullURL(t *testing.T) {
	for source, want := range map[string]string{
		"acme/api#12 at 0123abc": "https://github.example/acme/api/pull/12",
		"web: octocat":           "",
		"api":                    "",
		"acme/api#x at 1":        "",
	} {
		if got := pullURL("https://github.example", source); got != want {
			t.Errorf("pullURL(%q) = %q, want %q", source, got, want)
		}
	}
}
