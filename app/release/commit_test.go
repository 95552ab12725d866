package release

import (
	"testing"
)

func TestParseCommit(t *testing.T) {
	for _, tc := range []struct {
		name, msg string
		want      Change
	}{
		{"type and subject", "feat: add pets", Change{Type: "feat", Subject: "add pets"}},
		{"scope", "fix(client): retry on 429", Change{Type: "fix", Scope: "client", Subject: "retry on 429"}},
		{"bang", "feat(api)!: drop v1", Change{Type: "feat", Scope: "api", Breaking: true, Subject: "drop v1"}},
		{"bang without scope", "refactor!: rename Client", Change{Type: "refactor", Breaking: true, Subject: "rename Client"}},
		{"type is lowercased", "Docs(readme): add logo", Change{Type: "docs", Scope: "readme", Subject: "add logo"}},
		{"every §4.3 type", "build: bump go", Change{Type: "build", Subject: "bump go"}},
		{"hidden type", "ci: cache modules", Change{Type: "ci", Subject: "cache modules"}},
		{"body kept out", "perf: faster pagination\n\nUses a cursor.\n", Change{Type: "perf", Subject: "faster pagination"}},
		{
			"BREAKING CHANGE footer", "fix(api): rename field\n\nSome context.\n\nBREAKING CHANGE: `name` is now\n`full_name`.\n\nRefs: #12",
			Change{Type: "fix", Scope: "api", Breaking: true, Subject: "rename field", BreakingNote: "`name` is now `full_name`."},
		},
		{"BREAKING-CHANGE footer", "chore: x\n\nBREAKING-CHANGE: y", Change{Type: "chore", Breaking: true, Subject: "x", BreakingNote: "y"}},
		{"footer token is case-sensitive", "chore: x\n\nbreaking change: y", Change{Type: "chore", Subject: "x"}},
		{"not conventional", "Update README.md\n\nBody", Change{Type: TypeOther, Subject: "Update README.md"}},
		{"unknown type", "wip: stuff", Change{Type: TypeOther, Subject: "wip: stuff"}},
		{"no space after colon", "feat:add", Change{Type: TypeOther, Subject: "feat:add"}},
		{"empty subject", "feat: ", Change{Type: TypeOther, Subject: "feat:"}},
		{"non-conventional breaking", "Rewrite it\n\nBREAKING CHANGE: all of it", Change{Type: TypeOther, Breaking: true, Subject: "Rewrite it", BreakingNote: "all of it"}},
		{"CRLF", "fix: crlf\r\n\r\nBREAKING CHANGE: yes\r\n", Change{Type: "fix", Breaking: true, Subject: "crlf", BreakingNote: "yes"}},
		{"leading blank lines", "\n\nfeat: late", Change{Type: "feat", Subject: "late"}},
		{
			"GitHub merge with a conventional title", "Merge pull request #5 from me/logo\n\ndocs(readme): add logo",
			Change{Type: "docs", Scope: "readme", Subject: "add logo"},
		},
		{
			"GitHub merge without one", "Merge pull request #7 from acme/generated--merge-conflict\n\nsdkgen: generated code conflicts with your custom code",
			Change{Type: TypeOther, Subject: "Merge pull request #7 from acme/generated--merge-conflict"},
		},
		{"git merge", "Merge branch 'feature' into main", Change{Type: TypeOther, Subject: "Merge branch 'feature' into main"}},
		{
			"sdkgen merge of generated", "feat(api): add cards\n\nMerges branch 'generated' into main: the generator added 2, changed 1 and removed 0 files.\n",
			Change{Type: "feat", Scope: "api", Subject: "add cards"},
		},
		{"sdkgen neutral merge", "codegen: merge go generated from spec 2b40500f3133 and config d0887105353b", codegenChange("")},
		{"sdkgen generation", "codegen: go from spec a and config b\n\nSdkgen-Spec-SHA256: a\n", codegenChange("")},
		{"codegen metadata push", "codegen metadata", codegenChange("")},
		{"release", "release: 0.2.0", Change{Type: TypeRelease, Subject: "release: 0.2.0"}},
		{"squashed release", "release: 1.0.0-beta.1 (#9)", Change{Type: TypeRelease, Subject: "release: 1.0.0-beta.1 (#9)"}},
		{"merged release", "Merge pull request #9 from acme/release--main\n\nrelease: 0.2.0", Change{Type: TypeRelease, Subject: "release: 0.2.0"}},
		{"release as prose", "release: the docs", Change{Type: TypeOther, Subject: "release: the docs"}},
		{"empty message", "", Change{Type: TypeOther}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ParseCommit(Commit{Hash: "abc", Message: tc.msg})
			tc.want.Hash = "abc"
			if got != tc.want {
				t.Errorf("ParseCommit(%q)\n got %+v\nwant %+v", tc.msg, got, tc.want)
			}
		})
	}
}
