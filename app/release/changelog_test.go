package release

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/<name>, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs (go test -update rewrites it)\n--- got\n%s\n--- want\n%s", p, got, want)
	}
}

// changelogChanges has one change of every kind, newest first.
var changelogChanges = []Change{
	{Type: "feat", Scope: "api", Subject: "add cards", Hash: "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b"},
	{Type: "fix", Scope: "api", Breaking: true, Subject: "rename field", BreakingNote: "`name` is now `full_name`.", Hash: "2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c"},
	{Type: "chore", Scope: "internal", Subject: "codegen related update", Hash: "3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d"},
	{Type: "docs", Scope: "readme", Subject: "add logo", Hash: "4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e"},
	{Type: "feat", Breaking: true, Subject: "drop the v1 client", Hash: "5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f"},
	{Type: "perf", Subject: "stream   pages", Hash: "6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a"},
	{Type: "test", Subject: "hidden", Hash: "7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b"},
	{Type: "ci", Subject: "hidden too", Hash: "8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c"},
	{Type: "revert", Subject: "undo the retry change", Hash: "9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d"},
	{Type: "style", Subject: "format", Hash: "0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e"},
	{Type: "refactor", Subject: "split client.go", Hash: "aa1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e"},
	{Type: "build", Subject: "go 1.26", Hash: "bb1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e"},
	{Type: TypeOther, Subject: "Update README.md", Hash: "cc1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e"},
	{Type: "fix", Subject: "no hash"},
}

func TestChangelogGolden(t *testing.T) {
	date := time.Date(2025, 3, 4, 23, 30, 0, 0, time.UTC)
	golden(t, "changelog/full.md", Changelog("2.0.0", "1.4.1", date, "https://github.com/acme/acme-go.git", changelogChanges))
	golden(t, "changelog/no-repo-url.md", Changelog("2.0.0", "1.4.1", date, "", changelogChanges[:3]))
	golden(t, "changelog/first-release.md", Changelog("0.0.1", "", date, "https://github.com/acme/acme-go/", changelogChanges[2:3]))
	golden(t, "changelog/hidden-only.md", Changelog("1.4.2", "1.4.1", date, "https://github.com/acme/acme-go", changelogChanges[6:8]))
}

func TestChangelogDateInItsLocation(t *testing.T) {
	date := time.Date(2025, 3, 4, 23, 30, 0, 0, time.FixedZone("UTC-5", -5*3600))
	if got, want := Changelog("1.0.0", "", date, "", nil), "## 1.0.0 (2025-03-04)\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestWithEntry(t *testing.T) {
	const entry = "## 1.1.0 (2025-03-04)\n\n### Features\n\n* new\n"
	for _, tc := range []struct {
		name     string
		existing string
		exists   bool
		want     string
	}{
		{"no changelog", "", false, "# Changelog\n\n" + entry},
		{"empty changelog", "\n", true, "# Changelog\n\n" + entry},
		{"heading only", "# Changelog\n", true, "# Changelog\n\n" + entry},
		{
			"above the newest entry", "# Changelog\n\n## 1.0.0 (2025-01-01)\n\n* old\n",
			true, "# Changelog\n\n" + entry + "\n## 1.0.0 (2025-01-01)\n\n* old\n",
		},
		{
			"replaces an entry for the same version", "# Changelog\n\n## 1.1.0 (2025-02-01)\n\n* stale\n\n## 1.0.0 (2025-01-01)\n\n* old\n",
			true, "# Changelog\n\n" + entry + "\n## 1.0.0 (2025-01-01)\n\n* old\n",
		},
		{
			"replaces a release-please style entry", "# Changelog\n\n## [1.1.0](https://x/compare/v1.0.0...v1.1.0) (2025-02-01)\n\n* stale\n",
			true, "# Changelog\n\n" + entry,
		},
		{
			"does not take 1.1.0-beta for 1.1.0", "# Changelog\n\n## 1.1.0-beta (2025-02-01)\n\n* beta\n",
			true, "# Changelog\n\n" + entry + "\n## 1.1.0-beta (2025-02-01)\n\n* beta\n",
		},
		{"no heading, text kept", "Notes by people.", true, "Notes by people.\n\n" + entry},
		{
			"CRLF file", "# Changelog\r\n\r\n## 1.0.0 (2025-01-01)\r\n", true,
			"# Changelog\r\n\r\n## 1.1.0 (2025-03-04)\r\n\r\n### Features\r\n\r\n* new\r\n\r\n## 1.0.0 (2025-01-01)\r\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := string(withEntry([]byte(tc.existing), tc.exists, "1.1.0", entry)); got != tc.want {
				t.Errorf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

func TestChangelogEntry(t *testing.T) {
	const changelog = "# Changelog\r\n\r\n## 1.1.0 (2025-03-04)\r\n\r\n### Features\r\n\r\n* new\r\n\r\n" +
		"## [1.0.0](https://x/compare/v0.9.0...v1.0.0) (2025-01-01)\r\n\r\n* old\r\n"
	for version, want := range map[string]string{
		"1.1.0": "## 1.1.0 (2025-03-04)\n\n### Features\n\n* new\n",
		"1.0.0": "## [1.0.0](https://x/compare/v0.9.0...v1.0.0) (2025-01-01)\n\n* old\n",
		"1.1":   "",
		"0.9.0": "",
	} {
		if got := ChangelogEntry(changelog, version); got != want {
			t.Errorf("ChangelogEntry(%s) = %q, want %q", version, got, want)
		}
	}
	entry := Changelog("2.0.0", "1.1.0", time.Date(2025, 3, 5, 0, 0, 0, 0, time.UTC), "", changelogChanges)
	if got := ChangelogEntry(string(withEntry([]byte(changelog), true, "2.0.0", entry)), "2.0.0"); got != entry {
		t.Errorf("the entry written is not the entry read back:\n%s\nwant\n%s", got, entry)
	}
}
