package build

import (
	"sort"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// terraformCoverage warns, when the terraform target is configured, about each resource it considers (its
// terraform key turns it on, or options.infer_all_services) that gets no Terraform resource or data source, and
// about the methods and properties the provider leaves out, by the roles ir.Method.TerraformRole gives them (the
// rules of targets/terraform, docs/terraform.md). It runs once the types are final.
func (b *builder) terraformCoverage() {
	tf := b.cfg.Targets.Terraform
	if tf == nil || tf.Skip {
		return
	}
	var walk func(r *ir.Resource)
	walk = func(r *ir.Resource) {
		considered := tf.Options.InferAllServices
		if r.Terraform != nil {
			considered = r.Terraform.Enabled
		}
		if r != b.api.Root && considered && !r.Custom && inLanguage(r.Skip, r.Only, "terraform") {
			b.terraformResource(r)
		}
		for _, s := range r.Subresources {
			walk(s)
		}
	}
	walk(b.api.Root)
}

// terraformRoles are a resource's methods by CRUD role: the first of each, the create being the POST on the read
// method's collection path.
func terraformRoles(r *ir.Resource) map[string]*ir.Method {
	roles := map[string]*ir.Method{}
	var creates []*ir.Method
	for _, m := range r.Methods {
		if m.Kind != "http" || m.IsSkipped("terraform") || m.IsSkipped("go") || (m.Response != nil && m.Response.Binary) {
			continue
		}
		role := m.TerraformRole()
		if role == "upsert" {
			role = "update"
		}
		if role == "list" && m.Pagination == nil {
			continue
		}
		if role == "create" && (m.Terraform == nil || m.Terraform.Method == "") {
			creates = append(creates, m)
			continue
		}
		if role != "" && roles[role] == nil {
			roles[role] = m
		}
	}
	for _, m := range creates {
		read := roles["read"]
		if roles["create"] == nil && (read == nil || strings.HasPrefix(read.Path, strings.TrimSuffix(m.Path, "/")+"/{") && strings.Count(read.Path, "/") == strings.Count(m.Path, "/")+1) {
			roles["create"] = m
		}
	}
	return roles
}

func (b *builder) terraformResource(r *ir.Resource) {
	roles := terraformRoles(r)
	read, list, create := roles["read"], roles["list"], roles["create"]
	at := b.resourcePtr(r.Path)
	if read == nil && list == nil {
		b.c.AtConfig(diag.TerraformResourceLeftOut, at, "`%s` has no Terraform resource or data source: it has no read method (GET on an item path) or paginated list; give a method `terraform: {method: read}`", r.Call)
		return
	}
	if read == nil {
		b.c.AtConfig(diag.TerraformResourceLeftOut, at, "`%s` has only a list data source in Terraform: it has no read method (GET on an item path); give a method `terraform: {method: read}`", r.Call)
		return
	}
	item := b.terraformObject(read.Response)
	switch {
	case requiredInput(read) != "":
		b.c.AtConfig(diag.TerraformResourceLeftOut, b.methodPtr[read], "`%s` has no Terraform resource or data source for one object: its read method %s requires %s, which the provider cannot set", r.Call, read.Call, requiredInput(read))
		return
	case item == nil:
		b.c.AtConfig(diag.TerraformResourceLeftOut, b.methodPtr[read], "`%s` has no Terraform resource or data source for one object: its read method %s returns no object", r.Call, read.Call)
		return
	case terraformID(read, create, item) == "":
		b.c.AtConfig(diag.TerraformResourceLeftOut, b.methodPtr[read], "`%s` has no Terraform resource or data source for one object: the object %s returns has no id property (`id`, or one named like the id path param); set the read method's `terraform: {id_property: ...}`", r.Call, read.Call)
		return
	}
	if r.Terraform == nil || r.Terraform.Resource == nil || *r.Terraform.Resource {
		b.terraformResourceMethods(r, create, roles)
	}
	// The attributes come from the create body, then from the object read returns (targets/terraform's order).
	props := append(b.terraformBody(create), item.Properties...)
	b.terraformProperties(read, "the object "+read.Call+" returns", props, map[string]string{"id": terraformID(read, create, item)}, 0)
}

// terraformMaxNesting is how deep targets/terraform nests objects as nested attributes.
const terraformMaxNesting = 5

// terraformProperties warns about the properties of an object (and of its nested objects) that get no attribute: a
// type with no value but null, or a name another property's attribute already has.
func (b *builder) terraformProperties(at *ir.Method, where string, props []*ir.Property, taken map[string]string, depth int) {
	for _, p := range props {
		if !inLanguage(p.Skip, nil, "terraform") {
			continue
		}
		name := naming.TerraformName(b.names.Snake(p.WireName))
		if wire, ok := taken[name]; ok {
			if wire != p.WireName {
				b.c.AtConfig(diag.TerraformPropertyLeftOut, b.methodPtr[at], "`%s` of %s has no Terraform attribute: its name %s is the attribute of `%s`", p.WireName, where, codeOr(name), wire)
			}
			continue
		}
		taken[name] = p.WireName
		t := b.derefAlias(p.Type)
		for t.Kind == ir.Array || t.Kind == ir.Map {
			if t.Elem == nil {
				break
			}
			t = b.derefAlias(*t.Elem)
		}
		switch obj := b.objectOf(t); {
		case t.Kind == ir.Null:
			b.c.AtConfig(diag.TerraformPropertyLeftOut, b.methodPtr[at], "`%s` of %s has no Terraform attribute: its type has no value but null", p.WireName, where)
		case obj != nil && !obj.Recursive && depth < terraformMaxNesting:
			b.terraformProperties(at, "`"+p.WireName+"` of "+where, obj.Properties, map[string]string{}, depth+1)
		}
	}
}

func codeOr(name string) string {
	if name == "" {
		return "(empty)"
	}
	return "`" + name + "`"
}

// terraformBody is the JSON body properties of a create method, by wire name order: a flattened body's params or a
// named body's properties.
func (b *builder) terraformBody(m *ir.Method) []*ir.Property {
	if m == nil || m.Body == nil || m.Body.Encoding != "json" {
		return nil
	}
	var out []*ir.Property
	if m.Body.Type != nil {
		if t := b.objectOf(*m.Body.Type); t != nil {
			out = append(out, t.Properties...)
		}
	} else {
		for _, p := range m.Params {
			if p.In == "body" {
				out = append(out, &ir.Property{WireName: p.WireName, Type: p.Type, Skip: p.Skip})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].WireName < out[j].WireName })
	return out
}

// terraformResourceMethods warns when the resource gets data sources only, or when an update or delete method
// cannot be called.
func (b *builder) terraformResourceMethods(r *ir.Resource, create *ir.Method, roles map[string]*ir.Method) {
	at := b.resourcePtr(r.Path)
	switch {
	case create == nil:
		b.c.AtConfig(diag.TerraformDataSourceOnly, at, "`%s` has Terraform data sources but no resource: it has no create method (POST on the read method's collection path); give one `terraform: {method: create}`, or set `terraform: {resource: false}`", r.Call)
	case create.Body != nil && create.Body.Encoding != "json":
		b.c.AtConfig(diag.TerraformDataSourceOnly, b.methodPtr[create], "`%s` has Terraform data sources but no resource: its create method %s sends a %s body, and the provider sends JSON", r.Call, create.Call, create.Body.Encoding)
	case requiredInput(create) != "":
		b.c.AtConfig(diag.TerraformDataSourceOnly, b.methodPtr[create], "`%s` has Terraform data sources but no resource: its create method %s requires %s, which the provider cannot set", r.Call, create.Call, requiredInput(create))
	case b.terraformObject(create.Response) == nil:
		b.c.AtConfig(diag.TerraformDataSourceOnly, b.methodPtr[create], "`%s` has Terraform data sources but no resource: its create method %s returns no object", r.Call, create.Call)
	}
	if u := roles["update"]; u != nil && (requiredInput(u) != "" || (u.Body != nil && u.Body.Encoding != "json")) {
		b.c.AtConfig(diag.TerraformMethodLeftOut, b.methodPtr[u], "%s is not the Terraform resource's update: it needs %s; every change replaces the object instead", u.Call, firstNonEmpty(requiredInput(u), "a "+bodyEncoding(u)+" body"))
	}
	if d := roles["delete"]; d != nil && requiredInput(d) != "" {
		b.c.AtConfig(diag.TerraformMethodLeftOut, b.methodPtr[d], "%s is not the Terraform resource's delete: it requires %s; destroying only forgets the object", d.Call, requiredInput(d))
	}
}

func bodyEncoding(m *ir.Method) string {
	if m.Body == nil {
		return ""
	}
	return m.Body.Encoding
}

// requiredInput names the first required query or header param of a method: the provider sets path params only.
func requiredInput(m *ir.Method) string {
	for _, p := range m.Params {
		if (p.In == "query" || p.In == "header") && p.Required {
			return "the " + p.In + " param `" + p.WireName + "`"
		}
	}
	return ""
}

// terraformObject is the object type a response returns, after unwrap_response; nil for none.
func (b *builder) terraformObject(r *ir.Response) *ir.Type {
	if r == nil || r.Type == nil || r.Binary {
		return nil
	}
	t := b.objectOf(*r.Type)
	for _, key := range r.Unwrap {
		if t == nil {
			return nil
		}
		var next *ir.Type
		for _, p := range t.Properties {
			if p.WireName == key {
				next = b.objectOf(p.Type)
			}
		}
		t = next
	}
	return t
}

func (b *builder) objectOf(ref ir.TypeRef) *ir.Type {
	ref = b.derefAlias(ref)
	if ref.Kind != ir.Named {
		return nil
	}
	t := b.api.Type(ref.Name)
	if t != nil && t.Kind == "union" {
		return b.api.UnionObject(t)
	}
	if t != nil && t.Kind == "object" {
		return t
	}
	return nil
}

// derefAlias follows named aliases.
func (b *builder) derefAlias(ref ir.TypeRef) ir.TypeRef {
	for i := 0; ref.Kind == ir.Named && i < 16; i++ {
		t := b.api.Type(ref.Name)
		if t == nil || t.Kind != "alias" || t.Alias == nil {
			break
		}
		ref = *t.Alias
	}
	return ref
}

// terraformID is the property holding the object's id: terraform.id_property, else id, else the one named like
// the read method's last path param; "" when the object has none of them.
func terraformID(read, create *ir.Method, item *ir.Type) string {
	for _, m := range []*ir.Method{read, create} {
		if m != nil && m.Terraform != nil && m.Terraform.IDProperty != "" {
			return m.Terraform.IDProperty
		}
	}
	names := []string{"id"}
	for _, p := range read.Params {
		if p.In == "path" && (len(names) == 1 || read.Terraform == nil || read.Terraform.IDPathParam != names[1]) {
			names = append(names[:1], p.WireName)
		}
	}
	for _, name := range names {
		for _, p := range item.Properties {
			if p.WireName == name {
				return name
			}
		}
	}
	return ""
}
