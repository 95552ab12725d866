package scaffold

import (
	"bytes"
	_ "embed"
	"strings"
	"text/template"
)

var (
	//go:embed assets/contributing.md.tmpl
	contributingTemplate string
	//go:embed assets/security.md.tmpl
	securityTemplate string
)

// markdownFuncs escape every value a template places; templates never print a raw value from the spec or config.
var markdownFuncs = template.FuncMap{
	"text":       mdText,
	"paragraphs": mdParagraphs,
	"code":       mdCode,
	"fence":      mdFence,
	"link":       mdLink,
}

var (
	contributingMD = template.Must(template.New("CONTRIBUTING.md").Funcs(markdownFuncs).Parse(contributingTemplate))
	securityMD     = template.Must(template.New("SECURITY.md").Funcs(markdownFuncs).Parse(securityTemplate))
)

// keepText fills each hand-written-code folder's .keep file, which keeps the folder in git while it is empty.
const keepText = "This folder is for code written by hand. sdkgen never generates, changes or deletes files here,\n" +
	"apart from this .keep file, which keeps the folder in git while it is empty.\n"

func (p *plan) docFiles() ([]file, error) {
	contributing, err := render(contributingMD, p.contributingData())
	if err != nil {
		return nil, err
	}
	security, err := render(securityMD, p.securityData())
	if err != nil {
		return nil, err
	}
	licensePath, license, err := LicenseText(p.API)
	if err != nil {
		return nil, err
	}
	out := []file{
		{path: "CONTRIBUTING.md", data: contributing},
		{path: "SECURITY.md", data: security},
		{path: licensePath, data: license},
	}
	for _, d := range p.customDirs {
		out = append(out, file{path: d + ".keep", data: []byte(keepText)})
	}
	return out, nil
}

func render(t *template.Template, data any) ([]byte, error) {
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// registryDoc is a registry as CONTRIBUTING.md lists it. Secrets is markdown already.
type registryDoc struct {
	Title, Workflow, Script string
	Secrets                 string
}

type contributingData struct {
	Org, LangTitle, PackageName string
	Commands                    Commands
	CustomDirs, KeepFiles       []string
	UploadSpec, MockTests       bool
	SpecPath                    string
	Requirements                []string // markdown
	BootstrapNote               string   // markdown
	Releases                    bool
	ReleaseBranch               string
	Registries                  []registryDoc
	RegistryList                string // markdown
}

func (p *plan) contributingData() contributingData {
	d := contributingData{
		Org: p.org, LangTitle: p.LangTitle, PackageName: p.PackageName,
		Commands: p.Commands, CustomDirs: p.customDirs, KeepFiles: p.common.KeepFiles,
		UploadSpec: p.API.Organization.UploadSpec, MockTests: !p.API.Settings.DisableMockTests, SpecPath: SpecPath,
		Requirements: p.Requirements, BootstrapNote: p.BootstrapNote,
		Releases: p.releases(), ReleaseBranch: p.releaseBranch,
	}
	var titles []string
	for _, r := range p.publishing {
		var secrets []string
		for _, s := range r.Secrets {
			secrets = append(secrets, p.secretDoc(s))
		}
		d.Registries = append(d.Registries, registryDoc{
			Title:    r.title(),
			Workflow: ".github/workflows/publish-" + r.Name + ".yml",
			Script:   "./bin/publish-" + r.Name,
			Secrets:  strings.Join(secrets, " and "),
		})
		titles = append(titles, mdText(r.title()))
	}
	d.RegistryList = joinWords(titles)
	return d
}

// secretDoc names a secret in markdown, with its organization-specific alternative.
func (p *plan) secretDoc(name string) string {
	if p.secretPrefix == "" {
		return mdCode(name)
	}
	return mdCode(name) + " (or " + mdCode(p.secretPrefix+name) + ")"
}

// joinWords joins "a", "a and b", "a, b and c".
func joinWords(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

type securityData struct {
	Org, Contact, PolicyURL, Terms string
}

func (p *plan) securityData() securityData {
	o := p.API.Organization
	contact := o.SecurityContact
	if contact == "" {
		contact = o.Contact
	}
	return securityData{Org: p.org, Contact: contact, PolicyURL: o.SecurityPolicyURL, Terms: o.SecurityPolicyTerms}
}
