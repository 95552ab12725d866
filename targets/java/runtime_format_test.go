package java_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	prefixedName   = regexp.MustCompile(`\bSdkgen[A-Z]`)
	runtimePackage = regexp.MustCompile(`com\.sdkgen\.runtime`)
)

// maxPrefixGrowth is how much longer than "Sdkgen" an SDK's class prefix may be (23 characters in all) while the
// copied runtime keeps the formatter's layout: OnebusawaySdk is 7 longer. minPrefix is the shortest prefix.
const (
	maxPrefixGrowth = 17
	minPrefix       = 1
)

// TestRuntimeSurvivesRenaming checks that renaming the package and the class prefix cannot change how
// google-java-format lays out a runtime file, so every SDK passes its formatter check: the package appears only in
// package and import lines (which are never wrapped; the copy re-sorts imports), and a line with a prefixed class
// name holds a whole statement or declaration with room for a longer prefix, and is no part of a javadoc
// paragraph of several lines (both could be reflowed when the name's length changes).
func TestRuntimeSurvivesRenaming(t *testing.T) {
	for _, src := range runtimeSources(t) {
		data, err := os.ReadFile(filepath.Join("runtime", filepath.FromSlash(src)))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		for i, line := range lines {
			trimmed := strings.TrimSpace(line)
			if strings.HasPrefix(trimmed, "package ") || strings.HasPrefix(trimmed, "import ") {
				continue
			}
			if runtimePackage.MatchString(line) {
				t.Errorf("%s:%d: the runtime package outside package and import lines", src, i+1)
			}
			n := len(prefixedName.FindAllString(line, -1))
			if n == 0 {
				continue
			}
			if len(line)+n*maxPrefixGrowth > 100 {
				t.Errorf("%s:%d: no room for a longer class prefix (%d columns)", src, i+1, len(line))
			}
			if reason := wrapHazard(lines, i); reason != "" {
				t.Errorf("%s:%d: %s", src, i+1, reason)
			}
		}
	}
}

// wrapHazard says why the layout of line i could change with the length of a name on it, or "".
func wrapHazard(lines []string, i int) string {
	trimmed := strings.TrimSpace(lines[i])
	prev, next := neighbour(lines, i, -1), neighbour(lines, i, 1)
	if strings.HasPrefix(trimmed, "*") || strings.HasPrefix(trimmed, "/**") {
		if strings.HasPrefix(trimmed, "/**") && strings.HasSuffix(trimmed, "*/") {
			return ""
		}
		startsParagraph := prev == "/**" || prev == "*" || strings.HasPrefix(trimmed, "* @")
		endsParagraph := next == "*/" || next == "*" || strings.HasPrefix(next, "* @")
		if !startsParagraph || !endsParagraph {
			return "a prefixed name in a javadoc paragraph of several lines"
		}
		return ""
	}
	if strings.HasPrefix(trimmed, "//") {
		return ""
	}
	first, last := statementBounds(lines, i)
	if first == last {
		return ""
	}
	// A statement of several lines keeps its layout only if it cannot fit on one line even with the shortest
	// prefix.
	joined := len(lines[first]) - len(strings.TrimLeft(lines[first], " "))
	names := 0
	for j := first; j <= last; j++ {
		joined += len(strings.TrimSpace(lines[j])) + 1
		names += len(prefixedName.FindAllString(lines[j], -1))
	}
	if joined-names*(len("Sdkgen")-minPrefix) <= 100 {
		return "a prefixed name in a statement of several lines that could fit on one"
	}
	return ""
}

// statementBounds are the first and last lines of the statement or declaration holding line i.
func statementBounds(lines []string, i int) (first, last int) {
	first, last = i, i
	for first > 0 {
		prev := strings.TrimSpace(lines[first-1])
		if prev == "" || endsStatement(prev) || strings.HasPrefix(prev, "@") || strings.HasPrefix(prev, "//") {
			break
		}
		first--
	}
	for last < len(lines)-1 && !endsStatement(strings.TrimSpace(lines[last])) {
		last++
	}
	return first, last
}

func endsStatement(line string) bool {
	return strings.HasSuffix(line, ";") || strings.HasSuffix(line, "{") || strings.HasSuffix(line, "}") ||
		strings.HasSuffix(line, "*/")
}

// neighbour is the nearest line before (step -1) or after (step 1) line i, trimmed, skipping nothing.
func neighbour(lines []string, i, step int) string {
	j := i + step
	if j < 0 || j >= len(lines) {
		return ""
	}
	return strings.TrimSpace(lines[j])
}
