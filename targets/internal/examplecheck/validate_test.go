package examplecheck_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"regexp"
	"sort"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// problem is one way a request breaks its operation's spec: the part (a param, or the body), kin's reason and the
// schema keyword that failed.
type problem struct {
	part, reason, keyword string
}

// checker validates requests against one spec with kin-openapi, independently of sdkgen's own spec reader.
type checker struct {
	doc  *openapi3.T
	opts []openapi3.SchemaValidationOption
	// filled are the header and query params the client sends itself (credentials, client options, default
	// headers), lower-cased: a method's call need not pass them.
	filled map[string]bool
	// foreign are the patterns Go's regexp cannot compile (lookarounds, backreferences), which neither kin nor
	// sdkgen can check a value against: sdkgen's tests must send no value for them, so kin is given a pattern no
	// value matches in their place.
	foreign []string
}

func newChecker(data []byte, api *ir.API) (*checker, error) {
	var tree any
	unmarshal := yaml.Unmarshal // YAML 1.2: a key `y` stays a string
	if json.Valid(data) {
		unmarshal = json.Unmarshal // YAML's reader refuses some of JSON's escapes (surrogate pairs)
	}
	if err := unmarshal(data, &tree); err != nil {
		return nil, err
	}
	tree = stringKeys(tree)
	var foreign []string
	rewritePatterns(tree, &foreign)
	js, err := json.Marshal(tree)
	if err != nil {
		return nil, err
	}
	doc, err := openapi3.NewLoader().LoadFromData(js)
	if err != nil {
		return nil, err
	}
	opts := []openapi3.SchemaValidationOption{
		openapi3.VisitAsRequest(), openapi3.MultiErrors(), openapi3.EnableFormatValidation(),
		openapi3.WithStringFormatValidators(mockFormats),
	}
	if doc.IsOpenAPI31OrLater() {
		opts = append(opts, openapi3.EnableJSONSchema2020())
	}
	return &checker{doc: doc, opts: opts, filled: clientFilled(api), foreign: foreign}, nil
}

// stringKeys turns the maps YAML decodes with other keys (a response code written as a number) into JSON objects.
func stringKeys(node any) any {
	switch x := node.(type) {
	case map[string]any:
		for k, v := range x {
			x[k] = stringKeys(v)
		}
	case map[any]any:
		out := make(map[string]any, len(x))
		for k, v := range x {
			out[fmt.Sprint(k)] = stringKeys(v)
		}
		return out
	case []any:
		for i, v := range x {
			x[i] = stringKeys(v)
		}
	}
	return node
}

// matchesNothing is a pattern no string matches.
const matchesNothing = `[^\s\S]`

// rewritePatterns writes every string pattern in RE2's syntax (ECMA-262's \uXXXX as \x{XXXX}), and replaces those
// RE2 cannot compile, noting each, by matchesNothing: left in, one such pattern makes kin give up JSON Schema
// 2020-12 validation of the whole schema for its 3.0 validator, which ignores const.
func rewritePatterns(node any, foreign *[]string) {
	switch x := node.(type) {
	case map[string]any:
		if p, ok := x["pattern"].(string); ok {
			x["pattern"] = spec.RE2(p)
			if _, err := regexp.Compile(spec.RE2(p)); err != nil {
				x["pattern"] = matchesNothing
				*foreign = append(*foreign, p)
			}
		}
		for _, v := range x {
			rewritePatterns(v, foreign)
		}
	case []any:
		for _, v := range x {
			rewritePatterns(v, foreign)
		}
	}
}

// clientFilled are the params the client fills in for every request, by lower-cased name.
func clientFilled(api *ir.API) map[string]bool {
	out := map[string]bool{}
	for _, s := range api.Auth.Schemes {
		if s.ParamName != "" {
			out[strings.ToLower(s.ParamName)] = true
		}
	}
	for _, o := range api.ClientOptions {
		for _, n := range []string{o.SendInHeader, o.SendAsQueryParam} {
			if n != "" {
				out[strings.ToLower(n)] = true
			}
		}
	}
	for _, h := range api.Headers {
		out[strings.ToLower(h.Name)] = true
	}
	if api.Idempotency != nil {
		out[strings.ToLower(api.Idempotency.Header)] = true
	}
	return out
}

// check validates a method's request, returning what is wrong with it.
func (c *checker) check(m *ir.Method, r example.Request) []problem {
	item := c.doc.Paths.Value(m.Path)
	var op *openapi3.Operation
	if item != nil {
		op = item.GetOperation(strings.ToUpper(m.HTTPMethod))
	}
	if op == nil {
		return []problem{{"operation", fmt.Sprintf("kin-openapi finds no %s %s in the spec", m.HTTPMethod, m.Path), ""}}
	}
	var out []problem
	for _, p := range params(item, op) {
		out = append(out, c.checkParam(p, r)...)
	}
	return append(out, c.checkBody(m, op, r)...)
}

// params are an operation's parameters, the operation's overriding the path item's of the same name and place.
func params(item *openapi3.PathItem, op *openapi3.Operation) []*openapi3.Parameter {
	seen := map[string]bool{}
	var out []*openapi3.Parameter
	for _, list := range []openapi3.Parameters{op.Parameters, item.Parameters} {
		for _, ref := range list {
			p := ref.Value
			if p == nil || seen[p.In+" "+strings.ToLower(p.Name)] {
				continue
			}
			seen[p.In+" "+strings.ToLower(p.Name)] = true
			out = append(out, p)
		}
	}
	return out
}

func (c *checker) checkParam(p *openapi3.Parameter, r example.Request) []problem {
	values := map[string]map[string]any{"path": r.Path, "query": r.Query, "header": r.Header}[p.In]
	if values == nil {
		return nil // cookies: the tests send none
	}
	part := p.In + " param `" + p.Name + "`"
	v, ok := lookupFold(values, p.Name, p.In == "header")
	if !ok {
		if p.Required && !c.filled[strings.ToLower(p.Name)] {
			return []problem{{part, "required, and the call does not pass it", "required"}}
		}
		return nil
	}
	schema := p.Schema
	if schema == nil {
		for _, mt := range p.Content {
			schema = mt.Schema
		}
	}
	return c.visit(part, schema, v)
}

func (c *checker) checkBody(m *ir.Method, op *openapi3.Operation, r example.Request) []problem {
	if op.RequestBody == nil || op.RequestBody.Value == nil {
		return nil
	}
	rb := op.RequestBody.Value
	if !r.HasBody {
		if rb.Required {
			return []problem{{"body", "required, and the call does not send one", "required"}}
		}
		return nil
	}
	if m.Body == nil {
		return nil
	}
	mt := rb.Content.Get(m.Body.ContentType)
	if mt == nil || m.Body.Encoding == "binary" {
		return nil // raw bytes: nothing to validate
	}
	return c.visit("body ("+m.Body.ContentType+")", mt.Schema, r.Body)
}

// visit validates a value against a schema; no schema allows anything.
func (c *checker) visit(part string, schema *openapi3.SchemaRef, v any) []problem {
	if schema == nil || schema.Value == nil {
		return nil
	}
	err := schema.Value.VisitJSON(plain(v), c.opts...)
	if err == nil {
		return nil
	}
	return problems(part, err)
}

// problems are kin's reasons for an error, one per failed keyword, each with where in the value it failed.
func problems(part string, err error) []problem {
	var multi openapi3.MultiError
	if errors.As(err, &multi) {
		var out []problem
		for _, e := range multi {
			out = append(out, problems(part, e)...)
		}
		return out
	}
	var se *openapi3.SchemaError
	if errors.As(err, &se) {
		at := "/" + strings.Join(se.JSONPointer(), "/")
		reason := cleanReason(se.Reason)
		if se.SchemaField == "pattern" && se.Schema != nil && se.Schema.Pattern == matchesNothing {
			reason = "a value is sent for a pattern Go's RE2 cannot compile, which nothing checked"
		}
		return []problem{{part, at + ": " + reason, se.SchemaField}}
	}
	return []problem{{part, strings.SplitN(err.Error(), "\n", 2)[0], ""}}
}

// jsonSchemaPrefix is how kin's JSON Schema 2020-12 reasons start: the path, then the validator's own location.
var jsonSchemaPrefix = regexp.MustCompile(`^error at "[^"]*": (at '[^']*': )?`)

// cleanReason is a reason without the locations kin's JSON Schema 2020-12 validator repeats.
func cleanReason(reason string) string {
	return strings.SplitN(jsonSchemaPrefix.ReplaceAllString(reason, ""), "\n", 2)[0]
}

// lookupFold finds a value by name; header names are compared case-insensitively.
func lookupFold(values map[string]any, name string, fold bool) (any, bool) {
	if v, ok := values[name]; ok {
		return v, true
	}
	if !fold {
		return nil, false
	}
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if strings.EqualFold(k, name) {
			return values[k], true
		}
	}
	return nil, false
}

// plain turns an example value into the decoded-JSON form kin validates; a file is its contents.
func plain(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, it := range x {
			out[k] = plain(it)
		}
		return out
	case example.Object:
		out := make(map[string]any, len(x))
		for _, e := range x {
			out[e.Key] = plain(e.Val)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, it := range x {
			out[i] = plain(it)
		}
		return out
	case json.Number:
		f, _ := x.Float64()
		return f
	case example.File:
		return "file contents"
	}
	return v
}

// mockFormats check the string formats the mock server (Prism, with ajv-formats) checks beyond kin's own.
var mockFormats = map[string]openapi3.StringFormatValidator{
	"uuid":     openapi3.NewRegexpFormatValidator(`^(?i:urn:uuid:)?(?i:[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})$`),
	"email":    openapi3.NewRegexpFormatValidator(`^(?i:[a-z0-9!#$%&'*+/=?^_` + "`" + `{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_` + "`" + `{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)$`),
	"hostname": openapi3.NewRegexpFormatValidator(`^(?i:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*)$`),
	"time":     openapi3.NewRegexpFormatValidator(`^(?i:\d\d:\d\d:\d\d(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?))$`),
	"uri":      openapi3.NewCallbackValidator(absoluteURI),
	"ipv4":     openapi3.NewCallbackValidator(func(s string) error { return ipOf(s, true) }),
	"ipv6":     openapi3.NewCallbackValidator(func(s string) error { return ipOf(s, false) }),
}

var schemeRE = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)

func absoluteURI(s string) error {
	if _, err := url.Parse(s); err != nil || !schemeRE.MatchString(s) {
		return fmt.Errorf("%q is not an absolute URI", s)
	}
	return nil
}

func ipOf(s string, v4 bool) error {
	ip := net.ParseIP(s)
	if ip == nil || (ip.To4() != nil) != v4 || (v4 && strings.Contains(s, ":")) {
		return fmt.Errorf("%q is not an IP address of its version", s)
	}
	return nil
}
