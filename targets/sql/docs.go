package sql

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// docs writes README.md and api.md.
func (g *gen) docs() error {
	if err := g.add("README.md", g.readme()); err != nil {
		return err
	}
	return g.add("api.md", g.apiMD())
}

func (g *gen) readme() string {
	var b strings.Builder
	title := g.title()
	fmt.Fprintf(&b, "# %s SQL extension\n\n", title)
	fmt.Fprintf(&b, "The `%s` PostgreSQL extension calls the %s API from SQL. Its functions run in PL/Python and call the API's Python SDK (`%s`), which brings retries, timeouts and errors.\n\n", g.ext, title, g.sdk.Package)
	b.WriteString("It is generated with [sdkgen](https://sdkgen.dev) from the API's OpenAPI description.\n\n")
	b.WriteString("## Installation\n\n")
	b.WriteString("You need PostgreSQL 11 or later with PL/Python (`postgresql-plpython3-<major>` on Debian and Ubuntu), and the Python SDK installed where the server's Python finds it ")
	fmt.Fprintf(&b, "(`pip install %s` for the Python PL/Python uses, or its folder on the `PYTHONPATH` of the server's environment, e.g. `/etc/postgresql/<major>/main/environment`).\n\n", g.pyProject)
	fmt.Fprintf(&b, "```sh\nmake install\npsql -c 'CREATE EXTENSION %s CASCADE'   # CASCADE also creates plpython3u\n```\n\n", g.ext)
	b.WriteString("PL/Python is an untrusted language: a superuser creates the extension; then anyone with EXECUTE on its functions calls them as themselves (`SECURITY INVOKER`).\n\n")
	b.WriteString("## Configuration\n\n")
	b.WriteString("The client reads these settings; each one that is not set falls back to the SDK's environment variable.\n\n")
	b.WriteString("| Setting | Client option |\n| --- | --- |\n")
	for _, s := range g.settings() {
		fmt.Fprintf(&b, "| `%s` | `%s` |\n", s.guc, s.kwarg)
	}
	example := g.settings()[len(g.settings())-1].guc
	fmt.Fprintf(&b, "\n```sql\nSET %s = '...';              -- this session\nALTER DATABASE mydb SET %s = '...';  -- every session of a database\n```\n\n", example, example)
	b.WriteString("Credentials never appear in the errors the functions raise.\n\n")
	b.WriteString("## Usage\n\n")
	b.WriteString(g.readmeExamples())
	b.WriteString("Every function that returns rows of a composite type has a `_jsonb` twin returning the API's JSON. A list is a set-returning function that fetches pages only as rows are asked for: call it in the select list and `LIMIT` stops the paging ")
	fmt.Fprintf(&b, "(in `FROM`, PostgreSQL reads the whole set before applying `LIMIT`).\n\n")
	b.WriteString("## Types\n\n")
	b.WriteString("Each response model is a composite type in the extension's schema. Its nested objects, unions and arrays of objects are `jsonb`: composite types cannot describe recursive models, and every change to a nested model would have to rebuild the types that hold it. ")
	b.WriteString("An enum argument is a text domain with a `CHECK` of its values; an enum in a response is plain text, since the API may add values.\n\n")
	b.WriteString("## Errors\n\n")
	b.WriteString("An API error is a PostgreSQL error whose DETAIL holds the HTTP status and the request id.\n\n")
	b.WriteString("| Error | SQLSTATE |\n| --- | --- |\n| 400, 422 | `22023` invalid_parameter_value |\n| 401 | `28000` invalid_authorization_specification |\n| 403 | `42501` insufficient_privilege |\n| 404 | `P0002` no_data_found |\n| 409 | `55000` object_not_in_prerequisite_state |\n| 429 | `53400` configuration_limit_exceeded |\n| other 4xx | `22000` data_exception |\n| 5xx | `58000` system_error |\n| connection | `08001` |\n| timeout | `57014` query_canceled |\n\n")
	b.WriteString("## Upgrades\n\n")
	fmt.Fprintf(&b, "`make` writes the install script `%[1]s--<version>.sql` from `sql/%[1]s.sql` with the control file's version. `./scripts/build` adds, for every released version (a `v*` tag), that version's install script and the upgrade script from it (`sql/upgrade.sql`, which drops the old functions and types and creates the new ones), so `ALTER EXTENSION %[1]s UPDATE` works from any release. A type that one of your tables uses stops the upgrade rather than being dropped.\n\n", g.ext)
	if len(g.left) > 0 {
		b.WriteString("## Not available from SQL\n\n")
		for _, l := range g.left {
			fmt.Fprintf(&b, "- %s\n", l)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// readmeExamples are readme.example_requests as SQL.
func (g *gen) readmeExamples() string {
	var b strings.Builder
	seen := map[string]bool{}
	for _, ex := range g.api.Readme.Examples {
		f := g.functionFor(ex.Call)
		if f == nil {
			continue
		}
		query := g.exampleQuery(f, g.exampleArgs(f, ex.Params))
		if !seen[query] {
			seen[query] = true
			fmt.Fprintf(&b, "```sql\n%s\n```\n\n", query)
		}
	}
	return b.String()
}

// functionFor is the first function of the method with a call chain.
func (g *gen) functionFor(call string) *function {
	i := slices.IndexFunc(g.funcs, func(f *function) bool { return f.method.Call == call })
	if i < 0 {
		return nil
	}
	return g.funcs[i]
}

// exampleArgs are an example request's params (by wire name) as named SQL arguments.
func (g *gen) exampleArgs(f *function, params any) string {
	values, _ := params.(map[string]any)
	var parts []string
	for _, a := range f.args {
		if a.param == nil {
			continue
		}
		v, ok := values[a.param.WireName]
		if !ok {
			continue
		}
		parts = append(parts, quoteIdent(a.name)+" => "+sqlValue(v, a))
	}
	return strings.Join(parts, ", ")
}

func (g *gen) exampleQuery(f *function, args string) string {
	call := g.qualified(f.name) + "(" + args + ")"
	switch f.shape {
	case shapeRow:
		return "SELECT * FROM " + call + ";"
	case shapeRows, shapeJSONs, shapeEvents:
		return "SELECT " + call + " LIMIT 10;"
	}
	return "SELECT " + call + ";"
}

// apiMD lists every function by resource: its signature, what it returns and the method's summary.
func (g *gen) apiMD() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s API from SQL\n\n", g.title())
	fmt.Fprintf(&b, "Every function is in the `%s` schema.\n", g.ext)
	resource, first := "", true
	for _, f := range g.funcs {
		r := resourceOf(f.method)
		if r != resource || first {
			resource, first = r, false
			fmt.Fprintf(&b, "\n## %s\n\n", mdText(firstNonEmpty(r, "Client")))
		}
		var args []string
		for _, a := range f.args {
			arg := quoteIdent(a.name) + " " + a.sqlType
			if !a.required {
				arg += " DEFAULT NULL"
			}
			args = append(args, arg)
		}
		fmt.Fprintf(&b, "- `%s(%s) RETURNS %s`", g.qualified(f.name), strings.Join(args, ", "), g.returns(f))
		if s := strings.TrimSpace(strings.SplitN(f.method.Summary, "\n", 2)[0]); s != "" && !f.twin {
			fmt.Fprintf(&b, ": %s", mdText(s))
		}
		b.WriteString("\n")
	}
	if len(g.left) > 0 {
		b.WriteString("\n## Not available from SQL\n\n")
		for _, l := range g.left {
			fmt.Fprintf(&b, "- %s\n", l)
		}
	}
	return b.String()
}

// resourceOf is the dotted resource path of a method ("" on the client).
func resourceOf(m *ir.Method) string {
	parts := strings.Split(strings.TrimPrefix(m.Call, "client."), ".")
	return plainText(strings.Join(parts[:len(parts)-1], "."))
}

// mdText escapes the characters Markdown or HTML would read in a line of text.
func mdText(s string) string {
	var b strings.Builder
	for _, r := range strings.Join(strings.Fields(s), " ") {
		if strings.ContainsRune("\\`*_[]<>|#!{}()", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
