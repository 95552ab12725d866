package golang_test

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
)

// TestStdlibPackageNames: a package_name equal to a standard-library package the generated files import still
// gives a module whose code and tests compile and vet (the kitchen sink imports nearly all of them).
func TestStdlibPackageNames(t *testing.T) {
	for _, name := range []string{"http", "json", "context", "errors", "testing"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			sdk, goBin, env := builtModule(t, generateGo(t, kitchenSinkDir, func(cfg *config.GoTarget) { cfg.PackageName = name }))
			env = append(env, "SKIP_MOCK_TESTS=true")
			if out, err := run(sdk, env, goBin, "vet", "./..."); err != nil {
				t.Fatalf("package %s: the module does not vet: %v\n%s", name, err, out)
			}
			if out, err := run(sdk, env, goBin, "test", "./..."); err != nil {
				t.Fatalf("package %s: the module's tests fail: %v\n%s", name, err, out)
			}
		})
	}
}
