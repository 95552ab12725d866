package golang_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
)

// TestWebhookUnwrapVerifies runs the kitchen sink module's webhook test, in both params styles: Unwrap accepts a
// delivery signed with the secret given in its options, and rejects a tampered payload and another secret with a
// *webhook.VerificationError (the runtime's own tests check the Standard Webhooks algorithm).
func TestWebhookUnwrapVerifies(t *testing.T) {
	if testing.Short() {
		t.Skip("builds generated modules")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	for _, style := range []string{"v1", "v2"} {
		t.Run(style, func(t *testing.T) {
			t.Parallel()
			tr := generateGo(t, kitchenSinkDir, func(cfg *config.GoTarget) { cfg.Options.CodeStyle = &config.NullableString{Value: style} })
			sdk := filepath.Join(t.TempDir(), "sdk")
			if err := tr.WriteDir(sdk); err != nil {
				t.Fatal(err)
			}
			env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local", "ACME_WEBHOOK_SECRET=")
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
