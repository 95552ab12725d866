package main

import (
	"crypto/rand"
	"encoding/hex"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/internal/apiclient/sdkgenapi"
	"github.com/sdkgen/sdkgen/internal/apiclient/sdkgenapi/packages/param"
)

// remoteProjectFlags are `projects create`'s flags: where the spec comes from, sdkgen.yml, fail_on, SDK repositories.
type remoteProjectFlags struct {
	spec, specURL, specRepo, specPath, ref, configPath string
	config, failOn                                     string
	repos                                              []string
	upgrades                                           bool
}

func (f *remoteProjectFlags) register(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&f.spec, "spec", "", "the OpenAPI description to upload")
	fl.StringVar(&f.specURL, "spec-url", "", "an https URL of the OpenAPI description, polled hourly (changes update the SDK repositories)")
	fl.StringVar(&f.specRepo, "spec-repo", "", "the GitHub repository (OWNER/NAME) holding the spec, read through the App's installation")
	fl.StringVar(&f.specPath, "spec-path", "", "with --spec-repo: the spec's path (default: discovered, as pull request previews do)")
	fl.StringVar(&f.ref, "ref", "", "with --spec-repo: the branch, tag or commit (default: the default branch)")
	fl.StringVar(&f.configPath, "config-path", "", "with --spec-repo and --spec-path: the repository's sdkgen.yml (default sdkgen.yml)")
	fl.StringVar(&f.config, "config", "", "the project's sdkgen.yml (a --spec-repo project may keep it in the repository)")
	fl.StringVar(&f.failOn, "fail-on", "", "the level at which a target fails: fatal, error (default), warning, note, never")
	fl.StringArrayVar(&f.repos, "sdk-repo", nil, "a target's SDK repository, TARGET=OWNER/NAME (repeatable)")
	fl.BoolVar(&f.upgrades, "upgrades", true, "open generator upgrade pull requests in the SDK repositories (--upgrades=false: never)")
}

// params is the project to create, reading the files the flags name.
func (f *remoteProjectFlags) params(name string) (sdkgenapi.ProjectNewParams, error) {
	p := sdkgenapi.ProjectNewParams{Name: sdkgenapi.F(name)}
	source, err := f.source()
	if err != nil {
		return p, err
	}
	p.Spec = sdkgenapi.F(source)
	if f.config != "" {
		data, err := readFile("config", f.config)
		if err != nil {
			return p, err
		}
		p.Config = sdkgenapi.F(string(data))
	}
	if f.failOn != "" {
		p.FailOn = sdkgenapi.F(sdkgenapi.FailOn(f.failOn))
	}
	if !f.upgrades {
		p.Upgrades = sdkgenapi.F(false)
	}
	repos := map[string]string{}
	for _, r := range f.repos {
		target, repo, ok := strings.Cut(r, "=")
		if !ok {
			return p, usageErrorf("--sdk-repo %q: want TARGET=OWNER/NAME", r)
		}
		repos[target] = repo
	}
	if len(repos) > 0 {
		p.SDKRepos = sdkgenapi.F(repos)
	}
	return p, nil
}

// source is the spec source the flags name: exactly one of --spec, --spec-url and --spec-repo.
func (f *remoteProjectFlags) source() (sdkgenapi.SpecSourceParam, error) {
	given := 0
	for _, v := range []string{f.spec, f.specURL, f.specRepo} {
		if v != "" {
			given++
		}
	}
	if given != 1 {
		return sdkgenapi.SpecSourceParam{}, usageErrorf("give exactly one of --spec FILE, --spec-url URL and --spec-repo OWNER/NAME")
	}
	if f.specRepo == "" && (f.specPath != "" || f.ref != "" || f.configPath != "") {
		return sdkgenapi.SpecSourceParam{}, usageErrorf("--spec-path, --ref and --config-path need --spec-repo")
	}
	switch {
	case f.specURL != "":
		return sdkgenapi.SpecSourceParam{Kind: sdkgenapi.F(sdkgenapi.SpecSourceKindURL), URL: sdkgenapi.F(f.specURL)}, nil
	case f.specRepo != "":
		src := sdkgenapi.SpecSourceParam{Kind: sdkgenapi.F(sdkgenapi.SpecSourceKindRepo), Repo: sdkgenapi.F(f.specRepo),
			Path: optional(f.specPath), Ref: optional(f.ref), ConfigPath: optional(f.configPath)}
		return src, nil
	}
	data, err := readFile("spec", f.spec)
	if err != nil {
		return sdkgenapi.SpecSourceParam{}, err
	}
	return uploaded(data), nil
}

// params is the build to start, reading the files the flags name.
func (f *buildFlags) params() (sdkgenapi.BuildNewParams, error) {
	nb := sdkgenapi.BuildNewParams{Project: sdkgenapi.F(f.project)}
	if len(f.targets) > 0 {
		nb.Targets = sdkgenapi.F(f.targets)
	}
	nb.Branch, nb.Ref = optional(f.branch), optional(f.ref)
	for _, in := range []struct {
		flag, path string
		into       *param.Field[string]
	}{{"spec", f.spec, &nb.Spec}, {"config", f.config, &nb.Config}} {
		if in.path != "" {
			data, err := readFile(in.flag, in.path)
			if err != nil {
				return nb, err
			}
			*in.into = sdkgenapi.F(string(data))
		}
	}
	return nb, nil
}

// optional is a parameter that is left out when empty.
func optional(v string) param.Field[string] {
	if v == "" {
		return param.Field[string]{}
	}
	return sdkgenapi.F(v)
}

// newIdempotencyKey is a key of one `builds create`, so that the client's retries give one build.
func newIdempotencyKey() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return "cli-" + hex.EncodeToString(b)
}
