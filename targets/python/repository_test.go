package python

import (
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

func TestSupportedMinors(t *testing.T) {
	cases := []struct {
		rng  string
		want []int
		err  string
	}{
		{"", []int{9, 10, 11, 12, 13, 14}, ""},
		{">=3.10", []int{10, 11, 12, 13, 14}, ""},
		{">=3.9,<3.12", []int{9, 10, 11}, ""},
		{"~=3.11", []int{11, 12, 13, 14}, ""},
		{">=3.9, !=3.10.*", []int{9, 11, 12, 13, 14}, ""},
		{"==3.12.*", []int{12}, ""},
		{">=3.8", nil, "needs 3.9 or later"},
		{">=4", nil, "allows no Python 3 version"},
		{"3.9+", nil, "is not a version specifier"},
	}
	for _, c := range cases {
		g := &gen{cfg: &config.PythonTarget{Options: config.PythonOptions{PythonVersionRange: c.rng}}}
		got, err := g.supportedMinors()
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: error %v, want one saying %q", c.rng, err, c.err)
		case c.err == "" && err != nil:
			t.Errorf("%q: %v", c.rng, err)
		case !slices.Equal(got, c.want):
			t.Errorf("%q: got %v, want %v", c.rng, got, c.want)
		}
	}
}

// TestPackageManager: uv from edition python.2025-11-20 (or use_uv), rye before it, each with its own dev
// dependency section; the PyPI name follows publish.pypi.package_name.
func TestPackageManager(t *testing.T) {
	yes, no := true, false
	cases := []struct {
		name    string
		cfg     config.PythonTarget
		section string
	}{
		{"new edition", config.PythonTarget{TargetCommon: config.TargetCommon{Edition: "python.2025-11-20"}}, "[dependency-groups]"},
		{"old edition", config.PythonTarget{TargetCommon: config.TargetCommon{Edition: "python.2025-10-08"}}, "[tool.rye]"},
		{"no edition", config.PythonTarget{}, "[tool.rye]"},
		{"use_uv on an old edition", config.PythonTarget{TargetCommon: config.TargetCommon{Edition: "python.2025-10-08"}, Options: config.PythonOptions{UseUV: &yes}}, "[dependency-groups]"},
		{"use_uv off on a new edition", config.PythonTarget{TargetCommon: config.TargetCommon{Edition: "python.2025-11-20"}, Options: config.PythonOptions{UseUV: &no}}, "[tool.rye]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.cfg.PackageName = "acme_api"
			c.cfg.Publish.PyPI = &config.PyPIPublish{Enabled: true, PackageName: "acme-api-official"}
			g := &gen{api: &ir.API{Organization: ir.Organization{Name: "acme"}}, cfg: &c.cfg, pkg: "acme_api"}
			g.names = &names{namer: naming.New(nil)}
			py := g.pyproject([]int{9, 10})
			if !strings.Contains(py, c.section) {
				t.Errorf("pyproject.toml has no %s:\n%s", c.section, py)
			}
			if !strings.Contains(py, `name = "acme-api-official"`) {
				t.Errorf("the PyPI name is not publish.pypi.package_name:\n%s", py)
			}
			for _, pin := range devDependencies() {
				if !strings.Contains(py, pin) {
					t.Errorf("the dev toolchain pin %s is missing", pin)
				}
			}
		})
	}
	if got := (&gen{cfg: &config.PythonTarget{PackageName: "acme_api"}, pkg: "acme_api"}).projectName(); got != "acme-api" {
		t.Errorf("the default project name is %q, want acme-api", got)
	}
}
