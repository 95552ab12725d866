package config

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
)

// Python versions SDKs may support: the runtime needs 3.9, and classifiers go up to the newest release.
const (
	PythonOldestMinor = 9
	PythonNewestMinor = 14
)

var specifierPattern = regexp.MustCompile(`^\s*(~=|==|!=|<=|>=|<|>)\s*(\d+(?:\.\d+)*)(\.\*)?\s*$`)

// PythonMinors returns the Python 3 minor versions a python_version_range (PEP 440 specifiers separated by commas,
// e.g. ">=3.9,<3.13") allows, oldest first. It is an error when the range is not such a list, allows a version
// older than the SDK runtime supports, or allows none.
func PythonMinors(rng string) ([]int, error) {
	var specs [][]string
	for _, s := range strings.Split(rng, ",") {
		m := specifierPattern.FindStringSubmatch(s)
		if m == nil {
			return nil, fmt.Errorf("%q is not a version specifier such as >=3.9", strings.TrimSpace(s))
		}
		specs = append(specs, m[1:])
	}
	var out []int
	for minor := 0; minor <= PythonNewestMinor; minor++ {
		if allowsMinor(specs, minor) {
			out = append(out, minor)
		}
	}
	switch {
	case len(out) == 0:
		return nil, fmt.Errorf("%q allows no Python 3 version up to 3.%d", rng, PythonNewestMinor)
	case out[0] < PythonOldestMinor:
		return nil, fmt.Errorf("%q allows Python 3.%d; the SDK runtime needs 3.%d or later (write >=3.%d)", rng, out[0], PythonOldestMinor, PythonOldestMinor)
	}
	return out, nil
}

// allowsMinor reports whether some release of Python 3.<minor> satisfies every specifier.
func allowsMinor(specs [][]string, minor int) bool {
	for _, patch := range []int{0, 99} {
		ok := true
		for _, s := range specs {
			ok = ok && satisfies([]int{3, minor, patch}, s[0], s[1], s[2] != "")
		}
		if ok {
			return true
		}
	}
	return false
}

// satisfies evaluates one PEP 440 specifier for a release version.
func satisfies(v []int, op, version string, wildcard bool) bool {
	var want []int
	for _, p := range strings.Split(version, ".") {
		n, _ := strconv.Atoi(p)
		want = append(want, n)
	}
	if wildcard || op == "~=" {
		prefix := want
		if op == "~=" {
			prefix = want[:max(len(want)-1, 1)]
		}
		match := compareVersions(v[:min(len(prefix), len(v))], prefix) == 0
		switch op {
		case "==":
			return match
		case "!=":
			return !match
		case "~=":
			return match && compareVersions(v, want) >= 0
		}
	}
	c := compareVersions(v, want)
	switch op {
	case ">=":
		return c >= 0
	case ">":
		return c > 0
	case "<=":
		return c <= 0
	case "<":
		return c < 0
	case "==":
		return c == 0
	case "!=":
		return c != 0
	}
	return false
}

func compareVersions(a, b []int) int {
	for i := 0; i < max(len(a), len(b)); i++ {
		var x, y int
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return x - y
		}
	}
	return 0
}

// checkPython reports a python_version_range PythonMinors rejects, at its value.
func checkPython(r *reporter, py *PythonTarget) {
	if py.Options.PythonVersionRange == "" {
		return
	}
	if _, err := PythonMinors(py.Options.PythonVersionRange); err != nil {
		r.atValue(diag.ConfigInvalidValue, py.Options.Ptr.Append("python_version_range"), "targets.python.options.python_version_range: %v", err)
	}
}
