package config

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// Environments can come from the spec's servers: `sdkgen init` guesses them from servers, and a configuration
// without environments uses them (ApplySpec). Both read servers with EnvironmentsFromServers, so the two agree.

// ServerEnvironment is an environment made from one servers entry.
type ServerEnvironment struct {
	Name string
	URL  string
}

// EnvironmentsFromServers turns servers into environments, production first, and returns notes on what it
// assumed. Variables get their defaults (or first enum value: an environment cannot leave one unfilled without a
// server_variable client option). A relative URL is resolved against the first absolute server's origin; when
// there is none, against placeholder, or, when placeholder is "", it is left out. Servers that give the same URL
// once resolved are kept once.
func EnvironmentsFromServers(servers []spec.Server, placeholder string) ([]ServerEnvironment, []string) {
	var envs []ServerEnvironment
	var notes []string
	taken, seen := map[string]bool{}, map[string]bool{}
	origin := FirstAbsoluteOrigin(servers)
	for i, s := range servers {
		u, unfilled := FillServerVariables(s)
		for _, v := range unfilled {
			notes = append(notes, fmt.Sprintf("server %s: variable {%s} has no default; %q was used, fix the URL", s.URL, v, v))
		}
		if !absoluteHTTPURL(u) {
			base := origin
			switch {
			case base != "":
				notes = append(notes, fmt.Sprintf("server URL %q is relative: it was resolved against %s", u, origin))
			case placeholder == "":
				continue
			default:
				base = placeholder
				notes = append(notes, fmt.Sprintf("server URL %q is relative: it was placed under the placeholder %s, replace it with the API's host", u, placeholder))
			}
			u = ResolvePath(base, u)
		}
		u = strings.TrimRight(u, "/")
		if seen[u] {
			continue
		}
		seen[u] = true
		name := uniqueEnvironmentName(environmentName(s, u, i), taken)
		taken[name] = true
		envs = append(envs, ServerEnvironment{name, u})
	}
	if moved, ok := productionFirst(envs); ok {
		envs = moved
		notes = append(notes, "production was listed first so that it is the SDKs' default environment")
	}
	return envs, notes
}

// FillServerVariables substitutes each {variable} of a server URL with its default, or its first enum value, and
// returns the names of those that have neither (the name itself is used).
func FillServerVariables(s spec.Server) (string, []string) {
	var unfilled []string
	out := templateVar.ReplaceAllStringFunc(s.URL, func(m string) string {
		name := m[1 : len(m)-1]
		for _, v := range s.Variables {
			switch {
			case v.Name != name:
			case v.Default != "":
				return v.Default
			case len(v.Enum) > 0:
				return v.Enum[0]
			}
		}
		unfilled = append(unfilled, name)
		return name
	})
	return out, unfilled
}

// FirstAbsoluteOrigin returns scheme://host of the first server whose URL, variables filled, is absolute, or "".
func FirstAbsoluteOrigin(servers []spec.Server) string {
	for _, s := range servers {
		filled, _ := FillServerVariables(s)
		if u, err := url.Parse(filled); err == nil && absoluteHTTPURL(filled) {
			return u.Scheme + "://" + u.Host
		}
	}
	return ""
}

// ResolvePath resolves a relative URL (/api/v1) against an absolute one, as a browser would.
func ResolvePath(base, rel string) string {
	b, err := url.Parse(strings.TrimRight(base, "/") + "/")
	if err != nil {
		return rel
	}
	r, err := url.Parse(rel)
	if err != nil {
		return rel
	}
	return b.ResolveReference(r).String()
}

func absoluteHTTPURL(s string) bool {
	_, problem := checkURL(s)
	return problem == ""
}

// environmentName names a server from its description ("Sandbox server" -> sandbox), then its host
// (staging.api.acme.com -> staging); otherwise the first server is production and the others are numbered.
func environmentName(s spec.Server, resolved string, index int) string {
	if name := keywordEnvironment(naming.Split(s.Description)); name != "" {
		return name
	}
	if u, err := url.Parse(resolved); err == nil {
		if name := keywordEnvironment(naming.Split(u.Hostname())); name != "" {
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

// uniqueEnvironmentName returns base, or base_2, base_3 ... whichever taken does not hold yet.
func uniqueEnvironmentName(base string, taken map[string]bool) string {
	name := base
	for i := 2; taken[name]; i++ {
		name = base + "_" + strconv.Itoa(i)
	}
	return name
}

// productionFirst moves the production environment to the front, so that SDKs default to it even when the spec
// lists a local or sandbox server first. It reports whether it moved one.
func productionFirst(envs []ServerEnvironment) ([]ServerEnvironment, bool) {
	for i, e := range envs {
		if e.Name != "production" || i == 0 {
			continue
		}
		out := append([]ServerEnvironment{e}, envs[:i]...)
		return append(out, envs[i+1:]...), true
	}
	return envs, false
}
