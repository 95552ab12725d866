// Package surface is the public API surface of an SDK as the IR defines it (resources, methods and their
// parameters, types and their fields), and the change between two surfaces with a first classification of
// which changes break callers. Preview builds show it on pull requests; releases use it to choose the version.
package surface

// ChangeKind says what happened to an element.
type ChangeKind string

// Change kinds.
const (
	Added   ChangeKind = "added"
	Removed ChangeKind = "removed"
	Changed ChangeKind = "changed"
)

// ElementKind is what changed.
type ElementKind string

// Element kinds.
const (
	Method ElementKind = "method" // client.accounts.list
	Type   ElementKind = "type"   // a model, its fields, enum values
)

// Change is one difference between two surfaces.
type Change struct {
	Kind    ChangeKind
	Element ElementKind
	// Name is the element as a caller writes it: "accounts.cards.create", "Account.email".
	Name string
	// Detail says what changed, for Changed ("param limit became required", "type string -> integer").
	Detail string
	// Breaking is set when existing callers may stop compiling or working, with the reason.
	Breaking bool
	Reason   string
}
