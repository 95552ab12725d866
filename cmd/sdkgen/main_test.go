package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sdkgen runs the command line in-process and returns its exit code and output.
func sdkgen(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, streams{in: strings.NewReader(""), out: &out, err: &errOut})
	return code, out.String(), errOut.String()
}

const (
	kitchenSpec   = "../../testdata/kitchen-sink/openapi.yml"
	kitchenConfig = "../../testdata/kitchen-sink/sdkgen.yml"
)

var realPairs = []struct{ spec, config string }{
	{"../../testdata/pairs/honcho/openapi.json", "../../testdata/pairs/honcho/sdkgen.yml"},
	{"../../testdata/pairs/lumaai/openapi.yml", "../../testdata/pairs/lumaai/sdkgen.yml"},
	{"../../testdata/pairs/onebusaway/openapi.yml", "../../testdata/pairs/onebusaway/sdkgen.yml"},
	{kitchenSpec, kitchenConfig},
}

func TestValidateRealPairs(t *testing.T) {
	for _, p := range realPairs {
		code, out, errOut := sdkgen(t, "validate", "--spec", p.spec, "--config", p.config)
		if code != exitOK {
			t.Errorf("validate %s: exit %d\n%s%s", p.config, code, out, errOut)
		}
	}
}

// TestBrokenConfigs runs validate on each file in testdata/broken. The first line of each says where the
// diagnostic must be and what it must mention: "# want: LINE:COL Code text".
func TestBrokenConfigs(t *testing.T) {
	files, err := filepath.Glob("../../testdata/broken/*.yml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no broken configs: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			pos, code, text := wantLine(t, file)
			exit, out, _ := sdkgen(t, "validate", "--spec", kitchenSpec, "--config", file, "--format", "json")
			if exit != exitProblems {
				t.Errorf("exit %d, want %d", exit, exitProblems)
			}
			var got struct {
				Diagnostics []struct {
					Code, Level, Message, File string
					Line, Column               int
				}
			}
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("output is not JSON: %v\n%s", err, out)
			}
			for _, d := range got.Diagnostics {
				if d.Code == code && (d.Level == "error" || d.Level == "fatal") {
					where := strings.Join([]string{itoa(d.Line), itoa(d.Column)}, ":")
					if where != pos || d.File != file || !strings.Contains(d.Message, text) {
						t.Errorf("got %s:%s %s %q, want %s:%s mentioning %q", d.File, where, d.Code, d.Message, file, pos, text)
					}
					return
				}
			}
			t.Errorf("no error %s in:\n%s", code, out)
		})
	}
}

func wantLine(t *testing.T, file string) (pos, code, text string) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	s := bufio.NewScanner(f)
	s.Scan()
	fields := strings.Fields(strings.TrimPrefix(s.Text(), "# want:"))
	if len(fields) < 2 {
		t.Fatalf("%s: first line must be # want: LINE:COL Code [text]", file)
	}
	return fields[0], fields[1], strings.Join(fields[2:], " ")
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}

func TestValidateTextHasExcerpt(t *testing.T) {
	code, out, _ := sdkgen(t, "validate", "--spec", kitchenSpec, "--config", "../../testdata/broken/endpoint-not-found.yml")
	if code != exitProblems {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"endpoint-not-found.yml:", "error[Endpoint/NotFound]", "did you mean `get /accounts`", "list: get /acounts", "^", "error"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"validate"},
		{"validate", "--spec", kitchenSpec},
		{"validate", "--spec", kitchenSpec, "--config", kitchenConfig, "--format", "xml"},
		{"validate", "--nope"},
		{"inspect", "--config", kitchenConfig},
		{"generate", "--spec", kitchenSpec, "--config", kitchenConfig},
		{"init"},
		{"frobnicate"},
		{"validate", "extra-arg", "--spec", kitchenSpec, "--config", kitchenConfig},
	} {
		if code, _, errOut := sdkgen(t, args...); code != exitUsage || errOut == "" {
			t.Errorf("sdkgen %s: exit %d (stderr %q), want %d with a message", strings.Join(args, " "), code, errOut, exitUsage)
		}
	}
}

func TestMissingFileIsAProblemNotAUsageError(t *testing.T) {
	code, _, errOut := sdkgen(t, "validate", "--spec", "nope.yml", "--config", kitchenConfig)
	if code != exitProblems || !strings.Contains(errOut, "nope.yml") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

func TestInspectJSON(t *testing.T) {
	code, out, errOut := sdkgen(t, "inspect", "--spec", kitchenSpec, "--config", kitchenConfig, "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var r struct {
		Client       struct{ Name string }
		Environments []struct {
			Name, URL string
			Default   bool
		}
		Methods []struct {
			Call, Endpoint string
			Pagination     *string
		}
		Models []struct{ Name, Resource string }
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Client.Name != "ACME" || len(r.Environments) != 2 || !r.Environments[0].Default || r.Environments[1].Default {
		t.Errorf("client or environments wrong: %+v", r)
	}
	found := map[string]string{}
	for _, m := range r.Methods {
		p := "null"
		if m.Pagination != nil {
			p = *m.Pagination
		}
		found[m.Call] = m.Endpoint + " " + p
	}
	for call, want := range map[string]string{
		"client.status":                  "get /status null",
		"client.accounts.friends.list":   "get /accounts/{account_id}/friends cursor_id_page",
		"client.cards.transactions.list": "get /cards/{card_id}/transactions page_number_page",
		"client.tags.list":               "get /tags tag_list",
	} {
		if found[call] != want {
			t.Errorf("%s = %q, want %q", call, found[call], want)
		}
	}
	if len(r.Models) == 0 || r.Models[0].Name == "" {
		t.Errorf("models missing: %+v", r.Models)
	}
}

func TestGenerateNamesTargetsNotBuilt(t *testing.T) {
	out := t.TempDir()
	code, _, errOut := sdkgen(t, "generate", "--spec", kitchenSpec, "--config", kitchenConfig, "--out", out, "--target", "csharp")
	if code != exitProblems || !strings.Contains(errOut, "csharp") || !strings.Contains(errOut, "not built") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	if entries, _ := os.ReadDir(out); len(entries) != 0 {
		t.Errorf("generate wrote %d entries despite the error", len(entries))
	}
	code, _, errOut = sdkgen(t, "generate", "--spec", kitchenSpec, "--config", kitchenConfig, "--out", out, "--target", "swift")
	if code != exitProblems || !strings.Contains(errOut, "unknown target") {
		t.Errorf("unknown target: exit %d, stderr %q", code, errOut)
	}
}

// TestGenerateEveryBuiltTarget: with no --target, generate writes the configured targets that are built and names
// the others on stderr, so a configuration written for more languages still generates what it can.
func TestGenerateEveryBuiltTarget(t *testing.T) {
	out := t.TempDir()
	code, stdout, errOut := sdkgen(t, "generate", "--spec", kitchenSpec, "--config", kitchenConfig, "--out", out)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	for _, built := range []string{"typescript", "python", "go", "ruby", "php", "openapi"} {
		if !strings.Contains(stdout, built+": wrote ") {
			t.Errorf("%s not generated:\n%s", built, stdout)
		}
	}
	if !strings.Contains(errOut, "not generating ") || !strings.Contains(errOut, "csharp") {
		t.Errorf("the targets not built are not named: %q", errOut)
	}
	if _, err := os.Stat(filepath.Join(out, "csharp")); !os.IsNotExist(err) {
		t.Errorf("csharp/ was written: %v", err)
	}
}

func TestGenerateRefusesInvalidInput(t *testing.T) {
	code, _, errOut := sdkgen(t, "generate", "--spec", kitchenSpec, "--config", "../../testdata/broken/unknown-key.yml", "--out", t.TempDir())
	if code != exitProblems || !strings.Contains(errOut, "Config/UnknownKey") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

func TestSchemaIsJSON(t *testing.T) {
	code, out, _ := sdkgen(t, "schema")
	var schema map[string]any
	if code != exitOK || json.Unmarshal([]byte(out), &schema) != nil || schema["$schema"] == nil {
		t.Errorf("exit %d, output is not a JSON Schema: %.200s", code, out)
	}
}
