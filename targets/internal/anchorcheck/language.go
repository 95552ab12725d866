package anchorcheck

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// language is how the anchors of one language meet sdkgen's SDK in that language.
type language struct {
	// targets are the sdkgen target keys that build the language, the one a configuration uses first.
	targets []string
	// dropIn replaces the SDK's own tests in sdk with the anchor's, leaving out the excluded files (slash paths
	// relative to the anchor), and makes the SDK's test runner run them.
	dropIn func(anchor, sdk string, excluded map[string]bool) error
	// compile, when set, is the command that type-checks the dropped-in tests after scripts/build, where running
	// them does not (TypeScript's test runner strips types).
	compile []string
	// testArgs are arguments of scripts/test that make it run the dropped-in tests, before the deselection.
	testArgs []string
	// deselect turns the tests to leave out into arguments of the SDK's scripts/test.
	deselect func(ids []TestID) ([]string, error)
}

// languages are the anchor languages sdkgen builds SDKs for; the others are reported as not built yet.
var languages = map[string]language{
	"go":         golang,
	"java":       java,
	"kotlin":     kotlin,
	"python":     python,
	"ruby":       ruby,
	"typescript": typescript,
}

// copyTree copies the files under src for which keep reports true (given their slash path relative to src) to
// the same paths under dst, leaving out the excluded ones.
func copyTree(src, dst string, excluded map[string]bool, keep func(rel string) bool) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if excluded[rel] || !keep(rel) {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
}

// replaceDir removes the SDK's folder dir (its own tests) and copies the anchor's folder of the same name in.
func replaceDir(anchor, sdk, dir string, excluded map[string]bool) error {
	if err := os.RemoveAll(filepath.Join(sdk, dir)); err != nil {
		return err
	}
	return copyTree(anchor, sdk, excluded, func(rel string) bool { return strings.HasPrefix(rel, dir+"/") })
}

// alternation is a regular expression that matches exactly one of names, in the syntax Go, JavaScript and
// Python share.
func alternation(names []string) string {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = regexp.QuoteMeta(n)
	}
	return "(?:" + strings.Join(quoted, "|") + ")"
}

// topLevelNames are the ids' single names, for runners that deselect by top-level test only.
func topLevelNames(lang string, ids []TestID) ([]string, error) {
	names := make([]string, len(ids))
	for i, id := range ids {
		if len(id.Names) != 1 {
			return nil, fmt.Errorf("%s exception %s: name a top-level test: <file>::<TestName>", lang, id)
		}
		names[i] = id.Names[0]
	}
	return names, nil
}
