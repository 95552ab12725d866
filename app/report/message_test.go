package report

import (
	"strings"
	"testing"
)

func TestCommitMessageRoundTrip(t *testing.T) {
	r := typicalReport()
	body := Comment(r)
	if msg, ok := CommitMessage(body); !ok || msg != "feat(api): add cards" {
		t.Fatalf("read back %q, %v", msg, ok)
	}
	// A person edits the message in GitHub's editor, which sends CRLF, and adds a body and a code span.
	edited := strings.Replace(body, "```\nfeat(api): add cards\n```",
		"```\nfix(cards)!: rename `create`\n\nBREAKING CHANGE: cards.create is cards.add\n```", 1)
	edited = strings.ReplaceAll(edited, "\n", "\r\n")
	want := "fix(cards)!: rename `create`\n\nBREAKING CHANGE: cards.create is cards.add"
	msg, ok := CommitMessage(edited)
	if !ok || msg != want {
		t.Fatalf("read back %q, %v; want %q", msg, ok, want)
	}
	// The next render shows the edited message, and it reads back the same.
	r.CommitMessage = msg
	if again, ok := CommitMessage(Comment(r)); !ok || again != want {
		t.Errorf("second round trip: %q, %v", again, ok)
	}
}

func TestCommitMessageRoundTripAnyText(t *testing.T) {
	for _, msg := range []string{
		"feat: plain",
		"fix: ``` three backticks",
		"fix: ```` four\n```\n~~~\n",
		"docs: </details> <!-- sdkgen:preview -->\n\nwith this commit message:\n```\nnot me\n```",
		"  chore: leading space and unicode ✓  ",
	} {
		r := baseReport()
		r.CommitMessage = msg
		if got, ok := CommitMessage(Comment(r)); !ok || got != strings.TrimSpace(msg) {
			t.Errorf("CommitMessage(Comment(%q)) = %q, %v", msg, got, ok)
		}
	}
}

func TestCommitMessage(t *testing.T) {
	const line = "This PR will update the `acme` SDKs with this commit message:\n\n"
	for _, tc := range []struct {
		name, body, want string
		ok               bool
	}{
		{"backticks", line + "```\nfeat: x\n```\n", "feat: x", true},
		{"tildes", line + "~~~\nfeat: x\n~~~\n", "feat: x", true},
		{"info string and longer close", line + "```text\nfeat: x\n`````\n", "feat: x", true},
		{"indented fence", line + "  ```\n  feat: x\n   body\n  ```\n", "feat: x\n body", true},
		{"text between", line + "(edited)\n\n```\nfeat: x\n```\n", "feat: x", true},
		{"first block only", line + "```\nfeat: x\n```\n```\nfeat: y\n```\n", "feat: x", true},
		{"inner shorter fence", line + "````\nfeat: x\n```\n````\n", "feat: x\n```", true},
		{"tilde inside backticks", line + "```\nfeat: x\n~~~\n```\n", "feat: x\n~~~", true},
		{"post-merge wording", "This PR updated the SDKs with this commit message:\n```\nfix: y\n```", "fix: y", true},
		{"no message line", "```\nfeat: x\n```\n", "", false},
		{"unclosed", line + "```\nfeat: x\n", "", false},
		{"empty", line + "```\n\n```\n", "", false},
		{"no block", line + "nothing here", "", false},
		{"four spaces is not a fence", line + "    ```\n    feat: x\n    ```\n", "", false},
		{"backtick in info string", line + "``` a`b\nfeat: x\n```\n", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := CommitMessage(tc.body)
			if got != tc.want || ok != tc.ok {
				t.Errorf("CommitMessage = %q, %v; want %q, %v", got, ok, tc.want, tc.ok)
			}
		})
	}
}

func TestConventional(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		warns    bool
	}{
		{"feat: add cards", "feat: add cards", false},
		{"fix(api): handle 404", "fix(api): handle 404", false},
		{"feat(api)!: drop v1", "feat(api)!: drop v1", false},
		{"refactor!: rename", "refactor!: rename", false},
		{"chore(deps, ci): bump", "chore(deps, ci): bump", false},
		{"docs:  two spaces", "docs:  two spaces", false},
		{"  test: trimmed  \n", "test: trimmed", false},
		{"perf: x\r\n\r\nbody", "perf: x\n\nbody", false},
		{"revert: feat: add cards", "revert: feat: add cards", false},
		{"Fix: capitalised type", "fix: capitalised type", true},
		{"FEAT(Api)!: shout", "feat(Api)!: shout", true},
		{"Add cards", "feat: Add cards", true},
		{"feature: not a type", "feat: feature: not a type", true},
		{"feat:no space", "feat: feat:no space", true},
		{"feat: ", "feat: feat:", true},
		{"feat!(api): bang first", "feat: feat!(api): bang first", true},
		{"feat(): empty scope", "feat: feat(): empty scope", true},
		{"feat (api): space", "feat: feat (api): space", true},
		{"Merge pull request #1\n\nfix: x", "feat: Merge pull request #1\n\nfix: x", true},
		{"", "", true},
		{"  \n ", "", true},
	} {
		got, warning := Conventional(tc.in)
		if got != tc.want || (warning != "") != tc.warns {
			t.Errorf("Conventional(%q) = %q, %q; want %q (warning: %v)", tc.in, got, warning, tc.want, tc.warns)
		}
		if got != "" {
			if again, w := Conventional(got); again != got || w != "" {
				t.Errorf("Conventional is not idempotent on %q: %q, %q", got, again, w)
			}
		}
	}
}
