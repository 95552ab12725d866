package terraform

import (
	"fmt"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/targets/golang"
)

// service is one resource of the API as the provider sees it: a Terraform resource (create and read), a data
// source (read) and a list data source (a list method), each present when the API has the methods.
type service struct {
	res  *ir.Resource
	name string // the type name after the provider's prefix: acme_<name>
	pkg  string // the Go package under internal/services
	// The methods of each CRUD role; nil when the API has none.
	create, read, update, del, list *ir.Method
	sm                              map[*ir.Method]*golang.SurfaceMethod
	// idParam is the read method's path param naming the object; parents are its other path params, which
	// become required attributes that replace the object when they change.
	idParam *ir.Param
	parents []*attribute
	idWire  string // the response property holding the id
	idAttr  *attribute
	// listParents are the list method's path params, as attributes of the list data source.
	listParents []*attribute
	attrs       []*attribute
	// patch is set when updates send a JSON merge patch (PATCH) rather than the whole object (PUT).
	patch bool
	// resource and dataSource say which of the two are generated; listItems is the list's item attributes.
	resource, dataSource bool
	itemsOK              bool
	items                []*attribute // the list data source's item attributes
	deleteWarning        bool         // no delete method: delete only forgets the object, with a warning
	skipTests            string
	// objects are the model structs of nested object attributes, in the order they were found; structNames
	// keeps their Go names unique in the package.
	objects     []*object
	structNames map[string]bool
	// example, when the create body is a union of objects, holds its first variant's properties: the examples
	// set those.
	example map[string]*ir.Property
	// variants are the create body's variants when it is a union of objects, each the wire names of its
	// properties.
	variants [][]string
}

// attribute is one attribute of a resource's schema and one field of its model (or of a nested object's).
type attribute struct {
	name, wire, field string
	mode              string // required, optional, computed, computed_optional
	// kind is String, Int64, Float64 or Bool; JSON (a JSON text: unions and values of any type); Object (a nested
	// object); or List, Set or Map of elem.
	kind        string
	elem        *attribute // the elements of a List, Set or Map
	object      *object    // the attributes of an Object
	typ         ir.TypeRef // the property's type, for examples
	description string
	sensitive   bool
	replace     bool // a change replaces the object (no update method sends it)
	writeOnly   bool // sent but never read back: an import cannot recover it
	example     any
	enum        []string
}

// object is a nested object attribute's model struct and its attributes.
type object struct {
	goName string
	attrs  []*attribute
	// example, when set, holds the properties the examples set: a union's first variant's.
	example map[string]*ir.Property
	// variants are a union's variants, each the wire names of its properties; nil for a plain object.
	variants [][]string
}

// timeoutsBlock is a resource's timeouts attribute (options.timeouts, or the resource's terraform.timeouts).
type timeoutsBlock struct {
	on   bool
	name string
	def  time.Duration // the timeout of an operation the block leaves unset
}

// timeouts is the resource's timeouts block: on when options.timeouts or the resource's terraform.timeouts turns it
// on, named by the resource's name, else the option's, else timeouts; its default is the resource's
// timeouts.default, else options.timeouts.default, else 20 minutes.
func (g *gen) timeouts(s *service) timeoutsBlock {
	t := timeoutsBlock{name: "timeouts", def: 20 * time.Minute}
	if o := g.cfg.Options.Timeouts; o != nil {
		t.on = o.Enabled || o.Name != "" || o.Default != nil
		if n := tfName(o.Name); n != "" {
			t.name = n
		}
		if o.Default != nil && !o.Default.Null && o.Default.Milliseconds > 0 {
			t.def = time.Duration(o.Default.Milliseconds) * time.Millisecond
		}
	}
	if r := s.res.Terraform; r != nil && r.Timeouts {
		t.on = true
		if n := tfName(r.TimeoutsName); n != "" {
			t.name = n
		}
		if r.TimeoutsDefaultMs > 0 {
			t.def = time.Duration(r.TimeoutsDefaultMs) * time.Millisecond
		}
	}
	return t
}

// goDuration is a duration as a Go expression.
func goDuration(d time.Duration) string {
	switch {
	case d%time.Minute == 0:
		return fmt.Sprintf("%d * time.Minute", d/time.Minute)
	case d%time.Second == 0:
		return fmt.Sprintf("%d * time.Second", d/time.Second)
	}
	return fmt.Sprintf("%d * time.Millisecond", d/time.Millisecond)
}

// findOneBy is the attribute data_source.filtering.find_one_by_property_name names, and the list item's attribute
// of that property, when the data source can look its object up by it: the service has a list whose path params
// are all the read method's parents, and both attributes are strings or integers of the same kind, beside a string
// id in the items. Nil otherwise.
func (g *gen) findOneBy(s *service) (by, item *attribute) {
	wire := strings.TrimSpace(g.cfg.Options.DataSource.Filtering.FindOneByPropertyName)
	if wire == "" || !s.dataSource || !s.itemsOK || wire == s.idWire {
		return nil, nil
	}
	for _, p := range s.list.Params {
		if p.In == "path" && !slicesContainsWire(s.parents, p.WireName) {
			return nil, nil
		}
	}
	for _, a := range s.attrs {
		if a.wire == wire && (a.kind == "String" || a.kind == "Int64") {
			by = a
		}
	}
	for _, a := range s.items {
		if by != nil && a.wire == wire && a.kind == by.kind {
			item = a
		}
	}
	if by == nil || item == nil || itemID(s) == nil {
		return nil, nil
	}
	return by, item
}

// itemID is the list items' id attribute, when it is a string.
func itemID(s *service) *attribute {
	for _, a := range s.items {
		if a.wire == s.idWire && a.kind == "String" {
			return a
		}
	}
	return nil
}

func slicesContainsWire(attrs []*attribute, wire string) bool {
	for _, a := range attrs {
		if a.wire == wire {
			return true
		}
	}
	return false
}

// variantValidator is apijson.Variants over the attributes of each variant (by wire name); "" without variants.
func variantValidator(variants [][]string, attrs []*attribute) string {
	if len(variants) < 2 {
		return ""
	}
	byWire := map[string]string{}
	for _, a := range attrs {
		if a.mode != "computed" {
			byWire[a.wire] = a.name
		}
	}
	var lists []string
	for _, v := range variants {
		var names []string
		for _, w := range v {
			if n, ok := byWire[w]; ok {
				names = append(names, strconv.Quote(n))
			}
		}
		lists = append(lists, "{"+strings.Join(names, ", ")+"}")
	}
	return "apijson.Variants{" + strings.Join(lists, ", ") + "}"
}

// maxNesting is how deep objects nest as nested attributes; deeper ones are JSON text.
const maxNesting = 5

// valueKinds maps the IR's primitive kinds to the framework's value types.
var valueKinds = map[ir.TypeKind]string{ir.String: "String", ir.Integer: "Int64", ir.Number: "Float64", ir.Boolean: "Bool"}

// plan works out the services from the API's resources.
func (g *gen) plan() {
	used := map[string]bool{}
	g.walk(g.api.Root, used)
	pkgs := map[string]bool{}
	for _, s := range g.services {
		s.pkg = goPackageName(s.name, pkgs)
	}
}

// providerIdentifiers are the names provider.go declares or imports: a service package of one of these names
// would clash there.
var providerIdentifiers = map[string]bool{
	"context": true, "http": true, "os": true, "time": true, "datasource": true, "provider": true, "schema": true,
	"resource": true, "types": true, "tflog": true, "option": true, sdkAlias: true,
}

// goPackageName is a service's Go package under internal/services: its name without underscores, never a Go
// keyword, a predeclared identifier or one of provider.go's names, and unique among the services.
func goPackageName(name string, used map[string]bool) string {
	base := strings.ReplaceAll(name, "_", "")
	if token.IsKeyword(base) || types.Universe.Lookup(base) != nil || providerIdentifiers[base] {
		base += "svc"
	}
	pkg := base
	for i := 2; used[pkg]; i++ {
		pkg = fmt.Sprintf("%s%d", base, i)
	}
	used[pkg] = true
	return pkg
}

func (g *gen) walk(r *ir.Resource, used map[string]bool) {
	if r != g.api.Root && g.wanted(r) {
		if s := g.planService(r, used); s != nil {
			g.services = append(g.services, s)
		}
	}
	for _, sub := range r.Subresources {
		g.walk(sub, used)
	}
}

// wanted: a resource's terraform key turns it on or off; without one, options.infer_all_services decides.
func (g *gen) wanted(r *ir.Resource) bool {
	if r.Custom || skippedFor(r.Skip, r.Only, "terraform") {
		return false
	}
	if r.Terraform != nil {
		return r.Terraform.Enabled
	}
	return g.cfg.Options.InferAllServices
}

func skippedFor(skip, only []string, lang string) bool {
	for _, s := range skip {
		if s == lang {
			return true
		}
	}
	if len(only) == 0 {
		return false
	}
	for _, o := range only {
		if o == lang {
			return false
		}
	}
	return true
}

// planService assigns the resource's methods their roles and its schema its attributes; nil when it has neither
// a read nor a list method the provider can call.
func (g *gen) planService(r *ir.Resource, used map[string]bool) *service {
	s := &service{res: r, sm: map[*ir.Method]*golang.SurfaceMethod{}, structNames: map[string]bool{"Model": true, "ItemModel": true, "ListModel": true, "ResourceModel": true}}
	var creates []*ir.Method // POSTs on collection paths without a configured role
	for _, m := range r.Methods {
		sm := g.sdk.Methods[m]
		if sm == nil || m.Kind != "http" || sm.Binary || m.IsSkipped("terraform") {
			continue
		}
		s.sm[m] = sm
		if (m.Terraform == nil || m.Terraform.Method == "") && m.InferredTerraformRole() == "create" {
			creates = append(creates, m)
			continue
		}
		g.assignRole(s, m)
	}
	if s.create == nil {
		s.create = pickCreate(creates, s.read)
	}
	if s.read == nil && s.list == nil {
		return nil
	}
	s.name = g.serviceName(s, used)
	if r.Terraform != nil {
		s.skipTests = r.Terraform.SkipTestsReason
		s.deleteWarning = r.Terraform.UnsupportedDeleteBehavior != "no_warning"
	} else {
		s.deleteWarning = true
	}
	if s.read != nil {
		g.planAttributes(s)
	}
	if s.list != nil && g.bindable(s, s.list) {
		s.listParents = g.listParents(s)
		if t := g.listItem(s.list); t != nil {
			s.items = g.itemAttributes(s, t)
			s.itemsOK = len(s.items) > 0
		}
	}
	readable := s.read != nil && s.idWire != "" && g.bindable(s, s.read)
	if s.update != nil && (!g.bindable(s, s.update) || !g.jsonBody(s.update)) {
		s.update = nil
	}
	if s.del != nil && !g.bindable(s, s.del) {
		s.del = nil
	}
	s.resource = readable && s.create != nil && g.objectType(s.create.Response) != nil && g.jsonBody(s.create) && g.bindable(s, s.create) && enabled(r.Terraform, true)
	s.dataSource = readable && enabledDS(r.Terraform)
	if !s.resource && !s.dataSource && !s.itemsOK {
		return nil
	}
	return s
}

func enabled(t *ir.TerraformResource, def bool) bool {
	if t == nil || t.Resource == nil {
		return def
	}
	return *t.Resource
}

func enabledDS(t *ir.TerraformResource) bool {
	if t == nil || t.DataSource == nil {
		return true
	}
	return *t.DataSource
}

// assignRole gives a method its CRUD role: the configured one, else the one its HTTP method and path imply.
func (g *gen) assignRole(s *service, m *ir.Method) {
	role := m.TerraformRole()
	slot := map[string]**ir.Method{"create": &s.create, "read": &s.read, "update": &s.update, "upsert": &s.update, "delete": &s.del, "list": &s.list}[role]
	if slot == nil || *slot != nil {
		return
	}
	*slot = m
	if role == "update" || role == "upsert" {
		s.patch = strings.EqualFold(m.HTTPMethod, "PATCH")
		if m.Terraform != nil && m.Terraform.UpdateBehavior != "" {
			s.patch = m.Terraform.UpdateBehavior == "json_merge_patch"
		}
	}
}

// pickCreate is the POST that creates what read reads: the one on read's collection path (an action such as
// POST /accounts/{id}/link is not), else, without a read method, the first.
func pickCreate(candidates []*ir.Method, read *ir.Method) *ir.Method {
	for _, m := range candidates {
		if read == nil || strings.HasPrefix(read.Path, strings.TrimSuffix(m.Path, "/")+"/{") && strings.Count(read.Path, "/") == strings.Count(m.Path, "/")+1 {
			return m
		}
	}
	return nil
}

// serviceName is terraform.name, else the resource's name in the singular (or its read response's type) in snake
// case, unique.
func (g *gen) serviceName(s *service, used map[string]bool) string {
	name := ""
	if s.res.Terraform != nil && s.res.Terraform.Name != "" {
		name = strings.TrimPrefix(s.res.Terraform.Name, g.provider+"_")
	}
	if name == "" && s.res.Name != "" {
		name = g.names.Singular(s.res.Name)
	}
	if name == "" && s.read != nil && s.read.Response != nil && s.read.Response.Type != nil && s.read.Response.Type.Kind == ir.Named {
		name = s.read.Response.Type.Name
	}
	name = tfName(g.names.Snake(name))
	if name == "" {
		name = "resource"
	}
	base := name
	for i := 2; used[name]; i++ {
		name = fmt.Sprintf("%s_%d", base, i)
	}
	used[name] = true
	return name
}

// tfName keeps what a Terraform attribute name may hold (naming.TerraformName).
func tfName(s string) string { return naming.TerraformName(s) }

// jsonBody reports whether a method sends a JSON object body (or none).
func (g *gen) jsonBody(m *ir.Method) bool {
	return m.Body == nil || m.Body.Encoding == "json"
}

// planAttributes works out the attributes from the read response's properties and the create and update bodies.
func (g *gen) planAttributes(s *service) {
	item := g.objectType(s.read.Response)
	if item == nil {
		return
	}
	s.idParam = g.idParam(s)
	if s.idParam == nil {
		return
	}
	s.idWire = g.idProperty(s, item)
	if s.idWire == "" {
		return
	}
	s.idAttr = &attribute{name: "id", wire: s.idWire, field: "ID", mode: "computed", kind: "String", description: "The object's id."}
	taken := map[string]bool{"id": true}
	if t := g.timeouts(s); t.on {
		taken[t.name] = true
	}
	fields := map[string]bool{"ID": true}
	for _, p := range s.read.Params {
		if p.In == "path" && p != s.idParam {
			a := &attribute{name: tfName(p.WireName), wire: p.WireName, mode: "required", replace: true, description: p.Description, example: firstNonNil(p.Example, "example")}
			a.kind = "String"
			if k := valueKinds[p.Type.Kind]; k != "" {
				a.kind = k
			}
			if a.name == "" || taken[a.name] {
				continue
			}
			a.field = g.fieldName(a.name, fields)
			taken[a.name] = true
			s.parents = append(s.parents, a)
		}
	}
	if s.create != nil && s.create.Body != nil && s.create.Body.Type != nil {
		if t := g.namedObject(*s.create.Body.Type); t != nil {
			s.example, s.variants = g.firstVariant[t], g.variants[t]
		}
	}
	createBody := g.bodyProps(s.create)
	updateBody := g.bodyProps(s.update)
	seen := map[string]bool{}
	add := func(p *ir.Property, inCreate bool) {
		if seen[p.WireName] || p.WireName == s.idWire || skippedFor(p.Skip, nil, "terraform") {
			return
		}
		seen[p.WireName] = true
		if taken[tfName(g.names.Snake(p.WireName))] {
			return
		}
		respP, inRead := propertyOf(item, p.WireName)
		_, inUpdate := updateBody[p.WireName]
		mode := ""
		switch {
		case !inCreate || p.ReadOnly:
			mode = "computed"
		case p.Required:
			mode = "required"
		case inRead:
			mode = "computed_optional"
		default:
			mode = "optional"
		}
		var req *ir.Property
		if inCreate {
			req = p
		}
		a := g.attributeOf(s, req, respP, mode, "")
		if a == nil || a.name == "" || taken[a.name] {
			return
		}
		a.replace = a.mode != "computed" && (s.update == nil || !inUpdate)
		a.writeOnly = a.mode != "computed" && !inRead
		taken[a.name] = true
		a.field = g.fieldName(a.name, fields)
		s.attrs = append(s.attrs, a)
	}
	for _, p := range sortedProps(createBody) {
		add(p, true)
	}
	for _, p := range item.Properties {
		add(p, false)
	}
}

// idParam is the read method's path param that names the object: terraform.id_path_param, else the last one.
func (g *gen) idParam(s *service) *ir.Param {
	var last *ir.Param
	for _, p := range s.read.Params {
		if p.In != "path" {
			continue
		}
		if s.read.Terraform != nil && s.read.Terraform.IDPathParam != "" && p.WireName == s.read.Terraform.IDPathParam {
			return p
		}
		last = p
	}
	return last
}

// idProperty is the response property holding the id: terraform.id_property of the read or create method, else
// "id", else the property named like the id path param.
func (g *gen) idProperty(s *service, item *ir.Type) string {
	for _, m := range []*ir.Method{s.read, s.create} {
		if m != nil && m.Terraform != nil && m.Terraform.IDProperty != "" {
			return m.Terraform.IDProperty
		}
	}
	for _, name := range []string{"id", s.idParam.WireName} {
		if p, ok := propertyOf(item, name); ok && valueKinds[p.Type.Kind] != "" {
			return name
		}
	}
	return ""
}

// attributeOf is the attribute of a property, from its request (create body) and response (read) sides, either
// nil when the property is not on that side; prefix names the model structs of its nested objects. Nil when its
// type has no value (null).
func (g *gen) attributeOf(s *service, req, resp *ir.Property, mode, prefix string) *attribute {
	p := req
	if p == nil {
		p = resp
	}
	a := &attribute{name: tfName(g.names.Snake(p.WireName)), wire: p.WireName, mode: mode, typ: p.Type, description: p.Description, example: firstNonNil(p.Example, p.Default)}
	if !g.shape(s, a, typeOf(req), typeOf(resp), prefix+g.names.Pascal(a.name), 0) {
		return nil
	}
	a.sensitive = sensitive(a.name, p.Type)
	return a
}

// sensitiveWords mark an attribute whose value is a credential: Terraform hides it in plans and output.
var sensitiveWords = []string{"secret", "password", "token", "private_key", "api_key", "credential"}

func sensitive(name string, t ir.TypeRef) bool {
	for _, w := range sensitiveWords {
		if strings.Contains(name, w) {
			return true
		}
	}
	return t.Format == "password"
}

func typeOf(p *ir.Property) *ir.TypeRef {
	if p == nil {
		return nil
	}
	return &p.Type
}

// shape gives a its kind from the request and response types of its value (either may be nil): a primitive or an
// enum of one, a nested object, a list, set or map of those, or JSON text for what has no fixed shape (a union, a
// value of any type, a recursive or too deeply nested object). False for a type without values (null).
func (g *gen) shape(s *service, a *attribute, req, resp *ir.TypeRef, path string, depth int) bool {
	req, resp = g.deref(req), g.deref(resp)
	t := req
	if t == nil {
		t = resp
	}
	if kind, enum := g.primitive(*t); kind != "" {
		a.kind, a.enum = kind, enum
		return true
	}
	a.kind = "JSON"
	switch t.Kind {
	case ir.Null:
		return false
	case ir.Array, ir.Map:
		elem := &attribute{name: a.name, mode: a.mode}
		if t.Elem == nil || !g.shape(s, elem, elemOf(req), elemOf(resp), path, depth+1) {
			return true
		}
		a.kind, a.elem = "List", elem
		switch {
		case t.Kind == ir.Map:
			a.kind = "Map"
		case t.Constraints != nil && t.Constraints.UniqueItems:
			a.kind = "Set"
		}
	case ir.Named:
		reqObj, respObj := g.plainObject(req), g.plainObject(resp)
		if obj := firstObject(reqObj, respObj); obj != nil && len(obj.Properties) > 0 && !obj.Recursive && depth < maxNesting {
			if o := g.nestedObject(s, a.mode, reqObj, respObj, path, depth); len(o.attrs) > 0 {
				a.kind, a.object = "Object", o
				s.objects = append(s.objects, o)
			}
			return true
		}
		if obj := firstObject(reqObj, respObj); obj != nil && len(obj.Properties) == 0 && obj.AdditionalProperties != nil {
			m := ir.TypeRef{Kind: ir.Map, Elem: obj.AdditionalProperties}
			return g.shape(s, a, &m, nil, path, depth)
		}
	}
	return true
}

func firstObject(a, b *ir.Type) *ir.Type {
	if a != nil {
		return a
	}
	return b
}

func elemOf(t *ir.TypeRef) *ir.TypeRef {
	if t == nil {
		return nil
	}
	return t.Elem
}

// deref follows named aliases to the type they stand for.
func (g *gen) deref(t *ir.TypeRef) *ir.TypeRef {
	for i := 0; t != nil && t.Kind == ir.Named && i < 16; i++ {
		typ := g.types[t.Name]
		if typ == nil || typ.Kind != "alias" || typ.Alias == nil {
			break
		}
		t = typ.Alias
	}
	return t
}

// plainObject is the object type a reference names, or nil.
func (g *gen) plainObject(t *ir.TypeRef) *ir.Type {
	if t == nil {
		return nil
	}
	return g.namedObject(*t)
}

// nestedObject is the model struct of a nested object attribute of mode parentMode: the request type's properties
// (sent), then the response type's others (computed), with modes by the rules of the resource's own attributes.
func (g *gen) nestedObject(s *service, parentMode string, req, resp *ir.Type, path string, depth int) *object {
	o := &object{goName: g.structName(s, path+"Model"), example: g.firstVariant[firstObject(req, resp)], variants: g.variants[firstObject(req, resp)]}
	taken, fields, seen := map[string]bool{}, map[string]bool{}, map[string]bool{}
	add := func(p *ir.Property, inReq bool) {
		if seen[p.WireName] || skippedFor(p.Skip, nil, "terraform") {
			return
		}
		seen[p.WireName] = true
		var respP *ir.Property
		if resp != nil {
			respP, _ = propertyOf(resp, p.WireName)
		}
		mode := "optional"
		switch {
		case parentMode == "computed" || !inReq || p.ReadOnly:
			mode = "computed"
		case p.Required:
			mode = "required"
		case respP != nil:
			mode = "computed_optional"
		}
		var reqP *ir.Property
		if inReq {
			reqP = p
		}
		a := &attribute{name: tfName(g.names.Snake(p.WireName)), wire: p.WireName, mode: mode, typ: p.Type, description: p.Description, example: firstNonNil(p.Example, p.Default)}
		if a.name == "" || taken[a.name] || !g.shape(s, a, typeOf(reqP), typeOf(respP), path+g.names.Pascal(a.name), depth+1) {
			return
		}
		a.sensitive = sensitive(a.name, p.Type)
		a.writeOnly = mode != "computed" && resp != nil && respP == nil
		taken[a.name] = true
		a.field = g.fieldName(a.name, fields)
		o.attrs = append(o.attrs, a)
	}
	if req != nil {
		for _, p := range req.Properties {
			add(p, true)
		}
	}
	if resp != nil {
		for _, p := range resp.Properties {
			add(p, false)
		}
	}
	return o
}

// structName is a Go type name unique in the service's package.
func (g *gen) structName(s *service, name string) string {
	if name == "" || !isLetter(name[0]) {
		name = "N" + name
	}
	base := name
	for i := 2; s.structNames[name]; i++ {
		name = fmt.Sprintf("%s%d", strings.TrimSuffix(base, "Model"), i) + "Model"
	}
	s.structNames[name] = true
	return name
}

// primitive is the value kind of a primitive type or an enum of one, and the enum's values.
func (g *gen) primitive(t ir.TypeRef) (string, []string) {
	if k := valueKinds[t.Kind]; k != "" {
		return k, nil
	}
	if t.Kind != ir.Named {
		return "", nil
	}
	typ := g.types[t.Name]
	if typ == nil {
		return "", nil
	}
	switch {
	case typ.Kind == "alias" && typ.Alias != nil:
		return g.primitive(*typ.Alias)
	case typ.Enum != nil:
		var values []string
		for _, m := range typ.Enum.Members {
			values = append(values, fmt.Sprint(m.Value))
		}
		return valueKinds[typ.Enum.Base], values
	}
	return "", nil
}

// objectType is the object type of a response, or nil.
func (g *gen) objectType(r *ir.Response) *ir.Type {
	if r == nil || r.Type == nil || r.Binary {
		return nil
	}
	t := g.namedObject(*r.Type)
	for _, key := range r.Unwrap {
		if t == nil {
			return nil
		}
		p, ok := propertyOf(t, key)
		if !ok {
			return nil
		}
		t = g.namedObject(p.Type)
	}
	return t
}

func (g *gen) namedObject(t ir.TypeRef) *ir.Type {
	if t.Kind != ir.Named {
		return nil
	}
	typ := g.types[t.Name]
	if typ != nil && typ.Kind == "alias" && typ.Alias != nil {
		return g.namedObject(*typ.Alias)
	}
	if typ != nil && typ.Kind == "union" {
		return g.unionObject(typ)
	}
	if typ == nil || typ.Kind != "object" {
		return nil
	}
	return typ
}

// unionObject is a union of objects as one object (ir.API.UnionObject), made once per union; the examples set the
// properties of its first variant only (firstVariant).
func (g *gen) unionObject(t *ir.Type) *ir.Type {
	if m, ok := g.unions[t.Name]; ok {
		return m
	}
	m := g.api.UnionObject(t)
	g.unions[t.Name] = m
	if m != nil {
		first := map[string]*ir.Property{}
		if obj := g.namedObject(t.Union.Variants[0].Type); obj != nil {
			for _, p := range obj.Properties {
				first[p.WireName] = p
			}
		}
		g.firstVariant[m] = first
		var variants [][]string
		for _, v := range t.Union.Variants {
			var wires []string
			if obj := g.namedObject(v.Type); obj != nil {
				for _, p := range obj.Properties {
					wires = append(wires, p.WireName)
				}
			}
			variants = append(variants, wires)
		}
		g.variants[m] = variants
	}
	return m
}

// listItem is the object type of a list method's items.
func (g *gen) listItem(m *ir.Method) *ir.Type {
	sm := g.sdk.Methods[m]
	if m.Pagination == nil || sm == nil || sm.AutoPaging == "" {
		return nil
	}
	return g.namedObject(m.Pagination.Item)
}

// bodyProps are the JSON body properties of a method by wire name: a flattened body's params or a named body's
// properties.
func (g *gen) bodyProps(m *ir.Method) map[string]*ir.Property {
	out := map[string]*ir.Property{}
	if m == nil || m.Body == nil || m.Body.Encoding != "json" {
		return out
	}
	if m.Body.Type != nil {
		if t := g.namedObject(*m.Body.Type); t != nil {
			for _, p := range t.Properties {
				out[p.WireName] = p
			}
		}
		return out
	}
	for _, p := range m.Params {
		if p.In == "body" {
			out[p.WireName] = &ir.Property{Name: p.Name, WireName: p.WireName, Type: p.Type, Required: p.Required, ReadOnly: p.ReadOnly, Description: p.Description, Default: p.Default, Example: p.Example, Skip: p.Skip}
		}
	}
	return out
}

func sortedProps(props map[string]*ir.Property) []*ir.Property {
	keys := make([]string, 0, len(props))
	for k := range props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]*ir.Property, 0, len(keys))
	for _, k := range keys {
		out = append(out, props[k])
	}
	return out
}

func propertyOf(t *ir.Type, wire string) (*ir.Property, bool) {
	for _, p := range t.Properties {
		if p.WireName == wire {
			return p, true
		}
	}
	return nil, false
}

// fieldName is the Go field of an attribute, unique in its model.
func (g *gen) fieldName(name string, used map[string]bool) string {
	field := g.names.Pascal(name)
	if field == "" || !isLetter(field[0]) {
		field = "F" + field
	}
	base := field
	for i := 2; used[field]; i++ {
		field = fmt.Sprintf("%s%d", base, i)
	}
	used[field] = true
	return field
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func firstNonNil(values ...any) any {
	for _, v := range values {
		if v != nil {
			return v
		}
	}
	return nil
}

// itemAttributes are the computed attributes of a list's items: every property the provider handles.
func (g *gen) itemAttributes(s *service, t *ir.Type) []*attribute {
	var out []*attribute
	taken := map[string]bool{}
	fields := map[string]bool{}
	for _, p := range t.Properties {
		if skippedFor(p.Skip, nil, "terraform") || taken[tfName(g.names.Snake(p.WireName))] {
			continue
		}
		a := g.attributeOf(s, nil, p, "computed", "Item")
		if a == nil || a.name == "" || taken[a.name] {
			continue
		}
		taken[a.name] = true
		a.field = g.fieldName(a.name, fields)
		out = append(out, a)
	}
	return out
}

// source is the attribute a method's path param takes its value from: the id (the read method's id param, or the
// last path param of an item method) or the parent of the same name; nil when there is none.
func (s *service) source(m *ir.Method, p *ir.Param) *attribute {
	if s.idAttr != nil && m != s.create && m != s.list {
		if p.WireName == s.idParam.WireName || strings.HasSuffix(m.Path, "{"+p.WireName+"}") {
			return s.idAttr
		}
	}
	parents := s.parents
	if m == s.list {
		parents = s.listParents
	}
	for _, a := range parents {
		if a.wire == p.WireName {
			return a
		}
	}
	return nil
}

// bindable reports whether the provider can call a method: each path param has a source and no query or header
// param is required.
func (g *gen) bindable(s *service, m *ir.Method) bool {
	for _, p := range m.Params {
		switch {
		case p.In == "path" && m == s.list:
		case p.In == "path" && s.source(m, p) == nil:
			return false
		case (p.In == "query" || p.In == "header") && p.Required:
			return false
		}
	}
	return true
}

// listParents are the list method's path params as required attributes: the resource's parents where they match.
func (g *gen) listParents(s *service) []*attribute {
	var out []*attribute
	fields := map[string]bool{"MaxItems": true, "Items": true}
	for _, p := range s.list.Params {
		if p.In != "path" {
			continue
		}
		a := &attribute{name: tfName(p.WireName), wire: p.WireName, mode: "required", kind: "String", description: p.Description, example: firstNonNil(p.Example, "example")}
		if k := valueKinds[p.Type.Kind]; k != "" {
			a.kind = k
		}
		if a.name == "" || a.name == g.itemsAttr() || a.name == g.maxItemsAttr() {
			continue
		}
		a.field = g.fieldName(a.name, fields)
		out = append(out, a)
	}
	return out
}

// itemsAttr and maxItemsAttr are the list data source's attributes: data_source.response_items'
// collection_property_name and max_rows_property_name.
func (g *gen) itemsAttr() string {
	return firstNonEmpty(tfName(g.cfg.Options.DataSource.ResponseItems.CollectionPropertyName), "items")
}

func (g *gen) maxItemsAttr() string {
	return firstNonEmpty(tfName(g.cfg.Options.DataSource.ResponseItems.MaxRowsPropertyName), "max_items")
}
