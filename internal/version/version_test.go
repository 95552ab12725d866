package version

import (
	"slices"
	"testing"
)

func TestCompare(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"0.9.0", "0.9.0", 0},
		{"0.9.0", "0.10.0", -1},
		{"1.0.0", "0.99.9", 1},
		{"v1.2", "1.2.0", 0},
		{"1.2.0-rc.1", "1.2.0", -1},
		{"1.2.0", "1.2.0-rc.1", 1},
		{"1.2.0-rc.1", "1.2.0-rc.2", -1},
		{"1.x", "1.y", -1},
	}
	for _, tt := range tests {
		if got := Compare(tt.a, tt.b); got != tt.want {
			t.Errorf("Compare(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

const sample = `# changelog

## 0.3.0 (later)

- [go, python] both
- [all] every SDK
- the service only

## 0.2.0

Prose.

- [go] go only
- [java] java only

## 0.1.0

- [go] first
`

func TestSince(t *testing.T) {
	entries := ParseChangelog(sample)
	tests := []struct {
		name, from, to, target string
		want                   []string
	}{
		{"go from 0.1.0", "0.1.0", "0.3.0", "go", []string{"0.3.0: both", "0.3.0: every SDK", "0.2.0: go only"}},
		{"java", "0.1.0", "0.3.0", "java", []string{"0.3.0: every SDK", "0.2.0: java only"}},
		{"to bounds", "0.1.0", "0.2.0", "go", []string{"0.2.0: go only"}},
		{"no from", "", "0.2.0", "go", []string{"0.2.0: go only", "0.1.0: first"}},
		{"nothing newer", "0.3.0", "0.3.0", "go", nil},
		{"untouched target", "0.1.0", "0.3.0", "ruby", []string{"0.3.0: every SDK"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, e := range Since(entries, tt.from, tt.to, tt.target) {
				for _, l := range e.Lines {
					got = append(got, e.Version+": "+l.Text)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestCurrent(t *testing.T) {
	entries := Changelog()
	if len(entries) == 0 || len(entries[0].Lines) == 0 {
		t.Fatal("the embedded changelog has no entries")
	}
	if got := Current(); got != entries[0].Version && linked == "" {
		t.Errorf("Current() = %q, want the changelog's newest %q", got, entries[0].Version)
	}
	t.Setenv(TestEnv, "9.9.9")
	if got := Current(); got != "9.9.9" {
		t.Errorf("with %s set, Current() = %q", TestEnv, got)
	}
}

func TestChangelogVersionsDescend(t *testing.T) {
	entries := Changelog()
	for i := 1; i < len(entries); i++ {
		if Compare(entries[i-1].Version, entries[i].Version) <= 0 {
			t.Errorf("changelog: %s is listed before %s but is not newer", entries[i-1].Version, entries[i].Version)
		}
	}
}
