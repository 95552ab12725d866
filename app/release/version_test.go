package release

import (
	"testing"
)

func TestNextVersion(t *testing.T) {
	var (
		feat     = Change{Type: "feat"}
		fix      = Change{Type: "fix"}
		perf     = Change{Type: "perf"}
		ci       = Change{Type: "ci"}
		other    = Change{Type: TypeOther}
		breaking = Change{Type: "fix", Breaking: true}
		release  = Change{Type: TypeRelease}
	)
	for _, tc := range []struct {
		name    string
		current string
		changes []Change
		want    string // "" = no release
	}{
		{"no changes", "1.2.3", nil, ""},
		{"only a release commit", "1.2.3", []Change{release}, ""},
		{"never released, fix", "0.0.0", []Change{fix}, "0.0.1"},
		{"never released, feat", "0.0.0", []Change{fix, feat}, "0.1.0"},
		{"never released, breaking", "0.0.0", []Change{breaking}, "0.1.0"},
		{"0.x fix", "0.3.4", []Change{fix, perf}, "0.3.5"},
		{"0.x feat bumps minor", "0.3.4", []Change{fix, feat}, "0.4.0"},
		{"0.x breaking bumps minor", "0.3.4", []Change{feat, breaking}, "0.4.0"},
		{"0.x hidden and other types bump patch", "0.3.4", []Change{ci, other}, "0.3.5"},
		{"1.x fix", "1.2.3", []Change{fix}, "1.2.4"},
		{"1.x feat", "1.2.3", []Change{fix, feat, release}, "1.3.0"},
		{"1.x breaking bumps major", "1.2.3", []Change{feat, breaking}, "2.0.0"},
		{"breaking other", "2.0.0", []Change{{Type: TypeOther, Breaking: true}}, "3.0.0"},
		{"v prefix accepted", "v1.0.0", []Change{fix}, "1.0.1"},
		{"build metadata dropped", "1.0.0+build.5", []Change{fix}, "1.0.1"},
		{"pre-release graduates on fix", "1.0.0-beta.2", []Change{fix}, "1.0.0"},
		{"pre-release graduates on feat", "1.0.0-beta.2", []Change{feat}, "1.0.0"},
		{"pre-release graduates on breaking", "1.0.0-beta.2", []Change{breaking}, "1.0.0"},
		{"pre-release of a minor, breaking", "1.2.0-rc.1", []Change{breaking}, "2.0.0"},
		{"pre-release of a patch, feat", "1.2.3-rc.1", []Change{feat}, "1.3.0"},
		{"0.x pre-release, breaking", "0.3.0-alpha.1", []Change{breaking}, "0.3.0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok, err := NextVersion(tc.current, tc.changes)
			if err != nil {
				t.Fatal(err)
			}
			if ok != (tc.want != "") || got != tc.want {
				t.Errorf("NextVersion(%s) = %q, %v; want %q", tc.current, got, ok, tc.want)
			}
		})
	}
}

func TestNextVersionBadCurrent(t *testing.T) {
	for _, cur := range []string{"", "1.2", "01.2.3", "1.2.3-", "1.2.3-01", "latest", "1.2.3.4"} {
		if _, _, err := NextVersion(cur, []Change{{Type: "fix"}}); err == nil {
			t.Errorf("NextVersion(%q) gave no error", cur)
		}
	}
}

func TestVersionCompare(t *testing.T) {
	// semver.org §11's example order, then more.
	ordered := []string{
		"1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11",
		"1.0.0-rc.1", "1.0.0", "1.0.1", "1.1.0", "1.10.0", "2.0.0",
	}
	for i := range ordered {
		for j := range ordered {
			a, errA := ParseVersion(ordered[i])
			b, errB := ParseVersion(ordered[j])
			if errA != nil || errB != nil {
				t.Fatal(errA, errB)
			}
			want := 0
			if i < j {
				want = -1
			} else if i > j {
				want = 1
			}
			if got := a.Compare(b); got != want {
				t.Errorf("%s vs %s = %d, want %d", a, b, got, want)
			}
		}
	}
	a, _ := ParseVersion("1.0.0+a")
	b, _ := ParseVersion("1.0.0+b")
	if a.Compare(b) != 0 || a.String() != "1.0.0+a" {
		t.Errorf("build metadata: compare %d, string %s", a.Compare(b), a)
	}
}
