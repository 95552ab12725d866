package golang

import (
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// Names of the helpers a service with webhook_unwrap methods gets besides them: a verify-only check and an
// unverified parse (CONFIG-REFERENCE §19.4 leaves the names to the target).
const (
	webhookVerifyName = "VerifySignature"
	webhookParseName  = "Parse"
)

// webhookUnwraps are a resource's webhook_unwrap methods generated for Go.
func webhookUnwraps(r *ir.Resource) []*ir.Method {
	var out []*ir.Method
	for _, m := range r.Methods {
		if m.Kind == "webhook_unwrap" && !m.IsSkipped("go") {
			out = append(out, m)
		}
	}
	return out
}

// webhookPayload is the Go type a webhook payload parses to: the union of the spec's webhook payloads, else any.
func (g *gen) webhookPayload(f *goFile) string {
	if g.api.Webhooks != nil && g.api.Webhooks.Union != "" {
		return g.respType(f, ir.TypeRef{Kind: ir.Named, Name: g.api.Webhooks.Union})
	}
	return "any"
}

// webhookHelpers are the helper names a resource's methods leave free (a method of the same name keeps it).
func (g *gen) webhookHelpers(r *ir.Resource) (verify, parse bool) {
	verify, parse = true, true
	for _, m := range r.Methods {
		switch g.methodName(m) {
		case webhookVerifyName:
			verify = false
		case webhookParseName:
			parse = false
		}
	}
	return verify, parse
}

// webhookMethods writes a resource's webhook_unwrap methods and, once, the helpers they share.
func (g *gen) webhookMethods(f *goFile, service string, r *ir.Resource) {
	unwraps := webhookUnwraps(r)
	if len(unwraps) == 0 {
		return
	}
	for _, m := range unwraps {
		g.webhookMethod(f, service, m)
	}
	verify, parse := g.webhookHelpers(r)
	hdr, wh := f.use("net/http"), g.rt(f, pkgWebhook)
	payload := g.webhookPayload(f)
	if verify {
		f.p("// %s checks a delivery's Standard Webhooks signature with secret (whsec_...): the webhook-id,", webhookVerifyName)
		f.p("// webhook-timestamp and webhook-signature headers, a timestamp within %s.DefaultTolerance, and an HMAC-SHA256", wh)
		f.p("// signature of the payload. It fails with a *%s.VerificationError.", wh)
		f.p("func (r *%s) %s(payload []byte, headers %s.Header, secret string) error {", service, webhookVerifyName, hdr)
		f.p("return %s.Verify(payload, headers, secret, %s.Now(), %s.DefaultTolerance)", wh, f.use("time"), wh)
		f.p("}\n")
	}
	if parse {
		f.p("// %s parses a webhook payload without verifying its signature: use it only for payloads checked otherwise.", webhookParseName)
		f.p("func (r *%s) %s(payload []byte) (*%s, error) {", service, webhookParseName, payload)
		g.webhookParse(f, payload)
		f.p("}\n")
	}
}

// webhookParse writes the body that decodes payload into the payload type and returns it.
func (g *gen) webhookParse(f *goFile, payload string) {
	f.p("var event %s", payload)
	f.p("if err := %s.Unmarshal(payload, &event); err != nil {", f.use("encoding/json"))
	f.p("return nil, err")
	f.p("}")
	f.p("return &event, nil")
}

// webhookMethod writes a webhook_unwrap method. With webhook_key_opt it verifies the delivery's signature when the
// client option holds a secret (set on the client, from the environment, or in the call's options, which win),
// then parses the payload; without one it only parses.
func (g *gen) webhookMethod(f *goFile, service string, m *ir.Method) {
	name := g.methodName(m)
	payload := g.webhookPayload(f)
	var key *ir.ClientOption
	if m.Webhook != nil {
		key = g.clientOption(m.Webhook.KeyOption)
	}
	if key == nil {
		writeDoc(f, name+" parses a webhook delivery's payload.", joinDoc(docText(m.Description), "It does not verify the delivery's signature: check it with "+webhookVerifyName+" and your webhook secret before trusting the payload."))
		f.p("func (r *%s) %s(payload []byte) (*%s, error) {", service, name, payload)
		g.webhookParse(f, payload)
		f.p("}\n")
		return
	}
	opt := g.opt(f)
	source := opt + "." + g.optionFunc(key)
	if key.ReadEnv != "" {
		source += ", or the " + key.ReadEnv + " environment variable"
	}
	wh := g.rt(f, pkgWebhook)
	writeDoc(f, name+" verifies a webhook delivery's Standard Webhooks signature when a webhook secret is set ("+source+"), then parses its payload. A delivery whose signature does not match fails with a *"+wh+".VerificationError.", docText(m.Description))
	f.p("func (r *%s) %s(payload []byte, headers %s.Header, opts ...%s.RequestOption) (*%s, error) {", service, name, f.use("net/http"), opt, payload)
	f.p("opts = %s.Concat(r.%s, opts)", f.use("slices"), g.optionsField())
	f.p("secret, err := %s.ClientValue(%s, opts...)", g.rt(f, pkgRequestConfig), strconv.Quote(key.Name))
	f.p("if err != nil {")
	f.p("return nil, err")
	f.p("}")
	f.p("if secret != \"\" {")
	f.p("if err = %s.Verify(payload, headers, secret, %s.Now(), %s.DefaultTolerance); err != nil {", wh, f.use("time"), wh)
	f.p("return nil, err")
	f.p("}")
	f.p("}")
	g.webhookParse(f, payload)
	f.p("}\n")
}

// clientOption is the client option called name, nil when there is none.
func (g *gen) clientOption(name string) *ir.ClientOption {
	for _, o := range g.api.ClientOptions {
		if o.Name == name {
			return o
		}
	}
	return nil
}

// webhookTest writes the test of a verifying webhook_unwrap method, which needs no server: a delivery signed with
// the secret given in the call's options is parsed; a tampered payload, or a call with another secret, fails with
// a *webhook.VerificationError.
func (g *gen) webhookTest(f *goFile, r *ir.Resource, m *ir.Method) {
	if m.Webhook == nil || g.clientOption(m.Webhook.KeyOption) == nil {
		return
	}
	withKey := g.opt(f) + "." + g.optionFunc(g.clientOption(m.Webhook.KeyOption))
	b64, wh := f.use("encoding/base64"), g.rt(f, pkgWebhook)
	call := g.chain("client", r) + "." + g.methodName(m)
	f.p("func Test%s%sVerifiesSignature(t *%s.T) {", strings.TrimSuffix(g.names.services[r], "Service"), g.methodName(m), f.use("testing"))
	f.p("client := offlineClient()")
	f.p("secret := \"whsec_\" + %s.StdEncoding.EncodeToString([]byte(\"the test's webhook secret\"))", b64)
	f.p("other := \"whsec_\" + %s.StdEncoding.EncodeToString([]byte(\"another webhook secret\"))", b64)
	f.p("payload := []byte(`{}`)")
	f.p("sent := %s.Now()", f.use("time"))
	f.p("signature, err := %s.Sign(payload, \"msg_1\", sent, secret)", wh)
	f.p("if err != nil {")
	f.p("t.Fatal(err)")
	f.p("}")
	f.p("headers := %s.Header{}", f.use("net/http"))
	f.p("headers.Set(%s.HeaderID, \"msg_1\")", wh)
	f.p("headers.Set(%s.HeaderTimestamp, %s.FormatInt(sent.Unix(), 10))", wh, f.use("strconv"))
	f.p("headers.Set(%s.HeaderSignature, signature)", wh)
	f.p("if _, err := %s(payload, headers, %s(secret)); err != nil {", call, withKey)
	f.p("t.Fatalf(%q, err)", "a delivery signed with the secret is rejected: %v")
	f.p("}")
	f.p("var verr *%s.VerificationError", wh)
	f.p("if _, err := %s([]byte(`{\"tampered\":true}`), headers, %s(secret)); !%s.As(err, &verr) {", call, withKey, f.use("errors"))
	f.p("t.Fatalf(%q, err)", "a tampered payload is accepted: %v")
	f.p("}")
	f.p("if _, err := %s(payload, headers, %s(other)); !%s.As(err, &verr) {", call, withKey, f.use("errors"))
	f.p("t.Fatalf(%q, err)", "a delivery signed with another secret is accepted: %v")
	f.p("}")
	f.p("}\n")
}
