package config

import (
	"regexp"
	"strings"
	"testing"
)

func TestFormats(t *testing.T) {
	for _, tc := range []struct {
		format string
		value  string
		want   string // the stored value; "" = rejected
	}{
		{"endpoint", "get /accounts", "get /accounts"},
		{"endpoint", "post /accounts/{account_id}/link", "post /accounts/{account_id}/link"},
		{"endpoint", "delete\n/v1/a/{id}", "delete /v1/a/{id}"},
		{"endpoint", "  put   /v1/a  ", "put /v1/a"},
		{"endpoint", "GET /accounts", ""},
		{"endpoint", "head /accounts", ""},
		{"endpoint", "get accounts", ""},
		{"endpoint", "get", ""},
		{"endpoint", "get /a /b", ""},
		{"schema-ref", "#/components/schemas/Account", "#/components/schemas/Account"},
		{"schema-ref", "Account", "Account"},
		{"schema-ref", " ", ""},
		{"repo", "OneBusAway/js-sdk", "OneBusAway/js-sdk"},
		{"repo", "acme/acme.go", "acme/acme.go"},
		{"repo", "acme", ""},
		{"repo", "acme/a/b", ""},
		{"repo", "acme/..", ""},
		{"repo", "-acme/x", ""},
		{"repo-branch", "acme/acme-node", "acme/acme-node"},
		{"repo-branch", "acme/acme-node#next", "acme/acme-node#next"},
		{"repo-branch", "acme/acme-node#release/v2", "acme/acme-node#release/v2"},
		{"repo-branch", "acme/acme-node#", ""},
		{"repo-branch", "acme/acme-node#a..b", ""},
		{"repo-branch", "acme/acme-node#x.lock", ""},
		{"repo-branch", "acme/acme-node#-x", ""},
		{"repo-branch", "acme/acme-node#a b", ""},
		{"url", "https://docs.acme.example", "https://docs.acme.example"},
		{"url", "http://localhost:8000", "http://localhost:8000"},
		{"url", "ftp://acme.example", ""},
		{"url", "docs.acme.example", ""},
		{"url-template", "https://{region}.api.acme.example/{version}", "https://{region}.api.acme.example/{version}"},
		{"url-template", "https://api.acme.example/v1", "https://api.acme.example/v1"},
		{"url-template", "https://api.acme.example/{", ""},
		{"url-template", "https://api.acme.example/{a b}", ""},
		{"url-template", "{base}/v1", ""},
		{"email", "support+api@lumalabs.ai", "support+api@lumalabs.ai"},
		{"email", "Support <support@acme.example>", ""},
		{"email", "support", ""},
		{"screencast", "https://acme.example/demo.mp4", "https://acme.example/demo.mp4"},
		{"screencast", "https://acme.example/demo.MOV?x=1", "https://acme.example/demo.MOV?x=1"},
		{"screencast", "https://acme.example/demo.gif", ""},
		{"jvm-memory", "8g", "8g"},
		{"jvm-memory", "8192m", "8192m"},
		{"jvm-memory", "8", ""},
		{"jvm-memory", "8gb", ""},
		{"org-name", "onebusaway-sdk", "onebusaway-sdk"},
		{"org-name", "Acme", ""},
		{"org-name", "acme inc", ""},
		{"upper-snake", "ACME_API", "ACME_API"},
		{"upper-snake", "Acme", ""},
		{"upper-snake", "ACME__API", ""},
		{"env-var", "HONCHO_API_KEY", "HONCHO_API_KEY"},
		{"env-var", "1KEY", ""},
		{"header-name", "Idempotency-Key", "Idempotency-Key"},
		{"header-name", "X Key", ""},
		{"header-name", "X:Key", ""},
		{"npm-package", "@acme/sdk", "@acme/sdk"},
		{"npm-package", "honcho-ai", "honcho-ai"},
		{"npm-package", "Acme", ""},
		{"npm-package", ".acme", ""},
		{"npm-package", strings.Repeat("a", 215), ""},
		{"python-package", "onebusaway", "onebusaway"},
		{"python-package", "acme.sdk", "acme.sdk"},
		{"python-package", "acme-sdk", ""},
		{"go-package", "onebusaway", "onebusaway"},
		{"go-package", "acme-go", ""},
		{"go-package", "type", ""},
		{"pascal-identifier", "APIClient", "APIClient"},
		{"pascal-identifier", "client", ""},
		{"reverse-domain", "org.onebusaway", "org.onebusaway"},
		{"reverse-domain", "com", ""},
		{"reverse-domain", "com.acme-api", ""},
		{"composer-package", "acme/acme-php", "acme/acme-php"},
		{"composer-package", "Acme/php", ""},
		{"composer-package", "acme", ""},
		{"repo-path", "src/custom.ts", "src/custom.ts"},
		{"repo-path", "docs/**", "docs/**"},
		{"repo-path", "/etc/passwd", ""},
		{"repo-path", "../outside", ""},
		{"repo-path", `a\..\..\b`, ""},
		{"repo-path", "C:/x", ""},
		{"repo-path", "", ""},
	} {
		spec, ok := lookupFormat(tc.format)
		if !ok {
			t.Fatalf("unknown format %q", tc.format)
		}
		got, problem := spec.check(tc.value)
		if tc.want == "" {
			if problem == "" {
				t.Errorf("%s %q: accepted, want rejected", tc.format, tc.value)
			}
			continue
		}
		if problem != "" || got != tc.want {
			t.Errorf("%s %q = %q, %q; want %q", tc.format, tc.value, got, problem, tc.want)
		}
	}
}

// TestFormatPatterns checks that each JSON Schema pattern accepts what the Go check accepts, on the values above
// that pass, so the published schema never rejects a valid configuration.
func TestFormatPatterns(t *testing.T) {
	for _, tc := range []struct{ format, value string }{
		{"endpoint", "delete /v1/a/{id}"},
		{"repo", "OneBusAway/js-sdk"},
		{"repo-branch", "acme/acme-node#release/v2"},
		{"url-template", "https://{region}.api.acme.example"},
		{"screencast", "https://acme.example/demo.MOV?x=1"},
		{"jvm-memory", "8192m"},
		{"org-name", "onebusaway-sdk"},
		{"npm-package", "@acme/sdk"},
		{"python-package", "acme.sdk"},
		{"composer-package", "acme/acme-php"},
		{"repo-path", "docs/**"},
		{"header-name", "Idempotency-Key"},
		{"schema-ref", "Account"},
	} {
		spec, _ := lookupFormat(tc.format)
		if _, problem := spec.check(tc.value); problem != "" {
			t.Fatalf("%s %q: %s", tc.format, tc.value, problem)
		}
		if !regexp.MustCompile(spec.pattern).MatchString(tc.value) {
			t.Errorf("%s: pattern %s rejects %q", tc.format, spec.pattern, tc.value)
		}
	}
}

func TestISODuration(t *testing.T) {
	for _, tc := range []struct {
		in   string
		ms   int64
		okay bool
	}{
		{"PT30S", 30000, true},
		{"PT1.5S", 1500, true},
		{"PT5M", 300000, true},
		{"P1DT2H", 93600000, true},
		{"P1W", 604800000, true},
		{"P", 0, false},
		{"PT", 0, false},
		{"P1M", 0, false},
		{"P1Y", 0, false},
		{"PT1H1H", 0, false},
		{"PT1S1M", 0, false},
		{"PT1.5H", 0, false},
		{"30s", 0, false},
	} {
		ms, problem := parseISODuration(tc.in)
		if (problem == "") != tc.okay || ms != tc.ms {
			t.Errorf("parseISODuration(%q) = %d, %q", tc.in, ms, problem)
		}
		if matched := regexp.MustCompile(isoDurationPattern).MatchString(tc.in); tc.okay && !matched {
			t.Errorf("isoDurationPattern rejects %q", tc.in)
		}
	}
}
