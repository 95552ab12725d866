package initconfig

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// draftModel is a component schema exposed as a named SDK type.
type draftModel struct {
	name string
	ref  string
}

// assignModels places each component schema that an operation's request body or success response references
// directly (the body itself, an array's items, an allOf member) in the innermost resource that holds every
// operation using it. Schemas used across top-level resources, or by methods on the client, go to $shared.
// Error responses are left out: SDKs expose them as error classes, not models.
func assignModels(doc *spec.Document, client *draftResource, top []*draftResource) (shared []draftModel, placed int) {
	users := map[string][]*draftResource{}
	visit(client, top, func(res *draftResource) {
		for _, m := range res.methods {
			for _, name := range directSchemaNames(m.op.op) {
				if !slices.Contains(users[name], res) {
					users[name] = append(users[name], res)
				}
			}
		}
	})
	taken := map[string]bool{}
	home := map[*draftResource][]draftModel{}
	for _, name := range doc.Components.SchemaNames {
		if len(users[name]) == 0 {
			continue
		}
		model := draftModel{name: uniqueName(modelName(name), taken), ref: schemaRef(name)}
		taken[model.name] = true
		owner := commonResource(users[name])
		if owner == nil {
			shared = append(shared, model)
		} else {
			home[owner] = append(home[owner], model)
		}
		placed++
	}
	visit(client, top, func(res *draftResource) { res.models = home[res] })
	return shared, placed
}

// modelName is the snake_case config key of a schema: Page_App_ -> page_app.
func modelName(schema string) string {
	if name := snake(schema); name != "" {
		return name
	}
	return "model"
}

// schemaRef is the JSON pointer reference of a component schema.
func schemaRef(name string) string {
	escaped := strings.ReplaceAll(name, "%", "%25")
	escaped = strings.ReplaceAll(escaped, " ", "%20")
	return document.Pointer("/components/schemas").Append(escaped).Fragment()
}

// commonResource returns the innermost resource that contains every user, or nil when the users span several
// top-level resources or include the client (whose models would then be shared in all but name).
func commonResource(users []*draftResource) *draftResource {
	var common []*draftResource
	for i, u := range users {
		if u.name == clientKey {
			return nil
		}
		chain := u.chain()
		if i == 0 {
			common = chain
			continue
		}
		n := 0
		for n < len(common) && n < len(chain) && common[n] == chain[n] {
			n++
		}
		common = common[:n]
	}
	if len(common) == 0 {
		return nil
	}
	return common[len(common)-1]
}

// chain returns the resources from the top-level one down to r.
func (r *draftResource) chain() []*draftResource {
	if r.parent == nil {
		return []*draftResource{r}
	}
	return append(r.parent.chain(), r)
}

// visit calls f on the client and on every resource, depth first, in order.
func visit(client *draftResource, top []*draftResource, f func(*draftResource)) {
	f(client)
	var walk func(r *draftResource)
	walk = func(r *draftResource) {
		f(r)
		for _, s := range r.subs {
			walk(s)
		}
	}
	for _, r := range top {
		walk(r)
	}
}

// directSchemaNames lists the component schemas an operation's request body and success responses reference
// directly, in a stable order.
func directSchemaNames(op *spec.Operation) []string {
	var names []string
	add := func(s *spec.Schema) {
		for _, n := range directRefs(s) {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	if mt, _ := requestMedia(op); mt != nil {
		add(mt.Schema)
	}
	for _, r := range op.Responses {
		if strings.HasPrefix(r.Status, "2") {
			if mt, _ := spec.PickResponse(r.Content); mt != nil {
				add(mt.Schema)
			}
		}
	}
	return names
}

// directRefs returns the component names a schema is, or whose array items or allOf members are.
func directRefs(s *spec.Schema) []string {
	s = unwrapNullable(s)
	if s == nil {
		return nil
	}
	if s.Ref != nil {
		if name := s.Ref.Name; name != "" {
			return []string{name}
		}
	}
	r := s.Resolve()
	var names []string
	if r.IsType("array") && r.Items != nil {
		if it := unwrapNullable(r.Items); it.Ref != nil && it.Ref.Name != "" {
			names = append(names, it.Ref.Name)
		}
	}
	for _, a := range r.AllOf {
		if a.Ref != nil && a.Ref.Name != "" {
			names = append(names, a.Ref.Name)
		}
	}
	return names
}
