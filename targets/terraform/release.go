package terraform

import (
	"strconv"

	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// GoreleaserVersion is the goreleaser bin/publish-terraform-registry runs.
const GoreleaserVersion = "v2.15.1"

// registryRelease reports whether publish.tf_registry asks for Terraform registry releases.
func (g *gen) registryRelease() bool {
	return g.cfg.Publish.TFRegistry != nil && *g.cfg.Publish.TFRegistry
}

// goreleaser is .goreleaser.yml in the layout the Terraform registry reads from a GitHub release: one zip per
// platform holding terraform-provider-<name>_v<version>, the SHA256SUMS file with its detached GPG signature, and
// terraform-registry-manifest.json as <project>_<version>_manifest.json.
func (g *gen) goreleaser() string {
	q := strconv.Quote
	project := "terraform-provider-" + g.provider
	return "# goreleaser configuration (https://goreleaser.com) for Terraform registry releases: bin/publish-terraform-registry\n" +
		"# runs it on a release tag, with the GPG key the registry knows (GPG_FINGERPRINT).\n" +
		"version: 2\nproject_name: " + q(project) + "\n" +
		"before:\n  hooks:\n    - go mod download\n" +
		"builds:\n  - env:\n      - CGO_ENABLED=0\n    mod_timestamp: \"{{ .CommitTimestamp }}\"\n    flags:\n      - -trimpath\n" +
		"    ldflags:\n      - -s -w -X main.version={{ .Version }}\n" +
		"    goos: [darwin, freebsd, linux, windows]\n    goarch: [amd64, arm64, arm, \"386\"]\n" +
		"    ignore:\n      - goos: darwin\n        goarch: \"386\"\n      - goos: darwin\n        goarch: arm\n" +
		"    binary: \"{{ .ProjectName }}_v{{ .Version }}\"\n" +
		"archives:\n  - formats: [zip]\n    name_template: \"{{ .ProjectName }}_{{ .Version }}_{{ .Os }}_{{ .Arch }}\"\n    files: [none*]\n" +
		"checksum:\n  name_template: \"{{ .ProjectName }}_{{ .Version }}_SHA256SUMS\"\n  algorithm: sha256\n" +
		"  extra_files:\n    - glob: terraform-registry-manifest.json\n      name_template: \"{{ .ProjectName }}_{{ .Version }}_manifest.json\"\n" +
		"signs:\n  - artifacts: checksum\n    args:\n      - --batch\n      - --local-user\n      - \"{{ .Env.GPG_FINGERPRINT }}\"\n      - --output\n      - \"${signature}\"\n      - --detach-sign\n      - \"${artifact}\"\n" +
		"release:\n  mode: keep-existing\n  extra_files:\n    - glob: terraform-registry-manifest.json\n      name_template: \"{{ .ProjectName }}_{{ .Version }}_manifest.json\"\n" +
		"changelog:\n  disable: true\n"
}

// registries is the Terraform registry release when publish.tf_registry is set: the registry picks up the GitHub
// release that bin/publish-terraform-registry fills.
func (g *gen) registries() []scaffold.Registry {
	if !g.registryRelease() {
		return nil
	}
	return []scaffold.Registry{{
		Name: "terraform-registry", Title: "Terraform registry", Secrets: []string{"GPG_PRIVATE_KEY", "PASSPHRASE"}, Release: true,
		Script: `#!/usr/bin/env bash
# Builds the provider for every platform with goreleaser and uploads the zips, the signed SHA256SUMS and the
# registry manifest to the GitHub release of the current tag, where the Terraform registry picks them up. It signs
# with GPG_PRIVATE_KEY (its passphrase in PASSPHRASE), the key registered with the registry.
set -euo pipefail
cd "${PACKAGE_PATH:-.}"

export GNUPGHOME="$(mktemp -d)"
trap 'rm -rf "$GNUPGHOME"' EXIT
echo "$GPG_PRIVATE_KEY" | gpg --batch --import
echo "allow-preset-passphrase" >"$GNUPGHOME/gpg-agent.conf"
gpg-connect-agent reloadagent /bye >/dev/null
GPG_FINGERPRINT="$(gpg --batch --with-colons --list-secret-keys | awk -F: '$1 == "fpr" { print $10; exit }')"
export GPG_FINGERPRINT
for keygrip in $(gpg --batch --with-colons --list-secret-keys | awk -F: '$1 == "grp" { print $10 }'); do
  "$(gpgconf --list-dirs libexecdir)/gpg-preset-passphrase" --preset --passphrase "$PASSPHRASE" "$keygrip"
done

go run github.com/goreleaser/goreleaser/v2@` + GoreleaserVersion + ` release --clean
`,
	}}
}
