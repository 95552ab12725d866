package typescript

import (
	"encoding/base64"
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// clientTestFile tests the generated client itself, not the runtime's stand-in: it reads its options and base
// URL from the environment, sends the credentials of its default security, retries with the retry count and one
// idempotency key, leaves redirects to fetch, and shares its fetch with the copies withOptions makes.
const clientTestFile = "tests/index.test.ts"

// clientTestBaseURL is where the tests' recording fetch pretends the API is.
const clientTestBaseURL = "http://localhost:5555/api"

func (g *gen) clientTests() error {
	var w writer
	client := g.names.client()
	w.line("import { afterEach, beforeEach, describe, expect, test } from 'vitest';")
	w.line("import %s from '../src/index.js';", client)
	w.blank()
	w.doc("A fetch that records each request and answers with the given responses, then with `{}`.")
	w.open("function recorder(...replies: Response[]) {")
	w.line("const sent: { url: string; headers: Headers; init: RequestInit }[] = [];")
	w.open("const fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {")
	w.line("sent.push({ url, headers: new Headers(init.headers), init });")
	w.line("return replies.shift() ?? Response.json({});")
	w.close("};")
	w.line("return { fetch, sent };")
	w.close("}")
	w.blank()
	w.writeValue("const credentials = ", g.clientTestOptions(), ";")
	w.blank()
	w.open("describe('the generated client', () => {")
	g.envIsolation(&w)
	g.envTest(&w, client)
	g.authTest(&w, client)
	g.retryTest(&w, client)
	w.blank()
	w.open("test('leaves redirects to fetch, which follows them', async () => {")
	w.line("const { fetch, sent } = recorder();")
	w.line("await new %s({ ...credentials, fetch }).get('/probe');", client)
	w.line("expect(sent[0]!.init.redirect ?? 'follow').toBe('follow');")
	w.close("});")
	w.blank()
	w.open("test('copies made by withOptions share the fetch and its connections', async () => {")
	w.line("const { fetch, sent } = recorder();")
	w.line("const client = new %s({ ...credentials, fetch });", client)
	w.line("await client.withOptions({ timeout: 2000 }).get('/probe');")
	w.line("await client.get('/probe');")
	w.line("expect(sent.map((s) => s.headers.get('x-sdkgen-timeout'))).toEqual(['2', %s]);", g.timeoutHeader())
	w.close("});")
	w.close("});")
	return g.add(clientTestFile, g.banner()+"\n\n"+w.String())
}

// clientTestOptions are the options every test client gets: the mock tests' credentials and required options,
// and the recording fetch's base URL.
func (g *gen) clientTestOptions() object {
	var out object
	for _, e := range g.testClientOptions() {
		if e.key != "baseURL" {
			out = append(out, e)
		}
	}
	return append(out, entry{"baseURL", clientTestBaseURL})
}

// envOptions are the string options the client reads from environment variables.
func (g *gen) envOptions() []*ir.ClientOption {
	var out []*ir.ClientOption
	for _, o := range g.options() {
		if o.ReadEnv != "" && g.optionType(o) == "string" {
			out = append(out, o)
		}
	}
	return out
}

// envIsolation clears the variables the client reads before each test and restores them after.
func (g *gen) envIsolation(w *writer) {
	vars := []string{str(g.api.Client.EnvPrefix + "_BASE_URL")}
	for _, o := range g.options() {
		if o.ReadEnv != "" {
			vars = append(vars, str(o.ReadEnv))
		}
	}
	w.line("const saved = { ...process.env };")
	w.list("const readByClient = [", vars, "];")
	w.open("beforeEach(() => {")
	w.line("for (const name of readByClient) delete process.env[name];")
	w.close("});")
	w.open("afterEach(() => {")
	w.line("process.env = { ...saved };")
	w.close("});")
}

func (g *gen) envTest(w *writer, client string) {
	w.blank()
	w.open("test('reads its options and base URL from the environment', async () => {")
	w.line("process.env[%s] = 'http://env.example.test/v9';", str(g.api.Client.EnvPrefix+"_BASE_URL"))
	unset := object{{"baseURL", code("undefined")}}
	for _, o := range g.envOptions() {
		w.line("process.env[%s] = %s;", str(o.ReadEnv), str("env "+o.Name))
		unset = append(unset, entry{g.names.camel(o.Name), code("undefined")})
	}
	w.line("const { fetch, sent } = recorder();")
	w.writeValue("const fromEnv = ", unset, ";")
	w.line("const client = new %s({ ...credentials, ...fromEnv, fetch });", client)
	for _, o := range g.envOptions() {
		w.line("expect(client.%s).toBe(%s);", g.names.camel(o.Name), str("env "+o.Name))
	}
	w.line("await client.get('/probe');")
	w.line("expect(sent[0]!.url.split('?')[0]).toBe('http://env.example.test/v9/probe');")
	w.close("});")
}

// timeoutHeader is the X-Sdkgen-Timeout the client sends by default: the API's timeout in seconds, or none.
func (g *gen) timeoutHeader() string {
	if g.api.Timeout.None {
		return "null"
	}
	return str(fmt.Sprint(g.api.Timeout.Milliseconds / 1000))
}

// authTest checks the credentials of the security alternative the client uses with the test credentials.
func (g *gen) authTest(w *writer, client string) {
	checks := g.authChecks()
	if len(checks) == 0 {
		return
	}
	w.blank()
	w.open("test('sends the credentials of its default security', async () => {")
	w.line("const { fetch, sent } = recorder();")
	w.line("await new %s({ ...credentials, fetch }).get('/probe');", client)
	for _, c := range checks {
		w.writeCall("expect("+c[0]+").toBe", []value{code(c[1])}, ";")
	}
	w.close("});")
}

// authChecks are [expression, expected value] pairs for the first security alternative the test credentials
// satisfy, as the runtime picks it; none when that alternative sends nothing or uses a scheme the test cannot
// observe (cookies, mutual TLS).
func (g *gen) authChecks() [][2]string {
	values := map[string]string{}
	for _, e := range g.testClientOptions() {
		if s, ok := e.val.(string); ok {
			values[e.key] = s
		}
	}
	for _, alt := range g.api.Auth.Alternatives {
		var checks [][2]string
		satisfied := true
		for _, name := range alt {
			c, ok := g.schemeCheck(name, values)
			if !ok {
				satisfied = false
				break
			}
			checks = append(checks, c...)
		}
		if satisfied {
			return checks
		}
	}
	return nil
}

// schemeCheck is what a scheme sends with the given option values; ok is false when its required credential has
// no value, or the test cannot tell what it sends.
func (g *gen) schemeCheck(name string, values map[string]string) ([][2]string, bool) {
	i := slices.IndexFunc(g.api.Auth.Schemes, func(s *ir.SecurityScheme) bool { return s.Name == name })
	if i < 0 {
		return nil, false
	}
	s := g.api.Auth.Schemes[i]
	credential := func(role string) (string, bool) {
		for _, c := range s.Credentials {
			if c.Role == role {
				v, ok := values[g.names.camel(c.Option)]
				return v, ok
			}
		}
		return "", false
	}
	header := func(h string) string { return "sent[0]!.headers.get(" + str(strings.ToLower(h)) + ")" }
	switch s.Kind {
	case "http_basic":
		user, ok := credential("username")
		if !ok {
			return nil, false
		}
		password, _ := credential("password")
		pair := user + ":" + password
		if !s.DisableBase64 {
			pair = base64.StdEncoding.EncodeToString([]byte(pair))
		}
		return [][2]string{{header("Authorization"), str(firstNonEmpty(s.SchemeKeyword, "Basic") + " " + pair)}}, true
	case "api_key":
		v, ok := credential("value")
		switch {
		case !ok:
			return nil, false
		case firstNonEmpty(s.In, "header") == "header":
			return [][2]string{{header(s.ParamName), str(v)}}, true
		case s.In == "query":
			return [][2]string{{fmt.Sprintf("new URL(sent[0]!.url).searchParams.get(%s)", str(s.ParamName)), str(v)}}, true
		}
		return nil, false
	case "http_bearer", "oauth2", "open_id_connect":
		v, ok := credential("value")
		if !ok {
			return nil, false
		}
		return [][2]string{{header("Authorization"), str(firstNonEmpty(s.SchemeKeyword, "Bearer") + " " + v)}}, true
	}
	return nil, false
}

// retryTest checks that a failed attempt is retried with the retry count, and with the same idempotency key when
// the API sends one.
func (g *gen) retryTest(w *writer, client string) {
	w.blank()
	w.open("test('retries a failed attempt, counting retries in a header', async () => {")
	w.line("const failure = new Response('{}', { status: 500, headers: { 'retry-after-ms': '1' } });")
	w.line("const { fetch, sent } = recorder(failure);")
	w.line("await new %s({ ...credentials, fetch, maxRetries: 1 }).post('/probe', { body: {} });", client)
	w.line("expect(sent.map((s) => s.headers.get('x-sdkgen-retry-count'))).toEqual(['0', '1']);")
	if idem := g.api.Idempotency; idem != nil && idem.Header != "" {
		h := str(strings.ToLower(idem.Header))
		w.line("expect(sent[0]!.headers.get(%s)).toBeTruthy();", h)
		w.line("expect(sent[1]!.headers.get(%s)).toBe(sent[0]!.headers.get(%s));", h, h)
	}
	w.close("});")
}
