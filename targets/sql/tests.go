package sql

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// tests writes test/sql/: a settings file every test includes, one file per method that calls each of its functions
// against the mock server and checks the result, and errors.sql (an API error and a connection error carry their
// SQLSTATE and DETAIL, and no credential). Each file stops at its first error (ON_ERROR_STOP) and prints ok lines.
func (g *gen) tests() error {
	if err := g.add("test/sql/settings.psql", g.testSettings()); err != nil {
		return err
	}
	seen := map[*ir.Method]bool{}
	answers := mocktest.NewAnswers(g.spec)
	for _, f := range g.funcs {
		if seen[f.method] {
			continue
		}
		seen[f.method] = true
		call := g.example.Call(f.method, false)
		skip := firstNonEmpty(mocktest.CallSkipReason(g.api, call, "sql", "python"), answers.InvalidReason(f.method))
		var b strings.Builder
		fmt.Fprintf(&b, "%s\n-- The functions of %s against the mock server.\n\\set ON_ERROR_STOP 1\n\\ir settings.psql\n\n", Banner, plainText(f.method.Call))
		for _, each := range g.funcs {
			if each.method != f.method {
				continue
			}
			if skip != "" || each.shape == shapeEvents {
				// Prism does not stream server-sent events (mocktest.SkipReason).
				fmt.Fprintf(&b, "\\echo 'skip %s: the mock server cannot answer this call'\n", each.name)
				continue
			}
			b.WriteString(g.functionTest(each, call))
		}
		if err := g.add("test/sql/"+f.name+".sql", b.String()); err != nil {
			return err
		}
	}
	return g.add("test/sql/errors.sql", g.errorsTest())
}

// testSettings point the extension at the mock server (psql variable base_url) and give every credential and
// required option a test value.
func (g *gen) testSettings() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n-- Settings every test file includes.\n\\set QUIET 1\nSET client_min_messages = warning;\n", Banner)
	fmt.Fprintf(&b, "SET %s = :'base_url';\nSET %s = 0;\n", g.ext+".base_url", g.ext+".max_retries")
	schemes := mocktest.Schemes(g.api)
	for _, s := range g.settings() {
		o := s.option
		if o == nil {
			continue
		}
		needed := o.RequiredInTests || (!o.Nullable && o.Default == nil)
		if !needed && (o.AuthScheme == "" || !schemes[o.AuthScheme]) {
			continue
		}
		value := "My " + plainText(g.namer.Capital(o.Name))
		switch {
		case o.Example != nil:
			value = fmt.Sprint(example.Normalize(o.Example))
		case o.Type == "integer" || o.Type == "number":
			value = "0"
		case o.Type == "boolean":
			value = "true"
		}
		fmt.Fprintf(&b, "SET %s = %s;\n", s.guc, sqlString(value))
	}
	return b.String()
}

// functionTest calls one function with the example call's values and checks its result: a row function returns a
// row, a set function's set is cut by LIMIT 1 (which must stop the paging: the mock server's lists may never end,
// and the next page it names may be no page it serves).
func (g *gen) functionTest(f *function, call example.Call) string {
	args := g.testArgs(f, call)
	target := g.qualified(f.name) + "(" + args + ")"
	var check string
	switch f.shape {
	case shapeRow:
		check = fmt.Sprintf("SELECT count(*) INTO n FROM %s AS r WHERE NOT (r IS NULL);\n  IF n <> 1 THEN RAISE EXCEPTION '%s returned no row'; END IF;", target, f.name)
	case shapeJSON:
		check = fmt.Sprintf("SELECT %s INTO j;\n  IF j IS NULL THEN RAISE EXCEPTION '%s returned NULL'; END IF;", target, f.name)
	case shapeRows, shapeJSONs, shapeEvents:
		check = fmt.Sprintf("SELECT count(*) INTO n FROM (SELECT %s AS item LIMIT 1) AS cut;\n  IF n > 1 THEN RAISE EXCEPTION '%s: LIMIT did not cut the set'; END IF;", target, f.name)
	default:
		check = fmt.Sprintf("PERFORM %s;", target)
	}
	return fmt.Sprintf("DO %[3]s\nDECLARE\n  n bigint;\n  j jsonb;\nBEGIN\n  %[1]s\nEND\n%[3]s;\n\\echo 'ok %[2]s'\n\n", check, f.name, testQuote)
}

// testQuote quotes each test's DO block; the values inside are SQL literals, which hold no dollar-quote delimiter
// that could end it (sqlString keeps a dollar sign inside quotes).
const testQuote = "$test$"

// testArgs are the function's arguments in named notation, with the example call's values.
func (g *gen) testArgs(f *function, call example.Call) string {
	var parts []string
	for _, a := range f.args {
		var v any
		var ok bool
		if a.param != nil {
			v, ok = call.Value(a.param)
		} else {
			v, ok = call.Body, call.HasBody
		}
		if !ok {
			continue
		}
		parts = append(parts, quoteIdent(a.name)+" => "+sqlValue(v, a))
	}
	return strings.Join(parts, ", ")
}

// sqlValue is an example value as a SQL literal of the argument's type.
func sqlValue(v any, a sqlArg) string {
	if v == nil {
		return "NULL"
	}
	if a.json {
		data, err := json.Marshal(plainValue(v))
		if err != nil {
			return "NULL"
		}
		return "(" + bodyString(string(data)) + ")::jsonb"
	}
	if strings.HasSuffix(a.sqlType, "[]") {
		items, _ := v.([]any)
		var out []string
		for _, item := range items {
			out = append(out, sqlValue(item, sqlArg{sqlType: strings.TrimSuffix(a.sqlType, "[]")}))
		}
		return "ARRAY[" + strings.Join(out, ", ") + "]::" + a.sqlType
	}
	switch x := v.(type) {
	case bool:
		return fmt.Sprint(x)
	case int, int64, float64:
		return fmt.Sprint(x)
	case json.Number:
		return sqlString(x.String()) + "::" + a.sqlType
	case string:
		return bodyString(x)
	}
	data, _ := json.Marshal(plainValue(v))
	return bodyString(string(data))
}

// bodyString is s as a SQL string expression that can stand inside a dollar-quoted body: a dollar sign, which could
// end the body whatever quotes surround it, is spelled chr(36).
func bodyString(s string) string {
	if !strings.Contains(s, "$") {
		return sqlString(s)
	}
	parts := strings.Split(s, "$")
	for i, p := range parts {
		parts[i] = sqlString(p)
	}
	return "(" + strings.Join(parts, " || chr(36) || ") + ")"
}

// plainValue is an example value with its Objects as maps that encoding/json writes (keys sorted).
func plainValue(v any) any {
	switch x := v.(type) {
	case example.Object:
		m := map[string]any{}
		for _, e := range x {
			m[e.Key] = plainValue(e.Val)
		}
		return m
	case []any:
		out := make([]any, len(x))
		for i, item := range x {
			out[i] = plainValue(item)
		}
		return out
	case example.File:
		return ""
	}
	return v
}

// errorsTest checks the error mapping: an API error (the mock server's 404 for a path it does not serve) and a
// connection error, each with its SQLSTATE and DETAIL, and a credential never in either.
func (g *gen) errorsTest() string {
	probe, call := g.probe(shapeRow, shapeJSON, shapeNone)
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n-- API and connection errors become PostgreSQL errors with a SQLSTATE and a DETAIL, without credentials.\n\\set ON_ERROR_STOP 1\n\\ir settings.psql\n\n", Banner)
	if probe == nil {
		b.WriteString("\\echo 'skip errors: no function the mock server answers'\n")
		return b.String()
	}
	var secret *setting
	for _, s := range g.settings() {
		if s.secret && s.kind == "string" {
			secret = &s
			break
		}
	}
	secretSet := ""
	if secret != nil {
		secretSet = fmt.Sprintf("SET %s = 'sdkgen-secret-credential';\n", secret.guc)
	}
	target := g.qualified(probe.name) + "(" + g.testArgs(probe, call) + ")"
	fmt.Fprintf(&b, `%[4]sSELECT set_config(%[1]s, :'base_url' || '/sdkgen-no-such-path', false) AS base_url_now \gset
DO %[3]s
DECLARE
  state text;
  message text;
  detail text;
BEGIN
  PERFORM %[2]s;
  RAISE EXCEPTION 'an API error raised nothing';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
  IF state <> 'P0002' THEN RAISE EXCEPTION 'a 404 gave SQLSTATE %% (%%)', state, message; END IF;
  IF detail NOT LIKE '%%HTTP status 404%%' THEN RAISE EXCEPTION 'the DETAIL has no status: %%', detail; END IF;
  IF message || detail LIKE '%%sdkgen-secret-credential%%' THEN RAISE EXCEPTION 'the error shows the credential'; END IF;
END
%[3]s;
\echo 'ok API errors'

SELECT set_config(%[1]s, 'http://127.0.0.1:9', false) AS base_url_now \gset
DO %[3]s
DECLARE
  state text;
  message text;
BEGIN
  PERFORM %[2]s;
  RAISE EXCEPTION 'a connection error raised nothing';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT;
  IF state <> '08001' THEN RAISE EXCEPTION 'a connection error gave SQLSTATE %% (%%)', state, message; END IF;
  IF message LIKE '%%sdkgen-secret-credential%%' THEN RAISE EXCEPTION 'the error shows the credential'; END IF;
END
%[3]s;
\echo 'ok connection errors'
`, sqlString(g.ext+".base_url"), target, testQuote, secretSet)
	if list, listCall := g.probe(shapeRows, shapeJSONs); list != nil {
		fmt.Fprintf(&b, `
SELECT set_config(%[1]s, :'base_url' || '/sdkgen-no-such-path', false) AS base_url_now \gset
DO %[3]s
DECLARE
  state text;
  detail text;
BEGIN
  PERFORM count(*) FROM (SELECT %[2]s LIMIT 1) AS cut;
  RAISE EXCEPTION 'an API error of a list raised nothing';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, detail = PG_EXCEPTION_DETAIL;
  IF state <> 'P0002' OR detail NOT LIKE '%%HTTP status 404%%' THEN RAISE EXCEPTION 'a list''s 404 gave %% (%%)', state, detail; END IF;
END
%[3]s;
\echo 'ok list errors'
`, sqlString(g.ext+".base_url"), g.qualified(list.name)+"("+g.testArgs(list, listCall)+")", testQuote)
	}
	return b.String()
}

// probe is the first function of one of the shapes whose example call the mock server answers.
func (g *gen) probe(shapes ...string) (*function, example.Call) {
	answers := mocktest.NewAnswers(g.spec)
	for _, f := range g.funcs {
		if !slices.Contains(shapes, f.shape) {
			continue
		}
		c := g.example.Call(f.method, false)
		if mocktest.CallSkipReason(g.api, c, "sql", "python") == "" && answers.InvalidReason(f.method) == "" {
			return f, c
		}
	}
	return nil, example.Call{}
}
