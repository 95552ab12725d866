package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const (
	exampleSpec   = "../../examples/acme/openapi.yml"
	exampleConfig = "../../examples/acme/sdkgen.yml"
	// specLine is a description every target copies into some file, so changing it in the spec changes the
	// same line that a person edits in the conflict step.
	specLine = "Where the previous page ended."
)

// TestGenerateIntoRepoEveryTarget runs generate --repo for each target of the bundled example through the whole
// cycle: first generation, a person's edit that merges (exit 0), an edit of the same line the spec changes
// (exit 4 with the conflict branches, the working branch untouched).
func TestGenerateIntoRepoEveryTarget(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("SDKGEN_TOOLCHAIN_TESTS") != "" {
			t.Fatal("git is not installed (scripts/install-test-deps installs it)")
		}
		t.Skip("git is not installed")
	}
	for _, target := range []string{"typescript", "python", "go", "openapi"} {
		t.Run(target, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), "sdk")
			git(t, filepath.Dir(dir), "init", "-q", "-b", "main", dir)
			generateRepo(t, dir, exampleSpec, target, exitOK, "created generated and main")

			file := fileContaining(t, dir, specLine)
			data := readTestFile(t, filepath.Join(dir, file))
			writeTestFile(t, filepath.Join(dir, file), data+"\n"+commentFor(file)+" kept by people\n")
			git(t, dir, "commit", "-q", "-am", "feat: people's note")

			spec2 := specWith(t, specLine, "Where the page before this one ended.")
			generateRepo(t, dir, spec2, target, exitOK, "merged generation")
			merged := readTestFile(t, filepath.Join(dir, file))
			if !strings.Contains(merged, "kept by people") || !strings.Contains(merged, "Where the page before this one ended.") {
				t.Fatalf("%s lost the person's edit or the spec change:\n%s", file, merged)
			}

			writeTestFile(t, filepath.Join(dir, file), strings.Replace(merged, "Where the page before this one ended.", "Edited by people.", 1))
			git(t, dir, "commit", "-q", "-am", "docs: people's wording")
			head := git(t, dir, "rev-parse", "main")
			spec3 := specWith(t, specLine, "Where the spec says the page ended.")
			out := generateRepo(t, dir, spec3, target, exitConflict, "CONFLICT")
			if !strings.Contains(out, file+": content") || !strings.Contains(out, "git merge generated--merge-conflict") {
				t.Errorf("conflict output lacks the file or the recipe:\n%s", out)
			}
			if git(t, dir, "rev-parse", "main") != head || git(t, dir, "rev-parse", "next--merge-conflict") != head {
				t.Error("main must stay put and next--merge-conflict must start at it")
			}
			git(t, dir, "rev-parse", "--verify", "generated--merge-conflict")
		})
	}
}

func TestGenerateRepoUsage(t *testing.T) {
	for _, args := range [][]string{
		{"generate", "--spec", exampleSpec, "--config", exampleConfig},
		{"generate", "--spec", exampleSpec, "--config", exampleConfig, "--out", "x", "--repo", "y"},
		{"generate", "--spec", exampleSpec, "--config", exampleConfig, "--out", "x", "--branch", "main"},
		{"generate", "--spec", exampleSpec, "--config", exampleConfig, "--repo", t.TempDir()},
	} {
		if code, _, errOut := sdkgen(t, args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d\n%s", args, code, exitUsage, errOut)
		}
	}
	code, _, errOut := sdkgen(t, "generate", "--spec", exampleSpec, "--config", exampleConfig, "--repo", t.TempDir(), "--target", "go")
	if code != exitProblems || !strings.Contains(errOut, "is not a git repository") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

func generateRepo(t *testing.T, dir, spec, target string, wantCode int, want string) string {
	t.Helper()
	code, out, errOut := sdkgen(t, "generate", "--spec", spec, "--config", exampleConfig, "--target", target, "--repo", dir)
	if code != wantCode || !strings.Contains(out, want) {
		t.Fatalf("generate --repo: exit %d (want %d), output lacks %q:\n%s%s", code, wantCode, want, out, errOut)
	}
	return out
}

func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+t.TempDir(),
		"GIT_AUTHOR_NAME=Person", "GIT_AUTHOR_EMAIL=p@example.com", "GIT_COMMITTER_NAME=Person", "GIT_COMMITTER_EMAIL=p@example.com")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

// fileContaining returns the first file (in path order, outside .git) that contains s.
func fileContaining(t *testing.T, dir, s string) string {
	t.Helper()
	var found []string
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			if d != nil && d.Name() == ".git" {
				return filepath.SkipDir
			}
			return err
		}
		if b, err := os.ReadFile(p); err == nil && strings.Contains(string(b), s) {
			rel, _ := filepath.Rel(dir, p)
			found = append(found, filepath.ToSlash(rel))
		}
		return nil
	})
	if len(found) == 0 {
		t.Fatalf("no generated file contains %q", s)
	}
	slices.Sort(found)
	return found[0]
}

// commentFor is a line comment in the file's language.
func commentFor(file string) string {
	switch filepath.Ext(file) {
	case ".py", ".yml", ".yaml":
		return "#"
	}
	return "//"
}

func specWith(t *testing.T, old, new string) string {
	t.Helper()
	data := readTestFile(t, exampleSpec)
	if !strings.Contains(data, old) {
		t.Fatalf("the example spec no longer contains %q", old)
	}
	p := filepath.Join(t.TempDir(), "openapi.yml")
	writeTestFile(t, p, strings.ReplaceAll(data, old, new))
	return p
}

func readTestFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeTestFile(t *testing.T, p, data string) {
	t.Helper()
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}
