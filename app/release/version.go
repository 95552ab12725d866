package release

import (
	"cmp"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Version is a semantic version (semver.org 2.0.0).
type Version struct {
	Major, Minor, Patch uint64
	// Pre is the pre-release part without its "-" (e.g. "beta.1"); Build the build metadata without its "+".
	Pre, Build string
}

// semverPattern is semver.org's: no leading zeros in numbers, dot-separated identifiers.
var semverPattern = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)` +
	`(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?` +
	`(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$`)

// ParseVersion reads a semantic version such as "1.2.3" or "1.0.0-beta.1" (no "v" prefix).
func ParseVersion(s string) (Version, error) {
	m := semverPattern.FindStringSubmatch(s)
	if m == nil {
		return Version{}, fmt.Errorf("%q is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.2.3)", s)
	}
	var v Version
	for i, dst := range []*uint64{&v.Major, &v.Minor, &v.Patch} {
		n, err := strconv.ParseUint(m[i+1], 10, 64)
		if err != nil {
			return Version{}, fmt.Errorf("%q is not a semantic version: %w", s, err)
		}
		*dst = n
	}
	v.Pre, v.Build = m[4], m[5]
	return v, nil
}

func (v Version) String() string {
	s := fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
	if v.Pre != "" {
		s += "-" + v.Pre
	}
	if v.Build != "" {
		s += "+" + v.Build
	}
	return s
}

// Compare orders versions by semver precedence (build metadata ignored): -1, 0 or +1.
func (v Version) Compare(w Version) int {
	if c := cmp.Or(cmp.Compare(v.Major, w.Major), cmp.Compare(v.Minor, w.Minor), cmp.Compare(v.Patch, w.Patch)); c != 0 {
		return c
	}
	switch {
	case v.Pre == w.Pre:
		return 0
	case v.Pre == "":
		return 1 // a release ranks above its pre-releases
	case w.Pre == "":
		return -1
	}
	return comparePre(strings.Split(v.Pre, "."), strings.Split(w.Pre, "."))
}

// comparePre compares pre-release identifiers: numbers numerically and below words, words in ASCII order, and a
// shorter list first when it is a prefix of the other.
func comparePre(a, b []string) int {
	for i := range min(len(a), len(b)) {
		an, aErr := strconv.ParseUint(a[i], 10, 64)
		bn, bErr := strconv.ParseUint(b[i], 10, 64)
		var c int
		switch {
		case aErr == nil && bErr == nil:
			c = cmp.Compare(an, bn)
		case aErr == nil:
			c = -1
		case bErr == nil:
			c = 1
		default:
			c = strings.Compare(a[i], b[i])
		}
		if c != 0 {
			return c
		}
	}
	return cmp.Compare(len(a), len(b))
}

// bump is how far a release moves the version.
type bump int

const (
	bumpNone bump = iota
	bumpPatch
	bumpMinor
	bumpMajor
)

// bumpFor is the largest bump the changes ask for (SERVICE-BEHAVIOUR.md §6.3): breaking is major, feat minor,
// everything else (fix, perf, hidden types, other) patch. sdkgen's release commits ask for none.
func bumpFor(changes []Change) bump {
	b := bumpNone
	for _, c := range changes {
		switch {
		case c.Type == TypeRelease:
		case c.Breaking:
			b = max(b, bumpMajor)
		case c.Type == "feat":
			b = max(b, bumpMinor)
		default:
			b = max(b, bumpPatch)
		}
	}
	return b
}

// Next is the version after v for a bump. Before 1.0 a breaking change bumps the minor version. A pre-release
// graduates to its own release when that is far enough (1.0.0-beta.2 with a feature becomes 1.0.0, as npm's
// `semver inc` does): a pre-release of X may already break anything released before X.
func (v Version) Next(b bump) Version {
	if b == bumpMajor && v.Major == 0 {
		b = bumpMinor
	}
	pre := v.Pre != ""
	next := Version{Major: v.Major, Minor: v.Minor, Patch: v.Patch}
	switch b {
	case bumpMajor:
		if !pre || v.Minor != 0 || v.Patch != 0 {
			next = Version{Major: v.Major + 1}
		}
	case bumpMinor:
		if !pre || v.Patch != 0 {
			next = Version{Major: v.Major, Minor: v.Minor + 1}
		}
	case bumpPatch:
		if !pre {
			next.Patch++
		}
	default:
		return v
	}
	return next
}

// NextVersion computes the version to release after current ("0.0.0" when nothing was released yet) for the
// changes since it. It reports false when nothing asks for a release.
func NextVersion(current string, changes []Change) (string, bool, error) {
	v, err := ParseVersion(strings.TrimPrefix(current, "v"))
	if err != nil {
		return "", false, fmt.Errorf("current version: %w", err)
	}
	b := bumpFor(changes)
	if b == bumpNone {
		return "", false, nil
	}
	return v.Next(b).String(), true, nil
}
