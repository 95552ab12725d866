package kotlin

import (
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// Publishing to Maven Central (targets.kotlin.publish.maven), as the java target does: the root pom's "release"
// profile adds what Central requires (sources and javadoc jars, GPG signatures, the project's URL, licence,
// developers and source repository) and the upload, through the Central Publisher Portal (maven_platform: portal,
// the default, with central-publishing-maven-plugin) or the OSSRH staging API (maven_platform: ossrh, with
// maven-deploy-plugin and a transfer request). maven_host replaces the host of either. bin/publish-maven runs it
// in the publish workflow with the credentials and the signing key from GitHub secrets; signing uses the plugin's
// Bouncy Castle signer, so no gpg is needed. The javadoc jar is empty: Central requires one, and Kotlin's API
// documentation is the sources jar and api.md.

const (
	portalHost = "central.sonatype.com"
	ossrhHost  = "ossrh-staging-api.central.sonatype.com"
	// serverID is the <server> of the settings bin/publish-maven writes with the credentials.
	serverID = "central"
)

// mavenSecrets are the GitHub secrets bin/publish-maven reads.
var mavenSecrets = []string{"SONATYPE_USERNAME", "SONATYPE_PASSWORD", "GPG_SIGNING_KEY", "GPG_SIGNING_PASSWORD"}

func (g *gen) publishes() bool { return g.cfg.Publish.Maven != nil && g.cfg.Publish.Maven.Enabled }

func (g *gen) ossrh() bool { return g.publishes() && g.cfg.Publish.Maven.MavenPlatform == "ossrh" }

// mavenHost is maven_host, else the platform's host.
func (g *gen) mavenHost() string {
	if g.publishes() {
		if host := strings.TrimSpace(g.cfg.Publish.Maven.MavenHost); host != "" {
			host = strings.TrimPrefix(strings.TrimPrefix(host, "https://"), "http://")
			return strings.TrimSuffix(host, "/")
		}
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
	script := `#!/usr/bin/env bash
# Builds, signs and publishes every module to Maven Central (the "release" profile of pom.xml).
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
./` + mavenScriptPath + ` --batch-mode --settings "$settings" -P release -DskipTests -Dgpg.signer=bc deploy
`
	if g.ossrh() {
		// The OSSRH staging API keeps the upload until it is asked to hand it to the Portal.
		script += `
echo "==> handing the staged upload to the Central Portal"
token="$(printf '%s:%s' "$SONATYPE_USERNAME" "$SONATYPE_PASSWORD" | base64 | tr -d '\n')"
curl --fail --silent --show-error -X POST -H "Authorization: Bearer $token" \
  ` + scaffold.ShellQuote("https://"+g.mavenHost()+"/manual/upload/defaultRepository/"+g.layout.GroupID+"?publishing_type=automatic") + `
`
	}
	return script
}

// repoSlug is production_repo's owner/name, or "".
func (g *gen) repoSlug() string {
	if g.cfg.ProductionRepo == nil {
		return ""
	}
	repo, _, _ := strings.Cut(*g.cfg.ProductionRepo, "#")
	return repo
}

// projectInfo is what Central requires of every pom besides the coordinates, in the root pom (the modules inherit
// it): the project's URL, licence, developers and source repository. Empty when the SDK is not published.
func (g *gen) projectInfo() string {
	if !g.publishes() {
		return ""
	}
	var b strings.Builder
	b.WriteString("  <description>" + xmlText(g.layout.Prefix) + " Kotlin SDK</description>\n")
	repo := g.repoSlug()
	url := g.api.Organization.Docs
	if repo != "" {
		url = "https://github.com/" + repo
	}
	if url != "" {
		b.WriteString("  <url>" + xmlText(url) + "</url>\n")
	}
	name, licenseURL := "Apache-2.0", "https://www.apache.org/licenses/LICENSE-2.0.txt"
	if l := g.api.Settings.License; l.Contents != "" || l.SPDX == "MIT" {
		name, licenseURL = firstNonEmpty(l.SPDX, "Custom licence"), "https://opensource.org/licenses/MIT"
		if l.Contents != "" {
			path, _, _ := scaffold.LicenseText(g.api)
			licenseURL = ""
			if repo != "" {
				licenseURL = "https://github.com/" + repo + "/blob/main/" + path
			}
		}
	}
	b.WriteString("  <licenses>\n    <license>\n      <name>" + xmlText(name) + "</name>\n")
	if licenseURL != "" {
		b.WriteString("      <url>" + xmlText(licenseURL) + "</url>\n")
	}
	b.WriteString("    </license>\n  </licenses>\n  <developers>\n    <developer>\n      <name>" + xmlText(g.names.namer.Pascal(g.api.Organization.Name)) + "</name>\n")
	if c := g.api.Organization.Contact; strings.Contains(c, "@") {
		b.WriteString("      <email>" + xmlText(c) + "</email>\n")
	}
	if url != "" {
		b.WriteString("      <organizationUrl>" + xmlText(url) + "</organizationUrl>\n")
	}
	b.WriteString("    </developer>\n  </developers>\n")
	if repo != "" {
		b.WriteString("  <scm>\n    <connection>scm:git:https://github.com/" + xmlText(repo) + ".git</connection>\n" +
			"    <developerConnection>scm:git:ssh://git@github.com/" + xmlText(repo) + ".git</developerConnection>\n" +
			"    <url>https://github.com/" + xmlText(repo) + "</url>\n  </scm>\n")
	}
	return b.String()
}

// releaseProfile is the "release" profile, or "" when the SDK is not published.
func (g *gen) releaseProfile() string {
	if !g.publishes() {
		return ""
	}
	plugin := func(group, artifact, version, body string) string {
		return "            <plugin>\n              <groupId>" + group + "</groupId>\n              <artifactId>" + artifact +
			"</artifactId>\n              <version>" + version + "</version>\n" + body + "            </plugin>\n"
	}
	execution := func(id, goal, config string) string {
		return "              <executions>\n                <execution>\n                  <id>" + id + "</id>\n" +
			"                  <goals>\n                    <goal>" + goal + "</goal>\n                  </goals>\n" + config +
			"                </execution>\n              </executions>\n"
	}
	mp := "org.apache.maven.plugins"
	plugins := plugin(mp, "maven-source-plugin", version("release.maven-source-plugin"), execution("attach-sources", "jar-no-fork", "")) +
		plugin(mp, "maven-jar-plugin", "${maven-jar-plugin.version}", execution("empty-javadoc", "jar",
			"                  <configuration>\n                    <classifier>javadoc</classifier>\n"+
				"                    <classesDirectory>${project.build.directory}/empty-javadoc</classesDirectory>\n"+
				"                    <forceCreation>true</forceCreation>\n                    <skipIfEmpty>false</skipIfEmpty>\n"+
				"                  </configuration>\n")) +
		plugin(mp, "maven-gpg-plugin", version("release.maven-gpg-plugin"), execution("sign-artifacts", "sign", ""))
	var b strings.Builder
	b.WriteString("  <profiles>\n    <profile>\n      <id>release</id>\n")
	if g.ossrh() {
		b.WriteString("      <distributionManagement>\n        <repository>\n          <id>" + serverID + "</id>\n" +
			"          <url>https://" + xmlText(g.mavenHost()) + "/service/local/staging/deploy/maven2/</url>\n" +
			"        </repository>\n      </distributionManagement>\n")
	} else {
		config := "              <extensions>true</extensions>\n              <configuration>\n" +
			"                <publishingServerId>" + serverID + "</publishingServerId>\n                <autoPublish>true</autoPublish>\n"
		if g.mavenHost() != portalHost {
			config += "                <centralBaseUrl>https://" + xmlText(g.mavenHost()) + "</centralBaseUrl>\n"
		}
		config += "              </configuration>\n"
		plugins += plugin("org.sonatype.central", "central-publishing-maven-plugin", version("release.central-publishing-maven-plugin"), config)
	}
	// The helpers above indent for a deeper nesting: the profile's plugins sit two spaces to the left.
	plugins = strings.ReplaceAll(strings.TrimPrefix(plugins, "  "), "\n  ", "\n")
	b.WriteString("      <build>\n        <plugins>\n" + plugins + "        </plugins>\n      </build>\n    </profile>\n  </profiles>\n")
	return b.String()
}
