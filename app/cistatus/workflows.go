package cistatus

import (
	"path"
	"regexp"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// WorkflowDir holds a repository's GitHub Actions workflows.
const WorkflowDir = ".github/workflows/"

// RunsOnPush reports whether one of workflows (path -> content, the files under WorkflowDir of the pushed
// commit) runs on a push to branch. When none does, reason says why, for the comment: a preview without CI is
// reported as such, never as green. A workflow that cannot be read counts as running (GitHub will say).
func RunsOnPush(workflows map[string][]byte, branch string) (runs bool, reason string) {
	var names []string
	for p := range workflows {
		if ext := path.Ext(p); strings.HasPrefix(p, WorkflowDir) && (ext == ".yml" || ext == ".yaml") {
			names = append(names, p)
		}
	}
	if len(names) == 0 {
		return false, "the SDK repository has no workflow (" + WorkflowDir + ")"
	}
	sort.Strings(names)
	for _, p := range names {
		if onPush(workflows[p], branch) {
			return true, ""
		}
	}
	return false, "no workflow runs on pushes to " + branch + " (" + strings.Join(names, ", ") + ")"
}

// onPush reads a workflow's `on:` for a push trigger that lets branch through.
func onPush(data []byte, branch string) bool {
	var wf struct {
		On yaml.Node `yaml:"on"`
	}
	if err := yaml.Unmarshal(data, &wf); err != nil {
		return true
	}
	on := wf.On
	switch on.Kind {
	case yaml.ScalarNode:
		return on.Value == "push"
	case yaml.SequenceNode:
		for _, n := range on.Content {
			if n.Value == "push" {
				return true
			}
		}
		return false
	case yaml.MappingNode:
		for i := 0; i+1 < len(on.Content); i += 2 {
			if on.Content[i].Value == "push" {
				return pushFilterAllows(on.Content[i+1], branch)
			}
		}
		return false
	}
	return false
}

// pushFilterAllows applies a push trigger's branch filters (branches, branches-ignore) to branch. A push filter
// with only tags or paths filters lets every branch through (paths cannot be judged here).
func pushFilterAllows(filter *yaml.Node, branch string) bool {
	if filter.Kind != yaml.MappingNode {
		return true
	}
	var include, ignore []string
	hasInclude, hasTagsOnly := false, false
	for i := 0; i+1 < len(filter.Content); i += 2 {
		var list []string
		_ = filter.Content[i+1].Decode(&list)
		switch filter.Content[i].Value {
		case "branches":
			include, hasInclude = list, true
		case "branches-ignore":
			ignore = list
		case "tags", "tags-ignore":
			hasTagsOnly = true
		}
	}
	switch {
	case hasInclude:
		return matchesFilter(include, branch)
	case len(ignore) > 0:
		return !matchesFilter(ignore, branch)
	default:
		return !hasTagsOnly
	}
}

// matchesFilter applies GitHub's branch patterns in order: the last matching one decides, and a pattern starting
// with ! excludes.
func matchesFilter(patterns []string, branch string) bool {
	matched := false
	for _, p := range patterns {
		negated := strings.HasPrefix(p, "!")
		if globMatch(strings.TrimPrefix(p, "!"), branch) {
			matched = !negated
		}
	}
	return matched
}

// globMatch is GitHub's filter pattern syntax: * matches anything but /, ** anything, ? one character.
func globMatch(pattern, name string) bool {
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < len(pattern); i++ {
		switch c := pattern[i]; {
		case c == '*' && i+1 < len(pattern) && pattern[i+1] == '*':
			b.WriteString(".*")
			i++
		case c == '*':
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString(".")
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	return err == nil && re.MatchString(name)
}
