package report

import (
	"fmt"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/surface"
)

// Reports the golden tests render. Each returns a fresh value, so a test may change it.

func baseReport() *Report {
	return &Report{
		Repo:          gh.Repo{Owner: "acme", Name: "api"},
		PR:            42,
		BaseSHA:       "1111111111111111111111111111111111111111",
		HeadSHA:       "2222222222222222222222222222222222222222",
		HeadRef:       "add-cards",
		Project:       "acme",
		CommitMessage: "feat(api): add cards",
		UpdatedAt:     time.Date(2025, 3, 4, 5, 6, 7, 0, time.FixedZone("CET", 3600)),
		SpecPath:      "openapi.yml",
		ConfigPath:    "sdkgen.yml",
	}
}

// sdkTarget is a target with an SDK repository and its links.
func sdkTarget(name string, c Conclusion) Target {
	repo := "acme/acme-" + name
	return Target{
		Target:        name,
		Conclusion:    c,
		SDKRepo:       repo,
		PreviewBranch: "preview/add-cards",
		BaseBranch:    "preview/base/add-cards",
		CodeURL:       "https://github.com/" + repo + "/tree/preview/add-cards",
		CompareURL:    "https://github.com/" + repo + "/compare/preview/base/add-cards..preview/add-cards",
	}
}

const typescriptDiff = `diff --git a/src/resources/cards.ts b/src/resources/cards.ts
new file mode 100644
--- /dev/null
+++ b/src/resources/cards.ts
@@ -0,0 +1,3 @@
+export class Cards {
+  create() {}
+}
diff --git a/src/resources/accounts.ts b/src/resources/accounts.ts
--- a/src/resources/accounts.ts
+++ b/src/resources/accounts.ts
@@ -1,3 +1,2 @@
 export class Accounts {
-  delete() {}
   list() {}
`

func typicalReport() *Report {
	r := baseReport()
	ts := sdkTarget("typescript", Warning)
	ts.Files = []FileChange{
		{Path: "src/resources/accounts.ts", Status: "modified", Added: 0, Removed: 1},
		{Path: "src/resources/cards.ts", Status: "added", Added: 3},
		{Path: "assets/logo.png", Status: "modified", Binary: true},
	}
	ts.Diff = typescriptDiff
	ts.Surface = []surface.Change{
		{Kind: surface.Added, Element: surface.Method, Name: "cards.create"},
		{Kind: surface.Changed, Element: surface.Type, Name: "Account.email", Detail: "type string -> integer"},
		{Kind: surface.Removed, Element: surface.Method, Name: "accounts.delete", Breaking: true,
			Reason: "callers of accounts.delete stop compiling"},
		{Kind: surface.Added, Element: surface.Type, Name: "Card"},
	}
	ts.NewDiagnostics = []diag.Diagnostic{
		{Code: "Endpoint/IsIgnored", Level: diag.Note, Message: "`get /internal` is ignored", File: "sdkgen.yml", Line: 30},
		{Code: "Endpoint/NotConfigured", Level: diag.Warning, Message: "`post /cards` is not configured. Did you mean `post /card`?",
			File: "openapi.yml", Line: 120},
		{Code: "Endpoint/IsIgnored", Level: diag.Note, Message: "ignored on purpose", Ignored: true},
	}
	ts.Install = "npm install 'https://github.com/acme/acme-typescript.git#preview/add-cards'"

	py := sdkTarget("python", Success)
	py.Files = []FileChange{{Path: "src/acme/resources/cards.py", Status: "added", Added: 2}}
	py.Diff = "diff --git a/src/acme/resources/cards.py b/src/acme/resources/cards.py\n--- /dev/null\n" +
		"+++ b/src/acme/resources/cards.py\n@@ -0,0 +1,2 @@\n+class Cards:\n+    pass\n"
	py.Surface = []surface.Change{{Kind: surface.Added, Element: surface.Method, Name: "cards.create"}}
	py.Install = "pip install 'git+https://github.com/acme/acme-python.git@preview/add-cards'"

	goTarget := Target{Target: "go", Conclusion: Noop} // no SDK repository: no links, no install
	r.Targets = []Target{ts, py, goTarget}
	return r
}

func fatalReport() *Report {
	r := baseReport()
	r.CommitMessage = "Add cards" // not conventional: the comment warns
	fatal := sdkTarget("python", Fatal)
	fatal.Failure = "openapi.yml:3:1: fatal[Spec/Syntax]: did not find expected key"
	fatal.NewDiagnostics = []diag.Diagnostic{{Code: "Spec/Syntax", Level: diag.Fatal, Message: "did not find expected key",
		File: "openapi.yml", Line: 3, Column: 1}}
	timedOut := sdkTarget("go", TimedOut)
	timedOut.Failure = "the build took longer than 10 minutes"
	ok := sdkTarget("typescript", Noop)
	r.Targets = []Target{fatal, timedOut, ok}
	return r
}

func conflictReport() *Report {
	r := baseReport()
	conflict := sdkTarget("typescript", MergeConflict)
	conflict.ConflictPR = "https://github.com/acme/acme-typescript/pull/7"
	conflict.Files = []FileChange{{Path: "src/client.ts", Status: "modified", Added: 1, Removed: 1}}
	conflict.Diff = "diff --git a/src/client.ts b/src/client.ts\n--- a/src/client.ts\n+++ b/src/client.ts\n" +
		"@@ -10 +10 @@\n-  timeout = 60;\n+  timeout = 30;\n"
	conflict.Conflicts = []sdkrepo.CustomFile{
		{Path: "src/client.ts", Change: sdkrepo.CustomModified, Outcome: sdkrepo.OutcomeConflict, Hunks: []sdkrepo.CustomHunk{
			{Header: "@@ -2,1 +2,2 @@", Lines: []string{" import x from 'x';", "+import y from 'y';"}, Outcome: sdkrepo.OutcomeMerged},
			{Header: "@@ -10,3 +11,3 @@", Lines: []string{" class Client {", "-  timeout = 60;", "+  timeout = 120;", " }"},
				Outcome: sdkrepo.OutcomeConflict},
		}},
		{Path: "assets/logo.png", Change: sdkrepo.CustomModified, Binary: true, Outcome: sdkrepo.OutcomeConflict},
	}
	upstream := sdkTarget("python", UpstreamMergeConflict)
	upstream.ConflictPR = "https://github.com/acme/acme-python/pull/3"
	r.Targets = []Target{conflict, upstream}
	return r
}

func runningReport() *Report {
	r := baseReport()
	r.Running = true
	done := sdkTarget("typescript", Success)
	done.Files = []FileChange{{Path: "src/index.ts", Status: "modified", Added: 1, Removed: 1}}
	done.Diff = "--- a/src/index.ts\n+++ b/src/index.ts\n@@ -1 +1 @@\n-export {};\n+export * from './cards';\n"
	r.Targets = []Target{done, {Target: "python"}, {Target: "go"}}
	return r
}

// hostile is text that would break out of the markdown it is put in, if it were not escaped.
const hostile = "</details></summary><script>alert(1)</script> ``` [click](https://evil.example) " +
	"**bold** _it_ @octocat #1 <!-- ~~x~~ | $x$ \\ \u202eevil\n# heading"

func hostileReport() *Report {
	r := baseReport()
	r.Project = "acme`</details>"
	r.CommitMessage = "fix: ``` `backticks` </details>\n\n```\nnot the end\n````"
	t := sdkTarget("typescript`<script>", Error)
	t.CodeURL = "https://github.com/acme/x/tree/a)b<c> d"
	t.CompareURL = "javascript:alert(1)"
	t.Files = []FileChange{{Path: "src/</details>.ts", Status: "added", Added: 1}}
	t.Diff = "--- /dev/null\n+++ b/src/</details>.ts\n@@ -0,0 +1,2 @@\n+```\n+````` </details> <script>\n"
	t.NewDiagnostics = []diag.Diagnostic{
		{Code: "Endpoint/NotFound", Level: diag.Error, Message: hostile, File: "open`api</details>.yml", Line: 1},
		{Code: diag.Code(hostile), Level: diag.Warning, Message: "`unclosed code span " + hostile},
	}
	t.Surface = []surface.Change{{Kind: surface.Changed, Element: surface.Type, Name: "A`</details>", Detail: hostile,
		Breaking: true, Reason: hostile}}
	t.Install = "npm install x\n```\n</details>"
	t.Failure = hostile
	t.Conflicts = []sdkrepo.CustomFile{{Path: "src/`</details>.ts", Outcome: sdkrepo.OutcomeConflict,
		Hunks: []sdkrepo.CustomHunk{{Header: "@@ -1 +1 @@", Lines: []string{"-```", "+</details><script>"},
			Outcome: sdkrepo.OutcomeConflict}}}}
	r.Targets = []Target{t}
	return r
}

// bigDiff is a diff of n lines of about width bytes each.
func bigDiff(name string, n, width int) (string, []FileChange) {
	var b strings.Builder
	fmt.Fprintf(&b, "--- /dev/null\n+++ b/%s\n@@ -0,0 +1,%d @@\n", name, n)
	for i := range n {
		fmt.Fprintf(&b, "+line %d %s\n", i, strings.Repeat("x", width))
	}
	return b.String(), []FileChange{{Path: name, Status: "added", Added: n}}
}
