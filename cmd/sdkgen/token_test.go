package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestServeToken creates a token (printed once), lists it without its secret, and revokes it.
func TestServeToken(t *testing.T) {
	db := "--database-url=sqlite://" + filepath.Join(t.TempDir(), "sdkgen.db")
	code, secret, errOut := sdkgen(t, "serve", "token", "create", "--org", "acme", "--name", "ci", db)
	secret = strings.TrimSpace(secret)
	if code != exitOK || !strings.HasPrefix(secret, "sdkgen_") || !strings.Contains(errOut, "not shown again") {
		t.Fatalf("create: exit %d, %q, %q", code, secret, errOut)
	}
	code, out, _ := sdkgen(t, "serve", "token", "list", "--org", "acme", db)
	if code != exitOK || strings.Contains(out, secret) || !strings.Contains(out, "\tci\t") || !strings.HasSuffix(out, "live\n") {
		t.Fatalf("list: exit %d, %q", code, out)
	}
	id := strings.Fields(out)[0]
	if code, _, errOut := sdkgen(t, "serve", "token", "revoke", "--org", "globex", id, db); code != exitProblems {
		t.Errorf("another organization revokes it: exit %d %s", code, errOut)
	}
	if code, _, errOut := sdkgen(t, "serve", "token", "revoke", "--org", "acme", id, db); code != exitOK {
		t.Fatalf("revoke: exit %d %s", code, errOut)
	}
	if _, out, _ := sdkgen(t, "serve", "token", "list", "--org", "acme", db); !strings.HasSuffix(out, "revoked\n") {
		t.Errorf("after revoking: %q", out)
	}
	if code, _, _ := sdkgen(t, "serve", "token", "create", db); code != exitUsage {
		t.Errorf("create without --org: exit %d", code)
	}
}
