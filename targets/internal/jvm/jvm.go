// Package jvm holds the build pieces the JVM targets (java, kotlin) share: the pinned-versions file format and the
// scripts/utils/maven script that runs the installed Maven or a checksum-verified download of the pinned one.
package jvm

import "strings"

// Pin is one key=value line of a target's toolchain/versions.properties.
type Pin struct{ Key, Value string }

// Pins are a versions file's entries in file order.
type Pins []Pin

// ParsePins reads key=value lines, skipping blank lines and # comments.
func ParsePins(text string) Pins {
	var out Pins
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if k, v, ok := strings.Cut(line, "="); ok {
			out = append(out, Pin{strings.TrimSpace(k), strings.TrimSpace(v)})
		}
	}
	return out
}

// Version is the pinned value of key, or "" when the file does not pin it.
func (p Pins) Version(key string) string {
	for _, pin := range p {
		if pin.Key == key {
			return pin.Value
		}
	}
	return ""
}

// PluginKeys are the pinned Maven plugins (keys ending in -plugin), in file order.
func (p Pins) PluginKeys() []string {
	var out []string
	for _, pin := range p {
		if strings.HasSuffix(pin.Key, "-plugin") {
			out = append(out, pin.Key)
		}
	}
	return out
}

// MavenScript is scripts/utils/maven for the Maven version given and its published SHA-512.
func MavenScript(version, sha512 string) string {
	return `#!/usr/bin/env bash
# Runs Maven with the arguments given: the mvn on the PATH when it is Maven 3.9 or later, else Maven ` + version + `, which
# this script downloads once from Maven Central, checks against its published SHA-512 and unpacks into
# $MAVEN_USER_HOME/dists (MAVEN_USER_HOME defaults to ~/.m2). Maven reads MAVEN_OPTS and MAVEN_ARGS as usual:
# MAVEN_OPTS="-Dmaven.repo.local=/some/dir" builds from another local repository.
set -euo pipefail

version=` + version + `
sha512=` + sha512 + `
url="https://repo.maven.apache.org/maven2/org/apache/maven/apache-maven/$version/apache-maven-$version-bin.tar.gz"

fail() {
  echo "scripts/utils/maven: $*" >&2
  exit 1
}

# installed_minor prints the major.minor version of the mvn on the PATH, read from its lib/maven-core jar.
installed_minor() {
  local mvn home jar
  mvn="$(command -v mvn 2>/dev/null)" || return 0
  home="$(dirname "$(readlink -f "$mvn")")/.."
  for jar in "$home"/lib/maven-core-*.jar; do
    [ -e "$jar" ] || continue
    jar="${jar##*/maven-core-}"
    echo "${jar%.jar}" | cut -d. -f1,2
    return 0
  done
}

minor="$(installed_minor)"
case "$minor" in
3.9 | 3.[1-9][0-9] | [4-9].*) exec mvn "$@" ;;
esac

dists="${MAVEN_USER_HOME:-$HOME/.m2}/dists"
home="$dists/apache-maven-$version"
if [ ! -x "$home/bin/mvn" ]; then
  mkdir -p "$dists"
  archive="$dists/apache-maven-$version-bin.tar.gz"
  if [ ! -f "$archive" ]; then
    echo "==> downloading Maven $version" >&2
    if command -v curl >/dev/null 2>&1; then
      curl --fail --silent --show-error --location --output "$archive.part" "$url"
    elif command -v wget >/dev/null 2>&1; then
      wget --quiet --output-document="$archive.part" "$url"
    else
      fail "Maven 3.9 or later is not installed, and neither curl nor wget is there to download it"
    fi
    mv "$archive.part" "$archive"
  fi
  if command -v sha512sum >/dev/null 2>&1; then
    actual="$(sha512sum "$archive" | cut -d' ' -f1)"
  else
    actual="$(shasum -a 512 "$archive" | cut -d' ' -f1)"
  fi
  if [ "$actual" != "$sha512" ]; then
    rm -f "$archive"
    fail "the Maven $version download does not have the published SHA-512; run the script again"
  fi
  # Unpacked aside and moved in one step: builds that start at the same time never see half a Maven.
  unpacked="$(mktemp -d "$dists/.unpack.XXXXXX")"
  tar -xzf "$archive" -C "$unpacked"
  mv "$unpacked/apache-maven-$version" "$home" 2>/dev/null || true
  rm -rf "$unpacked"
fi
exec "$home/bin/mvn" "$@"
`
}
