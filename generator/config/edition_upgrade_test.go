package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
)

func TestUpgradeEditions(t *testing.T) {
	for _, tc := range []struct {
		name    string
		req     EditionUpgrade
		in      string
		want    string // "" when the text must not change
		summary string // per scope: key from→to (+ added, = current)
	}{
		{
			name: "top level and targets, comments and quoting kept",
			in: "# acme's SDKs\nedition: 2025-10-10 # bumped by hand\norganization: {name: acme}\n\n" +
				"targets:\n  # the Go SDK\n  go:\n    package_name: acme # keep\n    edition: 'go.2026-2-3'   # trailing\n" +
				"  python:\n    edition: \"python.2025-10-08\"\n  java: {reverse_domain: com.acme}\n",
			want: "# acme's SDKs\nedition: 2026-02-23 # bumped by hand\norganization: {name: acme}\n\n" +
				"targets:\n  # the Go SDK\n  go:\n    package_name: acme # keep\n    edition: 'go.2026-04-15'   # trailing\n" +
				"  python:\n    edition: \"python.2025-11-20\"\n  java: {reverse_domain: com.acme}\n",
			summary: "edition 2025-10-10→2026-02-23; targets.go.edition go.2026-2-3→go.2026-04-15; " +
				"targets.python.edition python.2025-10-08→python.2025-11-20; targets.java.edition →java.2025-10-08 =",
		},
		{
			name:    "absent top-level edition is added above the first key and its comment",
			in:      "# yaml-language-server: $schema=x\n\n# who we are\norganization: {name: acme}\n",
			want:    "# yaml-language-server: $schema=x\n\nedition: \"2026-02-23\"\n# who we are\norganization: {name: acme}\n",
			summary: "edition →2026-02-23 +",
		},
		{
			name:    "one target only, added at the target's indentation",
			req:     EditionUpgrade{Target: "go"},
			in:      "edition: 2025-10-08\ntargets:\n    go:\n        # the module\n        package_name: acme\n",
			want:    "edition: 2025-10-08\ntargets:\n    go:\n        edition: go.2026-04-15\n        # the module\n        package_name: acme\n",
			summary: "targets.go.edition →go.2026-04-15 +",
		},
		{
			name:    "flow target and an empty target",
			in:      "edition: 2026-02-23\ntargets: {python: {package_name: acme}, go: {}}\n",
			want:    "edition: 2026-02-23\ntargets: {python: {edition: python.2025-11-20, package_name: acme}, go: {edition: go.2026-04-15}}\n",
			summary: "edition 2026-02-23→2026-02-23 =; targets.python.edition →python.2025-11-20 +; targets.go.edition →go.2026-04-15 +",
		},
		{
			name:    "JSON stays JSON",
			in:      "{\n  \"organization\": {\"name\": \"acme\"},\n  \"targets\": {\"go\": {}}\n}\n",
			want:    "{\n  \"edition\": \"2026-02-23\", \"organization\": {\"name\": \"acme\"},\n  \"targets\": {\"go\": {\"edition\": \"go.2026-04-15\"}}\n}\n",
			summary: "edition →2026-02-23 +; targets.go.edition →go.2026-04-15 +",
		},
		{
			name:    "an explicit edition of a target",
			req:     EditionUpgrade{To: "go.2026-03-10"},
			in:      "edition: 2025-10-08\ntargets:\n  go:\n    edition: go.2025-10-08\n",
			want:    "edition: 2025-10-08\ntargets:\n  go:\n    edition: go.2026-03-10\n",
			summary: "targets.go.edition go.2025-10-08→go.2026-03-10",
		},
		{
			name:    "an explicit top-level edition in another padding",
			req:     EditionUpgrade{To: "2026-1-30"},
			in:      "edition: \"2025-10-10\"\n",
			want:    "edition: \"2026-01-30\"\n",
			summary: "edition 2025-10-10→2026-01-30",
		},
		{
			name:    "settings.edition is rewritten where it stands",
			in:      "settings:\n  edition: 2025-10-10 # alias\n  license: MIT\n",
			want:    "settings:\n  edition: 2026-02-23 # alias\n  license: MIT\n",
			summary: "settings.edition 2025-10-10→2026-02-23",
		},
		{
			name:    "already latest is a no-op",
			in:      "edition: 2026-02-23\ntargets:\n  go: {edition: go.2026-04-15}\n  java: {}\n",
			summary: "edition 2026-02-23→2026-02-23 =; targets.go.edition go.2026-04-15→go.2026-04-15 =; targets.java.edition →java.2025-10-08 =",
		},
		{
			name:    "a future date already acts as the latest",
			in:      "edition: 2027-01-01\n",
			summary: "edition 2027-01-01→2026-02-23 =",
		},
		{
			name:    "another target's edition is rewritten",
			req:     EditionUpgrade{Target: "python"},
			in:      "targets:\n  python:\n    edition: go.2026-04-15\n",
			want:    "targets:\n  python:\n    edition: python.2025-11-20\n",
			summary: "targets.python.edition go.2026-04-15→python.2025-11-20",
		},
		{
			name:    "a null edition is replaced, an empty one filled in after its colon",
			in:      "edition: ~ # later\ntargets:\n  go:\n    edition:\n    package_name: a\n",
			want:    "edition: 2026-02-23 # later\ntargets:\n  go:\n    edition: go.2026-04-15\n    package_name: a\n",
			summary: "edition →2026-02-23; targets.go.edition →go.2026-04-15",
		},
		{
			name:    "CRLF line endings are kept for an added line",
			req:     EditionUpgrade{Target: "go"},
			in:      "targets:\r\n  go:\r\n    package_name: a\r\n",
			want:    "targets:\r\n  go:\r\n    edition: go.2026-04-15\r\n    package_name: a\r\n",
			summary: "targets.go.edition →go.2026-04-15 +",
		},
		{
			name:    "a target whose first value is a flow list",
			req:     EditionUpgrade{Target: "go"},
			in:      "targets:\n  go:\n    keep_files: [a]\n",
			want:    "targets:\n  go:\n    edition: go.2026-04-15\n    keep_files: [a]\n",
			summary: "targets.go.edition →go.2026-04-15 +",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, bumps, err := UpgradeEditions("sdkgen.yml", []byte(tc.in), tc.req)
			if err != nil {
				t.Fatal(err)
			}
			want := tc.want
			if want == "" {
				want = tc.in
			}
			if string(out) != want {
				t.Errorf("got\n%s\nwant\n%s", out, want)
			}
			if got := summarize(bumps); got != tc.summary {
				t.Errorf("bumps %s\nwant  %s", got, tc.summary)
			}
		})
	}
}

func summarize(bumps []EditionBump) string {
	var parts []string
	for _, b := range bumps {
		s := b.Key + " " + b.From + "→" + b.To
		switch {
		case b.Added:
			s += " +"
		case b.Current:
			s += " ="
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

func TestUpgradeEditionsChanges(t *testing.T) {
	_, bumps, err := UpgradeEditions("f.yml", []byte("targets:\n  go:\n    edition: go.2026-2-3\n"), EditionUpgrade{Target: "go"})
	if err != nil || len(bumps) != 1 {
		t.Fatalf("%v %v", bumps, err)
	}
	var names []string
	for _, e := range bumps[0].Changes {
		names = append(names, e.Name)
	}
	if got := strings.Join(names, " "); got != "go.2026-03-10 go.2026-04-15" {
		t.Errorf("changes %q", got)
	}
}

func TestUpgradeEditionsErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		req      EditionUpgrade
		want     string // the error, starting with its location
	}{
		{"unknown edition", "edition: 2025-10-10\n", EditionUpgrade{To: "2026-02-24"},
			`f.yml:1:10: "2026-02-24" is not an edition of the top level; did you mean "2026-02-23"?`},
		{"unknown target edition", "targets:\n  go:\n    edition: go.2025-10-08\n", EditionUpgrade{Target: "go", To: "go.next"},
			`f.yml:3:14: "go.next" is not an edition of the go target`},
		{"an edition of another scope", "targets:\n  go: {}\n", EditionUpgrade{Target: "go", To: "python.2025-11-20"},
			`f.yml:1:1: "python.2025-11-20" is not an edition of the go target`},
		{"backwards", "edition: 2026-02-23\n", EditionUpgrade{To: "2025-10-10"},
			"f.yml:1:10: edition is 2026-02-23, newer than 2025-10-10"},
		{"unknown target", "targets: {}\n", EditionUpgrade{Target: "pyhton"},
			`f.yml:1:1: "pyhton" is not a target; did you mean "python"?`},
		{"target without editions", "targets: {openapi: {}}\n", EditionUpgrade{Target: "openapi"},
			"f.yml:1:1: the openapi target has no editions"},
		{"target not configured", "edition: 2025-10-10\ntargets:\n  go: {}\n", EditionUpgrade{Target: "python"},
			"f.yml:2:1: targets.python is not configured"},
		{"2024 layout", "organization: {name: a}\npackage:\n  go: {name: a}\n", EditionUpgrade{Target: "go"},
			"f.yml:2:1: the file uses the 2024 package: layout"},
		{"target not a mapping", "targets:\n  go: true\n", EditionUpgrade{Target: "go"},
			"f.yml:2:7: targets.go is not a mapping"},
		{"anchored edition", "edition: &e 2025-10-10\n", EditionUpgrade{},
			"f.yml:1:10: edition cannot be rewritten in place"},
		{"block-scalar edition", "targets:\n  go:\n    edition: |\n      go.2025-10-08\n", EditionUpgrade{},
			"f.yml:3:14: targets.go.edition cannot be rewritten in place"},
		{"complex key", "targets:\n  go:\n    ? k\n    : v\n", EditionUpgrade{Target: "go"},
			"f.yml:3:5: cannot add targets.go.edition in place"},
		{"not a mapping", "- a\n", EditionUpgrade{}, "f.yml:1:1: f.yml is not a mapping of keys"},
		{"not YAML", "a: [\n", EditionUpgrade{}, "f.yml:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, _, err := UpgradeEditions("f.yml", []byte(tc.in), tc.req)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) || out != nil {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestUpgradeEditionsRealConfigs upgrades every real configuration of testdata/wild: only edition lines change,
// the result loads without a new error, and every scope acts as its latest edition afterwards.
func TestUpgradeEditionsRealConfigs(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "wild", "*", "sdkgen.yml"))
	if len(files) == 0 {
		t.Fatal("no configurations in testdata/wild")
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		out, _, err := UpgradeEditions(file, data, EditionUpgrade{})
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		before, after := strings.Split(string(data), "\n"), strings.Split(string(out), "\n")
		for _, line := range diffLines(before, after) {
			if !strings.Contains(line, "edition: ") {
				t.Errorf("%s: a line other than an edition changed: %q", file, line)
			}
		}
		var c1, c2 diag.Collector
		Load(file, data, &c1)
		cfg := Load(file, out, &c2)
		if c2.HasErrors() && !c1.HasErrors() {
			t.Errorf("%s: the upgraded file has errors: %v", file, c2.List())
		}
		if got := cfg.EffectiveEdition(); got != LatestEdition("") {
			t.Errorf("%s: acts as %s after the upgrade", file, got)
		}
		for _, name := range cfg.Targets.Configured() {
			if got := cfg.EffectiveTargetEdition(name); got != LatestEdition(name) {
				t.Errorf("%s: targets.%s acts as %s after the upgrade", file, name, got)
			}
		}
		if again, _, err := UpgradeEditions(file, out, EditionUpgrade{}); err != nil || string(again) != string(out) {
			t.Errorf("%s: a second upgrade changed the file (%v)", file, err)
		}
	}
}

// diffLines returns the lines of a and b that the other lacks (as multisets; enough to see what changed).
func diffLines(a, b []string) []string {
	count := map[string]int{}
	for _, l := range a {
		count[l]++
	}
	for _, l := range b {
		count[l]--
	}
	var out []string
	for l, n := range count {
		if n != 0 {
			out = append(out, l)
		}
	}
	return out
}

// FuzzUpgradeEditions feeds arbitrary bytes to UpgradeEditions with each kind of request: it must never panic,
// an error must be located, and an upgraded text must upgrade to itself again.
func FuzzUpgradeEditions(f *testing.F) {
	for _, data := range realConfigs(f) {
		f.Add(data, "", "")
	}
	f.Add([]byte("targets: {go: {}, python: {edition: 'python.x'}}\n"), "go", "")
	f.Add([]byte("settings: {edition: 2025-10-10}\n- a\n"), "", "2026-1-30")
	f.Add([]byte("{\"targets\": {\"go\": {}}}"), "", "go.2026-03-10")
	f.Fuzz(func(t *testing.T, data []byte, target, to string) {
		out, _, err := UpgradeEditions("sdkgen.yml", data, EditionUpgrade{Target: target, To: to})
		if err != nil {
			if !strings.HasPrefix(err.Error(), "sdkgen.yml:") {
				t.Fatalf("unlocated error: %v", err)
			}
			return
		}
		again, _, err := UpgradeEditions("sdkgen.yml", out, EditionUpgrade{Target: target, To: to})
		if err != nil || string(again) != string(out) {
			t.Fatalf("the upgraded text does not upgrade to itself (%v):\n%s\n---\n%s", err, out, again)
		}
	})
}
