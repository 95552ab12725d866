package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

func TestRunServesUntilCancelled(t *testing.T) {
	dir := t.TempDir()
	key, err := fakegithub.GeneratePrivateKey()
	if err != nil {
		t.Fatal(err)
	}
	keyFile, setupFile := filepath.Join(dir, "app.pem"), filepath.Join(dir, "setup.json")
	setup := `{"installations": [{"id": 1, "account": "acme", "repos": ["acme/api"]}], "repos": [{"repo": "acme/api"}]}`
	if err := os.WriteFile(keyFile, key, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(setupFile, []byte(setup), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stdout, w := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"--app-id", "9", "--private-key-file", keyFile, "--setup", setupFile,
			"--dir", filepath.Join(dir, "repos")}, w, io.Discard)
		_ = w.Close()
	}()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "listening on ")
	if err != nil || !ok || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("first line %q, %v", line, err)
	}
	resp, err := http.Get(url + "/_fake/state")
	if err != nil {
		t.Fatal(err)
	}
	var st fakegithub.State
	err = json.NewDecoder(resp.Body).Decode(&st)
	_ = resp.Body.Close()
	if err != nil || len(st.Repos) != 1 || st.Repos[0].GitDir != filepath.Join(dir, "repos", "acme", "api.git") {
		t.Fatalf("state = %+v, %v", st, err)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("run = %v", err)
	}
}

func TestRunRefusesBadFlags(t *testing.T) {
	dir := t.TempDir()
	keyFile := filepath.Join(dir, "app.pem")
	if err := os.WriteFile(keyFile, []byte("not a key"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{},
		{"--app-id", "9"},
		{"--private-key-file", keyFile},
		{"--app-id", "9", "--private-key-file", filepath.Join(dir, "missing.pem")},
		{"--app-id", "9", "--private-key-file", keyFile},
		{"--app-id", "9", "--private-key-file", keyFile, "extra"},
		{"--nope"},
	} {
		if err := run(context.Background(), args, io.Discard, io.Discard); err == nil {
			t.Errorf("run %v should fail", args)
		}
	}
}
