package initconfig

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/spec"
)

func TestGuessEnvironments(t *testing.T) {
	tests := []struct {
		name    string
		servers []spec.Server
		want    string // name=url, comma-separated, in order
		note    string // a substring of a note, when one is expected
	}{
		{
			name:    "one server is production",
			servers: []spec.Server{{URL: "https://api.acme.example/v1/"}},
			want:    "production=https://api.acme.example/v1",
		},
		{
			name: "names from descriptions, production first",
			servers: []spec.Server{
				{URL: "http://localhost:8000", Description: "Local Development Server"},
				{URL: "https://sandbox.acme.example", Description: "Sandbox server (test data)"},
				{URL: "https://api.acme.example", Description: "Production SaaS Platform"},
			},
			want: "production=https://api.acme.example,local=http://localhost:8000,sandbox=https://sandbox.acme.example",
			note: "listed first",
		},
		{
			name: "names from hosts, then numbered",
			servers: []spec.Server{
				{URL: "https://api.acme.example"},
				{URL: "https://staging.acme.example"},
				{URL: "https://eu.acme.example"},
			},
			want: "production=https://api.acme.example,staging=https://staging.acme.example,environment_3=https://eu.acme.example",
		},
		{
			name: "variables get their defaults",
			servers: []spec.Server{{URL: "{scheme}://{region}.acme.example/{v}", Variables: []spec.ServerVariable{
				{Name: "scheme", Default: "https", Enum: []string{"https", "http"}},
				{Name: "region", Enum: []string{"us", "eu"}},
				{Name: "v", Default: "v2"},
			}}},
			want: "production=https://us.acme.example/v2",
		},
		{
			name:    "a variable without default or enum is named and noted",
			servers: []spec.Server{{URL: "https://{tenant}.acme.example"}},
			want:    "production=https://tenant.acme.example",
			note:    "{tenant} has no default",
		},
		{
			name:    "relative URL resolved against another server",
			servers: []spec.Server{{URL: "https://api.acme.example/v1"}, {URL: "/v2", Description: "staging"}},
			want:    "production=https://api.acme.example/v1,staging=https://api.acme.example/v2",
			note:    "resolved against https://api.acme.example",
		},
		{
			name:    "relative URL alone gets the placeholder host",
			servers: []spec.Server{{URL: "/api/v3"}},
			want:    "production=https://api.example.com/api/v3",
			note:    "placeholder",
		},
		{
			name: "no servers",
			want: "production=" + placeholderBaseURL,
			note: "no servers",
		},
		{
			name:    "duplicates after substitution are dropped",
			servers: []spec.Server{{URL: "https://api.acme.example"}, {URL: "https://api.acme.example/"}},
			want:    "production=https://api.acme.example",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r Report
			envs := guessEnvironments(&spec.Document{Servers: tt.servers}, &r)
			var got []string
			for _, e := range envs.Entries {
				got = append(got, e.Key+"="+e.Value)
			}
			if strings.Join(got, ",") != tt.want {
				t.Errorf("environments = %s\nwant           %s", strings.Join(got, ","), tt.want)
			}
			if tt.note != "" && !hasNote(r, tt.note) {
				t.Errorf("no note containing %q in %v", tt.note, r.Notes)
			}
		})
	}
}

func hasNote(r Report, substr string) bool {
	for _, n := range r.Notes {
		if strings.Contains(n.Message, substr) {
			return true
		}
	}
	return false
}
