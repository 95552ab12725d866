package report

import (
	"strings"
)

// CILine is one target's CI result in the preview comment: Row is its markdown (app/cistatus.Row), written by
// sdkgen, never by people.
type CILine struct {
	Target string
	Row    string
}

// ciMarker opens the CI section; the head commit it is about follows it, so a CI result of an older head never
// lands in the comment of a newer one.
const (
	ciMarker    = "<!-- sdkgen:ci "
	ciEndMarker = "<!-- /sdkgen:ci -->"
)

// ciSection is the comment's CI section of r (empty when no target's SDK repository runs CI for the preview).
func ciSection(r *Report) string {
	return CISection(r.Project, r.HeadSHA, r.CI)
}

// CISection renders the CI section: one line per target, `**<project>-<target>**: build ✅ lint ✅ test ❌ ...`,
// between markers that ReplaceCISection finds. No lines: no section.
func CISection(project, headSHA string, lines []CILine) string {
	if len(lines) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(ciMarker + strings.ToLower(headSHA) + " -->\n### CI results\n\n")
	for _, l := range lines {
		name := targetName(&Report{Project: project}, &Target{Target: l.Target})
		b.WriteString("- **" + text(name) + "**: " + clip(strings.ReplaceAll(l.Row, "\n", " "), maxFailure) + "\n")
	}
	return b.String() + ciEndMarker + "\n\n"
}

// ReplaceCISection puts section in place of body's CI section about headSHA; ok is false when body has none (a
// comment of another head, an older layout, or one posted before any SDK was pushed).
func ReplaceCISection(body, headSHA, section string) (string, bool) {
	open := ciMarker + strings.ToLower(headSHA) + " -->"
	start := strings.Index(body, open)
	if start < 0 {
		return body, false
	}
	end := strings.Index(body[start:], ciEndMarker)
	if end < 0 {
		return body, false
	}
	rest := strings.TrimPrefix(body[start+end+len(ciEndMarker):], "\n")
	rest = strings.TrimPrefix(rest, "\n")
	return body[:start] + section + rest, true
}
