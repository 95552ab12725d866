package scaffold

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
)

// specStorage is where sdkgen publishes specs when organization.upload_spec is on (an sdkgen choice).
const specStorage = "https://storage.sdkgen.dev"

// devcontainerImages picks a dev container image per target key; other languages get the base image.
var devcontainerImages = map[string]string{
	"typescript": "mcr.microsoft.com/devcontainers/typescript-node:20",
	"node":       "mcr.microsoft.com/devcontainers/typescript-node:20",
	"python":     "mcr.microsoft.com/devcontainers/python:3.12",
	"go":         "mcr.microsoft.com/devcontainers/go:1.22",
	"ruby":       "mcr.microsoft.com/devcontainers/ruby:3.1",
}

const baseDevcontainerImage = "mcr.microsoft.com/devcontainers/base:ubuntu"

func (p *plan) repoFiles() ([]file, error) {
	stats, err := p.statsYAML()
	if err != nil {
		return nil, err
	}
	devcontainer, err := p.devcontainer()
	if err != nil {
		return nil, err
	}
	out := []file{
		{path: ".stats.yml", data: stats},
		{path: ".devcontainer/devcontainer.json", data: devcontainer},
	}
	if owners := p.codeowners(); owners != nil {
		out = append(out, file{path: "CODEOWNERS", data: owners})
	}
	return out, nil
}

// specURL is the public URL of the uploaded spec: named by organization, client and spec hash, so each spec
// version has its own URL. It is empty when organization.upload_spec is off.
func (p *plan) specURL() string {
	if !p.API.Organization.UploadSpec {
		return ""
	}
	name := p.API.Client.Name + "-" + p.API.Stats.SpecHash + ".yml"
	return specStorage + "/" + urlSegment(p.API.Organization.Name) + "/" + urlSegment(name)
}

// statsYAML ties the commit to its inputs; scripts/mock reads openapi_spec_url from it.
func (p *plan) statsYAML() ([]byte, error) {
	s := p.API.Stats
	specURL := p.specURL()
	return marshalYAML(mapping(
		"configured_endpoints", s.ConfiguredEndpoints,
		"openapi_spec_url", when(specURL != "", specURL),
		"openapi_spec_hash", s.SpecHash,
		"config_hash", s.ConfigHash,
	))
}

// codeowners writes codeflow.code_owners, patterns in byte order; nil when there are none.
func (p *plan) codeowners() []byte {
	owners := p.API.Settings.CodeOwners
	if len(owners) == 0 {
		return nil
	}
	patterns := make([]string, 0, len(owners))
	for pattern := range owners {
		patterns = append(patterns, pattern)
	}
	slices.Sort(patterns)
	var b strings.Builder
	for _, pattern := range patterns {
		b.WriteString(codeownersPattern(pattern))
		for _, o := range owners[pattern] {
			b.WriteString(" " + o)
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}

// codeownersPattern escapes what CODEOWNERS would read as a separator or a comment.
func codeownersPattern(s string) string {
	s = strings.ReplaceAll(s, " ", `\ `)
	if strings.HasPrefix(s, "#") {
		s = `\` + s
	}
	return s
}

func (p *plan) devcontainer() ([]byte, error) {
	image, ok := devcontainerImages[p.Lang]
	if !ok {
		image = baseDevcontainerImage
	}
	return marshalJSON(struct {
		Name              string `json:"name"`
		Image             string `json:"image"`
		PostCreateCommand string `json:"postCreateCommand"`
		ForwardPorts      []int  `json:"forwardPorts"`
	}{
		Name:              p.org + " " + p.LangTitle + " SDK",
		Image:             image,
		PostCreateCommand: p.Commands.Bootstrap,
		ForwardPorts:      []int{4010}, // the mock server
	})
}

// marshalJSON writes v indented, without HTML escaping, with a final newline.
func marshalJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
