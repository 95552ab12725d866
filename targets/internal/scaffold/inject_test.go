package scaffold_test

import (
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// hostile would run a command, leak a secret through an Actions expression, inject HTML, a link and a mention if
// it were not escaped. It has no "/", "#" or control character, so it is also a valid path segment.
const hostile = `x$(touch pwned)'; touch pwned; echo "` + "`touch pwned`" + `" ${{ secrets.LEAK }} ` +
	`<img src=x onerror=alert(1)> [a](javascript:alert(1)) @everyone`

// hostileBranch is a valid git branch name that is also a command and an expression.
const hostileBranch = "main$(touch${IFS}pwned)${{secrets.LEAK}}'"

// hostileRepo puts hostile text in every value that comes from the spec or sdkgen.yml.
func hostileRepo() scaffold.Repo {
	r := fullRepo()
	r.API.Organization.Name = hostile
	r.API.Client.Name = hostile
	r.API.Client.EnvPrefix = hostile
	r.API.Organization.SecurityContact = hostile + "\n# injected heading"
	r.API.Organization.SecurityPolicyURL = "javascript:alert(1)"
	r.API.Organization.SecurityPolicyTerms = hostile + "\n# injected heading\n```\n<script>alert(1)</script>\n1. list"
	r.API.Settings.ReleaseEnvironment = hostile
	r.API.Settings.License.SPDX = "MIT"
	r.PackageName = hostile + "`"
	production := "acme/acme-node#" + hostileBranch
	r.Common = &config.TargetCommon{ProductionRepo: &production, StagingRepo: "sdkgen-staging/acme", KeepFiles: []string{hostile + "\n# injected heading"}}
	r.Publish.Release = &config.ReleasePublish{Branch: hostileBranch}
	r.Publish.VCS = &config.VCSPublish{ReleaseAssets: []*config.ReleaseAsset{{Path: "dist/" + hostile + ".tgz", Name: hostile + "#"}}}
	r.Artifact = "dist/" + hostile
	return r
}

func TestHostileValuesCannotInject(t *testing.T) {
	tr := generate(t, hostileRepo())
	for _, p := range tr.Paths() {
		if !strings.HasPrefix(p, ".github/workflows/") {
			continue
		}
		t.Run(p, func(t *testing.T) {
			var root yaml.Node
			if err := yaml.Unmarshal([]byte(content(t, tr, p)), &root); err != nil {
				t.Fatalf("does not parse: %v", err)
			}
			walkScalars(&root, "", func(key, value string) {
				checkExpressions(t, key, value)
				if key == "run" {
					runStepScript(t, evaluate(value))
				}
			})
		})
	}
	checkUploadArguments(t, tr)
	checkMarkdown(t, tr, "SECURITY.md", "CONTRIBUTING.md")
	checkStatsURL(t, tr)
	for _, p := range []string{".devcontainer/devcontainer.json", "release-please-config.json", ".release-please-manifest.json"} {
		if !json.Valid([]byte(content(t, tr, p))) {
			t.Errorf("%s is not valid JSON", p)
		}
	}
	out, err := runScript(t, tr, "bin/check-release-environment")
	if err == nil || strings.Contains(out, "LEAK") {
		t.Errorf("check-release-environment with a hostile organization: %v\n%s", err, out)
	}
}

// walkScalars calls f with every scalar of a YAML tree and the mapping key above it.
func walkScalars(n *yaml.Node, key string, f func(key, value string)) {
	switch n.Kind {
	case yaml.ScalarNode:
		f(key, n.Value)
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			walkScalars(n.Content[i+1], n.Content[i].Value, f)
		}
	default:
		for _, c := range n.Content {
			walkScalars(c, key, f)
		}
	}
}

// expressions returns the ${{ }} expressions of a value the way the Actions runner finds them: after "${{", up to
// the first "}}" outside a single-quoted string.
func expressions(s string) []string {
	var out []string
	for {
		start := strings.Index(s, "${{")
		if start < 0 {
			return out
		}
		s = s[start+3:]
		inString, end := false, -1
		for i := 0; i < len(s); i++ {
			switch {
			case s[i] == '\'':
				inString = !inString
			case !inString && s[i] == '}' && i > 0 && s[i-1] == '}':
				end = i - 1
			}
			if end >= 0 {
				break
			}
		}
		if end < 0 {
			out = append(out, s)
			return out
		}
		out = append(out, strings.TrimSpace(s[:end]))
		s = s[end+2:]
	}
}

// checkExpressions: the only expression that may carry hostile text is the literal '${{'.
func checkExpressions(t *testing.T, key, value string) {
	t.Helper()
	for _, e := range expressions(value) {
		if e != "'${{'" && (strings.Contains(e, "LEAK") || strings.Contains(e, "pwned")) {
			t.Errorf("%s: hostile text is evaluated in ${{ %s }}", key, e)
		}
	}
	if key == "if" && (strings.Contains(value, "LEAK") || strings.Contains(value, "pwned")) {
		t.Errorf("hostile text in a condition: %s", value)
	}
}

// evaluate does what Actions does with the escape ActionsLiteral writes.
func evaluate(s string) string { return strings.ReplaceAll(s, "${{ '${{' }}", "${{") }

// runStepScript runs a step's script in bash with gh replaced by a function that prints its arguments, and fails
// when a hostile command ran.
func runStepScript(t *testing.T, script string) string {
	t.Helper()
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash is not installed")
	}
	dir := t.TempDir()
	stub := "gh() { for a in \"$@\"; do printf 'ARG:%s\\n' \"$a\"; done; }\n"
	cmd := exec.Command(bash, "-c", stub+script)
	cmd.Dir = dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "TAG=v1.0.0", "PR=1", "GITHUB_REPOSITORY=acme/acme-node"}
	out, _ := cmd.CombinedOutput()
	if _, err := os.Stat(filepath.Join(dir, "pwned")); err == nil {
		t.Fatalf("a hostile value ran a command in:\n%s", script)
	}
	return string(out)
}

// checkUploadArguments: each release asset reaches gh as one argument, verbatim.
func checkUploadArguments(t *testing.T, tr *tree.Tree) {
	t.Helper()
	var w struct {
		Jobs map[string]struct {
			Steps []struct{ Name, Run string }
		}
	}
	if err := yaml.Unmarshal([]byte(content(t, tr, ".github/workflows/publish-release-assets.yml")), &w); err != nil {
		t.Fatal(err)
	}
	steps := w.Jobs["upload"].Steps
	out := runStepScript(t, evaluate(steps[len(steps)-1].Run))
	want := "ARG:./dist/" + hostile + ".tgz#" + hostile + "#\n"
	if !strings.Contains(out, want) {
		t.Errorf("gh did not get the asset as one argument:\n%s\nwant a line %q", out, want)
	}
}

var unescapedMarkup = regexp.MustCompile(`(^|[^\\])(<img|<script|@everyone|\]\(javascript:)`)

func checkMarkdown(t *testing.T, tr *tree.Tree, paths ...string) {
	t.Helper()
	for _, p := range paths {
		md := content(t, tr, p)
		for _, line := range strings.Split(md, "\n") {
			if m := unescapedMarkup.FindString(withoutCodeSpans(line)); m != "" {
				t.Errorf("%s has unescaped markup %q in %q", p, m, line)
			}
			if strings.HasPrefix(line, "# injected") || strings.HasPrefix(line, "1. list") {
				t.Errorf("%s: a value started a block: %q", p, line)
			}
		}
		if n := strings.Count(md, "\n```"); n%2 != 0 {
			t.Errorf("%s has an unclosed code fence", p)
		}
	}
}

// withoutCodeSpans drops inline code spans, whose text is literal: a span opens with a run of backticks and
// closes with the next run of the same length.
func withoutCodeSpans(line string) string {
	var b strings.Builder
	for {
		start := strings.IndexByte(line, '`')
		if start < 0 {
			return b.String() + line
		}
		b.WriteString(line[:start])
		n := len(line[start:]) - len(strings.TrimLeft(line[start:], "`"))
		rest := line[start+n:]
		end := closingRun(rest, n)
		if end < 0 {
			return b.String() + line[start:]
		}
		line = rest[end+n:]
	}
}

// closingRun finds a run of exactly n backticks in s.
func closingRun(s string, n int) int {
	for i := 0; i < len(s); {
		if s[i] != '`' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] == '`' {
			j++
		}
		if j-i == n {
			return i
		}
		i = j
	}
	return -1
}

func checkStatsURL(t *testing.T, tr *tree.Tree) {
	t.Helper()
	var stats struct {
		URL string `yaml:"openapi_spec_url"`
	}
	if err := yaml.Unmarshal([]byte(content(t, tr, ".stats.yml")), &stats); err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(stats.URL)
	if err != nil || u.Host != "storage.sdkgen.dev" || strings.ContainsAny(stats.URL, " '\"$`<>") {
		t.Errorf("spec URL %q is not a clean URL on the storage host (%v)", stats.URL, err)
	}
}

// runScript writes the tree to a directory and runs one of its scripts there with a bare environment.
func runScript(t *testing.T, tr *tree.Tree, script string, args ...string) (string, error) {
	return runScriptEnv(t, tr, nil, script, args...)
}

func runScriptEnv(t *testing.T, tr *tree.Tree, env []string, script string, args ...string) (string, error) {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	dir := t.TempDir()
	if err := tr.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(filepath.Join(dir, script), args...)
	cmd.Dir = dir
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH")}, env...)
	out, err := cmd.CombinedOutput()
	if _, statErr := os.Stat(filepath.Join(dir, "pwned")); statErr == nil {
		t.Fatalf("%s ran a hostile command", script)
	}
	return string(out), err
}

func TestBadInputReturnsErrors(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(*scaffold.Repo)
		want   string
	}{
		{"no API", func(r *scaffold.Repo) { r.API = nil }, "no API"},
		{"no organization", func(r *scaffold.Repo) { r.API.Organization.Name = "" }, "organization has no name"},
		{"language key", func(r *scaffold.Repo) { r.Lang = "Type Script" }, "not a target key"},
		{"version", func(r *scaffold.Repo) { r.Version = "1.0" }, "not a semantic version"},
		{"licence without text", func(r *scaffold.Repo) { r.API.Settings.License.SPDX = "BSD-3-Clause" }, "has no text"},
		{"licence extension", func(r *scaffold.Repo) {
			r.API.Settings.License.Extension = "md; rm -rf"
		}, "not a file name suffix"},
		{"missing command", func(r *scaffold.Repo) { r.Commands.Build = "" }, "no build command"},
		{"breaking-change command", func(r *scaffold.Repo) { r.Commands.DetectBreakingChanges = "" }, "detect-breaking-changes command"},
		{"setup step", func(r *scaffold.Repo) { r.Setup[0].Run = "echo" }, "exactly one of uses and run"},
		{"registry name", func(r *scaffold.Repo) { r.Registries[0].Name = "npm/../x" }, "registry name"},
		{"duplicate registry", func(r *scaffold.Repo) { r.Registries[1].Name = "npm" }, "listed twice"},
		{"secret name", func(r *scaffold.Repo) { r.Registries[0].Secrets = []string{"npm-token"} }, "not a GitHub secret name"},
		{"GitHub secret", func(r *scaffold.Repo) { r.Registries[0].Secrets = []string{"GITHUB_TOKEN"} }, "not a GitHub secret name"},
		{"registry title", func(r *scaffold.Repo) { r.Registries[0].Title = "npm ${{ secrets.X }}" }, "title"},
		{"empty script", func(r *scaffold.Repo) { r.Registries[0].Script = " " }, "no publish script"},
		{"asset label", func(r *scaffold.Repo) { r.Publish.VCS.ReleaseAssets[0].Path = "dist/a#b.tgz" }, "cannot contain #"},
		{"asset outside", func(r *scaffold.Repo) { r.Publish.VCS.ReleaseAssets[0].Path = "../secrets" }, "leaves the output directory"},
		{"asset name", func(r *scaffold.Repo) { r.Publish.VCS.ReleaseAssets[0].Name = "a\nb" }, "control characters"},
		{"reviewer", func(r *scaffold.Repo) { r.API.Settings.Reviewers = []string{"a b"} }, "reviewer"},
		{"code owners pattern", func(r *scaffold.Repo) {
			r.API.Settings.CodeOwners = map[string][]string{"*\n* @evil": {"@a"}}
		}, "control characters"},
		{"code owner", func(r *scaffold.Repo) { r.API.Settings.CodeOwners = map[string][]string{"*": {"nobody"}} }, "code owner"},
		{"production repo", func(r *scaffold.Repo) { r.Common.ProductionRepo = ptr("acme") }, "production_repo"},
		{"staging repo", func(r *scaffold.Repo) { r.Common.StagingRepo = "a/b/c" }, "staging_repo"},
		{"release branch", func(r *scaffold.Repo) { r.Publish.Release.Branch = "re lease" }, "branch"},
		{"spec hash", func(r *scaffold.Repo) { r.API.Stats.SpecHash = "" }, "spec hash"},
		{"extra version file", func(r *scaffold.Repo) { r.ExtraVersionFiles = []string{"/etc/passwd"} }, "absolute"},
		{"custom folder", func(r *scaffold.Repo) { r.CustomDirs = []string{"../lib/"} }, "custom folder"},
		{"spec", func(r *scaffold.Repo) { r.Spec = []byte("openapi: [3.1") }, "re-read the spec"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := fullRepo()
			c.mutate(&r)
			tr := tree.New()
			err := scaffold.Add(tr, r)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err = %v, want one mentioning %q", err, c.want)
			}
			if tr.Len() != 0 {
				t.Errorf("wrote %d files despite the error", tr.Len())
			}
		})
	}
}

// TestErrorsListEveryProblem: one run reports all problems, not the first.
func TestErrorsListEveryProblem(t *testing.T) {
	r := fullRepo()
	r.Version = "next"
	r.Registries[0].Secrets = []string{"bad-name"}
	err := scaffold.Add(tree.New(), r)
	if err == nil || !strings.Contains(err.Error(), "semantic version") || !strings.Contains(err.Error(), "bad-name") {
		t.Errorf("err = %v, want both problems", err)
	}
}
