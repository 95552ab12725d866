package golang

import (
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// migration is MIGRATION.md for code_style v2_migration (or enable_v2: migration): how params change from the v1
// style (param.Field and F) to the v2 style (plain values and param.Opt), with this API's names.
func (g *gen) migration() string {
	q, opt := g.qual, g.optPkg
	var d doc
	d.printf("# Migrating to the v2 params style\n\nThis version of %s builds request params in the v2 style. Services, method names and signatures, response types, options, pagination, streaming and errors are unchanged: only the params structs, and the code that fills them, change.\n\n", markdown.Code(g.module))
	d.WriteString("## What changed\n\n| | v1 | v2 |\n|---|---|---|\n")
	rows := [][2]string{
		{"`Name: " + q + ".F(\"Ada\")`", "`Name: \"Ada\"`: a plain value, always sent"},
		{"`Nickname: " + q + ".F(\"ada\")` or `" + q + ".String(\"ada\")`", "`Nickname: " + q + ".String(\"ada\")`: a `param.Opt[string]`, left out when zero (`" + q + ".Int`, `" + q + ".Float`, `" + q + ".Bool`, `" + q + ".Time`, `" + q + ".Opt` alike)"},
		{"`Address: " + q + ".F(" + q + ".AddressParam{...})`", "`Address: " + q + ".AddressParam{...}`: objects, slices, maps and enums are plain, left out when zero"},
		{"`" + q + ".Null[string]()` on any field", "`" + q + ".Null[string]()` on `param.Opt` fields; `" + opt + ".WithJSONSet(\"field\", nil)` on others"},
		{"`" + q + ".Raw[T](value)` for any JSON", "`params.SetExtraFields(map[string]any{\"field\": value})` or `" + opt + ".WithJSONSet`"},
		{"`params.Name.Value`, `params.Name.Present`", "`params.Name`; `params.Nickname.Value`, `.Valid()`, `.Or(fallback)`, `.IsNull()`"},
		{"`Shape: " + q + ".F(" + q + ".ShapeUnionParam{...})`", "`Shape: " + q + ".ShapeUnionParam{OfCircle: ...}`: set one variant field"},
	}
	labels := []string{"Required field", "Optional scalar", "Optional object, slice, map or enum", "Explicit null", "Any JSON value", "Reading a field back", "Union"}
	for i, r := range rows {
		d.printf("| %s | %s | %s |\n", labels[i], r[0], r[1])
	}
	d.WriteString("\nThe names in the table are examples; the next section uses this API's.\n\n")
	if before, after, ok := g.migrationExample(); ok {
		d.WriteString("## Before and after\n\nWith v1 params:\n\n")
		d.WriteString(markdown.Fence("go", before))
		d.WriteString("\nWith v2 params:\n\n")
		d.WriteString(markdown.Fence("go", after))
		d.WriteString("\n")
	}
	if renamed := g.renamedParams(); len(renamed) > 0 {
		d.WriteString("## Renamed types\n\n`remove_params_suffix` drops the `Param` suffix of types used only in requests:\n\n")
		for _, r := range renamed {
			d.printf("- `%s.%s` is now `%s.%s`\n", q, r[0], q, r[1])
		}
		d.WriteString("\n")
	}
	if g.api.Multipart.ArrayFormat == "" && g.hasMultipart() {
		d.printf("## Multipart arrays\n\nArrays and nested objects in multipart bodies follow the API's query format now (%s), instead of v1's `a.0` and `a.b`.\n\n", formFormatText[g.formFormat()])
	}
	if g.nullableItems() {
		d.WriteString("## Nullable items\n\nNullable array items and map values are pointers (`[]*T`, `map[string]*T`), in responses and params, so `null` items stay `nil`.\n\n")
	}
	d.WriteString("## Upgrading\n\nUpdate the module, then let the compiler list the params to change:\n\n")
	d.WriteString(markdown.Fence("sh", "go get "+shellQuote(g.module+"@v"+Version)+"\ngo build ./..."))
	return d.String()
}

// migrationExample is the default example's params built in both styles, as programs.
func (g *gen) migrationExample() (before, after string, ok bool) {
	c, found := g.exampleCall(g.exampleFor("default"))
	if !found || c.p.params == "" {
		return "", "", false
	}
	build := func() (string, error) {
		s := g.newSnippet()
		s.client()
		s.p("")
		s.callAndPrint(c, true)
		return s.code()
	}
	style := g.style
	g.style = "v1"
	before, err := build()
	g.style = style
	if err != nil {
		return "", "", false
	}
	for _, r := range g.renamedParams() {
		before = regexp.MustCompile(`\b`+regexp.QuoteMeta(g.qual+"."+r[1])+`\b`).ReplaceAllString(before, g.qual+"."+r[0])
	}
	after, err = build()
	return before, after, err == nil
}

// renamedParams are the request-only types remove_params_suffix renamed: v1 name, v2 name.
func (g *gen) renamedParams() [][2]string {
	if !g.option(g.cfg.Options.RemoveParamsSuffix) {
		return nil
	}
	var out [][2]string
	for _, t := range g.api.Types {
		name := g.names.param[t.Name]
		if name == "" || t.Kind == "enum" || t.Usage.Response || strings.HasSuffix(name, "Param") {
			continue
		}
		out = append(out, [2]string{name + "Param", name})
	}
	return out
}

// hasMultipart reports whether a generated method sends a multipart body.
func (g *gen) hasMultipart() bool {
	for _, c := range g.generatedMethods() {
		if b := c.p.m.Body; b != nil && b.Encoding == "multipart" {
			return true
		}
	}
	return false
}

// formFormatText describes apiform's formats.
var formFormatText = map[string]string{
	"FormatBrackets":    "`a[]` and `a[b]`",
	"FormatIndices":     "`a[0]` and `a[b]`",
	"FormatIndicesDots": "`a.0` and `a.b`",
	"FormatRepeat":      "`a` once per item",
	"FormatComma":       "`a=x,y`",
}

// migrationNotes is the README's list of every intentional difference from the Go SDKs the previous generator
// made from the same configuration: code written against those keeps compiling (same services, methods, params
// and response types, options and helpers), and these behaviours changed on purpose.
func (g *gen) migrationNotes(d *doc) {
	q, opt := g.qual, g.optPkg
	helpers := "`" + q + ".F`, `Null` and `Raw`"
	if g.v2() {
		helpers = "`" + q + ".String`, `Int`, `Float`, `Bool`, `Opt` and `Null`"
	}
	sharedNote := ""
	if len(g.names.shared) > 0 {
		sharedNote = ", the `" + sharedPkg + "` package of the shared models"
	}
	d.WriteString("## Migration notes\n\nThis SDK keeps the public API of the Go SDK the previous generator made from the same configuration: the same services and method names (`New`, `Get`, `Update`, `List`, `Delete`), params and response type names, " + helpers + sharedNote + " and the `" + opt + "` functions. These behaviours differ on purpose:\n\n")
	timeout := "**Timeouts.** Each attempt times out after " + g.timeoutText() + " by default (`" + opt + ".WithRequestTimeout` changes it); the previous SDK had no default timeout. An attempt that timed out is retried like a connection error."
	if g.api.Timeout.None {
		timeout = "**Timeouts.** An attempt given a timeout with `" + opt + ".WithRequestTimeout` that runs out is retried like a connection error."
	}
	notes := []string{
		"**Credentials are redacted.** `Error.DumpRequest`, error messages and debug logs show API keys, tokens and the credential query params as `***`.",
		"**Path params are escaped.** Each path param is URL-escaped (`/` becomes `%2F`), so a value cannot change the path; an empty one fails before any request is sent.",
		"**Request IDs.** `*" + q + ".Error` has `RequestID`, from the response's `x-request-id` header.",
		timeout,
		"**Server-requested waits are capped.** A `Retry-After` or `Retry-After-Ms` longer than 60 s is ignored in favour of the exponential backoff, so a server cannot stall a call.",
		"**No third-party dependencies.** `" + opt + ".WithJSONSet` and `WithJSONDel` take a dotted path of property names (`data.last_name`); the gjson/sjson path syntax (`#`, wildcards, modifiers) is not supported.",
		"**A schema used at several positions is declared once.** The objects inside a response are named by their position as before (`<Service><Method>Response<Field>`, array items in the singular), except a spec schema the API uses at more than one position, which keeps its schema name and is shared, as declared models are, rather than repeated under each position's name.",
		"**Private packages differ.** `internal/apijson`, `internal/apiquery` and `internal/apiform` are sdkgen's own; Go does not let code outside the module import them.",
		"**Only what the API uses ships.** `packages/pagination`, `packages/ssestream` and `internal/apiform` are present only when the API has paginated, streaming or multipart methods.",
	}
	if g.names.fileHelper != "File" {
		notes = append(notes, "**The upload helper is `"+q+"."+g.names.fileHelper+"`.** The API's own `"+q+".File` type keeps its name, so the helper that names an upload's reader, `File` in other Go SDKs, is `"+g.names.fileHelper+"` here.")
	}
	for _, n := range notes {
		d.printf("- %s\n", n)
	}
	d.WriteString("\n")
}
