package initconfig

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
)

func TestGuessTargets(t *testing.T) {
	org := config.Organization{Name: "acme-pay", Contact: "help@mail.acme.example"}
	var r Report
	targets := guessTargets(org, []string{"go", "java", "typescript", "python", "kotlin", "ruby", "php", "csharp", "cli", "openapi", "sql", "terraform", "go"}, &r)
	if got := strings.Join(targets.Configured(), ","); got != "typescript,python,go,java,kotlin,ruby,php,csharp,cli,openapi,sql" {
		t.Errorf("configured targets = %s", got)
	}
	checks := []struct{ what, got, want string }{
		{"typescript package", targets.TypeScript.PackageName, "acme-pay"},
		{"python package", targets.Python.PackageName, "acme_pay"},
		{"python project", targets.Python.ProjectName, "acme-pay"},
		{"go package", targets.Go.PackageName, "acmepay"},
		{"java reverse domain", targets.Java.ReverseDomain, "example.acme.mail.api"},
		{"ruby gem", targets.Ruby.GemName, "acme-pay"},
		{"php package", targets.PHP.PackageName, "acme_pay"},
		{"csharp package", targets.CSharp.PackageName, "AcmePay"},
		{"sql extension", targets.SQL.ExtensionName, "acme_pay"},
		{"python edition", targets.Python.Edition, "python.2025-11-20"},
		{"openapi edition", targets.OpenAPI.Edition, ""},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.what, c.got, c.want)
		}
	}
	if targets.TypeScript.ProductionRepo != nil {
		t.Error("production_repo must be left to the user")
	}
	if !hasNote(r, `"terraform" cannot be configured`) || !hasNote(r, "production_repo") {
		t.Errorf("notes = %v", r.Notes)
	}
}

func TestPackageNamesAvoidKeywords(t *testing.T) {
	if got := pythonPackage("import"); got != "import_sdk" {
		t.Errorf("pythonPackage = %q", got)
	}
	if got := goPackage("go"); got != "gosdk" {
		t.Errorf("goPackage = %q", got)
	}
	if got := reverseDomain(config.Organization{Name: "acme"}); got != "com.acme.api" {
		t.Errorf("reverseDomain without contact = %q", got)
	}
}

// TestGuessOptionsOverride checks the answers Run passes on, and that every target init supports validates.
func TestGuessOptionsOverride(t *testing.T) {
	text := specWithOps("get /pets object", "post /pets object")
	cfg, r := Guess(loadSpecText(t, text), Options{Organization: "zoo-corp", Targets: SupportedTargets()})
	if cfg.Organization.Name != "zoo-corp" || len(cfg.Targets.Configured()) != len(SupportedTargets()) {
		t.Errorf("organization %q, targets %v", cfg.Organization.Name, cfg.Targets.Configured())
	}
	if r.Stats.Methods != 2 {
		t.Errorf("stats = %+v", r.Stats)
	}
	pipelineAPIWithConfig(t, text, cfg)

	cfg, r = Guess(loadSpecText(t, text), Options{Organization: "Not Valid"})
	if cfg.Organization.Name != "acme" || !hasNote(r, "not a valid organization name") {
		t.Errorf("an invalid name was used: %q, notes %v", cfg.Organization.Name, r.Notes)
	}
}
