// Package surface is the public API surface of an SDK as the IR defines it (resources, methods and their
// parameters, types and their fields), and the change between two surfaces with a first classification of
// which changes break callers. Preview builds show it on pull requests; releases use it to choose the version.
//
// The surface is language-neutral and uses the IR's names: methods by call chain without the client
// ("accounts.cards.create"), params by SDK name, types by IR name, fields and enum values by wire value
// ("account.email", "account_status.closed"). Extract reads it from an IR; Diff compares two.
//
// Breaking changes are those after which existing callers may stop compiling or working. The classification is
// conservative: when a rule depends on where a type travels, a type used in both requests and responses (or in
// neither, as far as the IR knows) gets the stricter answer.
//
//	change                                                        breaking
//	method, type, field, param, alias or union variant removed    yes
//	enum value removed from a type sent in requests               yes
//	enum value removed from a response-only type                  no: no longer returned
//	new required param or request field                           yes
//	param or request field became required                        yes
//	type of a param, field, body, alias or variant changed        yes: string -> integer, a format, ...
//	kind of a type changed (object -> union, ...)                 yes
//	nullable -> non-nullable, in a request or a response          yes
//	non-nullable -> nullable in a response                        yes: callers may now get null
//	required -> optional in a response                            yes: callers may find it missing
//	response, pagination or streaming of a method changed         yes
//	positional params or a body's argument name changed           yes
//	method no longer generated for a language (skip, only)        yes
//	HTTP method or path changed; param sent elsewhere             no: the SDK call is the same
//	method, type, optional param or field, alias added            no
//	enum value or union variant added                             no: SDKs accept unknown values (Detail says so)
//	required -> optional, non-nullable -> nullable, in a request  no
//	deprecation, body content type                                no
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
