package config

import "testing"

func TestOrganizationFromTitle(t *testing.T) {
	tests := []struct{ title, want string }{
		{"Discord HTTP API (Preview)", "discord"},
		{"Twilio - Api", "twilio"},
		{"Swagger Petstore", "petstore"},
		{"Swagger Petstore - OpenAPI 3.0", "petstore"},
		{"OneBusAway", "onebusaway"},
		{"Honcho API", "honcho"},
		{"Dream Machine API", "dream-machine"},
		{"USPTO Data Set API", "uspto-data-set"},
		{"Acme Payments REST API v2.1", "acme-payments"},
		{"The Very Long Name Of Some Service", "very-long-name"},
		{"GitHub's official OpenAPI spec + Octokit extension", "github"},
		{"Acme: Payments API", "acme"},
		{"Stripe’s API", "stripe"},
		{"API v2", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := OrganizationFromTitle(tt.title); got != tt.want {
			t.Errorf("OrganizationFromTitle(%q) = %q, want %q", tt.title, got, tt.want)
		}
	}
}
