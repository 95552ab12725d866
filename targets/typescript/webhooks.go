package typescript

import (
	"fmt"

	"github.com/sdkgen/sdkgen/generator/ir"
)

const webhooksModule = "src/core/webhooks.ts"

// webhookMethods writes the webhook_unwrap methods of a resource class: each <name> (verify when a secret is
// known, then parse), then verifySignature and parse without verifying, once for the class however many unwrap
// methods it has. It reports whether it wrote any.
func (g *gen) webhookMethods(mod *module, r *ir.Resource, first bool) bool {
	wrote := false
	for _, m := range r.Methods {
		if m.Kind != "webhook_unwrap" || !g.included(m.Skip, m.Only) {
			continue
		}
		if !first || wrote {
			mod.body.blank()
		}
		g.webhookMethod(mod, m)
		wrote = true
	}
	if wrote {
		g.webhookHelpers(mod)
	}
	return wrote
}

var webhookHeadersType = "Headers | Record<string, string | string[] | undefined>"

// webhookPayload is the type a webhook payload parses to: the configured union of events, else unknown.
func (g *gen) webhookPayload(mod *module) string {
	if g.api.Webhooks != nil && g.api.Webhooks.Union != "" {
		return g.namedRef(mod, g.api.Webhooks.Union, responseSide)
	}
	return "unknown"
}

func (g *gen) webhookMethod(mod *module, m *ir.Method) {
	w := &mod.body
	payload := g.webhookPayload(mod)
	name := g.names.camel(m.Name)
	secret, known := "key ?? null", "the `key` argument"
	if opt := m.Webhook.KeyOption; opt != "" {
		// The resource sees the runtime's client type; the option is a field of the generated client.
		secret = fmt.Sprintf("key ?? (this._client as unknown as Record<string, string | null>)[%s] ?? null", str(g.names.camel(opt)))
		known = "the `key` argument, or the client's `" + g.names.camel(opt) + "`"
	}
	verify := mod.use(webhooksModule, "verifyWebhookSignature")
	parse := mod.use(webhooksModule, "parseWebhook")
	w.doc(fmt.Sprintf("Verifies the delivery's Standard Webhooks signature when a secret is known (%s), then parses the payload.\n\n%s", known, m.Description))
	w.list("async "+name+"(", []string{"body: string", "headers: " + webhookHeadersType, "key?: string | null"}, "): Promise<"+payload+"> {")
	w.indent++
	w.line("const secret = %s;", secret)
	w.open("if (secret) {")
	w.line("await %s(body, headers, secret);", verify)
	w.close("}")
	w.line("return %s<%s>(body);", parse, payload)
	w.close("}")
}

// webhookHelpers writes verifySignature and parse, which every unwrap method of a class shares.
func (g *gen) webhookHelpers(mod *module) {
	w := &mod.body
	payload := g.webhookPayload(mod)
	verify := mod.use(webhooksModule, "verifyWebhookSignature")
	parse := mod.use(webhooksModule, "parseWebhook")
	w.blank()
	w.doc("Verifies the delivery's Standard Webhooks signature; throws WebhookVerificationError when it does not match.")
	w.list("async verifySignature(", []string{"body: string", "headers: " + webhookHeadersType, "key: string"}, "): Promise<void> {")
	w.indent++
	w.line("await %s(body, headers, key);", verify)
	w.close("}")
	w.blank()
	w.doc("Parses a webhook payload without verifying it.")
	w.open("parse(body: string): %s {", payload)
	w.line("return %s<%s>(body);", parse, payload)
	w.close("}")
}
