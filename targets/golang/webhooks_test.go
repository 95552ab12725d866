package golang_test

import (
	"strings"
	"testing"
)

// TestWebhookUnwrapVerifies runs the kitchen sink module's webhook test, in both params styles: Unwrap accepts a
// delivery signed with the secret given in its options, and rejects a tampered payload and another secret with a
// *webhook.VerificationError (the runtime's own tests check the Standard Webhooks algorithm).
func TestWebhookUnwrapVerifies(t *testing.T) {
	for _, style := range []string{"v1", "v2"} {
		t.Run(style, func(t *testing.T) {
			t.Parallel()
			sdk, goBin, env := builtModule(t, generateGo(t, kitchenSinkDir, codeStyle(style)))
			env = append(env, "ACME_WEBHOOK_SECRET=")
			out, err := run(sdk, env, goBin, "test", "-count=1", "-v", "-run", "VerifiesSignature", ".")
			if err != nil {
				t.Fatalf("the webhook test fails: %v\n%s", err, out)
			}
			if !strings.Contains(out, "--- PASS: TestWebhookUnwrapVerifiesSignature") {
				t.Fatalf("the module has no passing TestWebhookUnwrapVerifiesSignature:\n%s", out)
			}
		})
	}
}
