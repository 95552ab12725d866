package config

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/diag"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/migrate")

// TestMigrateGolden migrates each testdata/migrate input and compares the result with <input>.golden and the
// reported changes with <input>.changes (go test ./generator/config -update rewrites both; review the diff).
func TestMigrateGolden(t *testing.T) {
	inputs, _ := filepath.Glob(filepath.Join("testdata", "migrate", "*"))
	for _, in := range inputs {
		if ext := filepath.Ext(in); ext == ".golden" || ext == ".changes" {
			continue
		}
		t.Run(filepath.Base(in), func(t *testing.T) {
			before, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			after, changes, err := Migrate(in, before)
			if err != nil {
				t.Fatal(err)
			}
			var report strings.Builder
			for _, c := range changes {
				report.WriteString(c.String() + "\n")
			}
			if filepath.Ext(in) == ".json" && !json.Valid(after) {
				t.Errorf("a JSON file is no longer JSON:\n%s", after)
			}
			golden(t, in+".golden", after)
			golden(t, in+".changes", []byte(report.String()))
			checkIdempotent(t, in, after)
			checkSameMeaning(t, before, after, changes)
		})
	}
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("%s differs (run go test ./generator/config -update and review the diff); got:\n%s", path, got)
	}
}

// checkIdempotent: migrating the result again rewrites nothing.
func checkIdempotent(t *testing.T, file string, after []byte) {
	t.Helper()
	again, changes, err := Migrate(file, after)
	if err != nil || !bytes.Equal(again, after) {
		t.Errorf("a second migration changes the file (%v):\n%s", err, again)
	}
	for _, c := range changes {
		if !c.Manual {
			t.Errorf("a second migration reports a rewrite: %s", c)
		}
	}
}

// checkSameMeaning: the migrated file decodes to the same configuration, with no Config/Deprecated warning for
// what was rewritten and no new error.
func checkSameMeaning(t *testing.T, before, after []byte, changes []MigrateChange) {
	t.Helper()
	cfgBefore, listBefore := load(before)
	cfgAfter, listAfter := load(after)
	if cfgBefore.Edition == "" {
		cfgBefore.Edition, cfgBefore.Settings.Edition = cfgBefore.Settings.Edition, ""
	}
	a, errA := Marshal(cfgBefore)
	b, errB := Marshal(cfgAfter)
	// A file whose old form this sdkgen cannot decode (a bare-string pagination purpose, until the decoder takes
	// it) has nothing to compare with.
	if !listBefore.HasErrors() && (errA != nil || errB != nil || !bytes.Equal(a, b)) {
		t.Errorf("the migrated file means something else (%v, %v):\nbefore:\n%s\nafter:\n%s", errA, errB, a, b)
	}
	if listAfter.HasErrors() && !listBefore.HasErrors() {
		t.Errorf("the migrated file has errors:%s", render(listAfter))
	}
	rewritten := map[string]bool{}
	for _, c := range changes {
		if !c.Manual {
			rewritten[strings.Fields(c.Message)[0]] = true
		}
	}
	for _, d := range listAfter {
		if d.Code == diag.ConfigDeprecated && (rewritten["package"] && d.ConfigRef == "/package" || rewritten["settings.edition"] && d.ConfigRef == "/settings/edition") {
			t.Errorf("still deprecated after migration: %s", d)
		}
	}
}

func TestMigrateLeavesCurrentFilesAlone(t *testing.T) {
	data := readFixture(t, filepath.Join("migrate", "current.yml"))
	out, changes, err := Migrate("current.yml", data)
	if err != nil || len(changes) != 0 || &out[0] != &data[0] {
		t.Errorf("want the same bytes and no change, got %d changes, err %v", len(changes), err)
	}
}

func TestMigrateRejectsBrokenFiles(t *testing.T) {
	for name, data := range map[string]string{
		"syntax":        "a: [\n",
		"duplicate key": "a: 1\na: 2\n",
	} {
		if _, _, err := Migrate("sdkgen.yml", []byte(data)); err == nil {
			t.Errorf("%s: want an error", name)
		}
	}
}

// FuzzMigrate feeds arbitrary bytes to Migrate: it must never panic, what it writes must still be YAML, and
// migrating its output again must change nothing.
func FuzzMigrate(f *testing.F) {
	inputs, _ := filepath.Glob(filepath.Join("testdata", "migrate", "*"))
	for _, in := range inputs {
		if data, err := os.ReadFile(in); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out, _, err := Migrate("sdkgen.yml", data)
		if err != nil || bytes.Equal(out, data) {
			return
		}
		var probe yaml.Node
		if err := yaml.Unmarshal(out, &probe); err != nil {
			t.Fatalf("the migrated file is not YAML (%v):\n%s", err, out)
		}
		again, changes, err := Migrate("sdkgen.yml", out)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("a second migration changes the file (%v, %v):\n%s\n---\n%s", err, changes, out, again)
		}
	})
}
