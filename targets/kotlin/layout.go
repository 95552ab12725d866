package kotlin

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
)

// layout names the repository's modules and packages, in the shape users of the published Kotlin SDKs know
// (org.onebusaway:onebusaway-sdk-kotlin): <pkg>.client, <pkg>.client.okhttp, <pkg>.core, <pkg>.core.http,
// <pkg>.errors, <pkg>.models.<resource>, <pkg>.services.blocking and <pkg>.services.async.
type layout struct {
	// Package is the base package: reverse_domain, or reverse_domain.package_name when package_name is set.
	Package string
	// Prefix starts the client's class names and the runtime's API-specific ones (OnebusawaySdkClient).
	Prefix string
	// Artifact is the aggregate module's artifactId and folder; the others add -core and -client-okhttp.
	Artifact string
	// GroupID is publish.maven.group_id, else the reverse domain.
	GroupID string
}

func newLayout(api *ir.API, cfg *config.JavaTarget, n names) layout {
	pkg := cfg.ReverseDomainIdent()
	if sub := cfg.PackageIdent(); sub != "" {
		pkg += "." + sub
	}
	l := layout{Package: pkg, Prefix: n.namer.Pascal(api.Client.Name), Artifact: n.namer.Kebab(api.Organization.Name) + "-kotlin", GroupID: cfg.ReverseDomainIdent()}
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

func (l layout) CoreModule() string   { return l.Artifact + "-core" }
func (l layout) OkHttpModule() string { return l.Artifact + "-client-okhttp" }

// Sub is a package under the base package.
func (l layout) Sub(parts ...string) string {
	return strings.Join(append([]string{l.Package}, parts...), ".")
}

// MainSource is the path of a main source file: <module>/src/main/kotlin/<pkg path>/<name>.kt.
func (l layout) MainSource(module, pkg, name string) string {
	return module + "/src/main/kotlin/" + strings.ReplaceAll(pkg, ".", "/") + "/" + name + ".kt"
}

// TestSource is the path of a test source file.
func (l layout) TestSource(module, pkg, name string) string {
	return module + "/src/test/kotlin/" + strings.ReplaceAll(pkg, ".", "/") + "/" + name + ".kt"
}
