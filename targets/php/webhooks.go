package php

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// webhookMethods are a resource's webhook_unwrap methods generated for PHP.
func (g *gen) webhookMethods(r *ir.Resource) []*ir.Method {
	if r == nil {
		return nil
	}
	var out []*ir.Method
	for _, m := range r.Methods {
		if m.Kind == "webhook_unwrap" && included(m.Skip, m.Only) {
			out = append(out, m)
		}
	}
	return out
}

// webhookPayload is the type spec and PHPDoc type a webhook payload parses to: the spec's union of webhook
// payloads, else anything.
func (g *gen) webhookPayload() (spec, doc string) {
	if w := g.api.Webhooks; w != nil && w.Union != "" {
		t := ir.TypeRef{Kind: ir.Named, Name: w.Union}
		return g.typeSpec(t), g.doc(t, false)
	}
	return str("mixed"), "mixed"
}

// webhookHelperNames are the names of a service's verify-only and parse-only helpers, clear of the service's
// other members; root holds for the client's own.
func (g *gen) webhookHelperNames(r *ir.Resource, root bool) (verify, parse string) {
	taken := serviceMembers
	if root {
		taken = clientMembers
	}
	taken = append([]string(nil), taken...)
	for _, m := range r.Methods {
		taken = append(taken, g.methodName(m, root))
	}
	return avoid("verifySignature", taken), avoid("parseUnverified", taken)
}

// webhookSource is the webhook_unwrap methods of a resource, and the helpers they share; client is the
// expression of the generated client (`$this` on the client itself).
func (g *gen) webhookSource(r *ir.Resource, root bool, client string) string {
	methods := g.webhookMethods(r)
	if len(methods) == 0 {
		return ""
	}
	spec, doc := g.webhookPayload()
	webhooks := `\` + g.ns + `\Core\Webhooks`
	failure := `\` + g.ns + `\Core\Exceptions\WebhookVerificationException`
	var b strings.Builder
	for _, m := range methods {
		secret, known := "$key", "the `key` argument"
		if o := g.keyOption(m); o != nil {
			secret = fmt.Sprintf("$key ?? %s->%s", client, g.optionName(o))
			known = "the `key` argument, or the client's `" + g.optionName(o) + "`"
		}
		text := "Verifies the delivery's Standard Webhooks signature when a secret is known (" + known + "), then parses the payload."
		if d := strings.TrimSpace(m.Description); d != "" {
			text += "\n\n" + d
		}
		text += "\n\n@param string $body the delivery's body, as received\n@param array<string, string|list<string>> $headers the delivery's headers\n@param string|null $key the webhook secret\n@return " + doc + "\n@throws " + failure + " when the signature does not match"
		b.WriteString("\n" + docblock(text, "    "))
		fmt.Fprintf(&b, "    public function %s(string $body, array $headers, ?string $key = null): mixed\n    {\n", g.methodName(m, root))
		fmt.Fprintf(&b, "        $secret = %s;\n", secret)
		fmt.Fprintf(&b, "        if ($secret !== null && $secret !== '') {\n            %s::verify($body, $headers, $secret);\n        }\n", webhooks)
		fmt.Fprintf(&b, "        return %s::parse($body, %s);\n    }\n", webhooks, spec)
	}
	verify, parse := g.webhookHelperNames(r, root)
	b.WriteString("\n" + docblock("Checks a delivery's Standard Webhooks signature.\n\n@param array<string, string|list<string>> $headers the delivery's headers\n@throws "+failure+" when it does not match", "    "))
	fmt.Fprintf(&b, "    public function %s(string $body, array $headers, string $key): void\n    {\n        %s::verify($body, $headers, $key);\n    }\n", verify, webhooks)
	b.WriteString("\n" + docblock("Parses a webhook payload without verifying it.\n\n@return "+doc, "    "))
	fmt.Fprintf(&b, "    public function %s(string $body): mixed\n    {\n        return %s::parse($body, %s);\n    }\n", parse, webhooks, spec)
	return b.String()
}

// keyOption is the client option holding a webhook method's secret, when it names one the client has.
func (g *gen) keyOption(m *ir.Method) *ir.ClientOption {
	if m.Webhook == nil || m.Webhook.KeyOption == "" {
		return nil
	}
	if o := g.option(m.Webhook.KeyOption); o != nil && optionNative(o) == "string" {
		return o
	}
	return nil
}

// webhookTests check each webhook_unwrap method of a resource with an example payload: signed with a key it is
// parsed, with a wrong signature it is refused, and the parse-only helper takes it unsigned.
func (g *gen) webhookTests(r *ir.Resource, chain string, root bool) []string {
	var out []string
	payload := "[]"
	if w := g.api.Webhooks; w != nil && w.Union != "" {
		payload = g.value(g.example.Ref(ir.TypeRef{Kind: ir.Named, Name: w.Union}, nil, 0))
	}
	_, parse := g.webhookHelperNames(r, root)
	failure := `\` + g.ns + `\Core\Exceptions\WebhookVerificationException`
	for _, m := range g.webhookMethods(r) {
		name := g.methodName(m, root)
		body := "$payload = json_encode(" + payload + ", JSON_THROW_ON_ERROR);\n" +
			"$timestamp = (string) time();\n" +
			"$mac = base64_encode(hash_hmac('sha256', 'msg_test.' . $timestamp . '.' . $payload, 'test-secret', true));\n" +
			"$headers = ['webhook-id' => 'msg_test', 'webhook-timestamp' => $timestamp, 'webhook-signature' => 'v1,' . $mac];\n" +
			"$key = 'whsec_' . base64_encode('test-secret');\n" +
			fmt.Sprintf("self::assertEquals(%[1]s->%[3]s($payload), %[1]s->%[2]s($payload, $headers, key: $key));\n", chain, name, parse) +
			fmt.Sprintf("$this->expectException(%s::class);\n", failure) +
			fmt.Sprintf("%s->%s($payload, ['webhook-signature' => 'v1,' . base64_encode('forged')] + $headers, key: $key);\n", chain, name)
		out = append(out, testMethod("test"+strings.ToUpper(name[:1])+name[1:]+"VerifiesAndParses", "", body))
	}
	return out
}

// webhookCall is the expression of a webhook method on the example client.
func (g *gen) webhookCall(r *ir.Resource, m *ir.Method) string {
	if r == g.api.Root {
		return g.exampleVar() + "->" + g.methodName(m, true)
	}
	return g.exampleVar() + "->" + g.chain(r) + "->" + g.methodName(m, false)
}

// firstWebhook is the first webhook_unwrap method generated, with its resource (nil when there is none).
func (g *gen) firstWebhook() (*ir.Resource, *ir.Method) {
	for _, r := range g.allResources() {
		if ms := g.webhookMethods(r); len(ms) > 0 {
			return r, ms[0]
		}
	}
	return nil, nil
}

// webhooksSection is the README's section on webhook methods, when the API has one.
func (g *gen) webhooksSection() string {
	r, m := g.firstWebhook()
	if m == nil {
		return ""
	}
	root := r == g.api.Root
	verify, parse := g.webhookHelperNames(r, root)
	call := g.webhookCall(r, m)
	secret := "a `key:` argument"
	if o := g.keyOption(m); o != nil {
		secret = "the client's `" + g.optionName(o) + "`"
		if o.ReadEnv != "" {
			secret += " (from `" + o.ReadEnv + "`)"
		}
		secret += " or a `key:` argument"
	}
	owner := strings.TrimSuffix(call, "->"+g.methodName(m, root))
	return "## Webhooks\n\n`" + call + "($body, $headers)` checks a delivery's [Standard Webhooks](https://www.standardwebhooks.com) signature when a secret is known (" + secret + "), then parses the payload; a bad signature throws `" + g.ns + "\\Core\\Exceptions\\WebhookVerificationException`. `" + owner + "->" + verify + "($body, $headers, $key)` only checks, `" + owner + "->" + parse + "($body)` only parses. Pass the body exactly as received and the headers as an array (a PSR-7 request's `getHeaders()` fits).\n\n"
}
