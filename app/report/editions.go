package report

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
)

// EditionChange is an edition a pull request moves in sdkgen.yml: what the scope acted as before and after, and
// the editions in between with the behaviour each turns on (or, moving back, off).
type EditionChange struct {
	// Scope is the target whose edition moved, "" for the top-level edition.
	Scope    string
	From, To string
	// Steps are the editions after From up to To (moving forward) or after To up to From (moving back), oldest
	// first, with what each changes.
	Steps     []config.Edition
	Downgrade bool
}

// maxEditionSteps caps the editions listed per scope (an edition bump across years lists few anyway).
const maxEditionSteps = 20

// editionSection lists the behaviour changes of the editions the pull request moves, per target, so reviewers
// see what an edition bump does to each SDK before merging; "" when no edition moved.
func editionSection(r *Report) string {
	if len(r.Editions) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("### Edition changes\n\nThis PR moves editions in `sdkgen.yml`. What each one changes in the generated SDKs:\n\n")
	for _, e := range r.Editions {
		scope := "top level"
		if e.Scope != "" {
			scope = code(clip(e.Scope, maxName))
		}
		verb := "turns on"
		if e.Downgrade {
			verb = "goes back, turning off"
		}
		b.WriteString("- **" + scope + "**: " + editionName(e.From) + " → " + editionName(e.To) + " " + verb + ":\n")
		for _, s := range e.Steps[:min(len(e.Steps), maxEditionSteps)] {
			b.WriteString("  - " + code(clip(s.Name, maxName)) + ": " + text(clip(s.Changes, maxMessage)) + "\n")
		}
		if hidden := len(e.Steps) - maxEditionSteps; hidden > 0 {
			b.WriteString("  - … and " + thousands(hidden) + " more\n")
		}
		if len(e.Steps) == 0 {
			b.WriteString("  - nothing: both act as the same edition\n")
		}
	}
	return b.String() + "\n"
}

func editionName(e string) string {
	if e == "" {
		return "none"
	}
	return code(clip(e, maxName))
}

// EditionChanges compares the editions two configurations act as, the top level and each of targets; nil config
// (a side without sdkgen.yml) moves nothing.
func EditionChanges(base, head *config.Config, targets []string) []EditionChange {
	if base == nil || head == nil {
		return nil
	}
	var out []EditionChange
	add := func(scope, from, to string) {
		if from == to || from == "" || to == "" {
			return
		}
		if steps := config.EditionChanges(scope, from, to); steps != nil {
			out = append(out, EditionChange{Scope: scope, From: from, To: to, Steps: steps})
			return
		}
		out = append(out, EditionChange{Scope: scope, From: from, To: to, Steps: config.EditionChanges(scope, to, from), Downgrade: true})
	}
	add("", base.EffectiveEdition(), head.EffectiveEdition())
	for _, t := range targets {
		add(t, base.EffectiveTargetEdition(t), head.EffectiveTargetEdition(t))
	}
	return out
}
