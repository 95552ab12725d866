package wildcheck_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/internal/corpus"
	"github.com/sdkgen/sdkgen/targets/builtin"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/openapi"
)

// bigSpecExts are the spec files a big-spec folder holds.
var bigSpecExts = []string{".json", ".yml", ".yaml"}

// TestBigSpecSDKsCompile generates, from the configuration `sdkgen init` guesses plus a minimal section for each other
// built target with a compile case (bigSpecSections), every built target's SDK of each big public API description in SDKGEN_BIGSPECS_DIR (colon-separated folders; bench/fetch-specs prints the one it
// fills with OpenAI's, Stripe's, GitHub's, Discord's and Twilio's) and compiles it with its language's own compiler
// on a clean machine: Go builds and vets; TypeScript type-checks (tsc, strict); Python byte-compiles and imports
// every module (and type-checks with pyright, strict, when SDKGEN_BIGSPECS_PYRIGHT=1); Java compiles its main and
// test code with javac -Xlint:all -Werror; the openapi target's output
// validates. These specs are too large for the SDKs' whole lint and test runs (TestRealConfigurationSDKs does those
// on the real configurations); what they catch is code that does not compile for shapes the smaller specs never
// have. SDKGEN_BIGSPECS (comma-separated file names without extension) narrows the set of specs, and
// SDKGEN_BIGSPECS_TARGETS (comma-separated target keys) the targets compiled: the JVM targets take minutes each
// on a big spec, so `make test` names the quick ones and `make test-bigspecs` compiles them all.
func TestBigSpecSDKsCompile(t *testing.T) {
	toolchain.Require(t)
	dirs := os.Getenv("SDKGEN_BIGSPECS_DIR")
	if dirs == "" {
		t.Skip("SDKGEN_BIGSPECS_DIR is not set: `make test-bigspecs` downloads the big public specs (bench/fetch-specs) and runs this test")
	}
	specs := bigSpecs(t, filepath.SplitList(dirs), os.Getenv("SDKGEN_BIGSPECS"))
	only := bigSpecTargets(t, os.Getenv("SDKGEN_BIGSPECS_TARGETS"))
	for _, spec := range specs {
		name := strings.TrimSuffix(filepath.Base(spec), filepath.Ext(spec))
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			p := corpus.Pair{Name: name, Spec: spec, Config: bigSpecConfig(t, spec)}
			outs := render(t, p)
			t.Logf("generated %d targets in %s", len(outs), time.Since(start).Round(time.Millisecond))
			for _, out := range outs {
				if len(only) > 0 && !slices.Contains(only, out.Target) {
					continue
				}
				t.Run(out.Target, func(t *testing.T) {
					dir := filepath.Join(t.TempDir(), out.Target)
					if err := out.Tree.WriteDir(dir); err != nil {
						t.Fatal(err)
					}
					start := time.Now()
					compileSDK(t, out.Target, dir, spec)
					t.Logf("%s %s: %d files, compiled in %s", name, out.Target, out.Tree.Len(), time.Since(start).Round(time.Second))
				})
			}
		})
	}
}

// bigSpecSections are the sections of the built targets with a compile case that `sdkgen init` does not write,
// each with the least its target needs.
var bigSpecSections = []toolchain.Section{
	{Key: "java", Body: "    reverse_domain: com.example.bigspec\n"},
	{Key: "kotlin", Body: "    reverse_domain: com.example.bigspec\n"},
	{Key: "ruby", Body: "    gem_name: bigspec\n"},
	{Key: "php", Body: "    package_name: bigspec\n"},
	{Key: "sql", Body: "    extension_name: bigspec\n"},
}

// bigSpecConfig is the configuration `sdkgen init` guesses for a spec, with bigSpecSections added.
func bigSpecConfig(t *testing.T, spec string) string {
	t.Helper()
	return toolchain.WithSections(t, toolchain.InitConfig(t, spec), bigSpecSections...)
}

// bigSpecTargets are the comma-separated target keys of only (none: every one); a key that no compile case knows
// is an error, so a slice cannot silently shrink.
func bigSpecTargets(t *testing.T, only string) []string {
	t.Helper()
	if only == "" {
		return nil
	}
	keys := strings.Split(only, ",")
	for _, k := range keys {
		if !slices.Contains(compiledTargets, k) {
			t.Fatalf("SDKGEN_BIGSPECS_TARGETS names %q, which has no compile case (%v)", k, compiledTargets)
		}
	}
	return keys
}

// compiledTargets are the targets compileSDK knows how to compile.
var compiledTargets = []string{"openapi", "go", "typescript", "python", "java", "kotlin", "ruby", "php", "sql"}

// bigSpecs lists the spec files of the folders, narrowed to the comma-separated names of only when it is set; a name
// that matches no file is an error, so a slice cannot silently shrink.
func bigSpecs(t *testing.T, dirs []string, only string) []string {
	t.Helper()
	byName := map[string]string{}
	var all []string
	for _, dir := range dirs {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatalf("SDKGEN_BIGSPECS_DIR: %v", err)
		}
		for _, e := range entries {
			ext := filepath.Ext(e.Name())
			if e.IsDir() || !slices.Contains(bigSpecExts, ext) {
				continue
			}
			path, err := filepath.Abs(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			byName[strings.TrimSuffix(e.Name(), ext)] = path
			all = append(all, path)
		}
	}
	if only == "" {
		return all
	}
	var out []string
	for name := range strings.SplitSeq(only, ",") {
		path, ok := byName[name]
		if !ok {
			t.Fatalf("SDKGEN_BIGSPECS names %q, which is no spec of %v", name, dirs)
		}
		out = append(out, path)
	}
	return out
}

// compileSDK compiles one target's SDK in dir with its language's compiler in a clean environment.
func compileSDK(t *testing.T, target, dir, spec string) {
	t.Helper()
	switch target {
	case "openapi":
		checkDocumentedSpec(t, spec, filepath.Join(dir, openapi.OutputPath))
	case "go":
		env := toolchain.CleanEnv(t)
		toolchain.Run(t, dir, env, "go", "build", "./...")
		toolchain.Run(t, dir, env, "go", "vet", "./...")
	case "typescript":
		env := toolchain.CleanEnv(t)
		toolchain.Run(t, dir, env, "./scripts/bootstrap")
		toolchain.Run(t, dir, env, "./node_modules/.bin/tsc", "--noEmit", "-p", "tsconfig.json")
	case "python":
		env := toolchain.CleanEnv(t)
		toolchain.Run(t, dir, env, "./scripts/bootstrap")
		toolchain.Run(t, dir, env, ".venv/bin/python", "-m", "compileall", "-q", "src")
		script := filepath.Join(t.TempDir(), "import_every_module.py")
		if err := os.WriteFile(script, []byte(importEveryModule), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Log(toolchain.Run(t, dir, env, ".venv/bin/python", script, pythonPackage(t, dir)))
		if os.Getenv("SDKGEN_BIGSPECS_PYRIGHT") == "1" { // strict, as scripts/lint runs it: minutes per big SDK
			toolchain.Run(t, dir, env, ".venv/bin/pyright")
		}
	case "java", "kotlin":
		// javac -Xlint:all or kotlinc, warnings as errors, main and test code of every module, offline after bootstrap.
		env := toolchain.CleanEnv(t)
		toolchain.Run(t, dir, env, "./scripts/bootstrap")
		toolchain.Run(t, dir, env, "./scripts/utils/maven", "--batch-mode", "--quiet", "--offline", "test-compile")
	case "ruby":
		env := toolchain.CleanEnv(t)
		toolchain.Run(t, dir, env, "./scripts/bootstrap")
		toolchain.Run(t, dir, env, "ruby", "-Ilib", "-e", `require File.basename(Dir["lib/*.rb"].first, ".rb")`)
		toolchain.Run(t, dir, env, "ruby", "-e", `gem "rbs"; load Gem.bin_path("rbs", "rbs")`, "--", "-r", "date", "-r", "pathname", "-I", "sig", "validate", "--silent")
	case "php":
		// php -l, strict types, phpcs and loading every class (scripts/lint), offline after bootstrap.
		env := toolchain.CleanEnv(t)
		toolchain.Run(t, dir, env, "./scripts/bootstrap")
		toolchain.Run(t, dir, env, "./scripts/lint")
	case "sql":
		// The install script's PL/Python bodies compile and every function is SECURITY INVOKER with its search_path.
		toolchain.Run(t, dir, toolchain.CleanEnv(t), "./scripts/lint")
	default:
		t.Errorf("no compiler is known for target %s", target)
	}
}

// importEveryModule imports a package and each of its modules: a model that pydantic cannot build, or a name a
// module imports that does not exist, fails only when its module is imported.
const importEveryModule = `import importlib, pkgutil, sys
pkg = importlib.import_module(sys.argv[1])
count = 0
for mod in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
    importlib.import_module(mod.name)
    count += 1
print(f"imported {sys.argv[1]} and its {count} modules")
`

// pythonPackage is the import name of the package a generated Python SDK holds under src/.
func pythonPackage(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(dir, "src"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join(dir, "src", e.Name(), "__init__.py")); e.IsDir() && err == nil {
			return e.Name()
		}
	}
	t.Fatalf("no package under %s/src", dir)
	return ""
}

// TestBigSpecConfigSelectsEveryCompiledTarget: the configuration TestBigSpecSDKsCompile generates from selects
// every target it has a compile case for, so none of those cases is dead code.
func TestBigSpecConfigSelectsEveryCompiledTarget(t *testing.T) {
	spec, err := filepath.Abs(filepath.Join(root, "testdata/pairs/onebusaway/openapi.yml"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := corpus.Pair{Name: "onebusaway", Spec: spec, Config: bigSpecConfig(t, spec)}.Load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	selected, err := codegen.Select(res, builtin.Registry(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range compiledTargets {
		if target != "openapi" && !slices.Contains(selected, target) { // render adds openapi to every run
			t.Errorf("the big-spec configuration does not select %s (selected: %v)", target, selected)
		}
	}
}
