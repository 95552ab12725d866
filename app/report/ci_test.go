package report

import (
	"strings"
	"testing"
)

func TestCISection(t *testing.T) {
	r := &Report{Project: "acme", HeadSHA: "ABCDEF1234", Targets: []Target{{Target: "go", Conclusion: Success}},
		CI: []CILine{{Target: "go", Row: "⏳ CI running"}}}
	body := Comment(r)
	want := "<!-- sdkgen:ci abcdef1234 -->\n### CI results\n\n- **acme-go**: ⏳ CI running\n<!-- /sdkgen:ci -->\n\n"
	if !strings.Contains(body, want) {
		t.Fatalf("the comment lacks its CI section %q:\n%s", want, body)
	}

	done := CISection("acme", "abcdef1234", []CILine{{Target: "go", Row: "build ✅ lint ✅ test ❌ (3 failed)"}})
	got, ok := ReplaceCISection(body, "abcdef1234", done)
	if !ok || strings.Contains(got, "CI running") || !strings.Contains(got, "test ❌ (3 failed)") {
		t.Fatalf("ReplaceCISection = %v:\n%s", ok, got)
	}
	if again, _ := ReplaceCISection(got, "abcdef1234", done); again != got {
		t.Errorf("replacing with the same section changed the comment:\n%s\n---\n%s", got, again)
	}
	if strings.Replace(got, done, want, 1) != body {
		t.Errorf("only the section should change:\n%s\n---\n%s", body, got)
	}
	if _, ok := ReplaceCISection(body, "0000000", done); ok {
		t.Error("a CI result of another head must not land in this head's comment")
	}
	if CISection("acme", "abc", nil) != "" {
		t.Error("no lines: no section")
	}
}
