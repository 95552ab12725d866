// Package examplecheck_test checks, with kin-openapi as an independent validator, that every request the generated
// tests send is valid for the spec it was generated from: the mock server answers an invalid one with 400 or 422.
package examplecheck_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// notInIR are the schema keywords the IR does not carry, so no example can be made to satisfy them: a request
// breaking only these is counted and logged, not failed, until the IR builder passes them on.
var notInIR = map[string]bool{
	"not": true, "contains": true, "minContains": true, "maxContains": true,
	"propertyNames": true, "dependentRequired": true, "dependentSchemas": true,
}

// langs are the languages whose generated tests call the mock server; a request differs between them only by what
// each one's x-sdkgen-skip lists leave out.
var langs = []string{"typescript", "python", "go"}

// TestRequestsMatchSpec builds, for every method of every input, the requests its generated tests send (required
// params only, and all params) and validates each part against the original spec.
func TestRequestsMatchSpec(t *testing.T) {
	var checked, invalid, gaps, skipped, foreign atomic.Int64
	t.Cleanup(func() {
		t.Logf("%d requests checked: %d invalid, %d invalid only by keywords the IR does not carry, %d skipped by their "+
			"tests as impossible to make valid; %d patterns Go cannot compile, for which no request may send a value",
			checked.Load(), invalid.Load(), gaps.Load(), skipped.Load(), foreign.Load())
	})
	for _, p := range pairs(t) {
		t.Run(p.name, func(t *testing.T) {
			res, data := load(t, p)
			c, err := newChecker(data, res.API)
			if err != nil {
				t.Skipf("kin-openapi cannot load %s: %v", p.spec, err)
			}
			if len(c.foreign) > 0 {
				t.Logf("%d patterns Go's regexp cannot compile, for which no request may send a value: %q", len(c.foreign), c.foreign)
			}
			n := checkAPI(t, c, res.API)
			n.foreign = len(c.foreign)
			checked.Add(int64(n.checked))
			invalid.Add(int64(n.invalid))
			gaps.Add(int64(n.gaps))
			skipped.Add(int64(n.skipped))
			foreign.Add(int64(n.foreign))
		})
	}
}

// counts are what one API's check found.
type counts struct{ checked, invalid, gaps, skipped, foreign int }

// checkAPI checks every distinct request of an API's methods, each failure naming the method, the part and kin's
// reason (with the languages that send the request).
func checkAPI(t *testing.T, c *checker, api *ir.API) counts {
	var n counts
	for _, m := range api.Methods() {
		if m.Kind != "http" {
			continue
		}
		for _, all := range []bool{false, true} {
			for _, rq := range distinctRequests(api, m, all) {
				n.checked++
				if rq.skip != "" {
					n.skipped++
					t.Logf("%s (%s; %s) is skipped: %s", m.Call, paramsLabel(all), strings.Join(rq.langs, ", "), rq.skip)
					continue
				}
				problems := c.check(m, rq.req)
				if len(problems) == 0 {
					continue
				}
				t.Logf("%s (%s) sends %s", m.Call, paramsLabel(all), abbreviated(rq.req))
				gapOnly := true
				for _, pr := range problems {
					report := t.Errorf
					if notInIR[pr.keyword] {
						report = t.Logf
					} else {
						gapOnly = false
					}
					report("%s (%s %s, %s; %s): %s: %s", m.Call, m.HTTPMethod, m.Path, paramsLabel(all), strings.Join(rq.langs, ", "), pr.part, pr.reason)
				}
				if gapOnly {
					n.gaps++
				} else {
					n.invalid++
				}
			}
		}
	}
	return n
}

func paramsLabel(all bool) string {
	if all {
		return "all params"
	}
	return "required params"
}

// langRequest is a request the tests of some languages send, or why they skip it.
type langRequest struct {
	req   example.Request
	skip  string
	langs []string
}

// distinctRequests are a method's requests in each language, the same request listed once.
func distinctRequests(api *ir.API, m *ir.Method, all bool) []*langRequest {
	byKey := map[string]*langRequest{}
	var out []*langRequest
	for _, lang := range langs {
		if m.IsSkipped(lang) {
			continue
		}
		b := example.New(api, func(skip []string) bool { return slices.Contains(skip, lang) })
		call := b.Call(m, all)
		rq := &langRequest{req: call.Request(), skip: call.Unsatisfiable, langs: []string{lang}}
		key := requestKey(rq)
		if prev, ok := byKey[key]; ok {
			prev.langs = append(prev.langs, lang)
			continue
		}
		byKey[key] = rq
		out = append(out, rq)
	}
	return out
}

// requestKey identifies a request by its content.
func requestKey(rq *langRequest) string {
	b, err := json.Marshal([]any{plain(rq.req.Path), plain(rq.req.Query), plain(rq.req.Header), plain(rq.req.Body), rq.req.HasBody, rq.skip})
	if err != nil {
		return fmt.Sprint(rq)
	}
	return string(b)
}

// abbreviated is a request as JSON, cut short.
func abbreviated(r example.Request) string {
	b, _ := json.Marshal(map[string]any{"path": plain(r.Path), "query": plain(r.Query), "header": plain(r.Header), "body": plain(r.Body)})
	if len(b) > 600 {
		return string(b[:600]) + "…"
	}
	return string(b)
}
