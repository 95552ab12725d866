//go:build ignore

// The Go driver of sdkgen's conformance suite (targets/conformance).
//
// This file is not part of sdkgen's module: the `ignore` build constraint keeps `go build`, `go vet`, golangci-lint
// and `go mod tidy` of sdkgen away from it (it imports the generated SDK, github.com/sdkgen/conformance-go, which
// only exists in a generated module). sdkgen's toolchain test (targets/golang/toolchain_test.go) copies it, without
// that constraint, into an SDK generated from targets/conformance/api as conformance/main.go, vets it with the
// module, builds it and runs it from the module's root:
//
//	CONFORMANCE_BASE_URL=http://127.0.0.1:PORT CONFORMANCE_SCENARIOS=/path/scenarios.json ./conformance-driver
//
// It interprets the scenarios file generically (it never names a scenario): for each scenario it builds a client,
// makes the one call, and prints one JSON line on stdout, {"scenario", "result"} and/or {"scenario", "error"}. The
// Go harness (conformance.Run) checks those lines and what its server received. Format: targets/conformance/doc.go;
// models: targets/typescript/conformance/driver.ts and targets/python/conformance/driver.py.
//
// Go has no getattr, so the call is found by reflection: "resource.method" names the client's service field and
// its method case-insensitively (ids.list is Client.IDs.List). Collecting items calls <Method>AutoPaging, a stream
// call <Method>Streaming. The params object is decoded into the method's params struct by the fields' wire names
// (their json, query or header tags): param.Field and param.Opt values, nested params, unions (the first variant
// that accepts the value) and files (param.File readers). A result is printed as the JSON the SDK decoded it from
// (RawJSON), so it holds the server's fields even where the typed value keeps them raw (unions, unknown fields).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"reflect"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/sdkgen/conformance-go"
	"github.com/sdkgen/conformance-go/option"
	"github.com/sdkgen/conformance-go/packages/param"
)

// watchdog bounds one scenario, so that one hung call cannot stall the run; it is then reported as kind driver.
const watchdog = 60 * time.Second

// The scenarios file, as far as the driver reads it (targets/conformance/scenario.go).
type scenarioFile struct {
	Scenarios []scenario `json:"scenarios"`
}

type scenario struct {
	Name    string     `json:"name"`
	Client  clientSpec `json:"client"`
	Call    callSpec   `json:"call"`
	Collect string     `json:"collect"`
}

type clientSpec struct {
	APIKey         *string           `json:"api_key"`
	Username       *string           `json:"username"`
	Password       *string           `json:"password"`
	Token          *string           `json:"token"`
	MaxRetries     *int              `json:"max_retries"`
	TimeoutMS      *int              `json:"timeout_ms"`
	DefaultHeaders map[string]string `json:"default_headers"`
	Env            map[string]string `json:"env"`
	ZeroArgs       bool              `json:"zero_args"`
	TrailingSlash  bool              `json:"trailing_slash"`
}

type callSpec struct {
	Method  string                     `json:"method"`
	Args    []string                   `json:"args"`
	Params  map[string]json.RawMessage `json:"params"`
	Options *optionsSpec               `json:"options"`
	Files   map[string]fileSpec        `json:"files"`
	Stream  bool                       `json:"stream"`
}

type optionsSpec struct {
	MaxRetries     *int                       `json:"max_retries"`
	TimeoutMS      *int                       `json:"timeout_ms"`
	Headers        map[string]*string         `json:"headers"`
	Query          map[string]json.RawMessage `json:"query"`
	Body           map[string]json.RawMessage `json:"body"`
	IdempotencyKey *string                    `json:"idempotency_key"`
}

type fileSpec struct {
	Content     string `json:"content"`
	Filename    string `json:"filename"`
	ContentType string `json:"content_type"`
}

// output is one line of the driver's stdout.
type output struct {
	Scenario string          `json:"scenario"`
	Result   json.RawMessage `json:"result,omitempty"`
	Error    *errorOut       `json:"error,omitempty"`
}

type errorOut struct {
	Kind      string `json:"kind"`
	Status    int    `json:"status,omitempty"`
	Message   string `json:"message"`
	RequestID string `json:"request_id,omitempty"`
}

// driverError is a failure of the driver itself (an unknown method, params it cannot decode, a hung scenario).
type driverError struct{ msg string }

func (e *driverError) Error() string { return e.msg }

func driverErr(format string, args ...any) error {
	return &driverError{msg: fmt.Sprintf(format, args...)}
}

func main() {
	root := strings.TrimRight(requireEnv("CONFORMANCE_BASE_URL"), "/")
	path := requireEnv("CONFORMANCE_SCENARIOS")
	// CONFORMANCE_BASE_URL is also the SDK's own base URL override: only scenarios that set it may see it.
	_ = os.Unsetenv("CONFORMANCE_BASE_URL")
	_ = os.Unsetenv("CONFORMANCE_SCENARIOS")
	data, err := os.ReadFile(path)
	if err != nil {
		fatal(err)
	}
	var file scenarioFile
	if err := json.Unmarshal(data, &file); err != nil {
		fatal(fmt.Errorf("%s: %w", path, err))
	}
	for _, s := range file.Scenarios {
		emit(runScenario(s, root+"/s/"+s.Name))
	}
	// A hung scenario's goroutine may still be running: everything is printed, so leave now.
	os.Exit(0)
}

func requireEnv(name string) string {
	v := os.Getenv(name)
	if v == "" {
		fatal(fmt.Errorf("%s is not set", name))
	}
	return v
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "conformance driver:", err)
	os.Exit(2)
}

func emit(line output) {
	data, err := json.Marshal(line)
	if err != nil {
		data, _ = json.Marshal(output{Scenario: line.Scenario, Error: &errorOut{Kind: "driver", Message: "cannot print the result: " + err.Error()}})
	}
	data = append(data, '\n')
	_, _ = os.Stdout.Write(data)
}

// outcome is what one scenario produced; the watchdog may read it while the call still runs.
type outcome struct {
	mu      sync.Mutex
	closed  bool
	done    bool
	result  json.RawMessage
	err     error
	partial []json.RawMessage
	started bool // partial is being collected (items, pages, events)
}

func (o *outcome) start() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.started = true
	o.partial = []json.RawMessage{}
}

func (o *outcome) add(v json.RawMessage) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.closed {
		o.partial = append(o.partial, v)
	}
}

// collected is the items, pages or events so far, as a JSON array.
func (o *outcome) collected() json.RawMessage {
	o.mu.Lock()
	defer o.mu.Unlock()
	return jsonArray(o.partial)
}

func (o *outcome) finish(result json.RawMessage, err error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.closed {
		o.result, o.err, o.done = result, err, true
	}
}

// report closes the outcome (a call still running can no longer change it) and renders its line.
func (o *outcome) report(name string) output {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.closed = true
	out := output{Scenario: name}
	if !o.done {
		o.err = driverErr("the scenario did not finish within %s", watchdog)
	}
	if o.err == nil {
		out.Result = o.result
		return out
	}
	out.Error = describe(o.err)
	if o.started {
		out.Result = jsonArray(o.partial)
	}
	if out.Error.Kind == "driver" || out.Error.Kind == "client" {
		// The harness shows stderr when a scenario fails.
		fmt.Fprintf(os.Stderr, "conformance driver: scenario %s: %s error: %+v\n", name, out.Error.Kind, o.err)
	}
	return out
}

func jsonArray(items []json.RawMessage) json.RawMessage {
	if items == nil {
		items = []json.RawMessage{}
	}
	data, err := json.Marshal(items)
	if err != nil {
		return json.RawMessage(`[]`)
	}
	return data
}

// runScenario sets the scenario's environment, runs its call in a goroutine under the watchdog, and restores the
// environment.
func runScenario(s scenario, base string) output {
	restore := setEnv(s.Client.Env, base)
	defer restore()
	o := &outcome{}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		defer func() {
			if p := recover(); p != nil {
				fmt.Fprintf(os.Stderr, "conformance driver: scenario %s panicked: %v\n%s", s.Name, p, debug.Stack())
				o.finish(nil, driverErr("panic: %v", p))
			}
		}()
		result, err := perform(ctx, s, base, o)
		o.finish(result, err)
	}()
	timer := time.NewTimer(watchdog)
	defer timer.Stop()
	select {
	case <-finished:
	case <-timer.C:
	}
	return o.report(s.Name)
}

// setEnv sets the scenario's environment variables ({base_url} expanded) and returns what restores them.
func setEnv(env map[string]string, base string) func() {
	type saved struct {
		value string
		set   bool
	}
	old := map[string]saved{}
	for name, value := range env {
		v, ok := os.LookupEnv(name)
		old[name] = saved{v, ok}
		_ = os.Setenv(name, strings.ReplaceAll(value, "{base_url}", base))
	}
	return func() {
		for name, s := range old {
			if s.set {
				_ = os.Setenv(name, s.value)
			} else {
				_ = os.Unsetenv(name)
			}
		}
	}
}

// newClient constructs the client: with no option at all for zero_args, so that the environment supplies
// everything.
func newClient(spec clientSpec, base string) *conformance.Client {
	if spec.ZeroArgs {
		return conformance.NewClient()
	}
	if spec.TrailingSlash {
		base += "/"
	}
	opts := []option.RequestOption{option.WithBaseURL(base)}
	if spec.APIKey != nil {
		opts = append(opts, option.WithAPIKey(*spec.APIKey))
	}
	if spec.Username != nil {
		opts = append(opts, option.WithUsername(*spec.Username))
	}
	if spec.Password != nil {
		opts = append(opts, option.WithPassword(*spec.Password))
	}
	if spec.Token != nil {
		opts = append(opts, option.WithToken(*spec.Token))
	}
	if spec.MaxRetries != nil {
		opts = append(opts, option.WithMaxRetries(*spec.MaxRetries))
	}
	if spec.TimeoutMS != nil {
		opts = append(opts, option.WithRequestTimeout(time.Duration(*spec.TimeoutMS)*time.Millisecond))
	}
	for _, name := range sortedKeys(spec.DefaultHeaders) {
		opts = append(opts, option.WithHeader(name, spec.DefaultHeaders[name]))
	}
	return conformance.NewClient(opts...)
}

// callOptions are the per-call request options.
func callOptions(spec *optionsSpec) ([]option.RequestOption, error) {
	var opts []option.RequestOption
	if spec == nil {
		return opts, nil
	}
	if spec.MaxRetries != nil {
		opts = append(opts, option.WithMaxRetries(*spec.MaxRetries))
	}
	if spec.TimeoutMS != nil {
		opts = append(opts, option.WithRequestTimeout(time.Duration(*spec.TimeoutMS)*time.Millisecond))
	}
	for _, name := range sortedKeys(spec.Headers) {
		if v := spec.Headers[name]; v == nil {
			opts = append(opts, option.WithHeaderDel(name))
		} else {
			opts = append(opts, option.WithHeader(name, *v))
		}
	}
	for _, name := range sortedKeys(spec.Query) {
		var values []json.RawMessage
		if json.Unmarshal(spec.Query[name], &values) != nil {
			values = []json.RawMessage{spec.Query[name]}
		}
		for i, raw := range values {
			text, err := queryText(raw)
			if err != nil {
				return nil, driverErr("options.query.%s: %v", name, err)
			}
			if i == 0 {
				opts = append(opts, option.WithQuery(name, text))
			} else {
				opts = append(opts, option.WithQueryAdd(name, text))
			}
		}
	}
	for _, name := range sortedKeys(spec.Body) {
		var v any
		if err := json.Unmarshal(spec.Body[name], &v); err != nil {
			return nil, driverErr("options.body.%s: %v", name, err)
		}
		opts = append(opts, option.WithJSONSet(name, v))
	}
	if spec.IdempotencyKey != nil {
		opts = append(opts, option.WithIdempotencyKey(*spec.IdempotencyKey))
	}
	return opts, nil
}

// queryText is a scalar JSON value as a query string value.
func queryText(raw json.RawMessage) (string, error) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return "", err
	}
	switch x := v.(type) {
	case string:
		return x, nil
	case bool:
		return strconv.FormatBool(x), nil
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64), nil
	}
	return "", fmt.Errorf("%s is not a scalar", raw)
}

var (
	ctxType    = reflect.TypeOf((*context.Context)(nil)).Elem()
	errorType  = reflect.TypeOf((*error)(nil)).Elem()
	readerType = reflect.TypeOf((*io.Reader)(nil)).Elem()
	optsType   = reflect.TypeOf([]option.RequestOption(nil))
)

// perform builds the client, makes the call and collects its result.
func perform(ctx context.Context, s scenario, base string, o *outcome) (json.RawMessage, error) {
	client := newClient(s.Client, base)
	suffix := ""
	switch s.Collect {
	case "value", "pages":
	case "items":
		suffix = "AutoPaging"
	case "events":
		if s.Call.Stream {
			suffix = "Streaming"
		}
	default:
		return nil, driverErr("unknown collect %q", s.Collect)
	}
	if s.Call.Stream && s.Collect != "events" {
		return nil, driverErr("stream is set but collect is %s", s.Collect)
	}
	method, err := lookup(client, s.Call.Method, suffix)
	if err != nil {
		return nil, err
	}
	opts, err := callOptions(s.Call.Options)
	if err != nil {
		return nil, err
	}
	in, err := arguments(ctx, s.Call, method.Type(), opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.Call.Method, err)
	}
	out := method.CallSlice(in)

	switch s.Collect {
	case "value":
		res, err := results(out)
		if err != nil {
			return nil, err
		}
		return jsonOf(res)
	case "items":
		if len(out) != 1 {
			return nil, driverErr("%s%s returns %d values, not an auto-pager", s.Call.Method, suffix, len(out))
		}
		return iterate(out[0], o)
	case "events":
		if len(out) != 1 {
			return nil, driverErr("%s%s returns %d values, not a stream", s.Call.Method, suffix, len(out))
		}
		stream := out[0]
		defer func() {
			if c := stream.MethodByName("Close"); c.IsValid() {
				c.Call(nil)
			}
		}()
		return iterate(stream, o)
	default: // pages
		page, err := results(out)
		o.start()
		for err == nil && page.IsValid() && !page.IsNil() {
			items := reflect.Indirect(page).FieldByName("Items")
			if !items.IsValid() {
				return nil, driverErr("a page of %s (%s) has no Items", s.Call.Method, page.Type())
			}
			j, jerr := jsonOf(items)
			if jerr != nil {
				return nil, jerr
			}
			o.add(j)
			next := page.MethodByName("GetNextPage")
			if !next.IsValid() {
				return nil, driverErr("a page of %s (%s) has no GetNextPage", s.Call.Method, page.Type())
			}
			page, err = results(next.Call(nil))
		}
		if err != nil {
			return nil, err
		}
		return o.collected(), nil
	}
}

// iterate walks an auto-pager or a stream (Next, Current, Err), collecting each item.
func iterate(it reflect.Value, o *outcome) (json.RawMessage, error) {
	next, current, errFn := it.MethodByName("Next"), it.MethodByName("Current"), it.MethodByName("Err")
	if !next.IsValid() || !current.IsValid() || !errFn.IsValid() {
		return nil, driverErr("%s has no Next, Current and Err", it.Type())
	}
	o.start()
	for next.Call(nil)[0].Bool() {
		j, err := jsonOf(current.Call(nil)[0])
		if err != nil {
			return nil, err
		}
		o.add(j)
	}
	if err, _ := errFn.Call(nil)[0].Interface().(error); err != nil {
		return nil, err
	}
	return o.collected(), nil
}

// results splits a method's results into its value and its error.
func results(out []reflect.Value) (reflect.Value, error) {
	if len(out) != 2 || !out[1].Type().Implements(errorType) {
		return reflect.Value{}, driverErr("the method returns %d values, not (value, error)", len(out))
	}
	err, _ := out[1].Interface().(error)
	return out[0], err
}

// lookup finds resource.method (+ suffix) on the client: a service field and one of its methods, by name without
// regard to case or underscores.
func lookup(client *conformance.Client, path, suffix string) (reflect.Value, error) {
	resource, name, ok := strings.Cut(path, ".")
	if !ok {
		return reflect.Value{}, driverErr("call.method %q is not resource.method", path)
	}
	cv := reflect.ValueOf(client).Elem()
	var svc reflect.Value
	for i := 0; i < cv.NumField(); i++ {
		if f := cv.Type().Field(i); f.IsExported() && sameName(f.Name, resource) {
			svc = cv.Field(i)
			break
		}
	}
	if !svc.IsValid() {
		return reflect.Value{}, driverErr("the client has no resource %s (for %s)", resource, path)
	}
	sv := svc
	if sv.Kind() != reflect.Pointer {
		sv = svc.Addr()
	}
	// The configured name first: a resource with its own get method keeps retrieve as Retrieve.
	for _, want := range []string{name, goVerbs[name]} {
		for i := 0; want != "" && i < sv.NumMethod(); i++ {
			if m := sv.Type().Method(i); sameName(m.Name, want+suffix) {
				return sv.Method(i), nil
			}
		}
	}
	return reflect.Value{}, driverErr("%s has no method %s%s (for %s)", svc.Type(), name, suffix, path)
}

// goVerbs are the Go target's method names for configured ones: create is New and retrieve is Get.
var goVerbs = map[string]string{"create": "new", "retrieve": "get"}

func sameName(goName, wire string) bool {
	return strings.EqualFold(goName, strings.ReplaceAll(wire, "_", ""))
}

// arguments are the call's inputs: the context, the path arguments (the method's string inputs, in order), the
// params struct and the request options.
func arguments(ctx context.Context, call callSpec, mt reflect.Type, opts []option.RequestOption) ([]reflect.Value, error) {
	if !mt.IsVariadic() || mt.In(mt.NumIn()-1) != optsType {
		return nil, driverErr("the method (%s) does not end with ...option.RequestOption", mt)
	}
	var in []reflect.Value
	args := call.Args
	hasParams := false
	for i := 0; i < mt.NumIn()-1; i++ {
		t := mt.In(i)
		switch {
		case t == ctxType:
			in = append(in, reflect.ValueOf(ctx))
		case t.Kind() == reflect.String:
			if len(args) == 0 {
				return nil, driverErr("the method (%s) takes more path arguments than the %d given", mt, len(call.Args))
			}
			in = append(in, reflect.ValueOf(args[0]).Convert(t))
			args = args[1:]
		case t.Kind() == reflect.Struct && !hasParams:
			hasParams = true
			p, err := decodeParams(t, call.Params, call.Files)
			if err != nil {
				return nil, err
			}
			in = append(in, p)
		default:
			return nil, driverErr("the method (%s) has an input of type %s", mt, t)
		}
	}
	if len(args) > 0 {
		return nil, driverErr("the method (%s) takes fewer path arguments than the %d given", mt, len(call.Args))
	}
	if !hasParams && (len(call.Params) > 0 || len(call.Files) > 0) {
		return nil, driverErr("the method (%s) takes no params", mt)
	}
	return append(in, reflect.ValueOf(opts)), nil
}

// decodeParams fills a params struct from the scenario's params (by wire name) and files.
func decodeParams(t reflect.Type, params map[string]json.RawMessage, files map[string]fileSpec) (reflect.Value, error) {
	v := reflect.New(t).Elem()
	fields := wireFields(t)
	for _, name := range sortedKeys(params) {
		i, ok := fields[name]
		if !ok {
			return reflect.Value{}, driverErr("%s has no field for the param %q", t, name)
		}
		if err := decodeInto(v.Field(i), params[name], false); err != nil {
			return reflect.Value{}, driverErr("param %s (%s): %v", name, t.Field(i).Type, err)
		}
	}
	for _, name := range sortedKeys(files) {
		i, ok := fields[name]
		if !ok {
			return reflect.Value{}, driverErr("%s has no field for the file %q", t, name)
		}
		f := files[name]
		r := param.File(strings.NewReader(f.Content), f.Filename, f.ContentType)
		if err := assign(v.Field(i), reflect.ValueOf(&r).Elem()); err != nil {
			return reflect.Value{}, driverErr("file %s: %v", name, err)
		}
	}
	return v, nil
}

// wireFields maps the wire names of a struct's fields (json, else query, else header tag) to their indexes.
func wireFields(t reflect.Type) map[string]int {
	out := map[string]int{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Anonymous || !f.IsExported() {
			continue
		}
		for _, key := range []string{"json", "query", "header", "form"} {
			name, _, _ := strings.Cut(f.Tag.Get(key), ",")
			if name != "" && name != "-" {
				out[name] = i
				break
			}
		}
	}
	return out
}

// requiredFields are the wire names of a struct's fields tagged required.
func requiredFields(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		for _, key := range []string{"json", "query", "header", "form"} {
			name, opts, _ := strings.Cut(f.Tag.Get(key), ",")
			if name != "" && name != "-" {
				if strings.Contains(","+opts+",", ",required,") {
					out = append(out, name)
				}
				break
			}
		}
	}
	return out
}

// isParamField reports a param.Field[T] (code_style v1), whose exported Value and Present the driver sets.
func isParamField(t reflect.Type) bool {
	return t.Kind() == reflect.Struct && strings.HasPrefix(t.Name(), "Field[") && strings.HasSuffix(t.PkgPath(), "/packages/param")
}

// isUnion reports a union params struct: it embeds param.APIUnion and its fields are the variants.
func isUnion(t reflect.Type) bool {
	if t.Kind() != reflect.Struct {
		return false
	}
	for i := 0; i < t.NumField(); i++ {
		if f := t.Field(i); f.Anonymous && f.Type.Name() == "APIUnion" {
			return true
		}
	}
	return false
}

// decodeInto sets v from JSON. Strict decoding (of union variants) rejects unknown keys and missing required
// fields, so that the first variant that accepts a value is the right one.
func decodeInto(v reflect.Value, raw json.RawMessage, strict bool) error {
	t := v.Type()
	isNull := bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
	switch {
	case isParamField(t):
		if isNull {
			v.FieldByName("Null").SetBool(true)
		} else if err := decodeInto(v.FieldByName("Value"), raw, strict); err != nil {
			return err
		}
		v.FieldByName("Present").SetBool(true)
		return nil
	case isUnion(t):
		return decodeUnion(v, raw)
	case reflect.PointerTo(t).Implements(reflect.TypeOf((*json.Unmarshaler)(nil)).Elem()):
		// param.Opt[T], time.Time and other types that decode themselves.
		return json.Unmarshal(raw, v.Addr().Interface())
	}
	switch t.Kind() {
	case reflect.Struct:
		return decodeObject(v, raw, strict)
	case reflect.Pointer:
		if isNull {
			v.SetZero()
			return nil
		}
		p := reflect.New(t.Elem())
		if err := decodeInto(p.Elem(), raw, strict); err != nil {
			return err
		}
		v.Set(p)
		return nil
	case reflect.Slice:
		if isNull {
			v.SetZero()
			return nil
		}
		var elems []json.RawMessage
		if err := json.Unmarshal(raw, &elems); err != nil {
			return err
		}
		s := reflect.MakeSlice(t, len(elems), len(elems))
		for i, e := range elems {
			if err := decodeInto(s.Index(i), e, strict); err != nil {
				return fmt.Errorf("[%d]: %w", i, err)
			}
		}
		v.Set(s)
		return nil
	case reflect.Map:
		if isNull {
			v.SetZero()
			return nil
		}
		if t.Key().Kind() != reflect.String {
			return fmt.Errorf("a map keyed by %s", t.Key())
		}
		var elems map[string]json.RawMessage
		if err := json.Unmarshal(raw, &elems); err != nil {
			return err
		}
		m := reflect.MakeMapWithSize(t, len(elems))
		for k, e := range elems {
			ev := reflect.New(t.Elem()).Elem()
			if err := decodeInto(ev, e, strict); err != nil {
				return fmt.Errorf("[%q]: %w", k, err)
			}
			m.SetMapIndex(reflect.ValueOf(k).Convert(t.Key()), ev)
		}
		v.Set(m)
		return nil
	case reflect.Interface:
		if t.NumMethod() > 0 {
			return fmt.Errorf("cannot decode JSON into %s", t)
		}
	}
	// Scalars, enums and any: encoding/json checks the JSON type.
	return json.Unmarshal(raw, v.Addr().Interface())
}

// decodeObject fills a params struct (nested in the params) from a JSON object, by the fields' wire names; unknown
// keys become extra fields when not strict.
func decodeObject(v reflect.Value, raw json.RawMessage, strict bool) error {
	t := v.Type()
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return err
	}
	if obj == nil {
		return fmt.Errorf("null for %s", t)
	}
	fields := wireFields(t)
	extra := map[string]any{}
	for _, name := range sortedKeys(obj) {
		i, ok := fields[name]
		if !ok {
			if strict {
				return fmt.Errorf("%s has no field %q", t, name)
			}
			var x any
			if err := json.Unmarshal(obj[name], &x); err != nil {
				return err
			}
			extra[name] = x
			continue
		}
		if err := decodeInto(v.Field(i), obj[name], strict); err != nil {
			return fmt.Errorf(".%s: %w", name, err)
		}
	}
	if strict {
		for _, name := range requiredFields(t) {
			if _, ok := obj[name]; !ok {
				return fmt.Errorf("%s needs %q", t, name)
			}
		}
	}
	if len(extra) > 0 {
		set := v.Addr().MethodByName("SetExtraFields")
		if !set.IsValid() {
			return fmt.Errorf("%s has no field %q", t, sortedKeys(extra)[0])
		}
		set.Call([]reflect.Value{reflect.ValueOf(extra)})
	}
	return nil
}

// decodeUnion sets the first variant of a union params struct that accepts the value.
func decodeUnion(v reflect.Value, raw json.RawMessage) error {
	t := v.Type()
	var errs []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Anonymous || !f.IsExported() {
			continue
		}
		nv := reflect.New(f.Type).Elem()
		err := decodeInto(nv, raw, true)
		if err == nil {
			v.Field(i).Set(nv)
			return nil
		}
		errs = append(errs, f.Name+": "+err.Error())
	}
	return fmt.Errorf("no variant of %s accepts %s (%s)", t, raw, strings.Join(errs, "; "))
}

// assign sets a field to a Go value: a param.Field's Value (made present) or the field itself.
func assign(field, value reflect.Value) error {
	if isParamField(field.Type()) {
		if err := assign(field.FieldByName("Value"), value); err != nil {
			return err
		}
		field.FieldByName("Present").SetBool(true)
		return nil
	}
	if !value.Type().AssignableTo(field.Type()) {
		return fmt.Errorf("a %s does not fit a field of type %s", value.Type(), field.Type())
	}
	field.Set(value)
	return nil
}

// jsonOf is what the SDK returned, as JSON: a value with RawJSON as the JSON it was decoded from, containers element
// by element, anything else as encoding/json writes it.
func jsonOf(v reflect.Value) (json.RawMessage, error) {
	if !v.IsValid() {
		return json.RawMessage("null"), nil
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice:
		if v.IsNil() {
			if v.Kind() == reflect.Slice {
				return json.RawMessage("[]"), nil
			}
			return json.RawMessage("null"), nil
		}
	}
	if m := v.MethodByName("RawJSON"); m.IsValid() && m.Type().NumIn() == 0 && m.Type().NumOut() == 1 && m.Type().Out(0).Kind() == reflect.String {
		if raw := m.Call(nil)[0].String(); strings.TrimSpace(raw) != "" && json.Valid([]byte(raw)) {
			return json.RawMessage(raw), nil
		}
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		return jsonOf(v.Elem())
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			break
		}
		items := make([]json.RawMessage, v.Len())
		for i := range items {
			j, err := jsonOf(v.Index(i))
			if err != nil {
				return nil, err
			}
			items[i] = j
		}
		return json.Marshal(items)
	case reflect.Map:
		if v.Type().Key().Kind() == reflect.String {
			items := map[string]json.RawMessage{}
			iter := v.MapRange()
			for iter.Next() {
				j, err := jsonOf(iter.Value())
				if err != nil {
					return nil, err
				}
				items[iter.Key().String()] = j
			}
			return json.Marshal(items)
		}
	}
	data, err := json.Marshal(v.Interface())
	if err != nil {
		return nil, driverErr("the SDK returned a %s, which the driver cannot print as JSON: %v", v.Type(), err)
	}
	return data, nil
}

// describe maps an error to the suite's kinds: status errors by status, then timeouts, connection failures, and
// anything else the SDK returned as kind client.
func describe(err error) *errorOut {
	out := &errorOut{Message: err.Error()}
	var de *driverError
	var apiErr *conformance.Error
	switch {
	case errors.As(err, &de):
		out.Kind = "driver"
	case errors.As(err, &apiErr):
		out.Kind = statusKind(apiErr.StatusCode)
		if apiErr.StatusCode >= 400 {
			out.Status = apiErr.StatusCode
		}
		out.RequestID = apiErr.RequestID
		if apiErr.Message != "" && !strings.Contains(out.Message, apiErr.Message) {
			out.Message += ": " + apiErr.Message
		}
	case isTimeout(err):
		out.Kind = "timeout"
	case isConnection(err):
		out.Kind = "connection"
	default:
		out.Kind = "client"
	}
	if out.Message == "" {
		out.Message = fmt.Sprintf("%T", err)
	}
	return out
}

func statusKind(status int) string {
	switch {
	case status < 400:
		return "api" // an error the API reported otherwise, e.g. an SSE error event
	case status == 400:
		return "bad_request"
	case status == 401:
		return "authentication"
	case status == 403:
		return "permission_denied"
	case status == 404:
		return "not_found"
	case status == 409:
		return "conflict"
	case status == 422:
		return "unprocessable_entity"
	case status == 429:
		return "rate_limit"
	case status >= 500:
		return "internal_server"
	}
	return "status"
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout())
}

func isConnection(err error) bool {
	var ue *url.Error
	var ne net.Error
	return errors.As(err, &ue) || errors.As(err, &ne) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.EPIPE)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
