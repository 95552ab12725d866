package jvm

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// ReadmeMatchers are how a README example (readme.example_requests) finds its method, in order: by endpoint and
// call chain, else by endpoint, else by call chain.
func ReadmeMatchers(ex *ir.ReadmeExample) []func(*ir.Method) bool {
	endpoint := func(m *ir.Method) bool {
		verb, path, _ := strings.Cut(strings.TrimSpace(ex.Endpoint), " ")
		return ex.Endpoint != "" && strings.EqualFold(verb, m.HTTPMethod) && strings.TrimSpace(path) == m.Path
	}
	return []func(*ir.Method) bool{
		func(m *ir.Method) bool { return endpoint(m) && m.Call == ex.Call },
		endpoint,
		func(m *ir.Method) bool { return m.Call == ex.Call },
	}
}

// ReadmeCall is the example call of a method with the README example's params (by wire or SDK name) over the
// example values of the required ones. skipped tells the example values which skip lists leave a value out, and
// skipParam which params the language's method does not have.
func ReadmeCall(api *ir.API, ex *ir.ReadmeExample, m *ir.Method, skipped func([]string) bool, skipParam func(*ir.Param) bool) example.Call {
	call := example.New(api, skipped).Call(m, false)
	params, _ := example.Normalize(ex.Params).(example.Object)
	lookup := func(names ...string) (any, bool) {
		for _, e := range params {
			if slices.Contains(names, e.Key) {
				return e.Val, true
			}
		}
		return nil, false
	}
	var args []example.Arg
	for _, p := range m.Params {
		if skipParam(p) {
			continue
		}
		v, ok := lookup(p.WireName, p.Name)
		if !ok {
			v, ok = call.Value(p)
		}
		if ok {
			args = append(args, example.Arg{Param: p, Value: v})
		}
	}
	call.Params = args
	if b := m.Body; b != nil && !b.Flattened && b.Type != nil {
		name := b.ParamName
		if strings.TrimSpace(name) == "" {
			name = "body"
		}
		if v, ok := lookup(name); ok {
			call.Body, call.HasBody = v, true
		}
	}
	return call
}
