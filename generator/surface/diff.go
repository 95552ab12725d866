package surface

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Diff lists what changed from base to head, sorted by element kind, name, change kind and detail, so the same
// surfaces always give the same list. A nil surface is an empty one.
func Diff(base, head *Surface) []Change {
	base, head = orEmpty(base), orEmpty(head)
	out := diffMethods(base.Methods, head.Methods)
	out = append(out, diffTypes(base.Types, head.Types)...)
	sort.Slice(out, func(i, j int) bool { return less(out[i], out[j]) })
	return out
}

func orEmpty(s *Surface) *Surface {
	if s == nil {
		return &Surface{}
	}
	return s
}

func less(a, b Change) bool {
	switch {
	case a.Element != b.Element:
		return a.Element < b.Element
	case a.Name != b.Name:
		return a.Name < b.Name
	case a.Kind != b.Kind:
		return a.Kind < b.Kind
	case a.Detail != b.Detail:
		return a.Detail < b.Detail
	}
	return a.Reason < b.Reason
}

// change builds a Change; a reason makes it breaking.
func change(kind ChangeKind, el ElementKind, name, detail, reason string) Change {
	return Change{Kind: kind, Element: el, Name: name, Detail: detail, Breaking: reason != "", Reason: reason}
}

// finding is one difference inside an element: what changed, and why it breaks callers ("" when it does not).
type finding struct{ detail, reason string }

type findings []finding

func (f *findings) add(detail, reason string) { *f = append(*f, finding{detail, reason}) }

// changes turns the findings about one element into Changed entries.
func (f findings) changes(el ElementKind, name string) []Change {
	out := make([]Change, 0, len(f))
	for _, x := range f {
		out = append(out, change(Changed, el, name, x.detail, x.reason))
	}
	return out
}

// keys returns the keys of both maps, sorted.
func keys[V any](a, b map[string]V) []string {
	seen := make(map[string]bool, len(a)+len(b))
	var out []string
	for _, m := range []map[string]V{a, b} {
		for k := range m {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	sort.Strings(out)
	return out
}

// when returns reason if cond holds: most rules break callers on one side of the wire only.
func when(cond bool, reason string) string {
	if cond {
		return reason
	}
	return ""
}

// side says where a value travels: in requests (callers write it), responses (callers read it), or both.
type side struct{ request, response bool }

// member is what params and fields have in common.
type member struct {
	Type               string
	Nullable, Required bool
}

// memberChanges classifies the changes of a param or field; prefix names it in the details ("query param limit ").
func memberChanges(prefix string, b, h member, s side) findings {
	var f findings
	if b.Type != h.Type {
		f.add(fmt.Sprintf("%stype %s -> %s", prefix, b.Type, h.Type), "values of the old type no longer fit")
	}
	switch {
	case !b.Required && h.Required:
		f.add(prefix+"became required", when(s.request, "existing calls and values that leave it out are refused"))
	case b.Required && !h.Required:
		f.add(prefix+"became optional", when(s.response, "callers reading it may find it missing"))
	}
	switch {
	case b.Nullable && !h.Nullable:
		reason := when(s.response, "typed SDKs change its type from T | null to T")
		if s.request {
			reason = "callers sending null are refused"
		}
		f.add(prefix+"nullable -> non-nullable", reason)
	case !b.Nullable && h.Nullable:
		f.add(prefix+"non-nullable -> nullable", when(s.response, "callers reading it may now get null"))
	}
	return f
}

// list writes a string list for details: [a b].
func list(v []string) string { return "[" + strings.Join(v, " ") + "]" }

// subset reports whether every element of a is in b.
func subset(a, b []string) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// display writes a JSON literal for a name: strings unquoted, everything else as JSON.
func display(lit string) string {
	var s string
	if strings.HasPrefix(lit, `"`) && json.Unmarshal([]byte(lit), &s) == nil {
		return s
	}
	return lit
}
