package anchorcheck

import (
	"os"
	"path/filepath"
	"strings"
)

// kotlin drops in the anchor's tests of each module (<module>/src/test/kotlin) into the SDK's module of the same
// suffix (-core, -client-okhttp), in place of the SDK's own, and adds to that module's pom the test libraries the
// anchor's build used (KotlinTestDeps). The anchor's service tests live in the core module but build clients with
// the OkHttp module's builders (a Gradle test dependency on the sibling project); Maven forbids that cycle, so the
// OkHttp module's main sources are compiled into the core module's tests instead, with OkHttp in its test scope.
// It deselects with Surefire's -Dtest=!Class#method, as java does.
var kotlin = language{
	targets:  []string{"kotlin"},
	dropIn:   dropInKotlin,
	deselect: java.deselect,
}

func dropInKotlin(anchor, sdk string, excluded map[string]bool) error {
	modules, err := os.ReadDir(anchor)
	if err != nil {
		return err
	}
	for _, m := range modules {
		if !m.IsDir() || !hasTests(anchor, m.Name(), excluded) {
			continue
		}
		target, err := sdkModule(sdk, m.Name())
		if err != nil {
			return err
		}
		if err := os.RemoveAll(filepath.Join(sdk, target, "src", "test")); err != nil {
			return err
		}
		err = copyTree(filepath.Join(anchor, m.Name()), filepath.Join(sdk, target), prefixed(excluded, m.Name()+"/"),
			func(rel string) bool { return strings.HasPrefix(rel, "src/test/") })
		if err != nil {
			return err
		}
		deps := KotlinTestDeps
		if strings.HasSuffix(target, "-core") {
			if err := okHttpIntoCoreTests(sdk, target); err != nil {
				return err
			}
			deps = append(deps[:len(deps):len(deps)], "com.squareup.okhttp3:okhttp-jvm:${okhttp.version}")
		}
		if err := addTestDeps(filepath.Join(sdk, target, "pom.xml"), deps); err != nil {
			return err
		}
	}
	return nil
}

// okHttpIntoCoreTests copies the OkHttp module's main Kotlin sources into the core module's test sources.
func okHttpIntoCoreTests(sdk, core string) error {
	okhttp, err := sdkModule(sdk, strings.TrimSuffix(core, "-core")+"-client-okhttp")
	if err != nil {
		return err
	}
	return copyTree(filepath.Join(sdk, okhttp, "src", "main", "kotlin"), filepath.Join(sdk, core, "src", "test", "kotlin"),
		nil, func(string) bool { return true })
}
