package jvm

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// Publishing to Maven Central (publish.maven), as the java and kotlin targets do it: their root pom's "release"
// profile uploads through the Central Publisher Portal (maven_platform: portal, the default, with
// central-publishing-maven-plugin) or through the OSSRH staging API that the Portal keeps for OSSRH-era projects
// (maven_platform: ossrh, with maven-deploy-plugin and a transfer request); maven_host replaces the host of either.
// bin/publish-maven runs it in the publish workflow with the credentials and the signing key from GitHub secrets;
// signing uses the plugin's Bouncy Castle signer, so no gpg is needed.

const (
	// PortalHost is the Central Publisher Portal.
	PortalHost = "central.sonatype.com"
	// OSSRHHost is the Portal's OSSRH staging API.
	OSSRHHost = "ossrh-staging-api.central.sonatype.com"
	// CentralServerID is the <server> of the settings bin/publish-maven writes with the credentials.
	CentralServerID = "central"
)

// CentralSecrets are the GitHub secrets bin/publish-maven reads: a Central Portal user token and the
// ASCII-armoured signing key with its passphrase.
var CentralSecrets = []string{"SONATYPE_USERNAME", "SONATYPE_PASSWORD", "GPG_SIGNING_KEY", "GPG_SIGNING_PASSWORD"}

// Central is publish.maven's upload.
type Central struct {
	// On is publish.maven's switch; OSSRH is maven_platform: ossrh.
	On, OSSRH bool
	// Host is maven_host without its scheme and trailing slash, else the platform's host.
	Host string
}

// NewCentral reads publish.maven (nil: off).
func NewCentral(m *config.MavenPublish) Central {
	c := Central{On: m != nil && m.Enabled}
	c.OSSRH = c.On && m.MavenPlatform == "ossrh"
	c.Host = PortalHost
	if c.OSSRH {
		c.Host = OSSRHHost
	}
	if c.On {
		if host := strings.TrimSpace(m.MavenHost); host != "" {
			host = strings.TrimPrefix(strings.TrimPrefix(host, "https://"), "http://")
			c.Host = strings.TrimSuffix(host, "/")
		}
	}
	return c
}

// Registries is Maven Central, published by script, when publish.maven is on.
func (c Central) Registries(script string) []scaffold.Registry {
	if !c.On {
		return nil
	}
	return []scaffold.Registry{{Name: "maven", Title: "Maven Central", Secrets: CentralSecrets, Script: script}}
}

// PublishScript is bin/publish-maven: it deploys what (e.g. "every module") with the release profile through the
// build's Maven script (its path in the repository), then, for OSSRH, asks the staging API to hand groupID's upload
// to the Portal.
func (c Central) PublishScript(what, mavenScript, groupID string) string {
	script := `#!/usr/bin/env bash
# Builds, signs and publishes ` + what + ` to Maven Central (the "release" profile of pom.xml).
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
      <id>` + CentralServerID + `</id>
      <username>${env.SONATYPE_USERNAME}</username>
      <password>${env.SONATYPE_PASSWORD}</password>
    </server>
  </servers>
</settings>
XML
export MAVEN_GPG_KEY="$GPG_SIGNING_KEY"
export MAVEN_GPG_PASSPHRASE="$GPG_SIGNING_PASSWORD"
./` + mavenScript + ` --batch-mode --settings "$settings" -P release -DskipTests -Dgpg.signer=bc deploy
`
	if c.OSSRH {
		// The OSSRH staging API keeps the upload until it is asked to hand it to the Portal.
		script += `
echo "==> handing the staged upload to the Central Portal"
token="$(printf '%s:%s' "$SONATYPE_USERNAME" "$SONATYPE_PASSWORD" | base64 | tr -d '\n')"
curl --fail --silent --show-error -X POST -H "Authorization: Bearer $token" \
  ` + scaffold.ShellQuote("https://"+c.Host+"/manual/upload/defaultRepository/"+groupID+"?publishing_type=automatic") + `
`
	}
	return script
}
