package codegen_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/builtin"
	"github.com/sdkgen/sdkgen/targets/openapi"
)

func loadAcme(t *testing.T) *generator.Result {
	t.Helper()
	return loadDir(t, "../../examples/acme")
}

func TestSelect(t *testing.T) {
	res := loadAcme(t)
	onlyOpenAPI := targets.NewRegistry(openapi.Target{})
	cases := []struct {
		name      string
		reg       *targets.Registry
		requested []string
		want      string // the names joined, or the error's start
	}{
		{"every configured target", builtin.Registry(), nil, "typescript python go ruby php openapi"},
		{"the requested ones", builtin.Registry(), []string{"go"}, "go"},
		{"unknown key", builtin.Registry(), []string{"cobol"}, `unknown target "cobol"`},
		{"not configured", builtin.Registry(), []string{"cli"}, `target "cli" is not configured`},
		{"configured, not built", onlyOpenAPI, []string{"go", "python"}, "targets go and python are configured but not built"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			names, err := codegen.Select(res, c.reg, c.requested)
			got := strings.Join(names, " ")
			if err != nil {
				got = err.Error()
			}
			if !strings.HasPrefix(got, c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestGenerateWritesEveryTarget(t *testing.T) {
	res := loadAcme(t)
	out := t.TempDir()
	outs, err := codegen.Generate(context.Background(), res, builtin.Registry(), []string{"openapi", "go"}, out)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		if o.Dir != filepath.Join(out, o.Target) || o.Repository.Branch != "main" {
			t.Errorf("%s: dir %s, branch %q", o.Target, o.Dir, o.Repository.Branch)
		}
		if _, err := os.Stat(filepath.Join(o.Dir, o.Tree.Paths()[0])); err != nil {
			t.Errorf("%s: %v", o.Target, err)
		}
	}
}
