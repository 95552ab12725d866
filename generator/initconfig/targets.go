package initconfig

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
)

// DefaultTargets returns the SDKs init configures unless told otherwise.
func DefaultTargets() []string { return []string{"typescript", "python", "go"} }

// SupportedTargets returns the targets init can configure without information only the user has: terraform
// needs a production_repo before it validates, and node is deprecated in favour of typescript.
func SupportedTargets() []string {
	return []string{"typescript", "python", "go", "java", "kotlin", "ruby", "php", "csharp", "cli", "openapi", "sql"}
}

// guessTargets configures each requested target with the package names derived from the organization name and
// the publish settings each target requires. production_repo is left for the user, who owns the repositories.
func guessTargets(org config.Organization, names []string, r *Report) config.Targets {
	var t config.Targets
	for _, name := range orderTargets(names) {
		common := config.TargetCommon{Edition: config.LatestEdition(name)}
		switch name {
		case "typescript":
			t.TypeScript = &config.TypeScriptTarget{TargetCommon: common, PackageName: org.Name,
				Publish: config.TSPublish{NPM: &config.NPMPublish{Enabled: true}}}
		case "python":
			t.Python = &config.PythonTarget{TargetCommon: common, PackageName: pythonPackage(org.Name), ProjectName: org.Name,
				Publish: config.PythonPublish{PyPI: &config.PyPIPublish{Enabled: true}}}
		case "go":
			t.Go = &config.GoTarget{TargetCommon: common, PackageName: goPackage(org.Name)}
		case "java", "kotlin":
			jt := &config.JavaTarget{TargetCommon: common, ReverseDomain: reverseDomain(org),
				Publish: config.JavaPublish{Maven: &config.MavenPublish{Enabled: true}}}
			if name == "java" {
				t.Java = jt
			} else {
				t.Kotlin = jt
			}
		case "ruby":
			t.Ruby = &config.RubyTarget{TargetCommon: common, GemName: org.Name, Publish: config.RubyPublish{RubyGems: ptr(true)}}
		case "php":
			t.PHP = &config.PHPTarget{TargetCommon: common, PackageName: snake(org.Name), Publish: &config.PHPPublish{Packagist: ptr(true)}}
		case "csharp":
			t.CSharp = &config.CSharpTarget{TargetCommon: common, PackageName: pascal(org.Name), Publish: config.CSharpPublish{NuGet: ptr(true)}}
		case "cli":
			t.CLI = &config.CLITarget{TargetCommon: common, BinaryName: org.Name}
		case "openapi":
			t.OpenAPI = &config.OpenAPITarget{TargetCommon: common}
		case "sql":
			t.SQL = &config.SQLTarget{TargetCommon: common, ExtensionName: snake(org.Name), Publish: config.SQLPublish{PGXN: ptr(true)}}
		default:
			r.note("targets", "target %q cannot be configured by init and was left out", name)
			continue
		}
		r.guessed("targets."+name, "package names from organization.name")
	}
	if len(names) > 0 {
		r.note("targets", "no production_repo is set: add <owner>/<repo> to each target before publishing")
	}
	return t
}

// orderTargets returns the known names in sdkgen's fixed target order, then the unknown ones, without duplicates.
func orderTargets(names []string) []string {
	var out []string
	for _, n := range config.TargetNames {
		if slices.Contains(names, n) {
			out = append(out, n)
		}
	}
	for _, n := range names {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// pythonPackage is the import name: acme-pay -> acme_pay, with a suffix when it would be a keyword.
func pythonPackage(org string) string {
	name := snake(org)
	switch name {
	case "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else",
		"except", "false", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "none",
		"nonlocal", "not", "or", "pass", "raise", "return", "true", "try", "while", "with", "yield":
		return name + "_sdk"
	}
	return name
}

// goPackage is a lower-case identifier without underscores, as Go package names are written: acme-pay -> acmepay.
func goPackage(org string) string {
	name := strings.ReplaceAll(snake(org), "_", "")
	switch name {
	case "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func",
		"go", "goto", "if", "import", "interface", "map", "package", "range", "return", "select", "struct",
		"switch", "type", "var":
		return name + "sdk"
	}
	return name
}

// pascal joins the words of a name with capitals: acme-pay -> AcmePay.
func pascal(s string) string {
	var b strings.Builder
	for _, w := range splitWords(s) {
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return identifier(b.String())
}

// reverseDomain guesses the Java package root from the contact e-mail's domain or the docs host
// (support@acme.com -> com.acme.api), falling back to com.<org>.api.
func reverseDomain(org config.Organization) string {
	host := ""
	if _, domain, ok := strings.Cut(org.Contact, "@"); ok {
		host = domain
	} else if org.Docs != "" {
		host = hostOf(org.Docs)
	}
	var labels []string
	for _, l := range strings.Split(strings.ToLower(host), ".") {
		switch l {
		case "", "www", "api", "docs", "developer", "developers", "support", "help":
			continue
		}
		labels = append(labels, snake(l))
	}
	if len(labels) < 2 {
		labels = []string{strings.ReplaceAll(snake(org.Name), "_", ""), "com"}
	}
	slices.Reverse(labels)
	return strings.Join(append(labels, "api"), ".")
}

func ptr[T any](v T) *T { return &v }
