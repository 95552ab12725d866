package web

import (
	"strings"
	"testing"
)

// A sealed token opens with its session's secret only, and a tampered one not at all.
func TestSealToken(t *testing.T) {
	sealed, err := sealToken("secret-a", "gho_abc")
	if err != nil || strings.Contains(sealed, "gho_abc") {
		t.Fatalf("sealed %q, %v", sealed, err)
	}
	if got, err := unsealToken("secret-a", sealed); err != nil || got != "gho_abc" {
		t.Errorf("unsealed %q, %v", got, err)
	}
	if _, err := unsealToken("secret-b", sealed); err == nil {
		t.Error("another session's secret opened the token")
	}
	if _, err := unsealToken("secret-a", sealed[:len(sealed)-2]+"AA"); err == nil {
		t.Error("a tampered token opened")
	}
}
