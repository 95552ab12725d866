package report

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/surface"
)

// Caps that keep a target's fixed part of the comment small whatever the build found; what is left out is
// counted.
const (
	maxSurface     = 25   // API changes listed per target
	maxDiagnostics = 10   // non-note diagnostics listed per target (§5)
	maxMessage     = 1000 // runes of a diagnostic message
	maxFailure     = 2000 // runes of a failure's explanation, or an install snippet
	maxName        = 200  // runes of a name: a target, an API element, a diagnostic code
)

// surfaceDetails lists the changes to the public API, breaking ones first and flagged.
func surfaceDetails(changes []surface.Change) string {
	if len(changes) == 0 {
		return ""
	}
	sorted := sortedChanges(changes)
	breaking := 0
	for _, c := range sorted {
		if c.Breaking {
			breaking++
		}
	}
	summary := "API changes (" + thousands(len(sorted))
	if breaking > 0 {
		summary += ", " + thousands(breaking) + " breaking"
	}
	summary += ")"
	var b strings.Builder
	for _, c := range sorted[:min(len(sorted), maxSurface)] {
		b.WriteString("- " + surfaceLine(c) + "\n")
	}
	if hidden := len(sorted) - maxSurface; hidden > 0 {
		b.WriteString("- … and " + thousands(hidden) + " more\n")
	}
	return details(summary, b.String())
}

// sortedChanges puts breaking changes first, then orders by name, so the output never depends on the order a
// builder found them in.
func sortedChanges(changes []surface.Change) []surface.Change {
	sorted := slices.Clone(changes)
	slices.SortStableFunc(sorted, func(a, b surface.Change) int {
		if a.Breaking != b.Breaking {
			if a.Breaking {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Element, b.Element),
			cmp.Compare(a.Detail, b.Detail))
	})
	return sorted
}

// surfaceLine is "⚠️ **Breaking:** removed method `accounts.delete`: reason" or "added type `Card`".
func surfaceLine(c surface.Change) string {
	s := text(string(c.Kind)) + " " + text(string(c.Element)) + " " + code(clip(c.Name, maxName))
	if c.Detail != "" {
		s += ": " + text(clip(c.Detail, maxMessage))
	}
	if c.Breaking {
		s = "⚠️ **Breaking:** " + s
		if c.Reason != "" {
			s += " (" + text(clip(c.Reason, maxMessage)) + ")"
		}
	}
	return s
}

// diagnosticsDetails lists at most maxDiagnostics new non-note diagnostics, worst first; notes are only counted.
func diagnosticsDetails(diags []diag.Diagnostic) string {
	var listed []diag.Diagnostic
	notes := 0
	for _, d := range diags {
		switch {
		case d.Ignored:
		case d.Level <= diag.Note:
			notes++
		default:
			listed = append(listed, d)
		}
	}
	if len(listed)+notes == 0 {
		return ""
	}
	slices.SortStableFunc(listed, compareDiagnostics)
	var b strings.Builder
	for _, d := range listed[:min(len(listed), maxDiagnostics)] {
		b.WriteString("- " + diagnosticLine(d) + "\n")
	}
	if hidden := len(listed) - maxDiagnostics; hidden > 0 {
		b.WriteString("- … and " + thousands(hidden) + " more\n")
	}
	if notes > 0 {
		if len(listed) > 0 {
			b.WriteString("\n")
		}
		b.WriteString(plural(notes, "new note is", "new notes are") + " not listed.\n")
	}
	return details("New diagnostics ("+diag.List(diags).Summary()+")", b.String())
}

// compareDiagnostics orders by level (worst first), then like diag.List.Sort.
func compareDiagnostics(a, b diag.Diagnostic) int {
	return cmp.Or(cmp.Compare(b.Level, a.Level), cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line),
		cmp.Compare(a.Column, b.Column), cmp.Compare(a.Code, b.Code), cmp.Compare(a.Message, b.Message))
}

// diagnosticLine is "**error** `Code`: message (`openapi.yml:12`)".
func diagnosticLine(d diag.Diagnostic) string {
	s := "**" + text(d.Level.String()) + "** " + code(clip(string(d.Code), maxName)) + ": " + message(clip(d.Message, maxMessage))
	if d.File != "" {
		loc := d.File
		if d.Line > 0 {
			loc = fmt.Sprintf("%s:%d", d.File, d.Line)
		}
		s += " (" + code(clip(loc, 200)) + ")"
	}
	return s
}
