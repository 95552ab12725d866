package java

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// layout names the repository's modules, packages and classes. Every part of the target asks it, so the runtime,
// the generated code and the build agree. The shape is the one users of the published JVM SDKs know
// (org.onebusaway:onebusaway-sdk-java): <pkg>.client, <pkg>.client.okhttp, <pkg>.core, <pkg>.core.http,
// <pkg>.errors, <pkg>.models.<resource>, <pkg>.services.blocking and <pkg>.services.async.
type layout struct {
	// Package is the base package: reverse_domain, or reverse_domain.package_name when package_name is set.
	Package string
	// Prefix starts the client's class names and the runtime's API-specific ones: OnebusawaySdk gives
	// OnebusawaySdkClient, OnebusawaySdkOkHttpClient, OnebusawaySdkException.
	Prefix string
	// Artifact is the aggregate module's artifactId and folder (onebusaway-sdk-java); the other modules are
	// Artifact+"-core", "-client-okhttp", "-example" and "-lib".
	Artifact string
	// GroupID is publish.maven.group_id, else the reverse domain.
	GroupID string
}

func newLayout(api *ir.API, cfg *config.JavaTarget, names *naming.Namer) layout {
	pkg := cfg.ReverseDomainIdent()
	if sub := cfg.PackageIdent(); sub != "" {
		pkg += "." + sub
	}
	l := layout{Package: pkg, Prefix: names.Pascal(api.Client.Name), Artifact: names.Kebab(api.Organization.Name) + "-java", GroupID: cfg.ReverseDomainIdent()}
	if m := cfg.Publish.Maven; m != nil {
		if m.ArtifactID != "" {
			l.Artifact = m.ArtifactID
		}
		if m.GroupID != "" {
			l.GroupID = m.GroupID
		}
	}
	return l
}

// Module folder names.
func (l layout) CoreModule() string    { return l.Artifact + "-core" }
func (l layout) OkHttpModule() string  { return l.Artifact + "-client-okhttp" }
func (l layout) ExampleModule() string { return l.Artifact + "-example" }
func (l layout) LibModule() string     { return l.Artifact + "-lib" }

// Sub is a package under the base package: Sub("core", "http") is <pkg>.core.http.
func (l layout) Sub(parts ...string) string {
	return strings.Join(append([]string{l.Package}, parts...), ".")
}

// MainSource is the path of a main source file of a module: <module>/src/main/java/<pkg path>/<class>.java.
func (l layout) MainSource(module, pkg, class string) string {
	return module + "/src/main/java/" + strings.ReplaceAll(pkg, ".", "/") + "/" + class + ".java"
}

// TestSource is the path of a test source file of a module.
func (l layout) TestSource(module, pkg, class string) string {
	return module + "/src/test/java/" + strings.ReplaceAll(pkg, ".", "/") + "/" + class + ".java"
}
