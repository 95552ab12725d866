package conformance

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Environment variables the harness gives a driver.
const (
	// EnvBaseURL is the server's root URL; scenario <name> lives at $CONFORMANCE_BASE_URL/s/<name>. It is also the
	// SDK's own base URL override variable, so a driver removes it from its environment after reading it.
	EnvBaseURL = "CONFORMANCE_BASE_URL"
	// EnvScenarios is the path of the scenarios file (the shape of scenarios.json).
	EnvScenarios = "CONFORMANCE_SCENARIOS"
)

// defaultDriverTimeout bounds a driver run when the test has no deadline.
const defaultDriverTimeout = 10 * time.Minute

// Run checks a driver against every scenario of scenarios.json; see RunScenarios.
func Run(t *testing.T, driver *exec.Cmd) {
	t.Helper()
	RunWithKnownGaps(t, driver, nil)
}

// RunWithKnownGaps is Run for a target still being built: gaps maps the scenarios it is known to fail to the reason.
// A known gap that fails is logged, not an error; one that passes is an error, so the list shrinks as the target
// grows and never hides a fixed scenario or a new failure.
func RunWithKnownGaps(t *testing.T, driver *exec.Cmd, gaps map[string]string) {
	t.Helper()
	scenarios, err := Scenarios()
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, s := range scenarios {
		known[s.Name] = true
	}
	for name := range gaps {
		if !known[name] {
			t.Errorf("conformance: the known gap %q is not a scenario", name)
		}
	}
	runScenarios(t, driver, scenarios, gaps)
}

// RunScenarios starts the scripted server, runs the driver once for all the scenarios, and checks each scenario
// in its own subtest.
//
// The driver gets the caller's environment (driver.Env, or the process's when nil) without any CONFORMANCE_*
// variable, plus EnvBaseURL and EnvScenarios. It prints one JSON line per scenario on stdout (DriverOutput); other
// lines are logged and ignored. The harness owns the driver's stdout; its stderr is captured unless the caller set
// it, and shown when something fails.
func RunScenarios(t *testing.T, driver *exec.Cmd, scenarios []Scenario) {
	t.Helper()
	runScenarios(t, driver, scenarios, nil)
}

func runScenarios(t *testing.T, driver *exec.Cmd, scenarios []Scenario, gaps map[string]string) {
	t.Helper()
	if driver.Stdout != nil {
		t.Fatal("conformance: the harness reads the driver's stdout; leave driver.Stdout nil")
	}
	srv, err := NewServer(scenarios)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()

	file := filepath.Join(t.TempDir(), "scenarios.json")
	data, err := json.MarshalIndent(File{Comment: "Written by the conformance harness for one driver run.", Scenarios: scenarios}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}

	env := driver.Env
	if env == nil {
		env = os.Environ()
	}
	driver.Env = append(withoutConformanceVars(env), EnvBaseURL+"="+srv.URL, EnvScenarios+"="+file)
	var stdout, stderr bytes.Buffer
	driver.Stdout = &stdout
	if driver.Stderr == nil {
		driver.Stderr = &stderr
	}
	if driver.WaitDelay == 0 {
		driver.WaitDelay = 5 * time.Second
	}

	timeout := defaultDriverTimeout
	if dl, ok := t.Deadline(); ok {
		timeout = max(time.Until(dl)-30*time.Second, 10*time.Second)
	}
	start := time.Now()
	runErr := runWithTimeout(driver, timeout)
	t.Logf("conformance: driver ran %d scenarios in %s", len(scenarios), time.Since(start).Round(time.Millisecond))

	outputs, noise, problems := ParseOutput(stdout.Bytes())
	if runErr != nil {
		t.Errorf("conformance: driver %s: %v\nstderr (last 4 KiB):\n%s", strings.Join(driver.Args, " "), runErr, tail(stderr.Bytes(), 4096))
	}
	for _, p := range problems {
		t.Errorf("conformance: driver output: %s", p)
	}
	if len(noise) > 0 {
		t.Logf("conformance: driver printed %d non-JSON lines; first: %q", len(noise), noise[0])
	}
	known := map[string]bool{}
	for _, s := range scenarios {
		known[s.Name] = true
	}
	for _, name := range sortedKeys(outputs) {
		if !known[name] {
			t.Errorf("conformance: driver printed a result for unknown scenario %q", name)
		}
	}
	if strays := srv.Strays(); len(strays) > 0 {
		t.Errorf("conformance: %d requests named no scenario (the driver must use %s/s/<name> as the base URL): %s", len(strays), srv.URL, strings.Join(strays, "; "))
	}

	for _, s := range scenarios {
		t.Run(s.Name, func(t *testing.T) {
			var out *DriverOutput
			if o, ok := outputs[s.Name]; ok {
				out = &o
			}
			got := srv.Requests(s.Name)
			msgs := Check(s, out, got)
			if reason, ok := gaps[s.Name]; ok {
				if len(msgs) == 0 {
					t.Errorf("the known gap passes now (%s): remove it from the target's known gaps", reason)
				} else {
					t.Logf("known gap (%s): %s", reason, strings.Join(msgs, "; "))
				}
				return
			}
			for _, m := range msgs {
				t.Error(m)
			}
			if len(msgs) > 0 {
				t.Log(describeRun(s, out, got))
			}
		})
	}
	if t.Failed() && stderr.Len() > 0 && runErr == nil {
		t.Logf("driver stderr (last 4 KiB):\n%s", tail(stderr.Bytes(), 4096))
	}
}

// ParseOutput reads a driver's stdout: one DriverOutput per JSON line. Lines that do not start with `{` are
// returned as noise; malformed or duplicate lines as problems.
func ParseOutput(stdout []byte) (outputs map[string]DriverOutput, noise, problems []string) {
	outputs = map[string]DriverOutput{}
	sc := bufio.NewScanner(bytes.NewReader(stdout))
	sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		if !strings.HasPrefix(line, "{") {
			noise = append(noise, line)
			continue
		}
		var o DriverOutput
		if err := json.Unmarshal([]byte(line), &o); err != nil {
			problems = append(problems, fmt.Sprintf("line %d: %v: %s", n, err, truncate(line, 200)))
			continue
		}
		if o.Scenario == "" {
			problems = append(problems, fmt.Sprintf("line %d: no \"scenario\": %s", n, truncate(line, 200)))
			continue
		}
		if _, dup := outputs[o.Scenario]; dup {
			problems = append(problems, fmt.Sprintf("line %d: second line for scenario %q", n, o.Scenario))
			continue
		}
		outputs[o.Scenario] = o
	}
	if err := sc.Err(); err != nil {
		problems = append(problems, fmt.Sprintf("reading stdout: %v", err))
	}
	return outputs, noise, problems
}

// runWithTimeout runs cmd and kills it after timeout.
func runWithTimeout(cmd *exec.Cmd, timeout time.Duration) error {
	if err := cmd.Start(); err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case err := <-done:
		return err
	case <-timer.C:
		_ = cmd.Process.Kill()
		err := <-done
		return fmt.Errorf("killed after %s: %w", timeout, err)
	}
}

func withoutConformanceVars(env []string) []string {
	out := make([]string, 0, len(env))
	for _, kv := range env {
		if !strings.HasPrefix(kv, "CONFORMANCE_") {
			out = append(out, kv)
		}
	}
	return out
}

func tail(b []byte, n int) string {
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}

// describeRun is logged with a failing scenario: what the driver printed and what the server received.
func describeRun(s Scenario, out *DriverOutput, got []Request) string {
	var b strings.Builder
	fmt.Fprintf(&b, "scenario %s: %s\n", s.Name, s.Description)
	if out == nil {
		b.WriteString("driver output: none\n")
	} else if line, err := json.Marshal(out); err == nil {
		fmt.Fprintf(&b, "driver output: %s\n", truncate(string(line), 2000))
	}
	fmt.Fprintf(&b, "server received %d requests:", len(got))
	for i, r := range got {
		gap := ""
		if i > 0 {
			gap = fmt.Sprintf(" (+%d ms)", r.Arrived.Sub(got[i-1].Arrived).Milliseconds())
		}
		fmt.Fprintf(&b, "\n  #%d%s %s", r.Index+1, gap, Summary(r))
		for _, name := range sortedKeys(r.Header) {
			fmt.Fprintf(&b, "\n      %s: %s", name, strings.Join(r.Header.Values(name), ", "))
		}
		if len(r.Body) > 0 {
			fmt.Fprintf(&b, "\n      body: %s", truncate(string(r.Body), 500))
		}
	}
	return b.String()
}
