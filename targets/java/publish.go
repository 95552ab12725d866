package java

import (
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/jvm"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// Publishing to Maven Central (targets.java.publish.maven): the root pom's "release" profile adds what Central
// requires (sources and javadoc jars, GPG signatures) and the upload (jvm.Central: the Central Publisher Portal or the
// OSSRH staging API, maven_host replacing the host of either); bin/publish-maven runs it in the publish workflow.

// central is publish.maven's upload.
func (g *gen) central() jvm.Central { return jvm.NewCentral(g.cfg.Publish.Maven) }

// publishes reports whether publish.maven is on.
func (g *gen) publishes() bool { return g.central().On }

// registries is Maven Central when publish.maven is on.
func (g *gen) registries() []scaffold.Registry {
	c := g.central()
	if !c.On {
		return nil
	}
	return c.Registries(c.PublishScript("every module but the example", mavenScriptPath, g.layout.GroupID))
}

// projectInfo is what Maven Central requires of every pom besides the coordinates: the project's URL, licence,
// developers and source repository.
func (g *gen) projectInfo() []node {
	var out []node
	repo := g.repoSlug()
	url := g.api.Organization.Docs
	if repo != "" {
		url = "https://github.com/" + repo
	}
	if url != "" {
		out = append(out, leaf("url", url))
	}
	out = append(out, el("licenses", g.license()))
	dev := []node{leaf("name", g.names.Pascal(g.api.Organization.Name))}
	if c := g.api.Organization.Contact; strings.Contains(c, "@") {
		dev = append(dev, leaf("email", c))
	}
	if url != "" {
		dev = append(dev, leaf("organizationUrl", url))
	}
	out = append(out, el("developers", el("developer", dev...)))
	if repo != "" {
		out = append(out, el("scm",
			leaf("connection", "scm:git:https://github.com/"+repo+".git"),
			leaf("developerConnection", "scm:git:ssh://git@github.com/"+repo+".git"),
			leaf("url", "https://github.com/"+repo),
		))
	}
	return out
}

// license is the <license> of settings.license.
func (g *gen) license() node {
	l := g.api.Settings.License
	switch {
	case l.Contents != "":
		path, _, _ := scaffold.LicenseText(g.api)
		name := l.SPDX
		if name == "" {
			name = "Custom licence"
		}
		children := []node{leaf("name", name)}
		if repo := g.repoSlug(); repo != "" {
			children = append(children, leaf("url", "https://github.com/"+repo+"/blob/main/"+path))
		}
		return el("license", children...)
	case l.SPDX == "MIT":
		return el("license", leaf("name", "MIT"), leaf("url", "https://opensource.org/licenses/MIT"))
	}
	return el("license", leaf("name", "Apache-2.0"), leaf("url", "https://www.apache.org/licenses/LICENSE-2.0.txt"))
}

// releaseProfile is the "release" profile, or nil when the SDK is not published.
func (g *gen) releaseProfile() *node {
	if !g.publishes() {
		return nil
	}
	plugins := []node{
		plugin("maven-source-plugin", executions("attach-sources", "jar-no-fork")),
		plugin("maven-javadoc-plugin", executions("attach-javadocs", "jar"),
			el("configuration", commented("Descriptions come from the spec: their HTML is not checked.", leaf("doclint", "none")))),
		plugin("maven-gpg-plugin", executions("sign-artifacts", "sign")),
	}
	profile := []node{leaf("id", "release")}
	central := g.central()
	if central.OSSRH {
		profile = append(profile, el("distributionManagement", el("repository",
			leaf("id", jvm.CentralServerID),
			leaf("url", "https://"+central.Host+"/service/local/staging/deploy/maven2/"),
		)))
	} else {
		portal := []node{
			leaf("publishingServerId", jvm.CentralServerID),
			leaf("autoPublish", "true"),
			el("excludeArtifacts", leaf("artifact", g.layout.ExampleModule())),
		}
		if central.Host != jvm.PortalHost {
			portal = append(portal, leaf("centralBaseUrl", "https://"+central.Host))
		}
		plugins = append(plugins, plugin("central-publishing-maven-plugin", leaf("extensions", "true"), el("configuration", portal...)))
	}
	profile = append(profile, el("build", el("plugins", plugins...)))
	n := el("profile", profile...)
	return &n
}

// executions binds one goal of a plugin under an execution id.
func executions(id, goal string) node {
	return el("executions", el("execution", leaf("id", id), el("goals", leaf("goal", goal))))
}

// proguardRules are the keep rules publish.proguard adds to the core jar (META-INF/proguard/, which ProGuard and R8
// read from the jars they shrink): Jackson builds and reads the models reflectively, through their annotations and
// generic signatures, so the SDK's classes and those attributes are kept.
func (g *gen) proguardRules() (path, rules string) {
	if !g.cfg.Publish.Proguard {
		return "", ""
	}
	path = g.layout.CoreModule() + "/src/main/resources/META-INF/proguard/" + g.layout.CoreModule() + ".pro"
	return path, "# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.\n" +
		"# Jackson reads and builds the SDK's classes reflectively, through annotations and generic signatures.\n" +
		"-keepattributes Signature,*Annotation*,InnerClasses,EnclosingMethod\n" +
		"-keep class " + g.layout.Package + ".** { *; }\n" +
		"-keep class com.fasterxml.jackson.** { *; }\n" +
		"-dontwarn com.fasterxml.jackson.databind.ext.**\n"
}
