package initconfig

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// segment is one part of a path: static text (file extension removed) or a {parameter}.
type segment struct {
	text  string
	param bool
}

// customMethodPattern splits Google-style custom methods: "{id}:cancel" and "things:batchGet".
var customMethodPattern = regexp.MustCompile(`^(.+):([A-Za-z][A-Za-z0-9_]*)$`)

// splitPath breaks a spec path into segments: "/v1/accounts/{id}.json" -> [v1 accounts {id}].
func splitPath(p string) []segment {
	var segs []segment
	for _, part := range strings.Split(p, "/") {
		if part == "" {
			continue
		}
		if m := customMethodPattern.FindStringSubmatch(part); m != nil {
			segs = append(segs, toSegment(m[1]), segment{text: m[2]})
			continue
		}
		segs = append(segs, toSegment(part))
	}
	return segs
}

func toSegment(part string) segment {
	if strings.Contains(part, "{") {
		return segment{text: part, param: true}
	}
	return segment{text: stripFormatExtension(part)}
}

// stripFormatExtension removes a response-format suffix (Accounts.json -> Accounts), which names no resource.
func stripFormatExtension(s string) string {
	switch strings.ToLower(path.Ext(s)) {
	case ".json", ".xml", ".yaml", ".yml", ".csv", ".txt", ".html":
		if trimmed := strings.TrimSuffix(s, path.Ext(s)); trimmed != "" {
			return trimmed
		}
	}
	return s
}

// isPrefixSegment reports whether a leading segment only says which version or mount point of the API this is
// (v1, 2010-04-01, api, rest), so that it names no resource.
func isPrefixSegment(s segment) bool {
	if s.param {
		return false
	}
	w := strings.ToLower(s.text)
	return w == "api" || w == "apis" || w == "rest" || config.IsVersionWord(w)
}

// routedOp is a configurable operation with the segments that place it in the resource tree.
type routedOp struct {
	op    *spec.Operation
	index int // document order
	segs  []segment
}

// routeOperations splits every path, drops version prefixes, then drops the static prefix all paths share
// (/api/where/... in OneBusAway), and finally leading parameters, so that segs starts at the resource.
func routeOperations(ops []*spec.Operation) []*routedOp {
	routed := make([]*routedOp, len(ops))
	for i, op := range ops {
		segs := splitPath(op.Path)
		for len(segs) > 0 && isPrefixSegment(segs[0]) {
			segs = segs[1:]
		}
		routed[i] = &routedOp{op: op, index: i, segs: segs}
	}
	for sharedStaticPrefix(routed) {
		for _, r := range routed {
			r.segs = r.segs[1:]
		}
	}
	for _, r := range routed {
		for len(r.segs) > 0 && r.segs[0].param {
			r.segs = r.segs[1:]
		}
	}
	return routed
}

// sharedStaticPrefix reports whether every path starts with the same static segment and continues with static
// segments that differ, so that the first segment is a mount point rather than the API's only resource.
func sharedStaticPrefix(routed []*routedOp) bool {
	if len(routed) < 2 {
		return false
	}
	first := routed[0].segs
	if len(first) < 2 || first[0].param {
		return false
	}
	var next []string
	for _, r := range routed {
		s := r.segs
		if len(s) < 2 || s[0] != first[0] || s[1].param {
			return false
		}
		if !slices.Contains(next, s[1].text) {
			next = append(next, s[1].text)
		}
	}
	return len(next) > 1
}

// trieNode is one position of the path tree. All parameters at one position share one node, since
// /accounts/{id} and /accounts/{account_id}/friends address the same item.
type trieNode struct {
	seg      segment
	children []*trieNode
	ops      []*routedOp
}

func (n *trieNode) child(s segment) *trieNode {
	for _, c := range n.children {
		if c.seg.param == s.param && (s.param || c.seg.text == s.text) {
			return c
		}
	}
	c := &trieNode{seg: s}
	n.children = append(n.children, c)
	return c
}

func buildTrie(routed []*routedOp) *trieNode {
	root := &trieNode{}
	for _, r := range routed {
		n := root
		for _, s := range r.segs {
			n = n.child(s)
		}
		n.ops = append(n.ops, r)
	}
	return root
}

// name is the snake_case name of a static node.
func (n *trieNode) name() string { return snake(n.seg.text) }

// onlyParamsBelow reports whether every path below n continues with parameters only (get_or_create/{name}).
func (n *trieNode) onlyParamsBelow() bool {
	for _, c := range n.children {
		if !c.seg.param || !c.onlyParamsBelow() {
			return false
		}
	}
	return true
}

// hasOp reports whether the node itself has an operation with the method.
func (n *trieNode) hasOp(method string) bool {
	return slices.ContainsFunc(n.ops, func(r *routedOp) bool { return r.op.Method == method })
}

// isAction reports whether a static segment below a resource is a verb-like action (messages/bulk-delete,
// generations/{id}/upscale) that becomes a method, rather than a nested collection that becomes a subresource.
//
// A segment with nothing below it is an action when it reads like one: a verb (only a reading verb such as
// search or export when it answers GET, since GET /stops/stop is a thing, not an order), or, without GET, any
// word that is not a plural (upscale, typing). A segment with parameters below is an action only when it is a
// verb phrase (get_or_create/{name}): a single word followed by an id is a collection and its item.
func (n *trieNode) isAction() bool {
	words := splitWords(n.seg.text)
	if len(words) == 0 {
		return false
	}
	if len(n.children) == 0 {
		return n.leafIsAction(words)
	}
	return len(words) > 1 && isActionVerb(words[0]) && n.onlyParamsBelow()
}

func (n *trieNode) leafIsAction(words []string) bool {
	if n.hasOp("get") {
		return isReadVerb(words[0])
	}
	return isActionVerb(words[0]) || !looksPlural(words[len(words)-1])
}

// isClientAction reports whether a top-level segment is better called on the client itself (client.ping(),
// client.search()) than as a one-method resource: a leaf that is a status word or reads like an action.
func (n *trieNode) isClientAction() bool {
	words := splitWords(n.seg.text)
	if len(words) == 0 || len(n.children) > 0 {
		return false
	}
	if isClientWord(n.seg.text) {
		return true
	}
	if n.hasOp("get") {
		return isReadVerb(words[0])
	}
	return isActionVerb(words[0])
}

// isReadVerb reports whether a word is a verb that a GET can perform (GET /messages/search).
func isReadVerb(w string) bool {
	switch w {
	case "search", "list", "query", "find", "lookup", "count", "export", "download", "preview", "check", "verify",
		"validate", "estimate", "calculate", "get", "fetch", "resolve", "autocomplete", "suggest":
		return true
	}
	return false
}

func isClientWord(s string) bool {
	switch strings.ToLower(s) {
	case "status", "health", "healthz", "ping", "version", "whoami":
		return true
	}
	return false
}

// isActionVerb reports whether a word is a verb commonly used as an action path segment.
func isActionVerb(w string) bool {
	switch w {
	case "search", "list", "query", "find", "lookup", "count", "export", "import", "batch", "bulk", "cancel",
		"confirm", "capture", "refund", "close", "open", "archive", "unarchive", "publish", "unpublish", "verify",
		"validate", "send", "sync", "upload", "download", "clone", "copy", "move", "start", "stop", "pause",
		"resume", "restart", "retry", "approve", "reject", "reset", "revoke", "enable", "disable", "activate",
		"deactivate", "complete", "execute", "run", "test", "check", "merge", "get", "create", "update", "delete",
		"remove", "add", "set", "generate", "refresh", "prune", "follow", "unfollow", "join", "leave", "mark",
		"transfer", "assign", "unassign", "invite", "accept", "decline", "submit", "lock", "unlock", "subscribe",
		"unsubscribe", "register", "login", "logout", "authorize", "expire", "crosspost", "upscale", "reframe",
		"modify", "render", "estimate", "calculate", "convert", "process", "trigger", "schedule", "ping", "apply",
		"preview", "void", "finalize", "attach", "detach", "link", "unlink", "rotate", "share", "sign", "report":
		return true
	}
	return false
}
