package initconfig

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/spec"
)

// clientKey and sharedKey are the special resources: methods on the client itself, and shared models.
const (
	clientKey = "$client"
	sharedKey = "$shared"
)

// draftResource is a resource being guessed: its methods and subresources before they become config types.
type draftResource struct {
	name    string
	parent  *draftResource
	methods []*draftMethod
	subs    []*draftResource
	models  []draftModel
	// hasItems is set when the resource has /{param} positions, so a GET on the collection is a list.
	hasItems bool
}

// draftMethod is one operation and the name it gets.
type draftMethod struct {
	op   *routedOp
	role methodRole
	name string
	// scheme is the pagination scheme the endpoint matches; notPaginated marks a list method none fits.
	scheme       string
	notPaginated bool
}

// methodRole is where an operation sits relative to its resource, which decides its conventional name.
type methodRole struct {
	depth  int    // parameters between the resource segment and the operation: 0 collection, 1 item, 2+ nested
	action string // set for an action segment (bulk_delete); the node's name
	// multiVerb is set when the action segment has several operations, so each needs its verb in its name.
	multiVerb bool
	// putAndPatch is set when the node has both, so that PUT is called replace and PATCH update.
	putAndPatch bool
	// hasUpdate is set when the node has PUT or PATCH, so that a POST on an item is not called update.
	hasUpdate bool
	lastParam string
}

// buildResources turns the path tree into the top-level resources and the $client resource.
func buildResources(root *trieNode) (client *draftResource, top []*draftResource) {
	client = &draftResource{name: clientKey}
	groups, order := map[string][]*trieNode{}, []string(nil)
	for _, c := range root.children {
		switch {
		case c.name() == "":
			continue
		case c.isClientAction():
			addActionMethods(client, c, c.name())
		default:
			if _, ok := groups[c.name()]; !ok {
				order = append(order, c.name())
			}
			groups[c.name()] = append(groups[c.name()], c)
		}
	}
	for _, op := range root.ops {
		client.methods = append(client.methods, &draftMethod{op: op, role: nodeRole(root, op, 0)})
	}
	for _, name := range order {
		top = append(top, buildResource(name, nil, groups[name]))
	}
	nameMethods(client, order)
	sortMethods(client)
	return client, top
}

// buildResource collects the operations below the nodes that make up one resource (several nodes when a name
// appears at more than one position, as /accounts/friends and /accounts/{id}/friends).
func buildResource(name string, parent *draftResource, nodes []*trieNode) *draftResource {
	res := &draftResource{name: name, parent: parent}
	groups, order := map[string][]*trieNode{}, []string(nil)
	var collect func(n *trieNode, depth int)
	collect = func(n *trieNode, depth int) {
		for _, op := range n.ops {
			res.methods = append(res.methods, &draftMethod{op: op, role: nodeRole(n, op, depth)})
		}
		for _, c := range n.children {
			switch {
			case c.seg.param:
				res.hasItems = true
				collect(c, depth+1)
			case c.name() == "":
				collect(c, depth)
			case c.isAction():
				addActionMethods(res, c, c.name())
			default:
				if _, ok := groups[c.name()]; !ok {
					order = append(order, c.name())
				}
				groups[c.name()] = append(groups[c.name()], c)
			}
		}
	}
	for _, n := range nodes {
		collect(n, 0)
	}
	for _, sub := range order {
		res.subs = append(res.subs, buildResource(sub, res, groups[sub]))
	}
	nameMethods(res, order)
	sortMethods(res)
	return res
}

// addActionMethods adds the operations of an action segment and of the parameters below it.
func addActionMethods(res *draftResource, n *trieNode, action string) {
	var ops []*routedOp
	var walk func(n *trieNode)
	walk = func(n *trieNode) {
		ops = append(ops, n.ops...)
		for _, c := range n.children {
			walk(c)
		}
	}
	walk(n)
	for _, op := range ops {
		role := methodRole{action: action, multiVerb: len(ops) > 1, lastParam: lastParam(op.segs)}
		res.methods = append(res.methods, &draftMethod{op: op, role: role})
	}
}

func nodeRole(n *trieNode, op *routedOp, depth int) methodRole {
	return methodRole{
		depth:       depth,
		putAndPatch: n.hasOp("put") && n.hasOp("patch"),
		hasUpdate:   n.hasOp("put") || n.hasOp("patch"),
		lastParam:   lastParam(op.segs),
	}
}

func lastParam(segs []segment) string {
	for i := len(segs) - 1; i >= 0; i-- {
		if segs[i].param {
			return snake(segs[i].text)
		}
	}
	return ""
}

// sortMethods puts methods in the spec's document order, which is the order users read the API in.
func sortMethods(res *draftResource) {
	slices.SortStableFunc(res.methods, func(a, b *draftMethod) int { return a.op.index - b.op.index })
}

// nameMethods gives every method of a resource a unique name that differs from its subresources' names
// (reserved holds them). Conventional names are handed out first, so that GET /accounts/{id} is retrieve even
// when another operation would also like that name; the others fall back to their operationId, then to a
// qualified or numbered name.
func nameMethods(res *draftResource, reserved []string) {
	taken := map[string]bool{}
	for _, r := range reserved {
		taken[r] = true
	}
	queue := slices.Clone(res.methods)
	slices.SortStableFunc(queue, func(a, b *draftMethod) int {
		if ra, rb := namingRank(res, a), namingRank(res, b); ra != rb {
			return ra - rb
		}
		if a.role.depth != b.role.depth {
			return a.role.depth - b.role.depth
		}
		return a.op.index - b.op.index
	})
	for _, m := range queue {
		m.name = pickName(candidateNames(res, m), taken)
		taken[m.name] = true
	}
}

// pickName returns the first candidate not taken, or the first numbered variant of the first candidate.
func pickName(candidates []string, taken map[string]bool) string {
	for _, c := range candidates {
		if c != "" && !taken[c] {
			return c
		}
	}
	return uniqueName(candidates[0], taken)
}

// namingRank orders who gets a name first: 0 for a conventional name at its usual position (list and create on
// the collection, retrieve, update and delete on the item), 1 for other conventional names, 2 for actions and 3
// for the rest. So GET /users/{id} is retrieve even when GET /users also returns one object.
func namingRank(res *draftResource, m *draftMethod) int {
	if m.role.action != "" {
		return 2
	}
	switch conventionalName(res, m) {
	case "":
		return 3
	case "list", "create":
		if m.role.depth == 0 {
			return 0
		}
	default:
		if m.role.depth == 1 {
			return 0
		}
	}
	return 1
}

// candidateNames lists the names a method may take, best first: its conventional or action name, a name from
// its operationId, the verb with the action or the last parameter, the bare verb. Never empty.
func candidateNames(res *draftResource, m *draftMethod) []string {
	verb := verbName(res, m)
	var names []string
	switch {
	case m.role.action != "" && m.role.multiVerb:
		names = append(names, verb+"_"+m.role.action)
	case m.role.action != "":
		names = append(names, m.role.action)
	default:
		names = append(names, conventionalName(res, m))
	}
	names = append(names, operationIDName(res, m.op))
	if m.role.action != "" {
		names = append(names, verb+"_"+m.role.action)
	} else {
		names = append(names, verb)
	}
	if m.role.lastParam != "" && m.role.depth > 0 {
		names = append(names, verb+"_by_"+m.role.lastParam)
	}
	return slices.DeleteFunc(names, func(s string) bool { return s == "" })
}

// conventionalName is the CRUD name of an operation at the collection (depth 0) or item (depth 1) position, or
// "" when the position has no convention (POST on an item that also has PUT, deeper items, actions).
func conventionalName(res *draftResource, m *draftMethod) string {
	if m.role.action != "" || m.role.depth > 1 || res.name == clientKey {
		return ""
	}
	item := m.role.depth == 1
	switch m.op.op.Method {
	case "get":
		if item {
			return "retrieve"
		}
		if collectionGetIsList(res, m.op.op) {
			return "list"
		}
		return "retrieve"
	case "post":
		if !item {
			return "create"
		}
		if !m.role.hasUpdate {
			return "update"
		}
	case "put":
		if m.role.putAndPatch {
			return "replace"
		}
		return "update"
	case "patch":
		return "update"
	case "delete":
		return "delete"
	}
	return ""
}

// verbName is the plain word for an HTTP method, used to qualify action and fallback names.
func verbName(res *draftResource, m *draftMethod) string {
	switch m.op.op.Method {
	case "get":
		if m.role.action == "" && m.role.depth == 0 && collectionGetIsList(res, m.op.op) {
			return "list"
		}
		return "retrieve"
	case "post":
		return "create"
	case "put":
		if m.role.putAndPatch {
			return "replace"
		}
		return "update"
	case "patch":
		return "update"
	}
	return "delete"
}

// operationIDName derives a method name from the operationId without the resource's own words:
// listPets on pets -> list. FastAPI-style ids (get_users_v1_apps__app_id__users_get) lose their path suffix.
func operationIDName(res *draftResource, op *routedOp) string {
	id := op.op.OperationID
	if id == "" {
		return ""
	}
	suffix := "_" + nonAlphanumToUnderscore(strings.TrimPrefix(op.op.Path, "/")) + "_" + op.op.Method
	if trimmed, ok := strings.CutSuffix(id, suffix); ok && trimmed != "" {
		id = trimmed
	}
	own := map[string]bool{}
	for _, w := range splitWords(res.name) {
		own[w], own[singular(w)] = true, true
	}
	var kept []string
	for _, w := range splitWords(id) {
		if !own[w] && !own[singular(w)] {
			kept = append(kept, w)
		}
	}
	return identifier(strings.Join(kept, "_"))
}

func nonAlphanumToUnderscore(s string) string {
	return strings.Map(func(r rune) rune {
		if isWordRune(r) {
			return r
		}
		return '_'
	}, s)
}

// collectionGetIsList decides between list and retrieve for a GET on a collection path: the response shape
// decides when it is known (an array, or an envelope of one); without one, a resource with item paths or a
// plural name is a collection.
func collectionGetIsList(res *draftResource, op *spec.Operation) bool {
	if listLike(op, res.name) {
		return true
	}
	if s := successSchema(op); s != nil && (s.IsType("object") || len(allProperties(s)) > 0) {
		return false
	}
	words := splitWords(res.name)
	return res.hasItems || len(words) > 0 && looksPlural(words[len(words)-1])
}

// listLike reports whether a GET returns a collection: a top-level array, or an object with an array under a
// conventional name (data, items, results ...), under the resource's own name ({"generations": [...]}), or
// beside paging fields.
func listLike(op *spec.Operation, resourceName string) bool {
	s := successSchema(op)
	if s == nil {
		return false
	}
	if s.IsType("array") {
		return true
	}
	props := allProperties(s)
	paged := slices.ContainsFunc(props, func(p *spec.Property) bool { return isPagingFieldName(p.Name) })
	for _, p := range props {
		if !p.Schema.Resolve().IsType("array") {
			continue
		}
		if paged || isItemsFieldName(p.Name) || snake(p.Name) == resourceName {
			return true
		}
	}
	return false
}

// isPagingFieldName reports whether a response field is paging bookkeeping, which makes the array beside it a
// page of items ({"calls": [...], "next_page_uri": ...}).
func isPagingFieldName(name string) bool {
	switch snake(name) {
	case "page", "page_size", "next_page_uri", "next_page", "next", "has_more", "total", "count", "total_count",
		"next_cursor", "next_page_token", "cursor", "offset", "limit":
		return true
	}
	return false
}

func isItemsFieldName(name string) bool {
	switch name {
	case "data", "items", "results", "records", "entries", "list", "values", "elements", "content":
		return true
	}
	return false
}
