package initconfig

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// specCopy writes a spec from testdata into a temporary directory and returns its path.
func specCopy(t *testing.T, rel string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, rel))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), filepath.Base(rel))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const petstore = "testdata/specs/oai-examples/v3.0/petstore.yaml"

func TestRunPrompts(t *testing.T) {
	specPath := specCopy(t, petstore)
	dir := t.TempDir()
	taken := filepath.Join(dir, "taken.yml")
	if err := os.WriteFile(taken, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "sdkgen.yml")
	answers := strings.Join([]string{
		"Acme Corp",     // invalid organization name: asked again
		"acme-corp",     // accepted
		"go, terraform", // terraform cannot be configured: asked again
		"rust",          // not a target: asked again
		"go,python go",  // accepted, duplicates dropped
		taken,           // exists: asked again
		out,             // accepted
	}, "\n") + "\n"
	var stdout bytes.Buffer
	err := Run(context.Background(), strings.NewReader(answers), &stdout, RunOptions{SpecPath: specPath, OutPath: filepath.Join(dir, "default.yml"), IsTerminal: true})
	if err != nil {
		t.Fatalf("Run: %v\n%s", err, stdout.String())
	}
	transcript := stdout.String()
	for _, want := range []string{
		"Organization name (lower case; names the client, packages and env vars) [petstore]: ",
		`"Acme Corp" is not a valid organization name`,
		"[typescript, python, go]: ",
		"terraform needs a production_repo",
		`"rust" is not a target`,
		"Write the configuration to [" + filepath.Join(dir, "default.yml") + "]: ",
		"never overwrites",
		"Wrote " + out + " for acme-corp",
		"Next: sdkgen validate --spec " + specPath + " --config " + out,
	} {
		if !strings.Contains(transcript, want) {
			t.Errorf("transcript lacks %q:\n%s", want, transcript)
		}
	}
	cfg := loadWritten(t, out)
	if cfg.Organization.Name != "acme-corp" || strings.Join(cfg.Targets.Configured(), ",") != "python,go" {
		t.Errorf("written organization %q, targets %v", cfg.Organization.Name, cfg.Targets.Configured())
	}
	if got := cfg.ClientSettings.Opts.Len(); got != 0 {
		t.Errorf("petstore has no auth, got %d opts", got)
	}
	if data, _ := os.ReadFile(taken); string(data) != "mine" {
		t.Errorf("the existing file was changed: %q", data)
	}
	if _, err := os.Stat(filepath.Join(dir, "default.yml")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the default path was written although another was chosen")
	}
}

func TestRunDefaultsWithoutPrompts(t *testing.T) {
	tests := []struct {
		name   string
		opts   RunOptions
		reason string
	}{
		{"yes on a terminal", RunOptions{Yes: true, IsTerminal: true}, "(--yes)"},
		{"not a terminal", RunOptions{}, "(input is not a terminal)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.opts.SpecPath = specCopy(t, petstore)
			tt.opts.OutPath = filepath.Join(t.TempDir(), "nested", "sdkgen.yml")
			var stdout bytes.Buffer
			// The input would answer every question differently: it must not be read.
			in := strings.NewReader("other\njava\nelsewhere.yml\n")
			if err := Run(context.Background(), in, &stdout, tt.opts); err != nil {
				t.Fatalf("Run: %v", err)
			}
			if !strings.Contains(stdout.String(), "Using the guessed defaults "+tt.reason) || strings.Contains(stdout.String(), "[petstore]") {
				t.Errorf("output:\n%s", stdout.String())
			}
			cfg := loadWritten(t, tt.opts.OutPath)
			if cfg.Organization.Name != "petstore" || strings.Join(cfg.Targets.Configured(), ",") != "typescript,python,go" {
				t.Errorf("written organization %q, targets %v", cfg.Organization.Name, cfg.Targets.Configured())
			}
		})
	}
}

func TestRunDefaultOutPathIsWorkingDirectory(t *testing.T) {
	specPath := specCopy(t, petstore)
	t.Chdir(t.TempDir())
	var stdout bytes.Buffer
	if err := Run(context.Background(), strings.NewReader(""), &stdout, RunOptions{SpecPath: specPath, Yes: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(DefaultOutPath); err != nil {
		t.Errorf("%s not written: %v", DefaultOutPath, err)
	}
}

func TestRunNeverOverwrites(t *testing.T) {
	specPath := specCopy(t, petstore)
	out := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(out, []byte("# my config\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, opts := range []RunOptions{
		{SpecPath: specPath, OutPath: out, Yes: true},
		{SpecPath: specPath, OutPath: out, IsTerminal: true},
	} {
		var stdout bytes.Buffer
		err := Run(context.Background(), strings.NewReader("\n\n\n"), &stdout, opts)
		if !errors.Is(err, fs.ErrExist) || !strings.Contains(err.Error(), "never overwrites") {
			t.Errorf("Run = %v, want an error saying the file exists", err)
		}
		if stdout.Len() != 0 {
			t.Errorf("Run asked or printed before failing:\n%s", stdout.String())
		}
	}
	if data, _ := os.ReadFile(out); string(data) != "# my config\n" {
		t.Errorf("the existing file was changed: %q", data)
	}
	// The race between the check and the write is closed too.
	if err := writeNew(out, []byte("x")); !errors.Is(err, fs.ErrExist) {
		t.Errorf("writeNew over an existing file = %v", err)
	}
}

func TestRunErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("openapi: 3.0.0\ninfo: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	swagger := filepath.Join(dir, "swagger.yaml")
	if err := os.WriteFile(swagger, []byte("swagger: '2.0'\ninfo: {title: x, version: '1'}\npaths: {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		opts RunOptions
		want string
	}{
		{"no spec", RunOptions{}, "--spec"},
		{"missing spec", RunOptions{SpecPath: filepath.Join(dir, "nope.yaml")}, "no such file"},
		{"syntax error", RunOptions{SpecPath: bad}, bad + ":"},
		{"not OpenAPI 3", RunOptions{SpecPath: swagger}, swagger + ":1:10: fatal[Spec/UnsupportedVersion]"},
		{"answers run out", RunOptions{SpecPath: specCopy(t, petstore), IsTerminal: true}, "no valid answer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.opts.OutPath = filepath.Join(t.TempDir(), "sdkgen.yml")
			err := Run(context.Background(), strings.NewReader("NOT VALID"), &bytes.Buffer{}, tt.opts)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Run = %v, want an error containing %q", err, tt.want)
			}
			if _, statErr := os.Stat(tt.opts.OutPath); statErr == nil {
				t.Error("a file was written despite the error")
			}
		})
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	opts := RunOptions{SpecPath: specCopy(t, petstore), OutPath: filepath.Join(t.TempDir(), "sdkgen.yml"), IsTerminal: true}
	if err := Run(ctx, strings.NewReader("\n\n\n"), &bytes.Buffer{}, opts); !errors.Is(err, context.Canceled) {
		t.Errorf("Run = %v, want context.Canceled", err)
	}
}

func TestShellQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"specs/openapi.yml", "specs/openapi.yml"},
		{"my specs/open api.yml", "'my specs/open api.yml'"},
		{"it's.yml", `'it'\''s.yml'`},
	}
	for _, tt := range tests {
		if got := shellQuote(tt.in); got != tt.want {
			t.Errorf("shellQuote(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// loadWritten reads a written sdkgen.yml back with config.Load and fails on any error.
func loadWritten(t *testing.T, path string) *config.Config {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte(SchemaComment+"\n")) {
		t.Errorf("%s does not start with the schema comment:\n%s", path, data)
	}
	c := &diag.Collector{}
	cfg := config.Load(path, data, c)
	if cfg == nil || c.HasErrors() {
		t.Fatalf("config.Load(%s): %v", path, c.List())
	}
	return cfg
}
