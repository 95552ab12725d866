package appwire_test

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServeBinary runs the real sdkgen serve the way the README says, configured by environment variables, on
// SQLite in a temporary working directory, with GitHub unreachable: health, readiness, metrics, a 401 for a bad
// signature, an acknowledged delivery, and a clean exit on SIGTERM.
func TestServeBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the sdkgen binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "sdkgen")
	build := exec.Command("go", "build", "-o", bin, "../../cmd/sdkgen")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	addr := freeAddr(t)
	key := rsaKeyPEM(t)
	cmd := exec.Command(bin, "serve")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"GITHUB_APP_WEBHOOK_SECRET="+secret, "GITHUB_APP_INTEGRATION_ID=2010729", "GITHUB_APP_PRIVATE_KEY="+key,
		"GITHUB_V3_API_URL=http://127.0.0.1:1/", "SDKGEN_LISTEN="+addr)
	var logs bytes.Buffer
	cmd.Stderr = &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
		}
	})
	base := "http://" + addr
	waitUp(t, base, exited, &logs)

	if code, body := get(t, base+"/readyz"); code != 200 {
		t.Errorf("/readyz: %d %s", code, body)
	}
	body, sig := pullRequest(315, "bin-1")
	if code, err := postDelivery(http.DefaultClient, base, body, sig, "bin-1"); err != nil || code != 200 {
		t.Errorf("signed delivery: %d, %v", code, err)
	}
	if code, err := postDelivery(http.DefaultClient, base, body, "sha256=deadbeef", "bin-2"); err != nil || code != 401 {
		t.Errorf("bad signature: %d, %v; want 401", code, err)
	}
	if _, metrics := get(t, base+"/metrics"); !strings.Contains(metrics, `outcome="bad_signature"} 1`) {
		t.Errorf("/metrics does not count the rejected delivery:\n%s", metrics)
	}
	if _, err := os.Stat(filepath.Join(dir, "sdkgen.db")); err != nil {
		t.Errorf("no SQLite file in the working directory: %v", err)
	}

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("exit after SIGTERM: %v\n%s", err, &logs)
		}
	case <-time.After(time.Minute):
		t.Fatalf("still running a minute after SIGTERM\n%s", &logs)
	}
	checkLogs(t, logs.String(), key)
}

// checkLogs: every line is JSON, deliveries carry their id, and no secret appears.
func checkLogs(t *testing.T, logs, key string) {
	t.Helper()
	sawDelivery, sawStopped := false, false
	sc := bufio.NewScanner(strings.NewReader(logs))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var line map[string]any
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Errorf("not a JSON log line: %s", sc.Text())
			continue
		}
		sawDelivery = sawDelivery || (line["msg"] == "webhook delivery" && line["delivery_id"] == "bin-1")
		sawStopped = sawStopped || line["msg"] == "sdkgen stopped"
	}
	if !sawDelivery || !sawStopped {
		t.Errorf("logs lack the delivery or the clean stop:\n%s", logs)
	}
	for _, leak := range []string{secret, strings.Split(key, "\n")[1]} {
		if strings.Contains(logs, leak) {
			t.Errorf("logs contain a secret (%.12s...)", leak)
		}
	}
}

func waitUp(t *testing.T, base string, exited chan error, logs *bytes.Buffer) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		select {
		case err := <-exited:
			t.Fatalf("sdkgen serve exited: %v\n%s", err, logs)
		default:
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/healthz", nil)
		resp, err := http.DefaultClient.Do(req)
		cancel()
		if err == nil {
			_ = resp.Body.Close()
			if resp.StatusCode == 200 {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("sdkgen serve did not come up: %v\n%s", err, logs)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = ln.Close() }()
	return ln.Addr().String()
}

func rsaKeyPEM(t *testing.T) string {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)}))
}
