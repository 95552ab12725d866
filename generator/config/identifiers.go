package config

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/sdkgen/sdkgen/generator/naming"
)

// Real configurations write some names in a form a target cannot use as written: an organization's display name
// ("Molten AI", "ImageKit"), a Go package name with a dash ("ogx-client"), a Python package or a Java package with
// dashes or upper case. Such a value is kept as written (so the file round-trips and the spelling is not lost),
// Load notes the identifier it stands for (Config/DerivedName, through the format's derive function), and every
// reader gets that identifier from the accessors below, which apply the same derivation. A value that is valid
// as written is returned unchanged.

var (
	javaReverseDomain = regexp.MustCompile(`^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)+$`)
	javaPackage       = regexp.MustCompile(`^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$`)
	notOrgNameRun     = regexp.MustCompile(`[^a-z0-9._-]+`)
	notIdentRun       = regexp.MustCompile(`[^A-Za-z0-9_]+`)
	notAlnumRun       = regexp.MustCompile(`[^A-Za-z0-9]+`)
)

// Identifier returns organization.name as an identifier: the name as written when it is one (lower-case
// letters, digits, '.', '_', '-'), else derived from the display name (Molten AI gives molten-ai, ImageKit gives
// imagekit). The client name, the environment variable prefix and default artifact names use it.
func (o *Organization) Identifier() string {
	return derived(o.Name, orgName.MatchString, deriveOrgName)
}

// deriveOrgName lower-cases a display name and joins its words with '-'.
func deriveOrgName(s string) string {
	return strings.Trim(notOrgNameRun.ReplaceAllString(strings.ToLower(s), "-"), "-._")
}

// PackageIdent returns the Go package name: package_name when it is a Go identifier, else derived from it
// (ogx-client gives ogxclient). The module path keeps package_name as written.
func (t *GoTarget) PackageIdent() string {
	return derived(t.PackageName, func(s string) bool { _, p := checkGoPackage(s); return p == "" }, deriveGoPackage)
}

// deriveGoPackage drops what a Go identifier cannot hold and writes the rest in lower case, as Go package names
// are.
func deriveGoPackage(s string) string {
	out := strings.ToLower(notIdentRun.ReplaceAllString(s, ""))
	switch {
	case out == "":
		return ""
	case out[0] >= '0' && out[0] <= '9':
		out = "pkg" + out
	case goKeyword(out):
		out += "pkg"
	}
	return out
}

// ImportName returns the Python import name: package_name when it is a dotted Python identifier, else derived
// from it (acme-sdk gives acme_sdk).
func (t *PythonTarget) ImportName() string {
	return derived(t.PackageName, pythonPackage.MatchString, derivePythonPackage)
}

// derivePythonPackage writes each dotted part as an identifier: other characters become '_'.
func derivePythonPackage(s string) string {
	return dottedIdentifiers(s, func(part string) string { return identifierPart(part, "_", "python") })
}

// ReverseDomainIdent returns reverse_domain as a Java package prefix: as written when valid, else in lower case
// with dashes and other characters turned into '_' (com.Acme-Corp gives com.acme_corp).
func (t *JavaTarget) ReverseDomainIdent() string {
	return derived(t.ReverseDomain, validJava(javaReverseDomain), deriveReverseDomain)
}

// PackageIdent returns package_name as a Java package, derived like ReverseDomainIdent, or "" when unset.
func (t *JavaTarget) PackageIdent() string {
	return derived(t.PackageName, validJava(javaPackage), deriveJavaPackage)
}

func deriveReverseDomain(s string) string {
	out := deriveJavaPackage(s)
	if !strings.Contains(out, ".") {
		return "" // one part is a package, not a reverse domain
	}
	return out
}

func deriveJavaPackage(s string) string {
	return dottedIdentifiers(strings.ToLower(s), func(part string) string { return identifierPart(part, "_", "java") })
}

// javaFormat is the check of a Java package format: re, and no part a Java keyword.
func javaFormat(re *regexp.Regexp, problem string) func(string) (string, string) {
	valid := validJava(re)
	return func(s string) (string, string) {
		if valid(s) {
			return s, ""
		}
		return "", problem
	}
}

// validJava accepts lower-case dotted identifiers none of which is a Java keyword.
func validJava(re *regexp.Regexp) func(string) bool {
	return func(s string) bool {
		if !re.MatchString(s) {
			return false
		}
		for _, part := range strings.Split(s, ".") {
			if naming.IsReserved("java", part) {
				return false
			}
		}
		return true
	}
}

// dottedIdentifiers derives each dot-separated part with fix and joins the non-empty ones ("" when none is left).
func dottedIdentifiers(s string, fix func(string) string) string {
	var parts []string
	for _, part := range strings.Split(s, ".") {
		if p := fix(part); p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, ".")
}

// identifierPart turns one part into an identifier of lang: runs of other characters become sep, a leading
// digit gets '_' before it and a keyword '_' after it.
func identifierPart(part, sep, lang string) string {
	p := strings.Trim(notIdentRun.ReplaceAllString(part, sep), "_")
	switch {
	case p == "":
		return ""
	case p[0] >= '0' && p[0] <= '9':
		p = "_" + p
	}
	if naming.IsReserved(lang, p) {
		p += "_"
	}
	return p
}

// derivePascal writes a client name in PascalCase: its words joined, each with a capital first letter and the
// rest as written (My POS connect gives MyPOSConnect).
func derivePascal(s string) string {
	var b strings.Builder
	for _, w := range notAlnumRun.Split(s, -1) {
		if w == "" {
			continue
		}
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		b.WriteString(string(r))
	}
	out := b.String()
	if out == "" || !pascalIdentifier.MatchString(out) {
		return ""
	}
	return out
}

// deriveVariableName writes an example variable name as snake_case words.
func deriveVariableName(s string) string {
	out := naming.New(nil).Snake(s)
	if out == "" || !variableName.MatchString(out) {
		return ""
	}
	return out
}

// derived returns s when valid, else derive(s) (which may be "").
func derived(s string, valid func(string) bool, derive func(string) string) string {
	if s == "" || valid(s) {
		return s
	}
	return derive(s)
}

// ServerVariableOptions maps each {variable} of the environment URLs to the client option that fills it: the
// option with server_variable: <variable>, else the option named like the variable (how real configurations
// often say it). Variables that no option fills are left out.
func (cfg *Config) ServerVariableOptions() map[string]string {
	out := map[string]string{}
	for _, e := range cfg.ClientSettings.Opts.Entries {
		if e.Value != nil && e.Value.ServerVariable != "" {
			out[e.Value.ServerVariable] = e.Key
		}
	}
	for _, e := range cfg.Environments.Entries {
		for _, v := range templateVariables(e.Value) {
			if _, ok := out[v]; !ok && cfg.ClientSettings.Opts.Has(v) {
				out[v] = v
			}
		}
	}
	return out
}

// explicitServerVariables are the variables some option names with server_variable.
func explicitServerVariables(cfg *Config) map[string]bool {
	out := map[string]bool{}
	for _, e := range cfg.ClientSettings.Opts.Entries {
		if e.Value != nil && e.Value.ServerVariable != "" {
			out[e.Value.ServerVariable] = true
		}
	}
	return out
}

// ClientName returns the client's name as written by the user, for the IR builder to split into words:
// client_settings.default_client_name, else the organization's identifier. ClientCasing gives its spelling.
func (cfg *Config) ClientName() string {
	if n := derived(cfg.ClientSettings.DefaultClientName, pascalIdentifier.MatchString, derivePascal); n != "" {
		return n
	}
	return cfg.Organization.Identifier()
}

// ClientExampleName returns the variable that holds the client in README and snippet examples, as snake_case
// words: client_settings.default_client_example_name, or client.
func (cfg *Config) ClientExampleName() string {
	if n := naming.New(nil).Snake(derived(cfg.ClientSettings.DefaultClientExampleName, variableName.MatchString, deriveVariableName)); n != "" {
		return n
	}
	return "client"
}

// Casings returns custom_casings plus the spelling of the client name the user wrote, when the default rules
// would spell it differently: default_client_name (MyPOSConnect, not MyPosConnect) or the display form of
// organization.name (ImageKit for the identifier imagekit). A custom casing of the same term wins.
func (cfg *Config) Casings() Map[*Casing] {
	out := Map[*Casing]{Ptr: cfg.CustomCasings.Ptr, Entries: append([]MapEntry[*Casing](nil), cfg.CustomCasings.Entries...)}
	term, spelling := cfg.clientSpelling()
	if term == "" || cfg.hasCasingFor(term) {
		return out
	}
	if naming.New(nil).Pascal(term) == spelling {
		return out
	}
	out.Entries = append(out.Entries, MapEntry[*Casing]{Key: term, Value: &Casing{Pascal: spelling}})
	return out
}

// clientSpelling returns the client name's words (joined by '_') and its PascalCase spelling as the user wrote it,
// or "" when the user wrote no spelling (a lower-case identifier).
func (cfg *Config) clientSpelling() (term, spelling string) {
	if n := derived(cfg.ClientSettings.DefaultClientName, pascalIdentifier.MatchString, derivePascal); n != "" {
		return strings.Join(naming.Split(n), "_"), n
	}
	name := cfg.Organization.Name
	if name == "" || orgName.MatchString(name) || strings.ToLower(name) == name {
		return "", ""
	}
	spelling = derivePascal(name)
	if spelling == "" {
		return "", ""
	}
	return strings.Join(naming.Split(cfg.Organization.Identifier()), "_"), spelling
}

// hasCasingFor reports whether custom_casings already spells term.
func (cfg *Config) hasCasingFor(term string) bool {
	for _, e := range cfg.CustomCasings.Entries {
		if strings.Join(naming.Split(e.Key), "_") == term {
			return true
		}
	}
	return false
}
