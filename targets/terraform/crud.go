package terraform

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// withImports writes a file's header with the candidate imports its body uses (by their package name).
func withImports(pkg string, banner bool, body string, candidates ...string) string {
	var used []string
	for _, imp := range candidates {
		name := imp
		if alias, _, ok := strings.Cut(imp, " "); ok {
			name = alias
		} else {
			name = strings.Trim(name, `"`)
			name = name[strings.LastIndex(name, "/")+1:]
		}
		if strings.Contains(body, name+".") {
			used = append(used, imp)
		}
	}
	return header(pkg, banner, used...) + body
}

// apiFile holds the package's calls of the SDK: each sends the model's path values and returns the raw JSON.
func (g *gen) apiFile(s *service) string {
	var b strings.Builder
	b.WriteString(`// requestOptions are the options of every call: customOptions' (custom.go), then the call's own.
func requestOptions(ctx context.Context, extra ...option.RequestOption) []option.RequestOption {
	return append(customOptions(ctx), extra...)
}

`)
	// The SDK unwraps a response envelope (unwrap_response) before it writes the body into raw.
	write := func(name, doc, model string, body bool, result bool, pre, call string, noResult bool) {
		params := "ctx context.Context, client " + g.clientType() + ", m *" + model
		if body {
			params += ", body []byte"
		}
		fmt.Fprintf(&b, "// %s %s\nfunc %s(%s) ", name, doc, name, params)
		// A path value converted with strconv has declared err already.
		declare := ":="
		if strings.Contains(pre, "err :=") {
			declare = "="
		}
		switch {
		case !result && noResult:
			b.WriteString("error {\n" + pre + "return " + call + "\n}\n\n")
		case !result:
			b.WriteString("error {\n" + pre + "_, err " + declare + " " + call + "\nreturn err\n}\n\n")
		case noResult:
			b.WriteString("([]byte, error) {\nvar raw []byte\n" + pre + "err " + declare + " " + call + "\nreturn raw, err\n}\n\n")
		default:
			b.WriteString("([]byte, error) {\nvar raw []byte\n" + pre + "_, err " + declare + " " + call + "\nreturn raw, err\n}\n\n")
		}
	}
	into := "option.WithResponseBodyInto(&raw)"
	send := `option.WithRequestBody("application/json", body)`
	if s.read != nil && s.idAttr != nil && (s.resource || s.dataSource) {
		pre, call := g.call(s, s.read, "m", "nil, err", into)
		write("readObject", "fetches the object m names, as JSON.", "Model", false, true, pre, call, s.sm[s.read].NoResult)
	}
	if s.resource {
		pre, call := g.call(s, s.create, "m", "nil, err", send, into)
		write("createObject", "creates an object from a JSON body and returns the API's JSON of it.", "Model", true, true, pre, call, s.sm[s.create].NoResult)
		if s.update != nil {
			pre, call := g.call(s, s.update, "m", "nil, err", send, into)
			write("updateObject", "sends a JSON body that updates the object m names and returns the API's response.", "Model", true, true, pre, call, s.sm[s.update].NoResult)
		}
		if s.del != nil {
			pre, call := g.call(s, s.del, "m", "err", into)
			write("deleteObject", "deletes the object m names.", "Model", false, false, pre, strings.Replace(call, ", "+into, "", 1), s.sm[s.del].NoResult)
		}
		fmt.Fprintf(&b, "// isNotFound reports whether the API answered 404: the object is gone.\nfunc isNotFound(err error) bool {\n\tvar apiErr *%s.%s\n\treturn errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusNotFound\n}\n", sdkAlias, g.sdk.ErrorType)
	}
	return withImports(s.pkg, true, strings.ReplaceAll(b.String(), "*sdk.Client", g.clientType()), imContext, `"errors"`, `"fmt"`, `"net/http"`, `"strconv"`, g.imSDK(), g.imOption())
}

func (g *gen) customFile(s *service) string {
	body := fmt.Sprintf(`// customOptions are request options added to every API call of %s: a header, a timeout, retries...
//
// This file is hand-written: sdkgen writes it once and never overwrites it, so edits here survive regeneration.
func customOptions(_ context.Context) []option.RequestOption {
	return nil
}
`, g.typeName(s))
	return header(s.pkg, false, imContext, g.imOption()) + body
}

// configureMethod is the Configure method of a resource or data source receiving the provider's SDK client.
func (g *gen) configureMethod(recv, pkg string) string {
	return strings.ReplaceAll(fmt.Sprintf(`// Configure receives the SDK client the provider built.
func (r *%[1]s) Configure(_ context.Context, req %[2]s.ConfigureRequest, resp *%[2]s.ConfigureResponse) {
	if req.ProviderData == nil {
		return
	}
	client, ok := req.ProviderData.(*sdk.Client)
	if !ok {
		resp.Diagnostics.AddError("Unexpected provider data", fmt.Sprintf("want *sdk.Client, got %%T", req.ProviderData))
		return
	}
	r.client = client
}

`, recv, pkg), "*sdk.Client", g.clientType())
}

func (g *gen) resourceFile(s *service) string {
	tn := g.typeName(s)
	var b strings.Builder
	fmt.Fprintf(&b, `var (
	_ resource.ResourceWithConfigure   = (*Resource)(nil)
	_ resource.ResourceWithImportState = (*Resource)(nil)
)

// Resource is the %[1]s resource.
type Resource struct {
	client CLIENT
}

// NewResource returns the resource for the provider.
func NewResource() resource.Resource { return &Resource{} }

// Metadata names the resource %[1]s.
func (r *Resource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + %[2]q
}

// Schema is ResourceSchema.
func (r *Resource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = ResourceSchema(ctx)
}

`, tn, "_"+s.name)
	b.WriteString(g.configureMethod("Resource", "resource"))
	fmt.Fprintf(&b, `// Create sends the planned values and stores what the API returns, server-set values included.
func (r *Resource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	var plan Model
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
TIMEOUT(plan, Create)	body, err := apijson.Marshal(&plan)
	if err != nil {
		resp.Diagnostics.AddError("Cannot encode the %[1]s", err.Error())
		return
	}
	raw, err := createObject(ctx, r.client, &plan, body)
	if err != nil {
		resp.Diagnostics.AddError("Cannot create the %[1]s", err.Error())
		return
	}
	if err := apijson.Unmarshal(raw, &plan); err != nil {
		resp.Diagnostics.AddError("Cannot read the created %[1]s", err.Error())
		return
	}
	tflog.Debug(ctx, "created %[1]s", map[string]any{"id": plan.ID.ValueString()})
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

// Read refreshes the state from the API; an object the API no longer has leaves the state.
func (r *Resource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state Model
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
TIMEOUT(state, Read)	raw, err := readObject(ctx, r.client, &state)
	if isNotFound(err) {
		tflog.Warn(ctx, "%[1]s is gone: removing it from the state", map[string]any{"id": state.ID.ValueString()})
		resp.State.RemoveResource(ctx)
		return
	}
	if err != nil {
		resp.Diagnostics.AddError("Cannot read the %[1]s", err.Error())
		return
	}
	if err := apijson.Unmarshal(raw, &state); err != nil {
		resp.Diagnostics.AddError("Cannot read the %[1]s", err.Error())
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

`, tn)
	if v := variantValidator(s.variants, s.attrs); v != "" {
		fmt.Fprintf(&b, `var _ resource.ResourceWithConfigValidators = (*Resource)(nil)

// ConfigValidators keep the configuration to one variant of the union of objects the API takes.
func (r *Resource) ConfigValidators(_ context.Context) []resource.ConfigValidator {
	return []resource.ConfigValidator{%s}
}

`, v)
	}
	b.WriteString(g.updateMethod(s))
	b.WriteString(g.deleteMethod(s))
	b.WriteString(g.importMethod(s))
	body := g.withTimeouts(s, strings.ReplaceAll(b.String(), "CLIENT", g.clientType()))
	return withImports(s.pkg, true, body, imContext, `"fmt"`, `"strconv"`, `"strings"`, `"time"`, imResource, strconv.Quote(fwPath+"/path"), imTflog, g.imSDK(), g.imApijson())
}

// timeoutMarker is where a CRUD method bounds its context by the timeouts block: TIMEOUT(<model var>, <operation>).
var timeoutMarker = regexp.MustCompile(`TIMEOUT\((\w+), (\w+)\)`)

// withTimeouts finishes a resource file: without a timeouts block the markers go; with one, the methods read the
// state into ResourceModel (Model and the block), pass its Model to the API and JSON calls, and bound their context
// by the operation's timeout.
func (g *gen) withTimeouts(s *service, body string) string {
	if !g.timeouts(s).on {
		return timeoutMarker.ReplaceAllString(body, "")
	}
	for _, v := range []string{"plan", "state"} {
		body = strings.ReplaceAll(body, "&"+v+")", "&"+v+".Model)")
		body = strings.ReplaceAll(body, "&"+v+",", "&"+v+".Model,")
		body = strings.ReplaceAll(body, "Get(ctx, &"+v+".Model)", "Get(ctx, &"+v+")")
		body = strings.ReplaceAll(body, "Set(ctx, &"+v+".Model)", "Set(ctx, &"+v+")")
	}
	body = strings.ReplaceAll(body, " Model\n", " ResourceModel\n")
	body += fmt.Sprintf("\n// defaultTimeout bounds each operation the %s block does not.\nconst defaultTimeout = %s\n", g.timeouts(s).name, goDuration(g.timeouts(s).def))
	return timeoutMarker.ReplaceAllString(body, `	timeout, diags := $1.Timeouts.$2(ctx, defaultTimeout)
	resp.Diagnostics.Append(diags...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
`)
}

func (g *gen) updateMethod(s *service) string {
	tn := g.typeName(s)
	send := `raw, err := readObject(ctx, r.client, &plan)
	if err != nil {
		resp.Diagnostics.AddError("Cannot read the %[1]s", err.Error())
		return
	}
`
	doc := "// Update cannot change the object (every attribute it could change replaces it): it refreshes the state.\n"
	if s.update != nil {
		encode := "apijson.Marshal(&plan)"
		doc = "// Update sends the planned values (the whole object) and stores what the API returns.\n"
		if s.patch {
			encode = "apijson.MarshalPatch(&plan, &state)"
			doc = "// Update sends the changed values as a JSON merge patch and stores what the API returns.\n"
		}
		send = `body, err := ` + encode + `
	if err != nil {
		resp.Diagnostics.AddError("Cannot encode the %[1]s", err.Error())
		return
	}
	raw, err := updateObject(ctx, r.client, &plan, body)
	if err != nil {
		resp.Diagnostics.AddError("Cannot update the %[1]s", err.Error())
		return
	}
`
		if g.objectType(s.update.Response) == nil {
			send += `	if raw, err = readObject(ctx, r.client, &plan); err != nil {
		resp.Diagnostics.AddError("Cannot read the %[1]s", err.Error())
		return
	}
`
		}
	}
	return fmt.Sprintf(doc+`func (r *Resource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state Model
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
TIMEOUT(plan, Update)	plan.ID = state.ID
	`+send+`	if err := apijson.Unmarshal(raw, &plan); err != nil {
		resp.Diagnostics.AddError("Cannot read the %[1]s", err.Error())
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

`, tn)
}

func (g *gen) deleteMethod(s *service) string {
	tn := g.typeName(s)
	if s.del == nil {
		warn := ""
		if s.deleteWarning {
			warn = fmt.Sprintf("\tresp.Diagnostics.AddWarning(%q, %q)\n", "The "+tn+" was not deleted", "The API has no way to delete it: it is only removed from the Terraform state.")
		}
		return "// Delete only forgets the object: the API cannot delete it.\nfunc (r *Resource) Delete(_ context.Context, _ resource.DeleteRequest, resp *resource.DeleteResponse) {\n" + warn + "}\n\n"
	}
	return fmt.Sprintf(`// Delete deletes the object; one the API no longer has counts as deleted.
func (r *Resource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state Model
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
TIMEOUT(state, Delete)	if err := deleteObject(ctx, r.client, &state); err != nil && !isNotFound(err) {
		resp.Diagnostics.AddError("Cannot delete the %[1]s", err.Error())
	}
}

`, tn)
}

// importID is the form of an import id: the parents' values then the id, joined with slashes.
func importID(s *service) string {
	var parts []string
	for _, p := range s.parents {
		parts = append(parts, "<"+p.name+">")
	}
	return strings.Join(append(parts, "<id>"), "/")
}

func (g *gen) importMethod(s *service) string {
	var b strings.Builder
	fmt.Fprintf(&b, "// ImportState imports an object by its id (%s).\nfunc (r *Resource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {\n", importID(s))
	fmt.Fprintf(&b, "\tparts := strings.Split(req.ID, \"/\")\n\tif len(parts) != %d {\n\t\tresp.Diagnostics.AddError(\"Unexpected import id\", fmt.Sprintf(\"want %s, got %%q\", req.ID))\n\t\treturn\n\t}\n", len(s.parents)+1, importID(s))
	for i, p := range append(append([]*attribute{}, s.parents...), s.idAttr) {
		value := fmt.Sprintf("parts[%d]", i)
		if p.kind != "String" {
			parse := map[string]string{"Int64": "strconv.ParseInt(parts[%d], 10, 64)", "Float64": "strconv.ParseFloat(parts[%d], 64)", "Bool": "strconv.ParseBool(parts[%d])"}[p.kind]
			fmt.Fprintf(&b, "\tv%d, err := "+parse+"\n\tif err != nil {\n\t\tresp.Diagnostics.AddError(\"Unexpected import id\", err.Error())\n\t\treturn\n\t}\n", i, i)
			value = fmt.Sprintf("v%d", i)
		}
		fmt.Fprintf(&b, "\tresp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root(%q), %s)...)\n", p.name, value)
	}
	b.WriteString("}\n")
	return b.String()
}

func (g *gen) migrationsFile(s *service) string {
	body := `var _ resource.ResourceWithUpgradeState = (*Resource)(nil)

// UpgradeState lists how to upgrade states of earlier schema versions: none, the schema is at its first version.
func (r *Resource) UpgradeState(_ context.Context) map[int64]resource.StateUpgrader {
	return map[int64]resource.StateUpgrader{}
}
`
	return header(s.pkg, true, imContext, imResource) + body
}

func (g *gen) dataSourceFile(s *service) string {
	var b strings.Builder
	fmt.Fprintf(&b, `var _ datasource.DataSourceWithConfigure = (*DataSource)(nil)

// DataSource is the %[1]s data source: one object by its id.
type DataSource struct {
	client CLIENT
}

// NewDataSource returns the data source for the provider.
func NewDataSource() datasource.DataSource { return &DataSource{} }

// Metadata names the data source %[1]s.
func (r *DataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + %[2]q
}

// Schema is DataSourceSchema.
func (r *DataSource) Schema(ctx context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = DataSourceSchema(ctx)
}

`, g.typeName(s), "_"+s.name)
	b.WriteString(g.configureMethod("DataSource", "datasource"))
	fmt.Fprintf(&b, `// Read fetches the object.
func (r *DataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var m Model
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
FINDONE	raw, err := readObject(ctx, r.client, &m)
	if err != nil {
		resp.Diagnostics.AddError("Cannot read the %[1]s", err.Error())
		return
	}
	if err := apijson.Unmarshal(raw, &m); err != nil {
		resp.Diagnostics.AddError("Cannot read the %[1]s", err.Error())
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}
`, g.typeName(s))
	body := strings.Replace(b.String(), "FINDONE", g.findOneCall(s), 1) + g.findOneFunc(s)
	return withImports(s.pkg, true, strings.ReplaceAll(body, "CLIENT", g.clientType()), imContext, `"fmt"`, `"strconv"`, imDS, imTypes, g.imSDK(), g.imApijson())
}

// findOneCall looks the object up by data_source.filtering's property when the configuration gives no id.
func (g *gen) findOneCall(s *service) string {
	by, _ := g.findOneBy(s)
	if by == nil {
		return ""
	}
	return fmt.Sprintf(`	if m.ID.IsNull() || m.ID.IsUnknown() {
		if m.%[1]s.IsNull() || m.%[1]s.IsUnknown() {
			resp.Diagnostics.AddError("Missing selector", "Set id or %[2]s to select the %[3]s.")
			return
		}
		id, err := findOne(ctx, r.client, &m)
		if err != nil {
			resp.Diagnostics.AddError("Cannot find the %[3]s", err.Error())
			return
		}
		m.ID = id
	}
`, by.field, by.name, g.typeName(s))
}

// findOneFunc pages through the list for the object whose filtering property has the configured value.
func (g *gen) findOneFunc(s *service) string {
	by, item := g.findOneBy(s)
	if by == nil {
		return ""
	}
	// The list's path params take their values from the data source's own parents.
	lookup := *s
	lookup.listParents = s.parents
	pre, call := g.call(&lookup, s.list, "m", "types.StringNull(), err")
	return fmt.Sprintf(`
// findOne pages through the list for the object whose %[1]s is m's, and returns its id.
func findOne(ctx context.Context, client CLIENT, m *Model) (types.String, error) {
	%[2]sit := %[3]s
	for it.Next() {
		var item ItemModel
		if err := apijson.Unmarshal([]byte(it.Current().RawJSON()), &item); err != nil {
			return types.StringNull(), err
		}
		if item.%[4]s.Equal(m.%[5]s) {
			return item.%[6]s, nil
		}
	}
	if err := it.Err(); err != nil {
		return types.StringNull(), err
	}
	return types.StringNull(), fmt.Errorf("no %[7]s has the %[1]s %%s", m.%[5]s)
}
`, by.name, pre, call, item.field, by.field, itemID(s).field, g.typeName(s))
}

func (g *gen) listDataSourceFile(s *service) string {
	var b strings.Builder
	tn := g.listTypeName(s)
	fmt.Fprintf(&b, `var _ datasource.DataSourceWithConfigure = (*ListDataSource)(nil)

// ListDataSource is the %[1]s data source: every object the list method pages through, up to %[3]s.
type ListDataSource struct {
	client CLIENT
}

// NewListDataSource returns the list data source for the provider.
func NewListDataSource() datasource.DataSource { return &ListDataSource{} }

// Metadata names the data source %[1]s.
func (r *ListDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + %[2]q
}

// Schema is ListDataSourceSchema.
func (r *ListDataSource) Schema(ctx context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = ListDataSourceSchema(ctx)
}

`, tn, strings.TrimPrefix(tn, g.provider), g.maxItemsAttr())
	b.WriteString(g.configureMethod("ListDataSource", "datasource"))
	pre, call := g.call(s, s.list, "m", "")
	limit := "int64(-1)"
	if d := g.cfg.Options.DataSource.ResponseItems.DefaultMaxRows; d != nil && *d > 0 {
		limit = fmt.Sprintf("int64(%d)", int64(*d))
	}
	pre = strings.ReplaceAll(pre, "return \n", "resp.Diagnostics.AddError(\"Unexpected path value\", err.Error())\nreturn\n")
	fmt.Fprintf(&b, `// Read pages through the list.
func (r *ListDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var m ListModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	limit := %[2]s
	if !m.MaxItems.IsNull() && !m.MaxItems.IsUnknown() {
		limit = m.MaxItems.ValueInt64()
	}
	client := r.client
	%[3]sit := %[4]s
	m.Items = []ItemModel{}
	for (limit < 0 || int64(len(m.Items)) < limit) && it.Next() {
		var item ItemModel
		if err := apijson.Unmarshal([]byte(it.Current().RawJSON()), &item); err != nil {
			resp.Diagnostics.AddError("Cannot read the %[1]s", err.Error())
			return
		}
		m.Items = append(m.Items, item)
	}
	if err := it.Err(); err != nil {
		resp.Diagnostics.AddError("Cannot list the %[1]s", err.Error())
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}
`, tn, limit, pre, call)
	return withImports(s.pkg, true, strings.ReplaceAll(b.String(), "CLIENT", g.clientType()), imContext, `"fmt"`, `"strconv"`, imDS, g.imSDK(), g.imApijson())
}

// clientType is the SDK's client type, as its constructor names it.
func (g *gen) clientType() string {
	if strings.HasPrefix(g.sdk.ClientType, "*") {
		return "*" + sdkAlias + "." + strings.TrimPrefix(g.sdk.ClientType, "*")
	}
	return sdkAlias + "." + g.sdk.ClientType
}
