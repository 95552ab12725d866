package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
)

func TestResolveEdition(t *testing.T) {
	for _, tc := range []struct {
		scope, value string
		want         string
		status       editionStatus
	}{
		{"", "", "2025-10-08", editionOmitted},
		{"", "2025-10-10", "2025-10-10", editionKnown},
		{"", "2026-02-23", "2026-02-23", editionKnown},
		{"", "2026-1-30", "2026-01-30", editionKnown}, // same date, other padding
		{"", "2027-01-01", "2026-02-23", editionUnknownDate},
		{"", "2026-01-01", "2025-10-10", editionUnknownDate},
		{"", "2020-01-01", "2025-10-08", editionUnknownDate},
		{"", "2025-02-30", "2025-10-08", editionUnknown}, // not a calendar date
		{"", "latest", "2025-10-08", editionUnknown},
		{"go", "", "go.2025-10-08", editionOmitted},
		{"go", "go.2026-2-3", "go.2026-2-3", editionKnown},
		{"go", "go.2026-02-03", "go.2026-2-3", editionKnown},
		{"go", "go.2026-03-01", "go.2026-2-3", editionUnknownDate},
		{"go", "go.2099-01-01", "go.2026-04-15", editionUnknownDate},
		{"go", "2026-04-15", "go.2025-10-08", editionWrongScope},
		{"go", "python.2025-11-20", "go.2025-10-08", editionWrongScope},
		{"go", "go.next", "go.2025-10-08", editionUnknown},
		{"python", "python.2026-01-01", "python.2025-11-20", editionUnknownDate},
		{"sql", "", "sql.2025-12-08", editionOmitted},
		{"node", "node.2025-10-08", "node.2025-10-08", editionKnown},
		{"openapi", "", "", editionOmitted},
		{"openapi", "openapi.2025-10-08", "", editionUnknownDate},
	} {
		got, status := resolveEdition(tc.scope, tc.value)
		if got != tc.want || status != tc.status {
			t.Errorf("resolveEdition(%q, %q) = %q, %d; want %q, %d", tc.scope, tc.value, got, status, tc.want, tc.status)
		}
	}
}

func TestEffectiveEditions(t *testing.T) {
	for _, tc := range []struct {
		name       string
		old, new   string
		extra      string
		top        string
		typescript string
		python     string
		codes      []diag.Code
	}{
		{
			name: "omitted", top: "2025-10-08", typescript: "typescript.2025-10-08", python: "python.2025-10-08",
		},
		{
			name: "top-level does not carry into targets", extra: "edition: 2026-02-23\ntargets:\n  python: {package_name: acme, publish: {pypi: true}}\n",
			top: "2026-02-23", typescript: "typescript.2025-10-08", python: "python.2025-10-08",
		},
		{
			name: "per target", extra: "targets:\n  typescript: {edition: typescript.2025-10-10, package_name: acme, publish: {npm: true}}\n",
			top: "2025-10-08", typescript: "typescript.2025-10-10", python: "python.2025-10-08",
		},
		{
			name: "unknown date", extra: "edition: 2030-01-01\n",
			top: "2026-02-23", typescript: "typescript.2025-10-08", python: "python.2025-10-08", codes: []diag.Code{diag.ConfigUnknownEdition},
		},
		{
			name: "unknown string", extra: "edition: newest\n",
			top: "2025-10-08", typescript: "typescript.2025-10-08", python: "python.2025-10-08", codes: []diag.Code{diag.ConfigUnknownEdition},
		},
		{
			name: "deprecated settings.edition", old: "  license: Apache-2.0\n", new: "  license: Apache-2.0\n  edition: 2026-01-30\n",
			top: "2026-01-30", typescript: "typescript.2025-10-08", python: "python.2025-10-08", codes: []diag.Code{diag.ConfigDeprecated},
		},
		{
			name: "unknown target date", extra: "targets:\n  python: {edition: python.2031-01-01, package_name: acme, publish: {pypi: true}}\n",
			top: "2025-10-08", typescript: "typescript.2025-10-08", python: "python.2025-11-20", codes: []diag.Code{diag.ConfigUnknownEdition},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, list := load(variant(t, tc.old, tc.new, tc.extra))
			if got := cfg.EffectiveEdition(); got != tc.top {
				t.Errorf("EffectiveEdition = %q, want %q", got, tc.top)
			}
			if got := cfg.EffectiveTargetEdition("typescript"); got != tc.typescript {
				t.Errorf("typescript edition = %q, want %q", got, tc.typescript)
			}
			if got := cfg.EffectiveTargetEdition("python"); got != tc.python {
				t.Errorf("python edition = %q, want %q", got, tc.python)
			}
			if got := list.Codes(); strings.Join(codeStrings(got), ",") != strings.Join(codeStrings(tc.codes), ",") {
				t.Errorf("codes = %v, want %v:%s", got, tc.codes, render(list))
			}
		})
	}
}

func codeStrings(codes []diag.Code) []string {
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = string(c)
	}
	return out
}

func TestUnknownEditionMessages(t *testing.T) {
	for _, tc := range []struct {
		extra, want string
	}{
		{"edition: 2025-10-11\n", `it acts as 2025-10-10, the newest edition on or before that date`},
		{"edition: 2025-1-08\n", `it acts as 2025-10-08, the oldest edition`},
		{"edition: 2025-10-8x\n", `is neither a known edition nor a date; did you mean "2025-10-08"?`},
		{"targets:\n  openapi: {edition: openapi.2025-10-08}\n", "the openapi target has no editions yet"},
	} {
		_, list := load(variant(t, "", "", tc.extra))
		if len(list) != 1 || list[0].Code != diag.ConfigUnknownEdition || list[0].Level != diag.Warning || !strings.Contains(list[0].Message, tc.want) {
			t.Errorf("%q: want one Config/UnknownEdition warning saying %q, got:%s", tc.extra, tc.want, render(list))
		}
	}
}

func boolPtr(b bool) *bool { return &b }

func TestPythonUseUV(t *testing.T) {
	for _, tc := range []struct {
		name    string
		edition string
		useUV   *bool
		want    bool
	}{
		{"no target", "-", nil, false},
		{"omitted edition", "", nil, false},
		{"old edition", "python.2025-10-08", nil, false},
		{"uv edition", "python.2025-11-20", nil, true},
		{"future edition", "python.2030-01-01", nil, true},
		{"option wins over an old edition", "python.2025-10-08", boolPtr(true), true},
		{"option wins over the uv edition", "python.2025-11-20", boolPtr(false), false},
	} {
		var target *PythonTarget
		if tc.edition != "-" {
			target = &PythonTarget{TargetCommon: TargetCommon{Edition: tc.edition}, Options: PythonOptions{UseUV: tc.useUV}}
		}
		if got := PythonUseUV(target); got != tc.want {
			t.Errorf("%s: PythonUseUV = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestGoNullableMapItems(t *testing.T) {
	for _, tc := range []struct {
		name    string
		edition string
		set     *bool
		want    bool
	}{
		{"no target", "-", nil, false},
		{"omitted edition", "", nil, false},
		{"edition before", "go.2026-03-10", nil, false},
		{"unpadded edition before", "go.2026-2-3", nil, false},
		{"edition", "go.2026-04-15", nil, true},
		{"option wins", "go.2026-04-15", boolPtr(false), false},
		{"option wins before", "go.2025-10-08", boolPtr(true), true},
	} {
		var target *GoTarget
		if tc.edition != "-" {
			target = &GoTarget{TargetCommon: TargetCommon{Edition: tc.edition}, Options: GoOptions{NullableMapItems: tc.set}}
		}
		if got := GoNullableMapItems(target); got != tc.want {
			t.Errorf("%s: GoNullableMapItems = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestGoCodeStyle(t *testing.T) {
	for _, tc := range []struct {
		name    string
		options string
		want    string
	}{
		{"default", "{}", "v1"},
		{"enable_v2 true", "{enable_v2: true}", "v2"},
		{"enable_v2 migration", "{enable_v2: migration}", "v2_migration"},
		{"code_style wins", "{code_style: v1, enable_v2: true}", "v1"},
		{"null code_style defers", "{code_style: null, enable_v2: true}", "v2"},
	} {
		cfg, _ := load(variant(t, "", "", "targets:\n  go: {package_name: acme, options: "+tc.options+"}\n"))
		if got := GoCodeStyle(cfg.Targets.Go); got != tc.want {
			t.Errorf("%s: GoCodeStyle = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestEditionTable checks the declared table: every edition says what it changes, belongs to a scope that exists
// and is written <scope>.<date> (a bare date at the top level), and each scope's editions are unique and oldest
// first; docs/config-decisions.md names each. Every target but openapi has at least its baseline.
func TestEditionTable(t *testing.T) {
	scopes := map[string]bool{"": true}
	for _, name := range TargetNames {
		scopes[name] = true
	}
	last := map[string]int{}
	for _, e := range editionTable {
		if !scopes[e.Scope] {
			t.Errorf("%s: scope %q is neither the top level nor a target", e.Name, e.Scope)
		}
		if strings.TrimSpace(e.Changes) == "" {
			t.Errorf("%s: no description of what it changes", e.Name)
		}
		date, ok := editionDateKey(e.Scope, e.Name)
		if !ok {
			t.Errorf("%s: not written <scope>.<date> for scope %q", e.Name, e.Scope)
		}
		if date <= last[e.Scope] {
			t.Errorf("%s: not after the previous edition of its scope", e.Name)
		}
		last[e.Scope] = date
	}
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "config-decisions.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range editionTable {
		if !strings.Contains(string(doc), "`"+e.Name+"`") {
			t.Errorf("docs/config-decisions.md's edition table lacks %s", e.Name)
		}
	}
	for _, name := range TargetNames {
		if got := len(knownEditions(name)); (got == 0) != (name == "openapi") {
			t.Errorf("target %s has %d editions", name, got)
		}
	}
}

func TestEditionChanges(t *testing.T) {
	names := func(es []Edition) string {
		var out []string
		for _, e := range es {
			out = append(out, e.Name)
		}
		return strings.Join(out, " ")
	}
	for _, tc := range []struct{ scope, from, to, want string }{
		{"", "2025-10-08", "2026-02-23", "2025-10-10 2026-01-30 2026-02-23"},
		{"", "2026-01-30", "2026-01-30", ""},
		{"go", "go.2026-2-3", "go.2026-04-15", "go.2026-03-10 go.2026-04-15"},
		{"python", "", "python.2025-10-08", "python.2025-10-08"},
		{"python", "python.2025-11-20", "python.2025-10-08", ""}, // backwards is nothing
		{"go", "go.2025-10-08", "python.2025-11-20", ""},
	} {
		if got := names(EditionChanges(tc.scope, tc.from, tc.to)); got != tc.want {
			t.Errorf("EditionChanges(%q, %q, %q) = %q, want %q", tc.scope, tc.from, tc.to, got, tc.want)
		}
	}
}
