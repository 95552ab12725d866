package anchorcheck

// python drops in the anchor's tests/ folder (conftest.py, the API and runtime tests and their fixtures) in place
// of the SDK's own, and deselects by pytest node id.
var python = language{
	targets: []string{"python"},
	dropIn: func(anchor, sdk string, excluded map[string]bool) error {
		return replaceDir(anchor, sdk, "tests", excluded)
	},
	deselect: func(ids []TestID) ([]string, error) {
		var args []string
		for _, id := range ids {
			args = append(args, "--deselect", id.String())
		}
		return args, nil
	},
}
