package scaffold

import (
	_ "embed"
	"text/template"
)

var (
	//go:embed assets/mock.sh
	mockScript []byte
	//go:embed assets/upload-artifact.sh
	uploadArtifactScript []byte
	//go:embed assets/check-release-environment.tmpl
	checkReleaseTemplate string
)

// checkRelease is rendered with shell-quoted values only ("sh").
var checkRelease = template.Must(template.New("check-release-environment").
	Funcs(template.FuncMap{"sh": shellQuote}).Parse(checkReleaseTemplate))

func (p *plan) scriptFiles() ([]file, error) {
	check, err := render(checkRelease, p.checkReleaseData())
	if err != nil {
		return nil, err
	}
	out := []file{
		{path: "scripts/mock", data: mockScript, executable: true},
		{path: "scripts/utils/upload-artifact.sh", data: uploadArtifactScript, executable: true},
		{path: "bin/check-release-environment", data: check, executable: true},
	}
	for _, r := range p.publishing {
		out = append(out, file{path: "bin/publish-" + r.Name, data: []byte(r.Script), executable: true})
	}
	return out, nil
}

type checkReleaseData struct {
	Prefix     string
	Registries []string
	Needs      [][]string // registry, secret and, when there is one, its organization-specific name
}

func (p *plan) checkReleaseData() checkReleaseData {
	d := checkReleaseData{Prefix: p.secretPrefix}
	for _, r := range p.publishing {
		d.Registries = append(d.Registries, r.Name)
		for _, s := range r.Secrets {
			need := []string{r.Name, s}
			if p.secretPrefix != "" {
				need = append(need, p.secretPrefix+s)
			}
			d.Needs = append(d.Needs, need)
		}
	}
	return d
}
