package releaseflow

import (
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// commitOf stores files as a commit in a fresh in-memory repository.
func commitOf(t *testing.T, files map[string][]byte) *object.Commit {
	t.Helper()
	r, err := sdkrepo.InitMemory()
	if err != nil {
		t.Fatal(err)
	}
	tree, err := r.OverlayTree(plumbing.ZeroHash, files)
	if err != nil {
		t.Fatal(err)
	}
	sig := object.Signature{Name: "t", Email: "t@example.com", When: time.Unix(0, 0)}
	h, err := r.CommitOnBranch("main", tree, nil, "m", sig)
	if err != nil {
		t.Fatal(err)
	}
	c, err := r.Git().CommitObject(h)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func golden(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile("../../targets/" + path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestNeededSecrets reads the publish workflows the targets generate (their golden files).
func TestNeededSecrets(t *testing.T) {
	ts := "typescript/testdata/golden/kitchen-sink/.github/workflows/"
	c := commitOf(t, map[string][]byte{
		".github/workflows/publish-docker-mcp.yml": golden(t, ts+"publish-docker-mcp.yml"),
		".github/workflows/publish-npm.yml":        golden(t, ts+"publish-npm.yml"),
		".github/workflows/publish-pypi.yml":       golden(t, "python/testdata/golden/honcho/.github/workflows/publish-pypi.yml"),
		".github/workflows/publish-custom.yaml": []byte("jobs:\n  x:\n    environment: 'release'\n    steps:\n" +
			"      - env: {A: \"${{ secrets['MAVEN_PASSWORD'] }}\", B: \"${{ secrets.GITHUB_TOKEN }}\", " +
			"C: \"${{ secrets.ACME_DOCKER_PASSWORD || secrets.DOCKER_PASSWORD }}\"}\n"),
		".github/workflows/ci.yml": []byte("env: {X: \"${{ secrets.NOT_PUBLISHING }}\"}\n"),
	})
	needed, envs, err := neededSecrets(c)
	if err != nil {
		t.Fatal(err)
	}
	want := []Secret{
		{Names: []string{"MAVEN_PASSWORD"}, Workflows: []string{"publish-custom.yaml"}},
		{Names: []string{"ACME_DOCKER_PASSWORD", "DOCKER_PASSWORD"}, Workflows: []string{"publish-custom.yaml", "publish-docker-mcp.yml"}},
		{Names: []string{"ACME_DOCKER_USERNAME", "DOCKER_USERNAME"}, Workflows: []string{"publish-docker-mcp.yml"}},
		{Names: []string{"HONCHO_PYPI_TOKEN", "PYPI_TOKEN"}, Workflows: []string{"publish-pypi.yml"}},
	}
	if !reflect.DeepEqual(needed, want) {
		t.Errorf("needed = %+v\nwant     %+v", needed, want)
	}
	if strings.Join(envs, ",") != "release,production,npm" {
		t.Errorf("environments = %v", envs)
	}
	bare := commitOf(t, map[string][]byte{"README.md": []byte("x")})
	if needed, _, err := neededSecrets(bare); err != nil || len(needed) != 0 {
		t.Errorf("no workflows: %v, %v", needed, err)
	}
}

func TestMissingSecrets(t *testing.T) {
	npm := Secret{Names: []string{"ACME_NPM_TOKEN", "NPM_TOKEN"}}
	pypi := Secret{Names: []string{"PYPI_TOKEN"}}
	cases := []struct {
		have []string
		want []Secret
	}{
		{nil, []Secret{npm, pypi}},
		{[]string{"NPM_TOKEN"}, []Secret{pypi}},
		{[]string{"ACME_NPM_TOKEN", "pypi_token"}, nil}, // either alternative; names are case-insensitive
		{[]string{"NPM"}, []Secret{npm, pypi}},
	}
	for _, tc := range cases {
		if got := missingSecrets([]Secret{npm, pypi}, tc.have); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("missing with %v = %v, want %v", tc.have, got, tc.want)
		}
	}
}

func TestVersionFromTitle(t *testing.T) {
	cases := map[string]string{
		"release: 0.2.0": "0.2.0", "release: 1.0.0-beta.1": "1.0.0-beta.1", " release: 2.3.4 ": "2.3.4",
		"release: v0.2.0": "", "Release: 0.2.0": "", "release: 0.2": "", "feat: 0.2.0": "", "release: 01.2.3": "",
	}
	for title, want := range cases {
		got, err := VersionFromTitle(title)
		if got != want || (err != nil) != (want == "") {
			t.Errorf("VersionFromTitle(%q) = %q, %v; want %q", title, got, err, want)
		}
	}
}

func TestBranchNames(t *testing.T) {
	if b := ReleaseBranch("main"); b != "release--main" {
		t.Errorf("ReleaseBranch = %q", b)
	}
	for branch, want := range map[string]string{"release--main": "main", "release--v2/next": "v2/next", "release--": "", "main": "", "release-main": ""} {
		if got, ok := WorkingBranch(branch); got != want || ok != (want != "") {
			t.Errorf("WorkingBranch(%q) = %q, %v; want %q", branch, got, ok, want)
		}
	}
}

// TestSettingsFor reads the kitchen-sink sdkgen.yml, which sets every release key on typescript.
func TestSettingsFor(t *testing.T) {
	data, err := os.ReadFile("../../testdata/kitchen-sink/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	cfg := config.Load("sdkgen.yml", data, &diag.Collector{})
	if cfg == nil {
		t.Fatal("sdkgen.yml did not load")
	}
	reviewers := []string{"@acme/sdk-team"} // codeflow.reviewers: every target's
	want := Settings{ReleaseBranch: "main", Assets: []Asset{{Path: "dist/acme.tgz"}, {Name: "Docs", Path: "docs/api.md"}},
		Reviewers: reviewers}
	if got := SettingsFor(cfg, "typescript"); !reflect.DeepEqual(got, want) {
		t.Errorf("typescript settings = %+v, want %+v", got, want)
	}
	for _, target := range []string{"python", "php", "openapi", "nope"} {
		if got := SettingsFor(cfg, target); !reflect.DeepEqual(got, Settings{Reviewers: reviewers}) {
			t.Errorf("%s settings = %+v, want the defaults", target, got)
		}
	}
	if a := (Asset{Path: "dist/acme.tgz"}); a.FileName() != "acme.tgz" {
		t.Errorf("FileName = %q", a.FileName())
	}
}

func TestPRBody(t *testing.T) {
	check := SecretsCheck{Needed: []Secret{{Names: []string{"NPM_TOKEN"}, Workflows: []string{"publish-npm.yml"}}}}
	cases := []struct {
		name string
		c    SecretsCheck
		want string
	}{
		{"none needed", SecretsCheck{}, "No publish workflow of this repository needs a secret."},
		{"present", check, "All secrets present: the publish workflows need `NPM_TOKEN`"},
		{"missing", SecretsCheck{Needed: check.Needed, Missing: check.Needed}, "- `NPM_TOKEN`, read by publish-npm.yml"},
		{"unknown", SecretsCheck{Needed: check.Needed, Unknown: "no permission"}, "could not check which are set: no permission"},
	}
	for _, tc := range cases {
		body := prBody("0.2.0", "## 0.2.0 (2025-06-01)\n\n* x\n", tc.c)
		if !strings.HasPrefix(body, "Automated Release PR\n") || !strings.Contains(body, tc.want) || !strings.Contains(body, "tags `v0.2.0`") {
			t.Errorf("%s: body =\n%s", tc.name, body)
		}
	}
	held := withHeldNote(withHeldNote("body", "release--main", []string{"abc x"}), "release--main", []string{"def y"})
	if strings.Count(held, heldMarker) != 1 || !strings.Contains(held, "def y") || strings.Contains(held, "abc x") || !strings.HasPrefix(held, "body\n") {
		t.Errorf("held note replaced =\n%s", held)
	}
}
