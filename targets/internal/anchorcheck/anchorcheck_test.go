package anchorcheck

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/internal/corpus"
	"github.com/sdkgen/sdkgen/targets/builtin"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
)

// root is the repository root, seen from this package.
const root = "../../.."

// TestAnchors runs each anchor's tests against sdkgen's SDK for its pair, as the package doc says.
// SDKGEN_ANCHORS_DIR is the anchors folder; SDKGEN_ANCHORS narrows it to some (comma-separated <pair>/<language>
// or <pair>).
func TestAnchors(t *testing.T) {
	toolchain.Require(t)
	dir := os.Getenv("SDKGEN_ANCHORS_DIR")
	if dir == "" {
		t.Skip("run by scripts/check-anchors, which names the anchors folder (SDKGEN_ANCHORS_DIR)")
	}
	var only []string
	if s := os.Getenv("SDKGEN_ANCHORS"); s != "" {
		only = strings.Split(s, ",")
	}
	anchors, err := Discover(dir, only)
	if err != nil {
		t.Fatal(err)
	}
	pairs, err := corpus.List(pairFolders(dir)...)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range anchors {
		t.Run(a.Name(), func(t *testing.T) {
			t.Parallel()
			lang, ok := languages[a.Language]
			if !ok {
				t.Skipf("sdkgen does not build %s SDKs yet", a.Language)
			}
			i := slices.IndexFunc(pairs, func(p corpus.Pair) bool { return p.Name == a.Pair })
			if i < 0 {
				t.Fatalf("no pair %q (spec and sdkgen.yml) in %v", a.Pair, pairFolders(dir))
			}
			checkAnchor(t, a, lang, pairs[i])
		})
	}
}

// pairFolders are where the anchors' pairs are looked up: the pairs folder beside the anchors folder, then the
// repository's own copies.
func pairFolders(anchorsDir string) []string {
	var folders []string
	if beside := filepath.Join(anchorsDir, "..", "pairs"); isDir(beside) {
		folders = append(folders, beside)
	}
	return append(folders, filepath.Join(root, "testdata", "pairs"))
}

func isDir(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.IsDir()
}

func checkAnchor(t *testing.T, a Anchor, lang language, p corpus.Pair) {
	exceptions, err := LoadExceptions("exceptions", a)
	if err != nil {
		t.Fatal(err)
	}
	if err := exceptions.Check(a.Dir); err != nil {
		t.Fatalf("exceptions/%s-%s.yml: %v", a.Pair, a.Language, err)
	}
	for _, e := range exceptions {
		t.Logf("exception %s: %s", e.ID(), strings.Join(strings.Fields(e.Reason), " "))
	}
	testArgs, err := lang.deselect(exceptions.Tests())
	if err != nil {
		t.Fatal(err)
	}
	sdk := generate(t, p, lang.targets)
	if err := lang.dropIn(a.Dir, sdk, exceptions.Files()); err != nil {
		t.Fatal(err)
	}
	env := toolchain.CleanEnv(t)
	toolchain.Run(t, sdk, env, "./scripts/bootstrap")
	toolchain.Run(t, sdk, env, "./scripts/build")
	if len(lang.compile) > 0 {
		toolchain.Run(t, sdk, env, lang.compile[0], lang.compile[1:]...)
	}
	args := append(slices.Clone(lang.testArgs), testArgs...)
	toolchain.WithMockServer(t, env, func(env []string) { t.Log(toolchain.Run(t, sdk, env, "./scripts/test", args...)) })
}

// generate writes the pair's SDK for the first of targets its configuration uses, and returns its folder.
func generate(t *testing.T, p corpus.Pair, targets []string) string {
	t.Helper()
	res, err := p.Load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	reg := builtin.Registry()
	configured, err := codegen.Select(res, reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(targets, func(k string) bool { return slices.Contains(configured, k) })
	if i < 0 {
		t.Fatalf("%s configures none of the targets %v that build this language", p.Config, targets)
	}
	outs, err := codegen.Render(context.Background(), res, reg, targets[i:i+1])
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), targets[i])
	if err := outs[0].Tree.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}
