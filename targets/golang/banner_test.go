package golang

import (
	"regexp"
	"strings"
	"testing"
)

// Go tools recognise generated files only by a whole line of this form (go help generate); text after
// "DO NOT EDIT." on the same line hides the file from them.
func TestBannerMarksGeneratedCode(t *testing.T) {
	generated := regexp.MustCompile(`^// Code generated .* DO NOT EDIT\.$`)
	first, _, _ := strings.Cut(Banner, "\n")
	if !generated.MatchString(first) {
		t.Errorf("Banner's first line %q is not Go's generated-code marker", first)
	}
}
