package anchorcheck

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	javatarget "github.com/sdkgen/sdkgen/targets/java"
)

// java drops in the anchor's tests of each module (<module>/src/test, Kotlin: the previous generator wrote the
// tests of its Java SDKs in Kotlin) into the SDK's module of the same suffix (-core, -client-okhttp), in place of
// the SDK's own, and adds to that module's pom what compiles and runs them: kotlin-maven-plugin, bound to
// test-compile only (the SDK's main code stays Java), and the test libraries the anchor's build used
// (KotlinTestDeps). It deselects with Surefire's -Dtest=!Class#method.
var java = language{
	targets: []string{"java"},
	dropIn:  dropInJava,
	deselect: func(ids []TestID) ([]string, error) {
		if len(ids) == 0 {
			return nil, nil
		}
		patterns := make([]string, len(ids))
		for i, id := range ids {
			class := strings.TrimSuffix(path.Base(id.File), path.Ext(id.File))
			switch len(id.Names) {
			case 1:
				patterns[i] = "!" + class + "#" + id.Names[0]
			case 2:
				patterns[i] = "!" + id.Names[0] + "#" + id.Names[1]
			default:
				return nil, fmt.Errorf("java exception %s: name a test method: <file>::<method> or <file>::<Class>::<method>", id)
			}
		}
		return []string{"-Dtest=" + strings.Join(patterns, ",")}, nil
	},
}

// KotlinVersion is the Kotlin that compiles the anchor's tests.
const KotlinVersion = "2.4.21"

// KotlinTestDeps are the test libraries of the anchor's Java SDK build (groupId:artifactId:version; no version:
// the SDK's BOMs give it), with kotlin-test for JUnit 5, which brings the Kotlin standard library. The standard
// library itself is not declared: a test-scoped declaration would take it off the main classpath of the OkHttp
// module, whose okhttp-jvm needs it to compile (javac reads its Kotlin collection markers).
var KotlinTestDeps = []string{
	"org.jetbrains.kotlin:kotlin-test-junit5:" + KotlinVersion,
	"com.fasterxml.jackson.module:jackson-module-kotlin",
	"com.github.tomakehurst:wiremock-jre8:2.35.2",
	"org.junit-pioneer:junit-pioneer:1.9.1",
	"org.mockito:mockito-core:5.14.2",
	"org.mockito:mockito-junit-jupiter:5.14.2",
	"org.mockito.kotlin:mockito-kotlin:4.1.0",
}

func dropInJava(anchor, sdk string, excluded map[string]bool) error {
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
		if err := AddKotlinTests(filepath.Join(sdk, target, "pom.xml")); err != nil {
			return err
		}
		if strings.HasSuffix(target, "-core") {
			if err := addKotlinShims(filepath.Join(sdk, target)); err != nil {
				return err
			}
		}
	}
	return nil
}

// addKotlinShims writes the runtime's Kotlin spellings of its static helpers (java.KotlinShims: jsonMapper() and
// the like, top-level functions in the previous runtime) into the core module's Kotlin test sources, in the SDK's
// base package: the package that holds core/ClientOptions.java.
func addKotlinShims(core string) error {
	mainJava := filepath.Join(core, "src", "main", "java")
	var found []string
	err := filepath.WalkDir(mainJava, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Base(p) == "ClientOptions.java" && filepath.Base(filepath.Dir(p)) == "core" {
			found = append(found, filepath.Dir(filepath.Dir(p)))
		}
		return err
	})
	if err != nil {
		return err
	}
	if len(found) != 1 {
		return fmt.Errorf("%s: found %d core/ClientOptions.java, not one", core, len(found))
	}
	rel, err := filepath.Rel(mainJava, found[0])
	if err != nil {
		return err
	}
	shims, err := javatarget.KotlinShims(strings.ReplaceAll(filepath.ToSlash(rel), "/", "."))
	if err != nil {
		return err
	}
	for path, data := range shims {
		dest := filepath.Join(core, "src", "test", "kotlin", filepath.FromSlash(path))
		if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dest, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// hasTests reports whether the anchor's module has test files that are not excluded.
func hasTests(anchor, module string, excluded map[string]bool) bool {
	found := false
	walkErr := filepath.WalkDir(filepath.Join(anchor, module, "src", "test"), func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(anchor, p)
		if err != nil {
			return err
		}
		if !excluded[filepath.ToSlash(rel)] {
			found = true
			return filepath.SkipAll
		}
		return nil
	})
	return found && walkErr == nil
}

// prefixed are the excluded paths under dir, relative to dir.
func prefixed(excluded map[string]bool, dir string) map[string]bool {
	out := map[string]bool{}
	for p := range excluded {
		if rest, ok := strings.CutPrefix(p, dir); ok {
			out[rest] = true
		}
	}
	return out
}

// sdkModule is the SDK's module folder that stands for the anchor's module: the one with the same suffix after the
// artifact name (-core, -client-okhttp), or the same name. A module with none is an error: its tests would be lost
// silently; list its files in the exceptions instead.
func sdkModule(sdk, anchorModule string) (string, error) {
	if info, err := os.Stat(filepath.Join(sdk, anchorModule)); err == nil && info.IsDir() {
		return anchorModule, nil
	}
	for _, suffix := range []string{"-core", "-client-okhttp"} {
		if !strings.HasSuffix(anchorModule, suffix) {
			continue
		}
		matches, err := filepath.Glob(filepath.Join(sdk, "*"+suffix, "pom.xml"))
		if err != nil {
			return "", err
		}
		if len(matches) == 1 {
			return filepath.Base(filepath.Dir(matches[0])), nil
		}
	}
	return "", fmt.Errorf("the SDK has no module for the anchor's %s: list its tests in the exceptions", anchorModule)
}

// AddKotlinTests makes the module of pomPath compile and run Kotlin tests from src/test/kotlin: the Kotlin plugin
// bound to test-compile, after javac's test compile so the Kotlin tests see the Java test classes, and
// KotlinTestDeps in the test scope. It edits the pom as sdkgen writes it (two-space indents).
func AddKotlinTests(pomPath string) error {
	if err := addTestDeps(pomPath, KotlinTestDeps); err != nil {
		return err
	}
	data, err := os.ReadFile(pomPath)
	if err != nil {
		return err
	}
	pom := string(data)
	if strings.Contains(pom, "\n    <plugins>\n") {
		pom = strings.Replace(pom, "\n    <plugins>\n", "\n    <plugins>\n"+kotlinPlugin, 1)
	} else {
		pom = strings.Replace(pom, "\n</project>", "\n  <build>\n    <plugins>\n"+kotlinPlugin+"    </plugins>\n  </build>\n</project>", 1)
	}
	return os.WriteFile(pomPath, []byte(pom), 0o644)
}

const kotlinPlugin = `      <plugin>
        <groupId>org.jetbrains.kotlin</groupId>
        <artifactId>kotlin-maven-plugin</artifactId>
        <version>` + KotlinVersion + `</version>
        <executions>
          <execution>
            <id>kotlin-test-compile</id>
            <phase>test-compile</phase>
            <goals>
              <goal>test-compile</goal>
            </goals>
            <configuration>
              <sourceDirs>
                <sourceDir>${project.basedir}/src/test/kotlin</sourceDir>
              </sourceDirs>
            </configuration>
          </execution>
        </executions>
      </plugin>
`

// addTestDeps adds test-scoped dependencies (groupId:artifactId[:version]) to a pom as sdkgen writes it: the
// anchors' test libraries, for java and kotlin.
func addTestDeps(pomPath string, deps []string) error {
	data, err := os.ReadFile(pomPath)
	if err != nil {
		return err
	}
	pom := string(data)
	const depsEnd = "\n  </dependencies>\n"
	if !strings.Contains(pom, depsEnd) {
		return errors.New(pomPath + ": no <dependencies> section")
	}
	var b strings.Builder
	for _, d := range deps {
		parts := strings.SplitN(d, ":", 3)
		b.WriteString("\n    <dependency>\n      <groupId>" + parts[0] + "</groupId>\n      <artifactId>" + parts[1] + "</artifactId>\n")
		if len(parts) == 3 {
			b.WriteString("      <version>" + parts[2] + "</version>\n")
		}
		b.WriteString("      <scope>test</scope>\n    </dependency>")
	}
	return os.WriteFile(pomPath, []byte(strings.Replace(pom, depsEnd, b.String()+depsEnd, 1)), 0o644)
}
