package config

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/internal/suggest"
)

// Editions are opt-in bundles of behaviour changes. The top-level edition and each target's edition are
// independent: an omitted edition is the oldest of its scope, and the top level does not carry into targets.
//
// A value sdkgen does not know is accepted with a warning (Config/UnknownEdition) and acts as a known edition:
//   - a date (YYYY-M-D, month and day padded or not) acts as the newest known edition on or before that date, so
//     a future date behaves like the newest edition and a config written for a newer sdkgen keeps working;
//     a date before the oldest edition acts as the oldest;
//   - anything else acts as the oldest edition, as if the key were omitted.
//
// A date equal to a known edition's date is that edition whatever its padding (go.2026-02-03 is go.2026-2-3, the
// spelling the reference lists), with no warning.
//
// editionTable declares the editions and what each changes; docs/config-decisions.md repeats the table.

// Edition thresholds that change defaults.
const (
	editionPythonUV         = "python.2025-11-20"
	editionGoNullableMapItm = "go.2026-04-15"
)

// Edition is one edition of a scope with what it changes, for people: `sdkgen edition upgrade` prints the
// changes between two editions, and docs/config-decisions.md repeats them.
type Edition struct {
	Scope   string // "" for the top level, otherwise a target name
	Name    string // as written in sdkgen.yml
	Changes string // what this edition turns on compared with the one before it
}

const baselineChange = "Baseline: the oldest edition of its scope."

// editionTable declares every edition, oldest first within each scope. It is the single list of editions: a new
// one is added here with its changes and, when it changes a default, to an accessor beside PythonUseUV.
var editionTable = []Edition{
	{"", "2025-10-08", baselineChange},
	{"", "2025-10-10", "No behaviour change in sdkgen; accepted so that existing configurations load."},
	{"", "2026-01-30", "No behaviour change in sdkgen; accepted so that existing configurations load."},
	{"", "2026-02-23", "No behaviour change in sdkgen; accepted so that existing configurations load."},
	{"typescript", "typescript.2025-10-08", baselineChange},
	{"typescript", "typescript.2025-10-10", "No behaviour change in sdkgen yet."},
	{"node", "node.2025-10-08", baselineChange},
	{"python", "python.2025-10-08", baselineChange},
	{"python", editionPythonUV, "uv becomes the default package manager (rye before); options.use_uv overrides either way."},
	{"go", "go.2025-10-08", baselineChange},
	{"go", "go.2026-2-3", "No behaviour change in sdkgen yet."},
	{"go", "go.2026-03-10", "No behaviour change in sdkgen yet."},
	{"go", editionGoNullableMapItm, "Nullable map and array items become pointers: options.nullable_map_items defaults to true (false before)."},
	{"java", "java.2025-10-08", baselineChange},
	{"kotlin", "kotlin.2025-10-08", baselineChange},
	{"ruby", "ruby.2025-10-08", baselineChange},
	{"cli", "cli.2025-10-08", baselineChange},
	{"php", "php.2025-10-08", baselineChange},
	{"csharp", "csharp.2025-10-08", baselineChange},
	{"terraform", "terraform.2025-10-08", baselineChange},
	{"sql", "sql.2025-12-08", baselineChange},
}

// knownEditions returns the editions of a scope, oldest first: "" is the top level, otherwise a target name. The
// openapi target has none.
func knownEditions(scope string) []string {
	var names []string
	for _, e := range editionTable {
		if e.Scope == scope {
			names = append(names, e.Name)
		}
	}
	return names
}

// KnownEditions returns the editions of a scope ("" for the top level, otherwise a target name), oldest first.
func KnownEditions(scope string) []string { return knownEditions(scope) }

// EditionChanges returns the editions of scope after from, up to and including to, oldest first: what moving a
// configuration from one to the other turns on. Both are known editions of scope; from may be "" (nothing yet).
func EditionChanges(scope, from, to string) []Edition {
	var out []Edition
	after := from == ""
	for _, e := range editionTable {
		if e.Scope != scope {
			continue
		}
		if after {
			out = append(out, e)
		}
		if e.Name == to {
			return out
		}
		after = after || e.Name == from
	}
	return nil
}

// editionStatus says how a written edition was understood.
type editionStatus uint8

const (
	editionOmitted editionStatus = iota
	editionKnown
	editionUnknownDate // a date sdkgen does not know
	editionUnknown     // neither a known edition nor a date
	editionWrongScope  // a target edition without the "<target>." prefix
)

var editionDate = regexp.MustCompile(`^(\d{4})-(\d{1,2})-(\d{1,2})$`)

// dateKey turns "2026-2-3" into 20260203, or returns false when s is not a calendar date.
func dateKey(s string) (int, bool) {
	m := editionDate.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	y, _ := strconv.Atoi(m[1])
	mo, _ := strconv.Atoi(m[2])
	d, _ := strconv.Atoi(m[3])
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if t.Year() != y || int(t.Month()) != mo || t.Day() != d {
		return 0, false
	}
	return y*10000 + mo*100 + d, true
}

// editionDateKey returns the date of an edition of scope ("python.2025-11-20" -> 20251120).
func editionDateKey(scope, edition string) (int, bool) {
	if scope != "" {
		rest, ok := strings.CutPrefix(edition, scope+".")
		if !ok {
			return 0, false
		}
		edition = rest
	}
	return dateKey(edition)
}

// resolveEdition returns the known edition that value acts as in scope, and how value was understood. The
// effective edition is "" only for a scope that has no editions.
func resolveEdition(scope, value string) (string, editionStatus) {
	known := knownEditions(scope)
	oldest := ""
	if len(known) > 0 {
		oldest = known[0]
	}
	switch {
	case value == "":
		return oldest, editionOmitted
	case slices.Contains(known, value):
		return value, editionKnown
	case scope != "" && !strings.HasPrefix(value, scope+"."):
		return oldest, editionWrongScope
	}
	date, ok := editionDateKey(scope, value)
	if !ok {
		return oldest, editionUnknown
	}
	effective := oldest
	for _, k := range known {
		kd, _ := editionDateKey(scope, k)
		if kd == date {
			return k, editionKnown
		}
		if kd < date {
			effective = k
		}
	}
	return effective, editionUnknownDate
}

// editionAtLeast reports whether a resolved edition of scope is on or after threshold.
func editionAtLeast(scope, edition, threshold string) bool {
	e, ok1 := editionDateKey(scope, edition)
	t, ok2 := editionDateKey(scope, threshold)
	return ok1 && ok2 && e >= t
}

// EffectiveEdition returns the known top-level edition the configuration acts as: edition, else the deprecated
// settings.edition, else the oldest edition.
func (c *Config) EffectiveEdition() string {
	value := c.Edition
	if value == "" {
		value = c.Settings.Edition
	}
	e, _ := resolveEdition("", value)
	return e
}

// EffectiveTargetEdition returns the known edition a target acts as (the oldest when it sets none or is not
// configured), or "" for a target that has no editions.
func (c *Config) EffectiveTargetEdition(target string) string {
	value := ""
	if common := c.Targets.Common(target); common != nil {
		value = common.Edition
	}
	e, _ := resolveEdition(target, value)
	return e
}

// PythonUseUV reports whether the python target uses uv rather than rye: options.use_uv when set, else true from
// edition python.2025-11-20.
func PythonUseUV(t *PythonTarget) bool {
	if t == nil {
		return false
	}
	if t.Options.UseUV != nil {
		return *t.Options.UseUV
	}
	e, _ := resolveEdition("python", t.Edition)
	return editionAtLeast("python", e, editionPythonUV)
}

// GoNullableMapItems reports whether nullable map and array items become pointers in the go target:
// options.nullable_map_items when set, else true from edition go.2026-04-15.
func GoNullableMapItems(t *GoTarget) bool {
	if t == nil {
		return false
	}
	if t.Options.NullableMapItems != nil {
		return *t.Options.NullableMapItems
	}
	e, _ := resolveEdition("go", t.Edition)
	return editionAtLeast("go", e, editionGoNullableMapItm)
}

// checkEditions reports unknown editions, target editions of the wrong target, and a settings.edition that
// contradicts edition.
func checkEditions(r *reporter, cfg *Config) {
	if cfg.Edition != "" {
		reportEdition(r, "", cfg.Edition, cfg.Ptr.Append("edition"))
	}
	if cfg.Settings.Edition != "" {
		p := cfg.Settings.Ptr.Append("edition")
		reportEdition(r, "", cfg.Settings.Edition, p)
		if cfg.Edition != "" && cfg.Edition != cfg.Settings.Edition {
			r.atValue(diag.ConfigConflict, p, "settings.edition %q contradicts edition %q; remove settings.edition (it is a deprecated alias)",
				cfg.Settings.Edition, cfg.Edition)
		}
	}
	for _, name := range cfg.Targets.Configured() {
		if common := cfg.Targets.Common(name); common.Edition != "" {
			reportEdition(r, name, common.Edition, common.Ptr.Append("edition"))
		}
	}
}

func reportEdition(r *reporter, scope, value string, p document.Pointer) {
	effective, status := resolveEdition(scope, value)
	known := knownEditions(scope)
	switch {
	case status == editionKnown:
	case len(known) == 0:
		r.atValue(diag.ConfigUnknownEdition, p, "%s: the %s target has no editions yet; %q is ignored", dotted(p), scope, value)
	case status == editionWrongScope:
		r.atValue(diag.ConfigInvalidValue, p, "%s: %q is not an edition of the %s target: target editions are written %s.<date> (known: %s)",
			dotted(p), value, scope, scope, strings.Join(known, ", "))
	case status == editionUnknownDate:
		r.atValue(diag.ConfigUnknownEdition, p, "%s: %q is not an edition sdkgen knows (known: %s); it acts as %s, %s",
			dotted(p), value, strings.Join(known, ", "), effective, actsAsReason(effective, known))
	default:
		hint := ""
		if c := suggest.Closest(value, known); c != "" {
			hint = fmt.Sprintf("; did you mean %q?", c)
		}
		r.atValue(diag.ConfigUnknownEdition, p, "%s: %q is neither a known edition nor a date%s (known: %s); it acts as the oldest edition, %s",
			dotted(p), value, hint, strings.Join(known, ", "), effective)
	}
}

func actsAsReason(effective string, known []string) string {
	if effective == known[0] {
		return "the oldest edition"
	}
	return "the newest edition on or before that date"
}

// LatestEdition returns the newest known edition of a scope: "" for the top-level edition, or a target key
// ("" when the target has no editions). New projects start on it to get today's defaults.
func LatestEdition(scope string) string {
	known := knownEditions(scope)
	if len(known) == 0 {
		return ""
	}
	return known[len(known)-1]
}
