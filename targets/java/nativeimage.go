package java

import (
	"encoding/json"
	"regexp"
	"sort"
	"strings"
)

// reflectEntry is one class of GraalVM's reflect-config.json: what native-image keeps for reflection on it.
type reflectEntry struct {
	Name                    string `json:"name"`
	AllDeclaredConstructors bool   `json:"allDeclaredConstructors"`
	AllPublicConstructors   bool   `json:"allPublicConstructors"`
	AllDeclaredMethods      bool   `json:"allDeclaredMethods"`
	AllPublicMethods        bool   `json:"allPublicMethods"`
	AllDeclaredFields       bool   `json:"allDeclaredFields"`
}

// classDeclaration matches a class, interface or enum declared on a line of its own; its indentation tells how deep
// it is nested.
var classDeclaration = regexp.MustCompile(`^( *)(?:(?:public|protected|private|static|final|abstract) )*(?:class|interface|enum|@interface) ([A-Za-z_$][\w$]*)`)

// nativeImageConfig is the reachability metadata publish.graalvm_metadata adds to the core jar
// (META-INF/native-image/<groupId>/<artifactId>/reflect-config.json, which native-image reads from the jars it
// compiles): Jackson builds and reads the models, their builders and the runtime's JSON classes reflectively, so
// every class of the core module, nested ones included, is registered with its constructors, methods and fields.
// The classes are read from the generated sources, so the list is whatever this generation declares.
func (g *gen) nativeImageConfig() (path string, data []byte, err error) {
	if !g.cfg.Publish.GraalVMMetadata {
		return "", nil, nil
	}
	root := g.layout.CoreModule() + "/src/main/java/"
	var names []string
	for _, p := range g.out.Paths() {
		rel, ok := strings.CutPrefix(p, root)
		if !ok || !strings.HasSuffix(rel, ".java") {
			continue
		}
		f, _ := g.out.File(p)
		pkg := ""
		if i := strings.LastIndexByte(rel, '/'); i >= 0 {
			pkg = strings.ReplaceAll(rel[:i], "/", ".")
		}
		names = append(names, declaredClasses(pkg, string(f.Data))...)
	}
	sort.Strings(names)
	entries := make([]reflectEntry, len(names))
	for i, n := range names {
		entries[i] = reflectEntry{Name: n, AllDeclaredConstructors: true, AllPublicConstructors: true,
			AllDeclaredMethods: true, AllPublicMethods: true, AllDeclaredFields: true}
	}
	data, err = json.MarshalIndent(entries, "", "  ")
	if err != nil {
		return "", nil, err
	}
	path = g.layout.CoreModule() + "/src/main/resources/META-INF/native-image/" + g.layout.GroupID + "/" +
		g.layout.CoreModule() + "/reflect-config.json"
	return path, append(data, '\n'), nil
}

// declaredClasses are the binary names (pkg.Outer$Inner) of the member classes a formatted source declares: nesting
// follows the four-space indentation; a class declared inside a method (deeper than a member) is left out.
func declaredClasses(pkg, source string) []string {
	type open struct {
		depth int
		name  string
	}
	var stack []open
	var out []string
	for _, line := range strings.Split(source, "\n") {
		m := classDeclaration.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		depth := len(m[1]) / 4
		for len(stack) > 0 && stack[len(stack)-1].depth >= depth {
			stack = stack[:len(stack)-1]
		}
		if depth != len(stack) {
			continue // not a member of the enclosing class
		}
		stack = append(stack, open{depth, m[2]})
		names := make([]string, len(stack))
		for i, o := range stack {
			names[i] = o.name
		}
		out = append(out, pkg+"."+strings.Join(names, "$"))
	}
	return out
}
