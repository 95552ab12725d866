package conformance

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// DriverOutput is one line a driver prints for a scenario: the result, or the error, or both (the items or events
// received before an error).
type DriverOutput struct {
	Scenario string          `json:"scenario"`
	Result   json.RawMessage `json:"result,omitempty"`
	Error    *DriverError    `json:"error,omitempty"`
}

// DriverError describes the error a call raised.
type DriverError struct {
	Kind      string `json:"kind"`
	Status    int    `json:"status,omitempty"`
	Message   string `json:"message,omitempty"`
	RequestID string `json:"request_id,omitempty"`
}

// Check compares a scenario's expectations with what the driver printed (nil: it printed nothing) and what the
// server received. It returns one message per difference, each saying where and what was expected and found.
func Check(s Scenario, out *DriverOutput, got []Request) []string {
	var p problems
	checkOutcome(&p, s.Expect, out)
	checkRequests(&p, s.Expect, got)
	return p
}

type problems []string

func (p *problems) add(format string, args ...any) { *p = append(*p, fmt.Sprintf(format, args...)) }

func checkOutcome(p *problems, e Expect, out *DriverOutput) {
	if out == nil {
		p.add("driver: printed no line for this scenario")
		return
	}
	if e.Error != nil {
		checkError(p, *e.Error, out.Error, out.Result)
	} else if out.Error != nil {
		p.add("error: want success, got %s", describeError(out.Error))
	}
	if len(e.Result) == 0 {
		return
	}
	if len(out.Result) == 0 {
		p.add("result: want %s, driver printed none", compact(e.Result))
		return
	}
	want, err1 := decodeJSON(e.Result)
	gotv, err2 := decodeJSON(out.Result)
	if err1 != nil || err2 != nil {
		p.add("result: cannot decode (want: %v, got: %v)", err1, err2)
		return
	}
	for _, m := range match("result", want, gotv, false) {
		p.add("%s", m)
	}
}

func checkError(p *problems, want ExpectedError, got *DriverError, result json.RawMessage) {
	if got == nil {
		detail := ""
		if len(result) > 0 {
			detail = "; result " + truncate(compact(result), 300)
		}
		p.add("error: want %s, got success%s", describeExpectedError(want), detail)
		return
	}
	if !kindMatches(want.Kind, got.Kind) {
		p.add("error.kind: want %s, got %s", wantKind(want.Kind), describeError(got))
	}
	if want.Status != 0 && got.Status != want.Status {
		p.add("error.status: want %d, got %d (%s)", want.Status, got.Status, describeError(got))
	}
	for _, sub := range want.MessageContains {
		if !strings.Contains(got.Message, sub) {
			p.add("error.message: want it to contain %q, got %q", sub, got.Message)
		}
	}
	if want.RequestID != "" && got.RequestID != want.RequestID {
		p.add("error.request_id: want %q, got %q", want.RequestID, got.RequestID)
	}
}

// kindMatches: KindAPI stands for any API error (status errors included); other kinds match exactly.
func kindMatches(want, got string) bool {
	if want == KindAPI {
		return got == KindAPI || slices.Contains(statusKinds, got)
	}
	return want == got
}

func wantKind(k string) string {
	if k == KindAPI {
		return "api (any API error: api or a status kind)"
	}
	return k
}

func describeExpectedError(e ExpectedError) string {
	s := "kind " + e.Kind
	if e.Status != 0 {
		s += fmt.Sprintf(" status %d", e.Status)
	}
	return s
}

func describeError(e *DriverError) string {
	s := "kind " + e.Kind
	if e.Status != 0 {
		s += fmt.Sprintf(" status %d", e.Status)
	}
	if e.Message != "" {
		s += fmt.Sprintf(" message %q", truncate(e.Message, 300))
	}
	return s
}

func checkRequests(p *problems, e Expect, got []Request) {
	if e.RequestCount != nil && len(got) != *e.RequestCount {
		p.add("requests: want %d, server got %d%s", *e.RequestCount, len(got), listRequests(got))
	}
	for i, want := range e.Requests {
		if i >= len(got) {
			p.add("request #%d: want %s, not received", i+1, describeExpected(want))
			continue
		}
		checkRequest(p, fmt.Sprintf("request #%d", i+1), want, got[i])
	}
	for _, name := range e.SameHeaderAcrossRequests {
		if len(got) == 0 {
			continue
		}
		first := headerValue(got[0], name)
		if first == "" {
			p.add("request #1: header %s: missing, want one value shared by every request", name)
			continue
		}
		for _, r := range got[1:] {
			if v := headerValue(r, name); v != first {
				p.add("request #%d: header %s: want %q (as on request #1), got %s", r.Index+1, name, first, quoteOrMissing(v))
			}
		}
	}
	for i, g := range e.GapsMS {
		if i+1 >= len(got) {
			break
		}
		d := got[i+1].Arrived.Sub(got[i].Arrived).Milliseconds()
		if d < int64(g.Min) || d > int64(g.Max) {
			p.add("gap between requests #%d and #%d: want %d..%d ms, got %d ms", i+1, i+2, g.Min, g.Max, d)
		}
	}
}

func checkRequest(p *problems, at string, want ExpectedRequest, got Request) {
	if want.Method != "" && !strings.EqualFold(want.Method, got.Method) {
		p.add("%s: method: want %s, got %s", at, strings.ToUpper(want.Method), got.Method)
	}
	if want.Path != "" && want.Path != got.Path {
		p.add("%s: path: want %s, got %s", at, want.Path, got.Path)
	}
	if want.Query != nil {
		checkQuery(p, at, want.Query, got)
	}
	for _, name := range sortedKeys(want.Headers) {
		w := want.Headers[name]
		if v := headerValue(got, name); v != w {
			p.add("%s: header %s: want %q, got %s", at, name, w, quoteOrMissing(v))
		}
	}
	for _, name := range sortedKeys(want.HeaderPatterns) {
		pat := want.HeaderPatterns[name]
		re, err := regexp.Compile(pat)
		if err != nil {
			p.add("%s: header %s: bad pattern %q: %v", at, name, pat, err)
			continue
		}
		vals := got.Header.Values(name)
		v := strings.Join(vals, ", ")
		if len(vals) == 0 || !re.MatchString(v) {
			p.add("%s: header %s: want a match of /%s/, got %s", at, name, pat, quoteOrMissing(v))
		}
	}
	for _, name := range want.AbsentHeaders {
		if vals := got.Header.Values(name); len(vals) > 0 {
			p.add("%s: header %s: want it absent, got %q", at, name, strings.Join(vals, ", "))
		}
	}
	if len(want.Body) > 0 {
		checkBody(p, at, want, got)
	}
	if want.Parts != nil {
		checkParts(p, at, want.Parts, got)
	}
}

func checkQuery(p *problems, at string, want map[string][]string, got Request) {
	for _, k := range sortedKeys(want) {
		g, ok := got.Query[k]
		if !ok {
			p.add("%s: query %s: want %s, missing (query %q)", at, k, quoteList(want[k]), got.RawQuery)
			continue
		}
		if !slices.Equal(want[k], g) {
			p.add("%s: query %s: want %s, got %s (query %q)", at, k, quoteList(want[k]), quoteList(g), got.RawQuery)
		}
	}
	for _, k := range sortedKeys(got.Query) {
		if _, ok := want[k]; !ok {
			p.add("%s: query %s: want it absent, got %s (query %q)", at, k, quoteList(got.Query[k]), got.RawQuery)
		}
	}
}

func checkBody(p *problems, at string, want ExpectedRequest, got Request) {
	w, err := decodeJSON(want.Body)
	if err != nil {
		p.add("%s: body: bad expectation: %v", at, err)
		return
	}
	g, err := decodeJSON(got.Body)
	if err != nil {
		p.add("%s: body: want JSON %s, got %s (Content-Type %q)",
			at, compact(want.Body), truncate(fmt.Sprintf("%q", got.Body), 300), got.Header.Get("Content-Type"))
		return
	}
	for _, m := range match("body", w, g, want.BodyExact) {
		p.add("%s: %s", at, m)
	}
}

func checkParts(p *problems, at string, want []ExpectedPart, got Request) {
	if got.PartsError != "" {
		p.add("%s: multipart body: %s", at, got.PartsError)
	}
	if len(got.Parts) == 0 && got.PartsError == "" {
		p.add("%s: want a multipart/form-data body, got Content-Type %q", at, got.Header.Get("Content-Type"))
		return
	}
	wantBy := map[string][]ExpectedPart{}
	var order []string
	for _, wp := range want {
		if _, ok := wantBy[wp.Name]; !ok {
			order = append(order, wp.Name)
		}
		wantBy[wp.Name] = append(wantBy[wp.Name], wp)
	}
	gotBy := map[string][]Part{}
	for _, gp := range got.Parts {
		gotBy[gp.Name] = append(gotBy[gp.Name], gp)
	}
	for _, name := range order {
		ws, gs := wantBy[name], gotBy[name]
		if len(gs) != len(ws) {
			p.add("%s: multipart part %q: want %d, got %d (parts: %s)", at, name, len(ws), len(gs), partNames(got.Parts))
		}
		for i := 0; i < len(ws) && i < len(gs); i++ {
			wp, gp := ws[i], gs[i]
			label := fmt.Sprintf("%s: multipart part %q", at, name)
			if len(ws) > 1 {
				label += fmt.Sprintf(" #%d", i+1)
			}
			if string(gp.Value) != wp.Value {
				p.add("%s: value: want %q, got %q", label, wp.Value, truncate(string(gp.Value), 300))
			}
			if wp.Filename != nil {
				switch {
				case *wp.Filename == "" && gp.IsFile:
					p.add("%s: want a plain field, got a file named %q", label, gp.Filename)
				case *wp.Filename != "" && gp.Filename != *wp.Filename:
					p.add("%s: filename: want %q, got %s", label, *wp.Filename, quoteOrMissing(gp.Filename))
				}
			}
			if wp.ContentType != nil {
				gmt, _, _ := mime.ParseMediaType(gp.ContentType)
				wmt, _, _ := mime.ParseMediaType(*wp.ContentType)
				if gmt != wmt {
					p.add("%s: Content-Type: want %q, got %s", label, *wp.ContentType, quoteOrMissing(gp.ContentType))
				}
			}
		}
	}
	for _, gp := range got.Parts {
		if _, ok := wantBy[gp.Name]; !ok {
			p.add("%s: multipart part %q: want none, got value %q", at, gp.Name, truncate(string(gp.Value), 100))
			wantBy[gp.Name] = nil // report each unexpected name once
		}
	}
}

// match compares decoded JSON: objects hold at least the wanted keys (exactly them when exact), arrays have the
// same length, scalars are equal. Messages start with the JSON path.
func match(path string, want, got any, exact bool) []string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return []string{fmt.Sprintf("%s: want an object %s, got %s", path, show(want), show(got))}
		}
		var out []string
		for _, k := range sortedKeys(w) {
			gv, ok := g[k]
			if !ok {
				out = append(out, fmt.Sprintf("%s.%s: want %s, missing", path, k, show(w[k])))
				continue
			}
			out = append(out, match(path+"."+k, w[k], gv, exact)...)
		}
		if exact {
			for _, k := range sortedKeys(g) {
				if _, ok := w[k]; !ok {
					out = append(out, fmt.Sprintf("%s.%s: want it absent, got %s", path, k, show(g[k])))
				}
			}
		}
		return out
	case []any:
		g, ok := got.([]any)
		if !ok {
			return []string{fmt.Sprintf("%s: want an array %s, got %s", path, show(want), show(got))}
		}
		var out []string
		if len(g) != len(w) {
			out = append(out, fmt.Sprintf("%s: want %d elements %s, got %d %s", path, len(w), show(want), len(g), show(got)))
		}
		for i := 0; i < len(w) && i < len(g); i++ {
			out = append(out, match(fmt.Sprintf("%s[%d]", path, i), w[i], g[i], exact)...)
		}
		return out
	default:
		if !scalarEqual(want, got) {
			return []string{fmt.Sprintf("%s: want %s, got %s", path, show(want), show(got))}
		}
		return nil
	}
}

func scalarEqual(want, got any) bool {
	if wn, ok := want.(json.Number); ok {
		gn, ok := got.(json.Number)
		if !ok {
			return false
		}
		if wn == gn {
			return true
		}
		wf, err1 := wn.Float64()
		gf, err2 := gn.Float64()
		return err1 == nil && err2 == nil && wf == gf
	}
	return want == got
}

func decodeJSON(b []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, fmt.Errorf("trailing data after the JSON value")
	}
	return v, nil
}

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return truncate(string(b), 200)
}

func compact(b []byte) string {
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		return string(b)
	}
	return buf.String()
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

func headerValue(r Request, name string) string { return strings.Join(r.Header.Values(name), ", ") }

func quoteOrMissing(v string) string {
	if v == "" {
		return "missing"
	}
	return fmt.Sprintf("%q", v)
}

func quoteList(vs []string) string {
	q := make([]string, len(vs))
	for i, v := range vs {
		q[i] = fmt.Sprintf("%q", v)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

func partNames(parts []Part) string {
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}

func describeExpected(r ExpectedRequest) string {
	s := strings.TrimSpace(strings.ToUpper(r.Method) + " " + r.Path)
	if s == "" {
		return "a request"
	}
	return s
}

// listRequests summarises received requests for a count mismatch.
func listRequests(got []Request) string {
	if len(got) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(":")
	for _, r := range got {
		fmt.Fprintf(&b, "\n  #%d %s", r.Index+1, Summary(r))
	}
	return b.String()
}

// Summary is a one-line description of a request: method, path and query, and whether it was off script.
func Summary(r Request) string {
	s := r.Method + " " + r.Path
	if r.RawQuery != "" {
		s += "?" + r.RawQuery
	}
	if r.OffScript {
		s += fmt.Sprintf(" (beyond the script: answered %d)", StatusOffScript)
	}
	return s
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
