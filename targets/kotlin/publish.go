package kotlin

import (
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/jvm"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// Publishing to Maven Central (targets.kotlin.publish.maven), as the java target does: the root pom's "release"
// profile adds what Central requires (sources and javadoc jars, GPG signatures, the project's URL, licence,
// developers and source repository) and the upload (jvm.Central: the Central Publisher Portal or the OSSRH staging
// API, maven_host replacing the host of either); bin/publish-maven runs it in the publish workflow. The javadoc jar
// is empty: Central requires one, and Kotlin's API documentation is the sources jar and api.md.

// central is publish.maven's upload.
func (g *gen) central() jvm.Central { return jvm.NewCentral(g.cfg.Publish.Maven) }

func (g *gen) publishes() bool { return g.central().On }

// registries is Maven Central when publish.maven is on.
func (g *gen) registries() []scaffold.Registry {
	c := g.central()
	if !c.On {
		return nil
	}
	return c.Registries(c.PublishScript("every module", mavenScriptPath, g.layout.GroupID))
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
	central := g.central()
	if central.OSSRH {
		b.WriteString("      <distributionManagement>\n        <repository>\n          <id>" + jvm.CentralServerID + "</id>\n" +
			"          <url>https://" + xmlText(central.Host) + "/service/local/staging/deploy/maven2/</url>\n" +
			"        </repository>\n      </distributionManagement>\n")
	} else {
		config := "              <extensions>true</extensions>\n              <configuration>\n" +
			"                <publishingServerId>" + jvm.CentralServerID + "</publishingServerId>\n                <autoPublish>true</autoPublish>\n"
		if central.Host != jvm.PortalHost {
			config += "                <centralBaseUrl>https://" + xmlText(central.Host) + "</centralBaseUrl>\n"
		}
		config += "              </configuration>\n"
		plugins += plugin("org.sonatype.central", "central-publishing-maven-plugin", version("release.central-publishing-maven-plugin"), config)
	}
	// The helpers above indent for a deeper nesting: the profile's plugins sit two spaces to the left.
	plugins = strings.ReplaceAll(strings.TrimPrefix(plugins, "  "), "\n  ", "\n")
	b.WriteString("      <build>\n        <plugins>\n" + plugins + "        </plugins>\n      </build>\n    </profile>\n  </profiles>\n")
	return b.String()
}
