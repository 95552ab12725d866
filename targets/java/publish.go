package java

import (
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// Publishing to Maven Central (targets.java.publish.maven). The root pom's "release" profile adds what Central
// requires (sources and javadoc jars, GPG signatures) and the upload: through the Central Publisher Portal
// (maven_platform: portal, the default, with central-publishing-maven-plugin), or through the OSSRH staging API that
// the Portal keeps for OSSRH-era projects (maven_platform: ossrh, with maven-deploy-plugin and a transfer request).
// maven_host replaces the host of either. bin/publish-maven runs it in the publish workflow with the credentials
// and the signing key from GitHub secrets; signing uses the plugin's Bouncy Castle signer, so no gpg is needed.

const (
	portalHost = "central.sonatype.com"
	ossrhHost  = "ossrh-staging-api.central.sonatype.com"
	// serverID is the <server> of the settings bin/publish-maven writes with the credentials.
	serverID = "central"
)

// mavenSecrets are the GitHub secrets bin/publish-maven reads: a Central Portal user token and the ASCII-armoured
// signing key with its passphrase.
var mavenSecrets = []string{"SONATYPE_USERNAME", "SONATYPE_PASSWORD", "GPG_SIGNING_KEY", "GPG_SIGNING_PASSWORD"}

// publishes reports whether publish.maven is on.
func (g *gen) publishes() bool { return g.cfg.Publish.Maven != nil && g.cfg.Publish.Maven.Enabled }

// ossrh reports whether the upload goes through the OSSRH staging API.
func (g *gen) ossrh() bool { return g.publishes() && g.cfg.Publish.Maven.MavenPlatform == "ossrh" }

// mavenHost is maven_host, else the platform's host.
func (g *gen) mavenHost() string {
	if g.publishes() && strings.TrimSpace(g.cfg.Publish.Maven.MavenHost) != "" {
		host := strings.TrimSpace(g.cfg.Publish.Maven.MavenHost)
		host = strings.TrimPrefix(strings.TrimPrefix(host, "https://"), "http://")
		return strings.TrimSuffix(host, "/")
	}
	if g.ossrh() {
		return ossrhHost
	}
	return portalHost
}

// registries is Maven Central when publish.maven is on.
func (g *gen) registries() []scaffold.Registry {
	if !g.publishes() {
		return nil
	}
	return []scaffold.Registry{{Name: "maven", Title: "Maven Central", Secrets: mavenSecrets, Script: g.publishScript()}}
}

// publishScript is bin/publish-maven.
func (g *gen) publishScript() string {
	var b strings.Builder
	b.WriteString(`#!/usr/bin/env bash
# Builds, signs and publishes every module but the example to Maven Central (the "release" profile of pom.xml).
# SONATYPE_USERNAME and SONATYPE_PASSWORD are a Central Portal user token; GPG_SIGNING_KEY is the ASCII-armoured
# private key that signs the artifacts and GPG_SIGNING_PASSWORD its passphrase.
set -euo pipefail
cd "${PACKAGE_PATH:-.}"

settings="$(mktemp)"
trap 'rm -f "$settings"' EXIT
cat >"$settings" <<'XML'
<settings>
  <servers>
    <server>
      <id>` + serverID + `</id>
      <username>${env.SONATYPE_USERNAME}</username>
      <password>${env.SONATYPE_PASSWORD}</password>
    </server>
  </servers>
</settings>
XML
export MAVEN_GPG_KEY="$GPG_SIGNING_KEY"
export MAVEN_GPG_PASSPHRASE="$GPG_SIGNING_PASSWORD"
./scripts/utils/maven --batch-mode --settings "$settings" -P release -DskipTests -Dgpg.signer=bc deploy
`)
	if g.ossrh() {
		// The OSSRH staging API keeps the upload until it is asked to hand it to the Portal.
		b.WriteString(`
echo "==> handing the staged upload to the Central Portal"
token="$(printf '%s:%s' "$SONATYPE_USERNAME" "$SONATYPE_PASSWORD" | base64 | tr -d '\n')"
curl --fail --silent --show-error -X POST -H "Authorization: Bearer $token" \
  ` + scaffold.ShellQuote("https://"+g.mavenHost()+"/manual/upload/defaultRepository/"+g.layout.GroupID+"?publishing_type=automatic") + `
`)
	}
	return b.String()
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
	if g.ossrh() {
		profile = append(profile, el("distributionManagement", el("repository",
			leaf("id", serverID),
			leaf("url", "https://"+g.mavenHost()+"/service/local/staging/deploy/maven2/"),
		)))
	} else {
		central := []node{
			leaf("publishingServerId", serverID),
			leaf("autoPublish", "true"),
			el("excludeArtifacts", leaf("artifact", g.layout.ExampleModule())),
		}
		if g.mavenHost() != portalHost {
			central = append(central, leaf("centralBaseUrl", "https://"+g.mavenHost()))
		}
		plugins = append(plugins, plugin("central-publishing-maven-plugin", leaf("extensions", "true"), el("configuration", central...)))
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
