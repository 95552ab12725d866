package initconfig

import (
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// placeholderBaseURL stands in for a server URL the spec does not give; the note in the Report asks the user to
// replace it.
const placeholderBaseURL = "https://api.example.com"

// guessEnvironments turns servers into environments (config.EnvironmentsFromServers, the rule a configuration
// without environments follows too): variables get their defaults, relative URLs are resolved against the first
// absolute server or the placeholder, and the server that looks like production is put first, since the first
// environment is the SDKs' default.
func guessEnvironments(doc *spec.Document, r *Report) config.Map[string] {
	envs, notes := config.EnvironmentsFromServers(doc.Servers, placeholderBaseURL)
	for _, n := range notes {
		r.note("environments", "%s", n)
	}
	var out config.Map[string]
	for _, e := range envs {
		out.Set(e.Name, e.URL)
	}
	if out.Len() == 0 {
		out.Set("production", placeholderBaseURL)
		r.note("environments.production", "the spec has no servers: replace the placeholder %s with the API's base URL", placeholderBaseURL)
	}
	r.guessed("environments", "from servers")
	return out
}
