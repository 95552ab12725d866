package ruby_test

import (
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/ruby"
)

var update = flag.Bool("update", false, "rewrite golden files")

func generate(t *testing.T, dir string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, ruby.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	return tr
}

// runtimePaths are the generated copies of the hand-written runtime (goldens skip those), for a gem's require path.
func runtimePaths(t *testing.T, lib string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	err := filepath.WalkDir("runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(p, "runtime"+string(filepath.Separator)))
		if !strings.Contains(rel, "sdkgen_runtime/") {
			return nil // the runtime's own README, .rubocop.yml and entry file are not copied as they are
		}
		out[strings.ReplaceAll(rel, "sdkgen_runtime", lib)] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestGolden compares every generated file except the runtime copies with testdata/golden.
func TestGolden(t *testing.T) {
	cases := map[string]struct{ dir, lib string }{
		"kitchen-sink": {"../../testdata/kitchen-sink", "acme"},
		"acme":         {"../../examples/acme", "acme"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			tr := generate(t, c.dir)
			skip := runtimePaths(t, c.lib)
			golden.Check(t, tr, filepath.Join("testdata", "golden", name), "./targets/ruby", *update, func(p string) bool { return !skip[p] })
		})
	}
}

func TestDeterministic(t *testing.T) {
	a := generate(t, "../../testdata/kitchen-sink")
	b := generate(t, "../../testdata/kitchen-sink")
	if a.Hash() != b.Hash() {
		t.Fatal("two generations of the same inputs differ")
	}
}

// TestRuntimeCopied: every runtime file is in the gem under its require path, with the module renamed, and the
// generated Ruby files start with the magic comment and the banner.
func TestRuntimeCopied(t *testing.T) {
	tr := generate(t, "../../examples/acme")
	for rel := range runtimePaths(t, "acme") {
		f, ok := tr.File(rel)
		if !ok {
			t.Errorf("%s is not in the gem", rel)
			continue
		}
		text := string(f.Data)
		if strings.Contains(text, "SdkgenRuntime") || strings.Contains(text, "sdkgen_runtime") {
			t.Errorf("%s still names the runtime placeholder", rel)
		}
		if strings.HasSuffix(rel, ".rb") && !strings.HasPrefix(text, "# frozen_string_literal: true\n") {
			t.Errorf("%s does not start with the magic comment", rel)
		}
		if strings.HasSuffix(rel, ".rb") && !strings.Contains(text, ruby.Banner) {
			t.Errorf("%s has no generated-file banner", rel)
		}
	}
}

// TestRuntimeTestsHaveNoRealSleep: the runtime's tests replace sleep_for, so none of them waits.
func TestRuntimeTestsHaveNoRealSleep(t *testing.T) {
	err := filepath.WalkDir("runtime/test", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if strings.Contains(string(data), "Kernel.sleep") || strings.Contains(string(data), " sleep(") {
			t.Errorf("%s sleeps", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestHostileSpecStaysInert: spec text that tries to run Ruby (#{} interpolation in strings and heredocs,
// =begin, __END__) reaches the gem only in comments and in strings whose # is escaped.
func TestHostileSpecStaysInert(t *testing.T) {
	tr := generate(t, "../../testdata/hostile")
	found := 0
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".rb") {
			continue
		}
		f, _ := tr.File(p)
		for n, line := range strings.Split(string(f.Data), "\n") {
			trimmed := strings.TrimSpace(line)
			if trimmed == "__END__" || strings.HasPrefix(line, "=begin") {
				t.Errorf("%s:%d: spec text starts a Ruby construct: %s", p, n+1, line)
			}
			for i := strings.Index(line, "#{ENV["); i >= 0; i = next(line, "#{ENV[", i) {
				found++
				if !strings.HasPrefix(trimmed, "#") && (i == 0 || line[i-1] != '\\') {
					t.Errorf("%s:%d: spec text is interpolated: %s", p, n+1, line)
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("the hostile spec's Ruby payload appears nowhere: the test checks nothing")
	}
}

func next(s, sub string, i int) int {
	j := strings.Index(s[i+1:], sub)
	if j < 0 {
		return -1
	}
	return i + 1 + j
}

// TestRequiredBodySentEmpty: a method whose object body is required sends {} when no body field is given (the mock
// server, like the API, refuses a request without it), and one whose body is optional sends none.
func TestRequiredBodySentEmpty(t *testing.T) {
	tr := generate(t, "../../testdata/kitchen-sink")
	f, ok := tr.File("lib/acme/resources/accounts.rb")
	if !ok {
		t.Fatal("lib/acme/resources/accounts.rb is not generated")
	}
	src := string(f.Data)
	create := src[strings.Index(src, "def create("):]
	create = create[:strings.Index(create, "\n      end\n")]
	if !strings.Contains(create, "body: parts[:body] || {},") {
		t.Errorf("accounts.create (required body) does not send an empty body:\n%s", create)
	}
	list := src[strings.Index(src, "def list("):]
	list = list[:strings.Index(list, "\n      end\n")]
	if strings.Contains(list, "|| {}") {
		t.Errorf("accounts.list (no body) sends one:\n%s", list)
	}
}

// TestResponseTypesNestedByPosition checks the names the published OneBusAway Ruby SDK gives the types inside
// responses: a type used at one position is nested in the class that holds it, with no file of its own, while
// shared models keep theirs.
func TestResponseTypesNestedByPosition(t *testing.T) {
	tr, _, _ := toolchain.Tree(t, ruby.Target{}, "../../testdata/pairs/onebusaway/openapi.yml", "../../testdata/pairs/onebusaway/sdkgen.yml")
	cases := []struct{ file, want string }{
		{"lib/onebusaway_sdk/models/stop_retrieve_response.rb", "class StopRetrieveResponse < "},
		{"lib/onebusaway_sdk/models/stop_retrieve_response.rb", "required :data, -> { OnebusawaySDK::Models::StopRetrieveResponse::Data }"},
		{"lib/onebusaway_sdk/models/stop_retrieve_response.rb", "\n      class Data < OnebusawaySDK::Internal::Type::BaseModel\n"},
		{"lib/onebusaway_sdk/models/stop_retrieve_response.rb", "required :entry, -> { OnebusawaySDK::Models::Stop }"},
		{"sig/onebusaway_sdk/models.rbs", "def data: () -> OnebusawaySDK::Models::StopRetrieveResponse::Data\n"},
	}
	for _, c := range cases {
		f, ok := tr.File(c.file)
		if !ok || !strings.Contains(string(f.Data), c.want) {
			t.Errorf("%s does not have %q", c.file, c.want)
		}
	}
	for _, gone := range []string{"lib/onebusaway_sdk/models/stop_response.rb"} {
		if _, ok := tr.File(gone); ok {
			t.Errorf("%s is written: its type is nested where it is used", gone)
		}
	}
	if _, ok := tr.File("lib/onebusaway_sdk/models/stop.rb"); !ok {
		t.Error("the shared Stop model lost its file")
	}
}
