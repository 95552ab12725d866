package config

import (
	"maps"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// The checks below need nothing but sdkgen.yml. Each reads the decoded configuration, and the parsed tree when
// it must know which keys were written (a key whose value failed its own check is still "written").

func runChecks(r *reporter, cfg *Config) {
	checkResources(r, cfg)
	checkReadme(r, cfg)
	checkPagination(r, &cfg.Pagination)
	checkCasings(r, cfg)
	checkEnvironments(r, cfg)
	checkStreaming(r, cfg)
	checkConstants(r, cfg)
	checkTargets(r, cfg)
	checkIgnores(r, cfg)
}

// --- resources ---

// nameSet is an ordered set of names: membership tests for checks, the list for "known: ..." hints. Sets keep
// the checks linear however many methods a hostile file declares.
type nameSet struct {
	list []string
	set  map[string]bool
}

func newNameSet(names []string) nameSet {
	s := nameSet{set: make(map[string]bool, len(names))}
	for _, n := range names {
		if !s.set[n] {
			s.set[n] = true
			s.list = append(s.list, n)
		}
	}
	return s
}

func (s nameSet) has(name string) bool { return s.set[name] }

// without returns the names other than name, for hints.
func (s nameSet) without(name string) []string {
	return slices.DeleteFunc(slices.Clone(s.list), func(n string) bool { return n == name })
}

// resourceContext holds what the method checks look up in the whole configuration.
type resourceContext struct {
	schemes nameSet // pagination scheme names
	opts    nameSet // client option names
}

// checkResources checks the special top-level resources and walks the tree.
func checkResources(r *reporter, cfg *Config) {
	ctx := &resourceContext{schemes: newNameSet(schemeNames(&cfg.Pagination)), opts: newNameSet(cfg.ClientSettings.Opts.Keys())}
	for _, e := range cfg.Resources.Entries {
		p := cfg.Resources.EntryPtr(e.Key)
		switch {
		case e.Key == "$shared":
			checkShared(r, e.Value)
		case e.Key == "$client":
		case strings.HasPrefix(e.Key, "$"):
			r.atKey(diag.ConfigUnknownKey, p, "unknown special resource %q%s (special resources: $client, $shared)",
				e.Key, didYouMean(e.Key, []string{"$client", "$shared"}))
			continue
		}
		checkResource(r, ctx, e.Value)
	}
}

func checkShared(r *reporter, res *Resource) {
	if res.Methods.Ptr != "" {
		r.atKey(diag.ResourceSharedHasMethod, res.Methods.Ptr, "$shared may only hold models: move these methods to a resource, or to $client")
	}
	if res.Subresources.Ptr != "" {
		r.atKey(diag.ResourceSharedHasMethod, res.Subresources.Ptr, "$shared may only hold models: move these subresources to the top level of resources")
	}
}

func checkResource(r *reporter, ctx *resourceContext, res *Resource) {
	checkSkipOnly(r, res.Ptr, res.Skip, res.Only)
	var httpMethods, models []string
	for _, e := range res.Methods.Entries {
		if e.Value.Kind() == "http" {
			httpMethods = append(httpMethods, e.Key)
		}
	}
	for _, e := range res.Models.Entries {
		if e.Value.Kind() == "model" {
			models = append(models, e.Key)
		}
	}
	methodTargets, modelTargets := newNameSet(httpMethods), newNameSet(models)
	for _, e := range res.Methods.Entries {
		checkMethod(r, ctx, methodTargets, e.Key, e.Value)
	}
	for _, e := range res.Models.Entries {
		checkModel(r, modelTargets, e.Key, e.Value)
	}
	for _, e := range res.Subresources.Entries {
		checkResource(r, ctx, e.Value)
	}
}

// checkSkipOnly rejects a node that both skips some languages and generates only some: the two contradict.
// skip: false with only is accepted, since it skips nothing.
func checkSkipOnly(r *reporter, p document.Pointer, skip *TargetFilter, only []string) {
	if skip == nil || !r.has(p, "only") || (!skip.All && len(skip.Langs) == 0) {
		return
	}
	r.atKey(diag.ConfigConflict, p.Append("only"), "%s sets both skip and only; keep one (only lists the languages to generate, skip the ones to leave out)", dotted(p))
}

// methodKeys lists the keys each method type accepts besides the keys every method accepts.
func methodKeys(kind string) []string {
	switch kind {
	case "alias":
		return []string{"type", "to", "skip", "only", "deprecated"}
	case "webhook_unwrap":
		return []string{"type", "discriminator", "webhook_key_opt", "skip", "only", "deprecated"}
	}
	return nil // http: every key except the alias and webhook ones
}

// checkMethod checks the form of a method object; targets are the http methods of its resource.
func checkMethod(r *reporter, ctx *resourceContext, targets nameSet, name string, m *Method) {
	if m.Shorthand {
		return
	}
	if r.has(m.Ptr, "type") && m.Type == "" {
		return // the type was invalid and is reported; its form cannot be checked
	}
	kind := m.Kind()
	checkMethodKeys(r, m.Ptr, kind)
	switch kind {
	case "http":
		if !r.has(m.Ptr, "endpoint") {
			r.atKey(diag.ConfigMissingKey, m.Ptr.Append("endpoint"), "method %q needs an endpoint (\"<verb> <path>\")", name)
		}
		checkMethodSchema(r, m.Ptr.Append("request_body"), m.RequestBody)
		checkMethodSchema(r, m.Ptr.Append("response"), m.Response)
	case "alias":
		checkAlias(r, m.Ptr, m.To, name, "method", targets)
	case "webhook_unwrap":
		if m.WebhookKeyOpt != "" && !ctx.opts.has(m.WebhookKeyOpt) {
			r.atValue(diag.MethodWebhookKeyOpt, m.Ptr.Append("webhook_key_opt"), "webhook_key_opt %q is not a client option in client_settings.opts%s",
				m.WebhookKeyOpt, knownList(m.WebhookKeyOpt, ctx.opts.list))
		}
	}
	if m.Paginated != nil && m.Paginated.Scheme != "" && !ctx.schemes.has(m.Paginated.Scheme) {
		r.atValue(diag.PaginationSchemeNotFound, m.Paginated.Ptr, "paginated names the scheme %q, which pagination does not define%s",
			m.Paginated.Scheme, knownList(m.Paginated.Scheme, ctx.schemes.list))
	}
	checkSkipOnly(r, m.Ptr, m.Skip, m.Only)
}

// checkMethodSchema checks the form of a method's request_body or response: a JSON Schema object, with an optional
// content_type. The schema itself is read with the spec, where its references resolve.
func checkMethodSchema(r *reporter, p document.Pointer, n *document.Node) {
	switch {
	case n == nil:
	case n.Kind != document.Object:
		r.atValue(diag.ConfigWrongType, p, "%s must be a JSON Schema object (with an optional content_type), not %s", dotted(p), describeNode(n))
	case n.Has("content_type") && !strings.Contains(n.Get("content_type").Str(), "/"):
		// The node is kept as written, so its members were not visited: their positions are on the nodes.
		r.emit(diag.ConfigInvalidValue, diag.DefaultLevel(diag.ConfigInvalidValue), p.Append("content_type"), n.Get("content_type").Pos,
			"%s: content_type must be a media type such as application/json or multipart/form-data", dotted(p))
	}
}

// checkMethodKeys reports keys that do not fit the method's type. They would be silently ignored, which hides
// a mistake (an endpoint on an alias), so they are errors.
func checkMethodKeys(r *reporter, p document.Pointer, kind string) {
	allowed := methodKeys(kind)
	for _, key := range r.node(p).Keys() {
		misfit := false
		switch {
		case allowed != nil:
			misfit = !slices.Contains(allowed, key)
		default:
			misfit = key == "to" || key == "discriminator" || key == "webhook_key_opt"
		}
		if misfit {
			r.atKeyLevel(diag.ConfigNotApplicable, diag.Error, p.Append(key), "%q does not apply to a method of type %s%s", key, kind, allowedHint(allowed))
		}
	}
}

func allowedHint(allowed []string) string {
	if allowed == nil {
		return ""
	}
	return " (it takes " + strings.Join(allowed, ", ") + ")"
}

// checkAlias checks the to of a method or model alias: it names another, non-alias entry of the same resource.
func checkAlias(r *reporter, p document.Pointer, to, name, what string, targets nameSet) {
	switch {
	case !r.has(p, "to"):
		r.atKey(diag.ConfigMissingKey, p.Append("to"), "%s alias %q needs to: the %s of the same resource it stands for", what, name, what)
	case to == "":
	case to == name || !targets.has(to):
		r.atValue(diag.MethodAliasTarget, p.Append("to"), "alias %q points to %q, which is not a non-alias %s of the same resource%s",
			name, to, what, knownList(to, targets.without(name)))
	}
}

// knownList renders "; did you mean "x"? (known: a, b)" or " (there are none)". Long lists are cut.
func knownList(s string, known []string) string {
	const most = 20
	switch {
	case len(known) == 0:
		return " (there are none)"
	case len(known) > most:
		return didYouMean(s, known) + " (known: " + strings.Join(known[:most], ", ") + ", …)"
	}
	return didYouMean(s, known) + " (known: " + strings.Join(known, ", ") + ")"
}

// checkModel checks the form of a model object; targets are the non-alias models of its resource.
func checkModel(r *reporter, targets nameSet, name string, m *Model) {
	if m.Shorthand || (r.has(m.Ptr, "type") && m.Type == "") {
		return
	}
	switch m.Kind() {
	case "model":
		if !r.has(m.Ptr, "openapi_uri") {
			r.atKey(diag.ConfigMissingKey, m.Ptr.Append("openapi_uri"), "model %q needs openapi_uri: a schema name or a #/components/schemas/... pointer", name)
		}
		if r.has(m.Ptr, "to") {
			r.atKeyLevel(diag.ConfigNotApplicable, diag.Error, m.Ptr.Append("to"), "\"to\" applies only to a model of type alias")
		}
	case "alias":
		allowed := []string{"type", "to", "skip", "only", "deprecated"}
		for _, key := range r.node(m.Ptr).Keys() {
			if !slices.Contains(allowed, key) {
				r.atKeyLevel(diag.ConfigNotApplicable, diag.Error, m.Ptr.Append(key), "%q does not apply to a model of type alias (it takes %s)", key, strings.Join(allowed, ", "))
			}
		}
		checkAlias(r, m.Ptr, m.To, name, "model", targets)
	}
	checkSkipOnly(r, m.Ptr, m.Skip, m.Only)
}

// --- readme ---

func checkReadme(r *reporter, cfg *Config) {
	examples := cfg.Readme.ExampleRequests
	for _, e := range examples.Entries { // a missing default or headline is filled in by ApplySpec
		checkExampleName(r, examples.EntryPtr(e.Key), e.Key)
		checkExample(r, e.Key, e.Value)
	}
	for _, e := range cfg.Readme.ExampleTypes.Entries {
		checkName(r, cfg.Readme.ExampleTypes.EntryPtr(e.Key), e.Key, "readme.example_types", exampleTypeNames())
	}
}

// IsSnippetName reports whether an example_requests name is one of the README snippets; every other name is an
// example request of the method whose endpoint it calls (real configs name them <resource>__<method>).
func IsSnippetName(name string) bool { return slices.Contains(exampleRequestNames(), name) }

// checkExampleName accepts any name, but one that is a near miss of a snippet name is most likely that snippet
// misspelt, which would silently turn it into a method example: an error with the name meant.
func checkExampleName(r *reporter, p document.Pointer, name string) {
	if IsSnippetName(name) {
		return
	}
	if meant := nearMiss(name, exampleRequestNames()); meant != "" {
		r.atKey(diag.ConfigUnknownKey, p, "unknown snippet %q in readme.example_requests; did you mean %q? (other names are per-method examples; snippets: %s)",
			name, meant, strings.Join(exampleRequestNames(), ", "))
	}
}

// exampleRequestNames are the snippets a README can show.
func exampleRequestNames() []string {
	return []string{"default", "headline", "errors", "retries", "nested_params", "http_agent", "raw_response",
		"timeouts", "default_headers", "pagination", "streaming", "file_uploads"}
}

// exampleTypeNames are the kinds of type a README can show building and reading.
func exampleTypeNames() []string {
	return []string{"object", "nullable", "union", "intersection", "enum"}
}

// checkName reports a map key that is not one of the names the map accepts.
func checkName(r *reporter, p document.Pointer, name, where string, names []string) {
	if !slices.Contains(names, name) {
		r.atKey(diag.ConfigUnknownKey, p, "unknown key %q in %s%s (known: %s)", name, where, didYouMean(name, names), strings.Join(names, ", "))
	}
}

// checkExample checks the keys that belong to one kind of snippet only.
func checkExample(r *reporter, name string, ex *ExampleRequest) {
	if name == "file_uploads" && !r.has(ex.Ptr, "file_param") {
		r.atKey(diag.ConfigMissingKey, ex.Ptr.Append("file_param"), "the file_uploads example needs file_param: the parameter that takes the file")
	}
	misplaced := map[string]string{"file_param": "file_uploads", "file_path": "file_uploads", "example_properties": "errors"}
	for _, key := range r.node(ex.Ptr).Keys() {
		if owner, ok := misplaced[key]; ok && owner != name {
			r.atKey(diag.ConfigNotApplicable, ex.Ptr.Append(key), "%q is used only by the %s example; it has no effect on %q", key, owner, name)
		}
	}
}

// --- pagination ---

// schemeNames returns the names paginated: <name> may use.
func schemeNames(pg *Pagination) []string {
	var names []string
	for _, s := range pg.Schemes {
		if s.Name != "" {
			names = append(names, s.Name)
		}
	}
	return names
}

func checkPagination(r *reporter, pg *Pagination) {
	first := map[string]document.Pointer{}
	for _, s := range pg.Schemes {
		if !pg.Single {
			checkSchemeName(r, s, first)
		}
		checkSchemeRoles(r, s)
	}
}

func checkSchemeName(r *reporter, s *PaginationScheme, first map[string]document.Pointer) {
	switch {
	case !r.has(s.Ptr, "name"):
		r.atKey(diag.ConfigMissingKey, s.Ptr.Append("name"), "a pagination scheme in a list needs a name (used by paginated: <name> and in page class names)")
	case s.Name == "":
	case first[s.Name] != "":
		r.atValue(diag.PaginationInvalidScheme, s.Ptr.Append("name"), "pagination scheme name %q is used twice (first at %s)", s.Name, dotted(first[s.Name]))
	default:
		first[s.Name] = s.Ptr
	}
}

// roleUse is one x-sdkgen-pagination-property found in a scheme.
type roleUse struct {
	purpose string
	ptr     document.Pointer // of the purpose value (or of the role object)
	field   document.Pointer // of the field carrying it
	request bool
}

// requestPurpose reports whether a purpose belongs to request parameters (the others describe the response).
func requestPurpose(purpose string) bool { return strings.HasSuffix(purpose, "_param") }

// schemeRoles returns the purposes a pagination type may use (besides items and has_next_page), and those it
// requires.
func schemeRoles(typ string) (allowed, required []string) {
	switch typ {
	case "cursor":
		return []string{"next_cursor_param", "previous_cursor_param", "next_cursor_field", "previous_cursor_field"},
			[]string{"next_cursor_param", "items", "next_cursor_field"}
	case "cursor_id":
		return []string{"next_cursor_id_param", "previous_cursor_id_param", "cursor_item_id"},
			[]string{"next_cursor_id_param", "items", "cursor_item_id"}
	case "cursor_url":
		return []string{"cursor_url_field"}, []string{"items", "cursor_url_field"}
	case "offset":
		return []string{"offset_count_param", "offset_total_count_field", "offset_count_start_field"},
			[]string{"offset_count_param", "items"}
	case "page_number":
		return []string{"page_number_param", "current_page_number_field", "total_page_count_field"},
			[]string{"page_number_param", "items"}
	case "fake_page":
		return nil, []string{"items"}
	}
	return nil, nil
}

func checkSchemeRoles(r *reporter, s *PaginationScheme) {
	if s.Type == "" {
		return // missing or invalid: reported by the decoder
	}
	items := s.Items()
	walk := roleWalk{r: r}
	for _, e := range s.Request.Entries {
		walk.collect(e.Value, s.Request.EntryPtr(e.Key), true)
	}
	for _, e := range s.Response.Entries {
		walk.collect(e.Value, s.Response.EntryPtr(e.Key), false)
	}
	inferred := s.InferredRoles()
	fields := slices.Collect(maps.Keys(inferred))
	slices.SortFunc(fields, func(a, b *PaginationField) int { return strings.Compare(string(a.Ptr), string(b.Ptr)) })
	for _, f := range fields {
		walk.uses = append(walk.uses, roleUse{purpose: inferred[f], ptr: f.Ptr, field: f.Ptr, request: requestPurpose(inferred[f])})
	}
	allowed, required := schemeRoles(s.Type)
	allowed = append(allowed, "items", "has_next_page")
	seen := map[string]roleUse{}
	for _, u := range walk.uses {
		if checkRoleUse(r, s, u, allowed, seen) {
			seen[u.purpose] = u
		}
	}
	for _, purpose := range required {
		if _, ok := seen[purpose]; !ok {
			reportMissingRole(r, s, purpose, items)
		}
	}
}

// roleWalk collects the roles of a scheme's fields.
type roleWalk struct {
	r    *reporter
	uses []roleUse
}

// collect walks a pagination field, its properties and its items, collecting the roles they carry.
func (w *roleWalk) collect(f *PaginationField, p document.Pointer, request bool) {
	if f == nil {
		return
	}
	if role := f.Role; role != nil {
		w.collectRole(role, p, request)
	}
	for _, e := range f.Properties.Entries {
		w.collect(e.Value, f.Properties.EntryPtr(e.Key), request)
	}
	w.collect(f.Items, p.Append("items"), request)
}

func (w *roleWalk) collectRole(role *PaginationRole, p document.Pointer, request bool) {
	if request {
		checkResponseOnlyFlags(w.r, role)
	}
	shorthand := w.r.node(role.Ptr).Kind == document.String
	if shorthand {
		w.r.atValue(diag.ConfigDeprecated, role.Ptr, "x-sdkgen-pagination-property as a bare string is the older form; write {purpose: %s} (sdkgen migrate --config <file> rewrites it)", role.Purpose)
	}
	purpose := role.Purpose
	if purpose == "" && role.IsTopLevelArray {
		purpose = "items"
	}
	if purpose == "" {
		return
	}
	ptr := role.Ptr.Append("purpose")
	switch {
	case shorthand:
		ptr = role.Ptr
	case role.Purpose == "":
		ptr = role.Ptr.Append("is_top_level_array")
	}
	w.uses = append(w.uses, roleUse{purpose: purpose, ptr: ptr, field: p, request: request})
}

// checkResponseOnlyFlags reports flags that only make sense on a response field, used on a request parameter.
func checkResponseOnlyFlags(r *reporter, role *PaginationRole) {
	for _, key := range []string{"is_top_level_array", "from_header"} {
		if r.has(role.Ptr, key) {
			r.atKey(diag.PaginationInvalidScheme, role.Ptr.Append(key), "%s describes a response field; it cannot be used on a request parameter", key)
		}
	}
}

// checkRoleUse reports a purpose on the wrong side, of another type, or repeated. It returns whether the use
// counts. cursor_item_id may sit outside the items' item schema, as some configs put it: it then names the
// property of each item with the field's name.
func checkRoleUse(r *reporter, s *PaginationScheme, u roleUse, allowed []string, seen map[string]roleUse) bool {
	switch {
	case u.request != requestPurpose(u.purpose):
		side, other := "response", "request"
		if u.request {
			side, other = "request", "response"
		}
		r.atValue(diag.PaginationInvalidScheme, u.ptr, "%s is a %s role; it cannot be used in %s", u.purpose, other, side)
		return false
	case !slices.Contains(allowed, u.purpose):
		r.atValue(diag.PaginationInvalidScheme, u.ptr, "%s is not a role of %s %s scheme (its roles: %s)", u.purpose, article(s.Type), s.Type, strings.Join(allowed, ", "))
		return false
	}
	if prev, dup := seen[u.purpose]; dup {
		r.atValue(diag.PaginationInvalidScheme, u.ptr, "the role %s is used twice in this scheme (first at %s)", u.purpose, dotted(prev.field))
		return false
	}
	return true
}

func reportMissingRole(r *reporter, s *PaginationScheme, purpose string, items ItemsField) {
	at, where := s.Response.Ptr, "response field"
	if requestPurpose(purpose) {
		at, where = s.Request.Ptr, "request parameter"
	}
	if at == "" {
		return // request or response is missing: reported by the decoder
	}
	switch {
	case purpose == "items" && len(items.Competing) > 0:
		r.atKey(diag.PaginationInvalidScheme, at, "%s %s scheme needs its items field, and the response lists several arrays (%s); mark the items with x-sdkgen-pagination-property: {purpose: items}",
			article(s.Type), s.Type, strings.Join(items.Competing, ", "))
	case purpose == "items":
		r.atKey(diag.PaginationInvalidScheme, at, "%s %s scheme needs its items field: list the response's array field (it is taken as the items), or mark it with x-sdkgen-pagination-property: {purpose: items}",
			article(s.Type), s.Type)
	case purpose == "cursor_item_id":
		r.atKey(diag.PaginationInvalidScheme, at, "a cursor_id scheme needs cursor_item_id on the id property of the items' item schema")
	default:
		r.atKey(diag.PaginationInvalidScheme, at, "%s %s scheme needs a %s with x-sdkgen-pagination-property: {purpose: %s}", article(s.Type), s.Type, where, purpose)
	}
}

// article returns "an" before a vowel, else "a".
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}

// --- custom_casings ---

// casingForms are the three ways to write a custom casing, by their keys.
func casingForms() [][]string {
	return [][]string{{"initialism"}, {"snake", "pascal", "capital", "camel"}, {"singular", "plural"}}
}

func checkCasings(r *reporter, cfg *Config) {
	for _, e := range cfg.CustomCasings.Entries {
		checkCasing(r, e.Key, cfg.CustomCasings.EntryPtr(e.Key))
	}
}

// checkCasing requires exactly one form, written completely: every spelling of the spelled-out form (sdkgen
// does not guess the others), and both singular and plural, each spelled out.
func checkCasing(r *reporter, term string, p document.Pointer) {
	n := r.node(p)
	forms := casingForms()
	used := -1
	for i, form := range forms {
		for _, key := range form {
			if !n.Has(key) {
				continue
			}
			if used >= 0 && used != i {
				r.atKey(diag.ConfigConflict, p.Append(key), "custom_casings.%s mixes two forms; use one of: initialism; snake, pascal, capital and camel; or singular and plural", term)
				return
			}
			used = i
		}
	}
	switch used {
	case -1:
		r.atKey(diag.ConfigMissingKey, p, "custom_casings.%s needs one of: initialism; snake, pascal, capital and camel; or singular and plural", term)
	case 1:
		requireKeys(r, p, forms[1])
	case 2:
		requireKeys(r, p, forms[2])
		for _, key := range forms[2] {
			if n.Has(key) {
				requireKeys(r, p.Append(key), forms[1])
			}
		}
	}
}

// requireKeys reports each of keys missing from the object at p.
func requireKeys(r *reporter, p document.Pointer, keys []string) {
	n := r.node(p)
	if n == nil || n.Kind != document.Object {
		return
	}
	for _, key := range keys {
		if !n.Has(key) {
			r.atKey(diag.ConfigMissingKey, p.Append(key), "%s needs %s too (this form spells out %s)", dotted(p), key, strings.Join(keys, ", "))
		}
	}
}

// --- environments and server variables ---

func checkEnvironments(r *reporter, cfg *Config) {
	envs := cfg.Environments
	if n := r.node(envs.Ptr); envs.Ptr != "" && n != nil && n.Kind == document.Object && len(n.Fields) == 0 {
		r.atKey(diag.ConfigInvalidValue, envs.Ptr, "environments needs at least one entry; the first is the default base URL")
	}
	fillers, explicit := cfg.ServerVariableOptions(), explicitServerVariables(cfg)
	defined := map[string]bool{}
	for _, e := range envs.Entries {
		for _, v := range templateVariables(e.Value) {
			first := !defined[v]
			defined[v] = true
			switch {
			case fillers[v] == "":
				r.atValue(diag.EnvironmentUnfilledVariable, envs.EntryPtr(e.Key), "environment %q has the variable {%s}, which no client option fills: add one with server_variable: %s",
					e.Key, v, v)
			case first && !explicit[v]:
				r.atValue(diag.ConfigDefaulted, envs.EntryPtr(e.Key), "environment %q has the variable {%s}, which the client option of the same name fills (add server_variable: %s to it to say so)",
					e.Key, v, v)
			}
		}
	}
	for _, e := range cfg.ClientSettings.Opts.Entries {
		if v := e.Value.ServerVariable; v != "" && !defined[v] {
			r.atValue(diag.ClientOptUnknownServerVar, e.Value.Ptr.Append("server_variable"), "client option %q fills {%s}, which no environment URL has%s",
				e.Key, v, didYouMean(v, sortedKeys(defined)))
		}
	}
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// --- streaming.on_event ---

func checkStreaming(r *reporter, cfg *Config) {
	rules := cfg.Streaming.OnEvent
	for i, rule := range rules {
		checkEventRule(r, rule, i == len(rules)-1)
	}
}

// checkEventRule: a rule has one matcher, or event_type with data_starts_with (both must match); kind:
// fallthrough stands alone and only last; error_property only on yield.
func checkEventRule(r *reporter, rule *EventRule, last bool) {
	p := rule.Ptr
	hasKind := r.has(p, "kind")
	switch {
	case hasKind && (r.has(p, "event_type") || r.has(p, "data_starts_with")):
		r.atKey(diag.ConfigConflict, p.Append("kind"), "kind: fallthrough matches every event; it cannot be combined with event_type or data_starts_with")
	case !hasKind && !r.has(p, "event_type") && !r.has(p, "data_starts_with"):
		r.atKey(diag.ConfigMissingKey, p, "an on_event rule needs a matcher: event_type, data_starts_with, or kind: fallthrough")
	case hasKind && rule.Kind == "fallthrough" && !last:
		r.atValue(diag.ConfigInvalidValue, p.Append("kind"), "kind: fallthrough matches every event, so the rules after it would never run; it may only be the last rule")
	}
	if r.has(p, "error_property") && rule.Handle != "" && rule.Handle != "yield" {
		r.atKey(diag.ConfigNotApplicable, p.Append("error_property"), "error_property applies only to handle: yield, not %s", rule.Handle)
	}
}

// --- constants ---

func checkConstants(r *reporter, cfg *Config) {
	if cfg.Constants == nil {
		return
	}
	var ignoring []string
	for _, name := range cfg.Targets.Configured() {
		switch name {
		case "typescript", "node", "python", "go", "openapi":
		default:
			ignoring = append(ignoring, name)
		}
	}
	if len(ignoring) > 0 {
		r.atKey(diag.ConstantsUnsupportedTarget, cfg.Constants.Ptr, "constants are exported by the TypeScript, Python and Go SDKs only; these configured targets ignore them: %s",
			strings.Join(ignoring, ", "))
	}
}

// --- targets ---

func checkTargets(r *reporter, cfg *Config) {
	t := &cfg.Targets
	noteUnbuilt(r, t)
	if t.Terraform != nil {
		checkTerraform(r, t.Terraform)
	}
	if t.Node != nil {
		checkNode(r, t.Node)
	}
	if t.Go != nil {
		checkGoStyle(r, t.Go)
	}
	if t.Python != nil {
		checkPython(r, t.Python)
	}
}

// noteUnbuilt says once which configured targets this sdkgen does not build, at the first of them.
func noteUnbuilt(r *reporter, t *Targets) {
	var unbuilt []string
	for _, name := range t.Configured() {
		if !TargetBuilt(name) {
			unbuilt = append(unbuilt, name)
		}
	}
	if len(unbuilt) == 0 {
		return
	}
	what := "the " + unbuilt[0] + " target"
	if len(unbuilt) > 1 {
		what = "the " + joinAnd(unbuilt) + " targets"
	}
	r.atKey(diag.TargetNotBuilt, t.Common(unbuilt[0]).Ptr, "this sdkgen does not build %s: the settings are checked and kept, problems in them are warnings, and nothing is generated from them", what)
}

// checkTerraform: the Terraform registry only accepts repositories named terraform-provider-<name>. The key is
// required; null (the contract's `string | null`) says the provider has no repository yet.
func checkTerraform(r *reporter, tf *TerraformTarget) {
	p := tf.Ptr.Append("production_repo")
	if tf.ProductionRepo == nil {
		if !r.has(tf.Ptr, "production_repo") {
			r.atKey(diag.ConfigMissingKey, p, "the terraform target needs production_repo: <owner>/terraform-provider-<name>")
		}
		return
	}
	repo, _, _ := strings.Cut(*tf.ProductionRepo, "#")
	_, name, _ := strings.Cut(repo, "/")
	if rest, ok := strings.CutPrefix(name, "terraform-provider-"); !ok || rest == "" {
		r.atValue(diag.ConfigInvalidValue, p, "targets.terraform.production_repo: the Terraform registry needs a repository named terraform-provider-<name>, not %q", name)
	}
}

// checkNode rejects what only the typescript target accepts.
func checkNode(r *reporter, node *TypeScriptTarget) {
	for _, key := range []string{"node_migration", "enable_treeshaking", "package_manager"} {
		if p := node.Options.Ptr; p != "" && r.has(p, key) {
			r.atKey(diag.ConfigUnknownKey, p.Append(key), "options.%s is a typescript-only option; the deprecated node target does not accept it (move to the typescript target)", key)
		}
	}
	if npm := node.Publish.NPM; npm != nil && npm.Object {
		r.atValue(diag.ConfigWrongType, npm.Ptr, "targets.node.publish.npm must be a boolean: the object form (auth_method, release_environment) is typescript-only")
	}
}

// checkGoStyle notes an enable_v2 that code_style overrides (code_style wins; see GoCodeStyle).
func checkGoStyle(r *reporter, g *GoTarget) {
	o := g.Options
	if o.CodeStyle == nil || o.CodeStyle.Null || o.CodeStyle.Value == "" || o.EnableV2 == nil {
		return
	}
	if implied := enableV2Style(o.EnableV2); implied != o.CodeStyle.Value {
		r.atKey(diag.ConfigNotApplicable, o.EnableV2.Ptr, "enable_v2 is ignored: code_style %q takes precedence (enable_v2 alone would mean %s)", o.CodeStyle.Value, implied)
	}
}

// enableV2Style maps enable_v2 to the code style it stands for.
func enableV2Style(b *BoolOrWord) string {
	switch {
	case b == nil:
		return "v1"
	case b.Word == "migration":
		return "v2_migration"
	case b.Bool:
		return "v2"
	}
	return "v1"
}

// GoCodeStyle returns the go generator style, v1, v2 or v2_migration: options.code_style when set (it wins),
// else enable_v2 (true = v2, "migration" = v2_migration), else v1.
func GoCodeStyle(t *GoTarget) string {
	if t == nil {
		return "v1"
	}
	if cs := t.Options.CodeStyle; cs != nil && !cs.Null && cs.Value != "" {
		return cs.Value
	}
	return enableV2Style(t.Options.EnableV2)
}

// --- diagnostics.ignored ---

// checkIgnores: a place is a location or a target, not both.
func checkIgnores(r *reporter, cfg *Config) {
	for _, e := range cfg.Diagnostics.Ignored.Entries {
		for _, place := range e.Value.Places {
			n := r.node(place.Ptr)
			if n == nil || n.Kind != document.Object {
				continue
			}
			switch {
			case n.Has("location") && n.Has("target"):
				r.atKey(diag.ConfigConflict, place.Ptr.Append("target"), "an ignore entry names a location or a target, not both; split it in two")
			case !n.Has("location") && !n.Has("target"):
				r.atKey(diag.ConfigMissingKey, place.Ptr, "an ignore entry needs a location or a target")
			}
		}
	}
}
