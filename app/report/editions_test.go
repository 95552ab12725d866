package report

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
)

func loadConfig(t *testing.T, yml string) *config.Config {
	t.Helper()
	cfg := config.Load("sdkgen.yml", []byte(yml), &diag.Collector{})
	if cfg == nil {
		t.Fatalf("config did not load:\n%s", yml)
	}
	return cfg
}

func TestEditionSection(t *testing.T) {
	const base = "organization:\n  name: acme\ntargets:\n  go:\n    package_name: acme\n    edition: go.2025-10-08\n  python:\n    package_name: acme\n"
	tests := []struct {
		name       string
		head       string
		want, not  []string
		wantChange bool
	}{
		{
			name:       "go bumped across three editions",
			head:       strings.Replace(base, "go.2025-10-08", "go.2026-04-15", 1),
			wantChange: true,
			want: []string{"### Edition changes", "**`go`**: `go.2025-10-08` → `go.2026-04-15` turns on:",
				"`go.2026-2-3`: No behaviour change in sdkgen yet.", "`go.2026-04-15`: Nullable map and array items become pointers"},
			not: []string{"python", "top level"},
		},
		{
			name:       "python gains an edition and the top level moves",
			head:       "edition: 2026-01-30\n" + strings.Replace(base, "  python:\n    package_name: acme\n", "  python:\n    package_name: acme\n    edition: python.2025-11-20\n", 1),
			wantChange: true,
			want: []string{"**`python`**: `python.2025-10-08` → `python.2025-11-20` turns on:", "uv becomes the default package manager",
				"**top level**: `2025-10-08` → `2026-01-30` turns on:"},
			not: []string{"**`go`**"},
		},
		{
			name:       "go moved back",
			head:       "organization:\n  name: acme\ntargets:\n  go:\n    package_name: acme\n    edition: go.2026-04-15\n  python:\n    package_name: acme\n",
			wantChange: true,
			want:       []string{"goes back, turning off:", "`go.2026-03-10`"},
		},
		{name: "nothing moved", head: base + "# a comment\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from, to := loadConfig(t, base), loadConfig(t, tt.head)
			if tt.name == "go moved back" {
				from, to = to, from
			}
			r := &Report{Editions: EditionChanges(from, to, []string{"go", "python"})}
			got := editionSection(r)
			if (got != "") != tt.wantChange {
				t.Fatalf("edition section = %q, want a section: %v", got, tt.wantChange)
			}
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("the section lacks %q:\n%s", w, got)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(got, n) {
					t.Errorf("the section has %q:\n%s", n, got)
				}
			}
			if tt.wantChange && !strings.Contains(Comment(r), got) {
				t.Error("the comment does not carry the edition section")
			}
		})
	}
}
