package releaseflow

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/go-git/go-git/v5/plumbing/object"
)

// workflowDir holds the GitHub Actions workflows of an SDK repository.
const workflowDir = ".github/workflows"

// Secret is an Actions secret the publish workflows read. Names are its alternatives, in the order the workflow
// tries them (`secrets.ACME_NPM_TOKEN || secrets.NPM_TOKEN`): any one of them set is enough.
type Secret struct {
	Names     []string
	Workflows []string // the workflow files that read it
}

// Label is how the check names the secret: `ACME_NPM_TOKEN` or `NPM_TOKEN`.
func (s Secret) Label() string { return "`" + strings.Join(s.Names, "` or `") + "`" }

// SecretsCheck is the release check: which secrets the publish workflows need, and which of them the repository
// lacks.
type SecretsCheck struct {
	Needed  []Secret
	Missing []Secret
	// Environments the publish workflows run in: their secrets may be kept there, where the check cannot see them.
	Environments []string
	// Unknown is why the repository's secrets could not be listed ("" when they were).
	Unknown string
}

var (
	// expression is one ${{ ... }} of a workflow.
	expression = regexp.MustCompile(`\$\{\{(.*?)\}\}`)
	// secretRef is secrets.NAME (or secrets['NAME']) inside an expression.
	secretRef = regexp.MustCompile(`secrets(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*'([A-Za-z_][A-Za-z0-9_]*)'\s*\])`)
	// environmentKey is a job's `environment: NAME` (or its `name:` under environment).
	environmentKey = regexp.MustCompile(`(?m)^\s*environment:\s*['"]?([A-Za-z0-9_.-]+)['"]?\s*$`)
)

// neededSecrets reads the secrets the publish workflows (.github/workflows/publish-*.yml) of commit c use, in
// the order they first appear, and the environments their jobs run in. GITHUB_TOKEN is GitHub's own.
func neededSecrets(c *object.Commit) (needed []Secret, environments []string, err error) {
	files, err := publishWorkflows(c)
	if err != nil {
		return nil, nil, err
	}
	byKey := map[string]int{}
	for _, f := range files {
		data, _, err := fileAt(c, path.Join(workflowDir, f))
		if err != nil {
			return nil, nil, err
		}
		for _, m := range expression.FindAllStringSubmatch(string(data), -1) {
			needed = addSecret(needed, byKey, secretNames(m[1]), f)
		}
		for _, m := range environmentKey.FindAllStringSubmatch(string(data), -1) {
			if !slices.Contains(environments, m[1]) {
				environments = append(environments, m[1])
			}
		}
	}
	return needed, environments, nil
}

// publishWorkflows lists the publish workflow files of c by name.
func publishWorkflows(c *object.Commit) ([]string, error) {
	root, err := c.Tree()
	if err != nil {
		return nil, fmt.Errorf("read the tree of %s: %w", c.Hash, err)
	}
	dir, err := root.Tree(workflowDir)
	if err != nil {
		return nil, nil //nolint:nilerr // no workflows folder: nothing to publish with
	}
	var names []string
	for _, e := range dir.Entries {
		ext := path.Ext(e.Name)
		if e.Mode.IsFile() && strings.HasPrefix(e.Name, "publish-") && (ext == ".yml" || ext == ".yaml") {
			names = append(names, e.Name)
		}
	}
	slices.Sort(names)
	return names, nil
}

// secretNames lists the secrets one expression reads, without GitHub's own token.
func secretNames(expr string) []string {
	var names []string
	for _, m := range secretRef.FindAllStringSubmatch(expr, -1) {
		name := m[1] + m[2]
		if name != "GITHUB_TOKEN" && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return names
}

// addSecret adds the alternatives names, read by workflow, to needed.
func addSecret(needed []Secret, byKey map[string]int, names []string, workflow string) []Secret {
	if len(names) == 0 {
		return needed
	}
	key := strings.Join(names, "|")
	i, ok := byKey[key]
	if !ok {
		byKey[key] = len(needed)
		return append(needed, Secret{Names: names, Workflows: []string{workflow}})
	}
	if !slices.Contains(needed[i].Workflows, workflow) {
		needed[i].Workflows = append(needed[i].Workflows, workflow)
	}
	return needed
}

// missingSecrets keeps the needed secrets none of whose names the repository has (GitHub's secret names are
// case-insensitive).
func missingSecrets(needed []Secret, have []string) []Secret {
	set := map[string]bool{}
	for _, h := range have {
		set[strings.ToUpper(h)] = true
	}
	var missing []Secret
	for _, s := range needed {
		if !slices.ContainsFunc(s.Names, func(n string) bool { return set[strings.ToUpper(n)] }) {
			missing = append(missing, s)
		}
	}
	return missing
}
