package initconfig

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// GuessData writes what init writes from the same spec, and refuses a spec that cannot be used.
func TestGuessDataMatchesInit(t *testing.T) {
	data, err := os.ReadFile("../../examples/acme/openapi.yml")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := Run(context.Background(), strings.NewReader(""), io.Discard, RunOptions{
		SpecPath: "../../examples/acme/openapi.yml", OutPath: out, Yes: true}); err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(out)
	got, err := GuessData("openapi.yml", data, Options{})
	if err != nil || string(got) != string(want) {
		t.Errorf("GuessData = %v\n%s\nwant what init writes:\n%s", err, got, want)
	}
	if _, err := GuessData("bad.yml", []byte("{"), Options{}); err == nil {
		t.Error("a spec that does not parse gave a config")
	}
}
