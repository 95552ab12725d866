package anchorcheck

import (
	"os"
	"path/filepath"
	"strings"
)

// golang drops in every *_test.go of the anchor, each at its path (the root package's tests and those of internal
// packages), and internal/testutil, the helper package the resource tests import, in place of the SDK's own. The
// SDK's own tests of its root package go first: they define the same test names.
var golang = language{
	targets: []string{"go"},
	dropIn: func(anchor, sdk string, excluded map[string]bool) error {
		own, err := filepath.Glob(filepath.Join(sdk, "*_test.go"))
		if err != nil {
			return err
		}
		for _, f := range own {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
		if err := replaceDir(anchor, sdk, "internal/testutil", excluded); err != nil {
			return err
		}
		return copyTree(anchor, sdk, excluded, func(rel string) bool {
			return strings.HasSuffix(rel, "_test.go") && !strings.HasPrefix(rel, "internal/testutil/")
		})
	},
	deselect: func(ids []TestID) ([]string, error) {
		if len(ids) == 0 {
			return nil, nil
		}
		names, err := topLevelNames("go", ids)
		if err != nil {
			return nil, err
		}
		return []string{"-skip", "^" + alternation(names) + "$"}, nil
	},
}
