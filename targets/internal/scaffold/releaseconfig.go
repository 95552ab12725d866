package scaffold

// changelogSection maps a conventional commit type to a CHANGELOG.md section.
type changelogSection struct {
	Type    string `json:"type"`
	Section string `json:"section"`
	Hidden  bool   `json:"hidden,omitempty"`
}

// changelogSections are SERVICE-BEHAVIOUR.md §6.4's, in order; test and ci are hidden.
var changelogSections = []changelogSection{
	{Type: "feat", Section: "Features"},
	{Type: "fix", Section: "Bug Fixes"},
	{Type: "perf", Section: "Performance Improvements"},
	{Type: "revert", Section: "Reverts"},
	{Type: "chore", Section: "Chores"},
	{Type: "docs", Section: "Documentation"},
	{Type: "style", Section: "Styles"},
	{Type: "refactor", Section: "Refactors"},
	{Type: "test", Section: "Tests", Hidden: true},
	{Type: "build", Section: "Build System"},
	{Type: "ci", Section: "Continuous Integration", Hidden: true},
}

// releasePleaseConfig is release-please-config.json. Versioning follows §6.3: a breaking change bumps the minor
// version before 1.0 (bump-minor-pre-major) and feat bumps the minor version even then
// (bump-patch-for-minor-pre-major false). The release branch is not a config key: create-releases.yml passes it.
type releasePleaseConfig struct {
	Schema                    string              `json:"$schema"`
	Packages                  map[string]struct{} `json:"packages"`
	ReleaseType               string              `json:"release-type"`
	IncludeVInTag             bool                `json:"include-v-in-tag"`
	IncludeComponentInTag     bool                `json:"include-component-in-tag"`
	BumpMinorPreMajor         bool                `json:"bump-minor-pre-major"`
	BumpPatchForMinorPreMajor bool                `json:"bump-patch-for-minor-pre-major"`
	Prerelease                bool                `json:"prerelease"`
	PullRequestTitlePattern   string              `json:"pull-request-title-pattern"`
	PullRequestHeader         string              `json:"pull-request-header"`
	ChangelogSections         []changelogSection  `json:"changelog-sections"`
	ExtraFiles                []any               `json:"extra-files"`
}

// jsonExtraFile is an extra-files entry for a JSON value, which release-please sets to the version.
type jsonExtraFile struct {
	Type string `json:"type"`
	VersionKey
}

func (p *plan) releaseFiles() ([]file, error) {
	extra := []any{}
	for _, f := range p.ExtraVersionFiles {
		extra = append(extra, f)
	}
	for _, k := range p.ExtraVersionKeys {
		extra = append(extra, jsonExtraFile{Type: "json", VersionKey: k})
	}
	config, err := marshalJSON(releasePleaseConfig{
		Schema:                  "https://raw.githubusercontent.com/googleapis/release-please/main/schemas/config.json",
		Packages:                map[string]struct{}{".": {}},
		ReleaseType:             p.ReleaseType,
		IncludeVInTag:           true,
		IncludeComponentInTag:   false,
		BumpMinorPreMajor:       true,
		Prerelease:              p.prerelease,
		PullRequestTitlePattern: "release: ${version}",
		PullRequestHeader:       "Automated Release PR",
		ChangelogSections:       changelogSections,
		ExtraFiles:              extra,
	})
	if err != nil {
		return nil, err
	}
	manifest, err := marshalJSON(map[string]string{".": p.Version})
	if err != nil {
		return nil, err
	}
	return []file{
		{path: "release-please-config.json", data: config},
		{path: ".release-please-manifest.json", data: manifest},
	}, nil
}
