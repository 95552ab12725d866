package config

import (
	"cmp"
	"fmt"
	"net/mail"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// A format is a named check of a string value (the format tag). Each check returns the value to keep (endpoint
// strings are normalised) or a problem phrase that completes `<path>: "<value>" ...`.
//
// Strictness is chosen so real configurations pass: a check rejects what would break generation or publishing
// (a malformed endpoint, repository or package name), and documentation-only values (URLs, e-mail addresses,
// the screencast) are soft: a bad one is a warning and the value is kept.

type formatSpec struct {
	check      func(s string) (string, string)
	pattern    string // JSON Schema pattern: the same rule, or a looser one where a regexp cannot say it
	jsonFormat string // JSON Schema format keyword (an annotation for editors)
	soft       bool   // a failure warns and keeps the value
	// derive, when set, turns a value the check rejects into a valid one, or returns "" when it cannot. The value
	// is then kept as written, a Config/DerivedName note says what sdkgen uses, and the accessors that read it
	// (identifiers.go) apply the same derivation.
	derive func(s string) string
	uses   string // how the note introduces the derived value (default: "sdkgen uses")
}

// lookupFormat returns the spec of a format name.
func lookupFormat(name string) (formatSpec, bool) {
	switch name {
	case "endpoint":
		return formatSpec{check: checkEndpoint, pattern: endpointPattern}, true
	case "schema-ref":
		return formatSpec{check: checkSchemaRef, pattern: `\S`}, true
	case "repo":
		return formatSpec{check: checkRepo, pattern: repoPattern}, true
	case "repo-branch":
		return formatSpec{check: checkRepoBranch, pattern: repoBranchPattern}, true
	case "url":
		return formatSpec{check: checkURL, pattern: `^https?://`, jsonFormat: "uri", soft: true}, true
	case "url-template":
		return formatSpec{check: checkURLTemplate, pattern: `^(https?://|/)`, jsonFormat: "uri-template"}, true
	case "email":
		return formatSpec{check: checkEmail, pattern: `^[^@\s]+@[^@\s]+$`, jsonFormat: "email", soft: true}, true
	case "screencast":
		return formatSpec{check: checkScreencast, pattern: `^https?://[^?#]*\.([Mm][Pp]4|[Ww][Ee][Bb][Mm]|[Mm][Oo][Vv])([?#].*)?$`, jsonFormat: "uri", soft: true}, true
	case "jvm-memory":
		return regexpFormat(jvmMemory, "is not a JVM memory size: write a number and a unit, like 8g or 8192m"), true
	case "org-name":
		return formatSpec{check: checkOrgName, derive: deriveOrgName,
			uses: "where an identifier is needed (the client name's words, the environment variable prefix, artifact names) sdkgen uses"}, true
	case "upper-snake":
		return regexpFormat(upperSnake, "is not in upper snake case (like ACME_API)"), true
	case "env-var":
		return regexpFormat(envVar, "is not an environment variable name (letters, digits and _, not starting with a digit)"), true
	case "header-name":
		return regexpFormat(headerToken, "is not an HTTP header name (RFC 9110 token: letters, digits and !#$%&'*+-.^_`|~)"), true
	case "npm-package":
		return formatSpec{check: checkNPMPackage, pattern: npmPackage.String()}, true
	case "python-package":
		return formatSpec{check: checkPythonPackage, derive: derivePythonPackage}, true
	case "go-package":
		return formatSpec{check: checkGoPackage, derive: deriveGoPackage}, true
	case "client-name":
		return formatSpec{check: regexpFormat(pascalIdentifier, "is not a PascalCase identifier (like AcmeClient)").check, derive: derivePascal}, true
	case "variable-name":
		return formatSpec{check: regexpFormat(variableName, "is not a variable name (letters, digits and _, not starting with a digit)").check, derive: deriveVariableName}, true
	case "pascal-identifier":
		return regexpFormat(pascalIdentifier, "is not a PascalCase identifier (like AcmeClient)"), true
	case "reverse-domain":
		return formatSpec{check: javaFormat(javaReverseDomain, "is not a reverse domain of lower-case Java identifiers (like com.example.api)"), derive: deriveReverseDomain}, true
	case "java-package":
		return formatSpec{check: javaFormat(javaPackage, "is not a Java package name of lower-case identifiers (like acme or acme.api)"), derive: deriveJavaPackage}, true
	case "composer-package":
		return regexpFormat(composerPackage, "is not a Composer package name <vendor>/<package> in lower case (like acme/acme-php)"), true
	case "repo-path":
		return formatSpec{check: checkRepoPath, pattern: `^[^/\\]`}, true
	}
	return formatSpec{}, false
}

// format applies a named format to s. It returns the value to store and whether to store it.
func (d *decoder) format(s string, p document.Pointer, name string) (string, bool) {
	if name == "" {
		return s, true
	}
	spec, ok := lookupFormat(name)
	if !ok {
		return s, true
	}
	normalized, problem := spec.check(s)
	switch {
	case spec.soft && s == "":
		return s, true // contact: '' is how real configurations leave a documentation value unset
	case problem == "":
		return normalized, true
	case spec.derive != nil && spec.derive(s) != "":
		d.atValue(diag.ConfigDerivedName, p, "%s: %q %s; %s %q", dotted(p), s, problem, cmp.Or(spec.uses, "sdkgen uses"), spec.derive(s))
		return s, true
	case name == "endpoint":
		d.atValue(diag.EndpointNotHTTP, p, "%s: %q %s", dotted(p), s, problem)
		return "", false
	case spec.soft:
		d.atValueLevel(diag.ConfigInvalidValue, diag.Warning, p, "%s: %q %s", dotted(p), s, problem)
		return s, true
	}
	d.atValue(diag.ConfigInvalidValue, p, "%s: %q %s", dotted(p), s, problem)
	return "", false
}

func regexpFormat(re *regexp.Regexp, problem string) formatSpec {
	return formatSpec{
		check: func(s string) (string, string) {
			if re.MatchString(s) {
				return s, ""
			}
			return "", problem
		},
		pattern: re.String(),
	}
}

var (
	jvmMemory        = regexp.MustCompile(`^[1-9][0-9]*[kKmMgGtT]$`)
	orgName          = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)
	upperSnake       = regexp.MustCompile(`^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$`)
	envVar           = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	headerToken      = regexp.MustCompile("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")
	npmPackage       = regexp.MustCompile(`^(@[a-z0-9~-][a-z0-9._~-]*/)?[a-z0-9~-][a-z0-9._~-]*$`)
	pythonPackage    = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$`)
	goIdentifier     = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	pascalIdentifier = regexp.MustCompile(`^[A-Z][A-Za-z0-9]*$`)
	variableName     = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	composerPackage  = regexp.MustCompile(`^[a-z0-9]([_.-]?[a-z0-9]+)*/[a-z0-9](([_.]|-{1,2})?[a-z0-9]+)*$`)
	repoOwner        = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)
	repoName         = regexp.MustCompile(`^[A-Za-z0-9._-]+$`)
	templateVar      = regexp.MustCompile(`\{([^{}]*)\}`)
	templateVarName  = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.-]*$`)
)

const (
	endpointPattern   = `^\s*(get|post|put|patch|delete)\s+/\S*\s*$`
	repoPattern       = `^[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9._-]+$`
	repoBranchPattern = `^[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9._-]+(#[^\s#]+)?$`
)

// httpVerbs are the verbs of endpoint strings, lower case as written in sdkgen.yml.
func httpVerbs() []string { return []string{"get", "post", "put", "patch", "delete"} }

// checkEndpoint reads "<verb> <path>". Folded YAML (>-) may leave runs of spaces, so any whitespace run between
// the two parts is accepted and normalised to one space.
func checkEndpoint(s string) (string, string) {
	parts := strings.Fields(s)
	if len(parts) != 2 {
		return "", `is not an endpoint: write "<verb> <path>", e.g. "get /accounts/{account_id}"`
	}
	verb, p := parts[0], parts[1]
	lower := strings.ToLower(verb)
	switch {
	case !slices.Contains(httpVerbs(), lower):
		return "", fmt.Sprintf("is not an endpoint: %q is not one of the verbs get, post, put, patch, delete", verb)
	case verb != lower:
		return "", fmt.Sprintf("is not an endpoint: the verb must be lower case (%q)", lower+" "+p)
	case !strings.HasPrefix(p, "/"):
		return "", fmt.Sprintf("is not an endpoint: the path must start with / (%q)", verb+" /"+p)
	}
	return verb + " " + p, ""
}

func checkSchemaRef(s string) (string, string) {
	if strings.TrimSpace(s) == "" {
		return "", "is empty: give a schema name or a #/components/schemas/... pointer"
	}
	return s, ""
}

func checkRepo(s string) (string, string) {
	owner, name, ok := strings.Cut(s, "/")
	if !ok || !repoOwner.MatchString(owner) || !repoName.MatchString(name) || name == "." || name == ".." {
		return "", "is not a repository: write <owner>/<repo>, e.g. acme/acme-node"
	}
	return s, ""
}

func checkRepoBranch(s string) (string, string) {
	repo, branch, hasBranch := strings.Cut(s, "#")
	if _, problem := checkRepo(repo); problem != "" {
		return "", "is not a repository: write <owner>/<repo> with an optional #<branch>, e.g. acme/acme-node#main"
	}
	if hasBranch {
		if problem := checkBranch(branch); problem != "" {
			return "", problem
		}
	}
	return s, ""
}

// checkBranch applies git's branch name rules (git check-ref-format --branch).
func checkBranch(b string) string {
	bad := b == "" || b == "@" || strings.HasPrefix(b, "-") || strings.HasPrefix(b, "/") || strings.HasSuffix(b, "/") ||
		strings.HasSuffix(b, ".") || strings.Contains(b, "..") || strings.Contains(b, "//") || strings.Contains(b, "@{") ||
		strings.ContainsAny(b, " ~^:?*[\\")
	for _, r := range b {
		bad = bad || r < 0x20 || r == 0x7f
	}
	for _, part := range strings.Split(b, "/") {
		bad = bad || strings.HasPrefix(part, ".") || strings.HasSuffix(part, ".lock")
	}
	if bad {
		return fmt.Sprintf("has an invalid git branch name %q", b)
	}
	return ""
}

// checkURL accepts an absolute http or https URL with a host.
func checkURL(s string) (string, string) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.ContainsAny(s, " \t\n") {
		return "", "is not an absolute http(s) URL"
	}
	return s, ""
}

// checkURLTemplate accepts an absolute http(s) URL that may contain {variable} placeholders.
func checkURLTemplate(s string) (string, string) {
	for _, m := range templateVar.FindAllStringSubmatch(s, -1) {
		if !templateVarName.MatchString(m[1]) {
			return "", fmt.Sprintf("has an invalid placeholder {%s}: a variable name is letters, digits, _, . and -", m[1])
		}
	}
	filled := templateVar.ReplaceAllString(s, "x")
	if strings.ContainsAny(filled, "{}") {
		return "", "has an unbalanced { or } (placeholders are written {name})"
	}
	if IsPathURL(filled) {
		return s, "" // resolved against the spec's servers by ApplySpec
	}
	if _, problem := checkURL(filled); problem != "" {
		return "", "is not an absolute http(s) URL or a path such as /api/v1 (it may contain {variable} placeholders)"
	}
	return s, ""
}

// IsPathURL reports whether an environment URL is a path on the API's host (/api/v1) rather than an absolute
// URL: a path-absolute reference, which the spec's first absolute servers URL completes.
func IsPathURL(s string) bool {
	return strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") && !strings.ContainsAny(s, " \t\n")
}

// templateVariables returns the {variable} names of a URL template, in order.
func templateVariables(s string) []string {
	var out []string
	for _, m := range templateVar.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

func checkEmail(s string) (string, string) {
	a, err := mail.ParseAddress(s)
	if err != nil || a.Name != "" || a.Address != s {
		return "", "is not an e-mail address (like support@acme.com)"
	}
	return s, ""
}

// checkScreencast accepts a URL of an .mp4, .webm or .mov file. The 10 MB limit cannot be checked without
// downloading the file, which validation never does.
func checkScreencast(s string) (string, string) {
	if _, problem := checkURL(s); problem != "" {
		return "", problem
	}
	u, _ := url.Parse(s)
	switch strings.ToLower(path.Ext(u.Path)) {
	case ".mp4", ".webm", ".mov":
		return s, ""
	}
	return "", "is not a video URL: the file must end in .mp4, .webm or .mov"
}

func checkOrgName(s string) (string, string) {
	if orgName.MatchString(s) {
		return s, ""
	}
	return "", "is a display name, not an identifier (lower-case letters, digits, '.', '_' and '-')"
}

func checkNPMPackage(s string) (string, string) {
	switch {
	case len(s) > 214:
		return "", "is not an npm package name: it is longer than 214 characters"
	case npmPackage.MatchString(s):
		return s, ""
	case npmPackage.MatchString(strings.ToLower(s)):
		return "", fmt.Sprintf("is not an npm package name: npm names are lower case (%q)", strings.ToLower(s))
	}
	return "", "is not an npm package name: lower-case letters, digits, '-', '.', '_' and '~', with an optional @scope/"
}

func checkPythonPackage(s string) (string, string) {
	if pythonPackage.MatchString(s) {
		return s, ""
	}
	return "", "is not a Python import name (letters, digits and _, not starting with a digit, dotted)"
}

func checkGoPackage(s string) (string, string) {
	if !goIdentifier.MatchString(s) {
		return "", "is not a Go package name (letters, digits and _, not starting with a digit)"
	}
	if goKeyword(s) {
		return "", "is a Go keyword and cannot name a package"
	}
	return s, ""
}

func goKeyword(s string) bool {
	switch s {
	case "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func",
		"go", "goto", "if", "import", "interface", "map", "package", "range", "return", "select", "struct", "switch",
		"type", "var":
		return true
	}
	return false
}

// checkRepoPath accepts a path relative to the repository root that stays inside it.
func checkRepoPath(s string) (string, string) {
	switch {
	case s == "":
		return "", "is empty: give a path relative to the repository root"
	case strings.HasPrefix(s, "/") || strings.HasPrefix(s, `\`) || (len(s) > 1 && s[1] == ':'):
		return "", "is absolute: give a path relative to the repository root"
	case strings.ContainsRune(s, 0):
		return "", "contains a NUL character"
	}
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == '\\' }) {
		if part == ".." {
			return "", "leaves the repository (..): give a path inside it"
		}
	}
	return s, ""
}
