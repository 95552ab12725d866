package initconfig

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// placeholderBaseURL stands in for a server URL the spec does not give; the note in the Report asks the user to
// replace it.
const placeholderBaseURL = "https://api.example.com"

// serverVariablePattern finds {name} placeholders of a server URL.
var serverVariablePattern = regexp.MustCompile(`\{([^{}]*)\}`)

type environment struct{ name, url string }

// guessEnvironments turns servers into environments. Variables get their defaults (an unfilled {variable} is a
// config error), relative URLs are resolved against the first absolute server or a placeholder, and the server
// that looks like production is put first, since the first environment is the SDKs' default.
func guessEnvironments(doc *spec.Document, r *Report) config.Map[string] {
	var envs []environment
	taken := map[string]bool{}
	seen := map[string]bool{}
	origin := firstAbsoluteOrigin(doc.Servers)
	for i, s := range doc.Servers {
		u := fillServerVariables(s, r)
		u = resolveServerURL(u, origin, r)
		u = strings.TrimRight(u, "/")
		if seen[u] {
			continue
		}
		seen[u] = true
		name := uniqueName(environmentName(s, u, i), taken)
		taken[name] = true
		envs = append(envs, environment{name, u})
	}
	if len(envs) == 0 {
		envs = append(envs, environment{"production", placeholderBaseURL})
		r.note("environments.production", "the spec has no servers: replace the placeholder %s with the API's base URL", placeholderBaseURL)
	}
	envs = productionFirst(envs, r)
	var out config.Map[string]
	for _, e := range envs {
		out.Set(e.name, e.url)
	}
	r.guessed("environments", "from servers")
	return out
}

// fillServerVariables substitutes each {variable} with its default (or first enum value): environments cannot
// leave one unfilled without a server_variable client option, and a fixed URL is the simpler first config.
func fillServerVariables(s spec.Server, r *Report) string {
	return serverVariablePattern.ReplaceAllStringFunc(s.URL, func(m string) string {
		name := m[1 : len(m)-1]
		for _, v := range s.Variables {
			if v.Name != name {
				continue
			}
			if v.Default != "" {
				return v.Default
			}
			if len(v.Enum) > 0 {
				return v.Enum[0]
			}
		}
		r.note("environments", "server %s: variable {%s} has no default; %q was used, fix the URL", s.URL, name, name)
		return name
	})
}

// resolveServerURL makes a relative server URL absolute, against the first absolute server's origin or against
// the placeholder host.
func resolveServerURL(u, origin string, r *Report) string {
	if absoluteHTTPURL(u) {
		return u
	}
	base := origin
	if base == "" {
		base = placeholderBaseURL
		r.note("environments", "server URL %q is relative: it was placed under the placeholder %s, replace it with the API's host", u, placeholderBaseURL)
	} else {
		r.note("environments", "server URL %q is relative: it was resolved against %s", u, origin)
	}
	baseURL, err := url.Parse(base + "/")
	if err != nil {
		return placeholderBaseURL
	}
	ref, err := url.Parse(u)
	if err != nil {
		return placeholderBaseURL
	}
	return baseURL.ResolveReference(ref).String()
}

// firstAbsoluteOrigin returns scheme://host of the first server with an absolute URL whose variables all have
// defaults, or "".
func firstAbsoluteOrigin(servers []spec.Server) string {
	for _, s := range servers {
		u, err := url.Parse(fillServerVariables(s, &Report{}))
		if err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" {
			return u.Scheme + "://" + u.Host
		}
	}
	return ""
}

// environmentName names a server from its description ("Sandbox server" -> sandbox), then its host
// (staging.api.acme.com -> staging); otherwise the first server is production and the others are numbered.
func environmentName(s spec.Server, resolved string, index int) string {
	if name := keywordEnvironment(splitWords(s.Description)); name != "" {
		return name
	}
	if u, err := url.Parse(resolved); err == nil {
		if name := keywordEnvironment(splitWords(u.Hostname())); name != "" {
			return name
		}
	}
	if index == 0 {
		return "production"
	}
	return fmt.Sprintf("environment_%d", index+1)
}

// keywordEnvironment returns the environment named by the first word that names one.
func keywordEnvironment(words []string) string {
	for _, w := range words {
		if name := environmentForWord(w); name != "" {
			return name
		}
	}
	return ""
}

func environmentForWord(w string) string {
	switch w {
	case "production", "prod", "live":
		return "production"
	case "sandbox":
		return "sandbox"
	case "staging", "stage":
		return "staging"
	case "development", "dev", "develop":
		return "development"
	case "test", "testing", "qa":
		return "test"
	case "local", "localhost":
		return "local"
	case "mock", "prism":
		return "mock"
	case "demo":
		return "demo"
	case "preview":
		return "preview"
	}
	return ""
}

// productionFirst moves the production environment to the front, so that SDKs default to it even when the spec
// lists a local or sandbox server first.
func productionFirst(envs []environment, r *Report) []environment {
	for i, e := range envs {
		if e.name != "production" || i == 0 {
			continue
		}
		out := append([]environment{e}, envs[:i]...)
		out = append(out, envs[i+1:]...)
		r.note("environments", "production was listed first so that it is the SDKs' default environment")
		return out
	}
	return envs
}
