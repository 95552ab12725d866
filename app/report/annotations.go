package report

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// annotations points the target's new diagnostics at the spec and sdkgen.yml lines they are about. Diagnostics
// in other files (or in none) are in the summary only: GitHub annotates files of the repository the check runs
// on.
func annotations(r *Report, t *Target) []gh.Annotation {
	var out []gh.Annotation
	for _, d := range t.NewDiagnostics {
		p := annotationPath(r, d.File)
		if d.Ignored || p == "" {
			continue
		}
		line := max(d.Line, 1) // a diagnostic about the whole file is shown on its first line
		out = append(out, gh.Annotation{
			Path: p, StartLine: line, EndLine: line,
			Level:   annotationLevel(d.Level),
			Title:   clip(string(d.Code), 255),
			Message: clip(strings.ToValidUTF8(d.Message, "\uFFFD"), maxAnnotationMessage),
		})
	}
	slices.SortFunc(out, func(a, b gh.Annotation) int {
		return cmp.Or(cmp.Compare(a.Path, b.Path), cmp.Compare(a.StartLine, b.StartLine),
			cmp.Compare(levelRank(b.Level), levelRank(a.Level)), cmp.Compare(a.Title, b.Title),
			cmp.Compare(a.Message, b.Message))
	})
	return out
}

// annotationPath is the repository path of the spec or sdkgen.yml when file names one of them (by path or by
// base name, as the generator may have been given either), or "".
func annotationPath(r *Report, file string) string {
	if file == "" {
		return ""
	}
	for _, p := range []string{r.SpecPath, r.ConfigPath} {
		if p == "" {
			continue
		}
		clean := strings.TrimPrefix(path.Clean(p), "/")
		if strings.TrimPrefix(path.Clean(file), "/") == clean || file == path.Base(clean) {
			return clean
		}
	}
	return ""
}

func annotationLevel(l diag.Level) string {
	switch {
	case l >= diag.Error:
		return "failure"
	case l == diag.Warning:
		return "warning"
	}
	return "notice"
}

func levelRank(level string) int {
	return slices.Index([]string{"notice", "warning", "failure"}, level)
}

// Batches splits annotations into requests of at most n (MaxAnnotations when n is not positive). The batches
// share a's backing array but cannot grow into each other.
func Batches(a []gh.Annotation, n int) [][]gh.Annotation {
	if n <= 0 {
		n = MaxAnnotations
	}
	var out [][]gh.Annotation
	for len(a) > 0 {
		k := min(n, len(a))
		out = append(out, a[:k:k])
		a = a[k:]
	}
	return out
}
