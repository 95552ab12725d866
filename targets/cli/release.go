package cli

import (
	"strconv"
	"strings"
)

// goreleaser is .goreleaser.yml: archives for darwin, linux and windows (amd64 and arm64), Linux packages (deb,
// rpm, apk) with the completions, checksums, and the Homebrew formula when publish.homebrew is set; macOS
// binaries are signed and notarised when publish.macos is an object.
func (g *gen) goreleaser() string {
	q := strconv.Quote
	var b strings.Builder
	b.WriteString("# goreleaser configuration (https://goreleaser.com): bin/publish-release runs it on a release tag.\nversion: 2\nproject_name: " + q(g.bin) + "\n")
	b.WriteString("before:\n  hooks:\n    - go mod download\n    - ./scripts/completions\n")
	b.WriteString("builds:\n  - id: " + q(g.bin) + "\n    main: " + q("./cmd/"+g.bin) + "\n    binary: " + q(g.bin) + "\n")
	b.WriteString("    env:\n      - CGO_ENABLED=0\n    goos: [darwin, linux, windows]\n    goarch: [amd64, arm64]\n")
	b.WriteString("    ldflags:\n      - -s -w\n")
	b.WriteString("archives:\n  - formats: [tar.gz]\n    format_overrides:\n      - goos: windows\n        formats: [zip]\n")
	b.WriteString("    files:\n      - README.md\n      - LICENSE*\n      - completions/*\n")
	b.WriteString("checksum:\n  name_template: checksums.txt\n")
	b.WriteString("nfpms:\n  - package_name: " + q(g.bin) + "\n    formats: [deb, rpm, apk]\n")
	b.WriteString("    description: " + q("The command-line tool of the "+g.title()+" API") + "\n")
	if g.api.Organization.Name != "" {
		b.WriteString("    maintainer: " + q(g.api.Organization.Name) + "\n")
	}
	b.WriteString("    contents:\n")
	for _, c := range []struct{ src, dst string }{
		{"completions/" + g.bin + ".bash", "/usr/share/bash-completion/completions/" + g.bin},
		{"completions/" + g.bin + ".zsh", "/usr/share/zsh/vendor-completions/_" + g.bin},
		{"completions/" + g.bin + ".fish", "/usr/share/fish/vendor_completions.d/" + g.bin + ".fish"},
	} {
		b.WriteString("      - src: " + q(c.src) + "\n        dst: " + q(c.dst) + "\n")
	}
	if h := g.cfg.Publish.Homebrew; h != nil {
		owner, name, _ := strings.Cut(h.TapRepo, "/")
		b.WriteString("homebrew_casks:\n  - name: " + q(g.bin) + "\n    repository:\n      owner: " + q(owner) + "\n      name: " + q(name) + "\n")
		b.WriteString("      token: \"{{ .Env.HOMEBREW_TAP_GITHUB_TOKEN }}\"\n")
		if h.Homepage != "" {
			b.WriteString("    homepage: " + q(h.Homepage) + "\n")
		}
		b.WriteString("    description: " + q(firstNonEmpty(h.Description, "The command-line tool of the "+g.title()+" API")) + "\n")
		b.WriteString("    completions:\n      bash: " + q("completions/"+g.bin+".bash") + "\n      zsh: " + q("completions/"+g.bin+".zsh") + "\n      fish: " + q("completions/"+g.bin+".fish") + "\n")
	}
	if g.macOSSigning() {
		b.WriteString("notarize:\n  macos:\n    - enabled: '{{ isEnvSet \"MACOS_SIGN_P12\" }}'\n      sign:\n        certificate: \"{{ .Env.MACOS_SIGN_P12 }}\"\n        password: \"{{ .Env.MACOS_SIGN_PASSWORD }}\"\n")
		b.WriteString("      notarize:\n        issuer_id: \"{{ .Env.MACOS_NOTARY_ISSUER_ID }}\"\n        key_id: \"{{ .Env.MACOS_NOTARY_KEY_ID }}\"\n        key: \"{{ .Env.MACOS_NOTARY_KEY }}\"\n")
	}
	b.WriteString("release:\n  mode: keep-existing\n")
	return b.String()
}
