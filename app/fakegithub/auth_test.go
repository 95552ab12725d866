package fakegithub_test

import (
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

func TestAppJWT(t *testing.T) {
	f := newFixture(t)
	otherKey := testKey(t)
	now := time.Now()
	claims := func(iss any, iat, exp time.Time) map[string]any {
		return map[string]any{"iss": iss, "iat": iat.Unix(), "exp": exp.Unix()}
	}
	good := claims(testAppID, now.Add(-30*time.Second), now.Add(90*time.Second))
	for _, tc := range []struct {
		name, auth string
		want       int
	}{
		{"the App's JWT", "Bearer " + jwt(t, f.key, good), http.StatusOK},
		{"issuer as a string", "Bearer " + jwt(t, f.key, claims(strconv.Itoa(testAppID), now, now.Add(time.Minute))), http.StatusOK},
		{"no Authorization", "", http.StatusUnauthorized},
		{"not a JWT", "Bearer not.a.jwt", http.StatusUnauthorized},
		{"signed by another key", "Bearer " + jwt(t, otherKey, good), http.StatusUnauthorized},
		{"another App", "Bearer " + jwt(t, f.key, claims(1, now, now.Add(time.Minute))), http.StatusUnauthorized},
		{"expired", "Bearer " + jwt(t, f.key, claims(testAppID, now.Add(-5*time.Minute), now.Add(-time.Minute))), http.StatusUnauthorized},
		{"issued in the future", "Bearer " + jwt(t, f.key, claims(testAppID, now.Add(5*time.Minute), now.Add(6*time.Minute))), http.StatusUnauthorized},
		{"lives over ten minutes", "Bearer " + jwt(t, f.key, claims(testAppID, now, now.Add(30*time.Minute))), http.StatusUnauthorized},
		{"an installation token", "token " + f.token(), http.StatusUnauthorized},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, _, body := f.do("GET", "/app", tc.auth, nil)
			if status != tc.want {
				t.Fatalf("GET /app = %d %s, want %d", status, body, tc.want)
			}
			if status != http.StatusOK {
				if e := githubError(t, body); e["message"] == "" || e["documentation_url"] == nil {
					t.Errorf("error body %s lacks GitHub's fields", body)
				}
			}
		})
	}
}

func TestAccessTokens(t *testing.T) {
	f := newFixture(t)
	auth := "Bearer " + jwt(t, f.key, map[string]any{"iss": testAppID, "iat": time.Now().Unix(), "exp": time.Now().Add(time.Minute).Unix()})
	for _, tc := range []struct {
		name, path string
		body       any
		want       int
	}{
		{"every repository", "/app/installations/77/access_tokens", nil, http.StatusCreated},
		{"some repositories", "/app/installations/77/access_tokens", map[string]any{"repositories": []string{"acme-go"}}, http.StatusCreated},
		{"a repository outside the installation", "/app/installations/77/access_tokens", map[string]any{"repositories": []string{"other"}}, http.StatusUnprocessableEntity},
		{"an unknown installation", "/app/installations/78/access_tokens", nil, http.StatusNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if status, _, body := f.do("POST", tc.path, auth, tc.body); status != tc.want {
				t.Fatalf("= %d %s, want %d", status, body, tc.want)
			}
		})
	}
}

// TestInstallationTokens checks who may see a repository: 401 without a valid token, 404 for a repository the
// token's installation (or the token's own limit) does not cover.
func TestInstallationTokens(t *testing.T) {
	f := newFixture(t)
	other := gh.Repo{Owner: "umbrella", Name: "api"}
	if err := f.srv.AddRepo(other, "main"); err != nil {
		t.Fatal(err)
	}
	f.srv.AddInstallation(88, "umbrella", other)
	tok := f.token()
	limited := limitedToken(t, f, "acme-go")
	for _, tc := range []struct {
		name, auth, path string
		want             int
	}{
		{"token scheme", "token " + tok, "/repos/acme/api", http.StatusOK},
		{"Bearer scheme", "Bearer " + tok, "/repos/acme/api", http.StatusOK},
		{"under /api/v3", "token " + tok, "/api/v3/repos/acme/api", http.StatusOK},
		{"names are case-insensitive", "token " + tok, "/repos/ACME/Api", http.StatusOK},
		{"no token", "", "/repos/acme/api", http.StatusUnauthorized},
		{"a made-up token", "token ghs_madeup", "/repos/acme/api", http.StatusUnauthorized},
		{"basic auth", "Basic eC1hY2Nlc3MtdG9rZW46eA==", "/repos/acme/api", http.StatusUnauthorized},
		{"another installation's repository", "token " + tok, "/repos/umbrella/api", http.StatusNotFound},
		{"a repository that does not exist", "token " + tok, "/repos/acme/nothing", http.StatusNotFound},
		{"inside the token's limit", "token " + limited, "/repos/acme/acme-go", http.StatusOK},
		{"outside the token's limit", "token " + limited, "/repos/acme/api", http.StatusNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, _, body := f.do("GET", tc.path, tc.auth, nil)
			if status != tc.want {
				t.Fatalf("GET %s = %d %s, want %d", tc.path, status, body, tc.want)
			}
		})
	}
	f.clock.Advance(61 * time.Minute)
	if status, _, body := f.do("GET", "/repos/acme/api", "token "+tok, nil); status != http.StatusUnauthorized ||
		githubError(t, body)["message"] != "Bad credentials" {
		t.Errorf("an expired token: %d %s", status, body)
	}
}

// limitedToken asks for a token limited to the named repositories.
func limitedToken(t *testing.T, f *fixture, repos ...string) string {
	t.Helper()
	auth := "Bearer " + jwt(t, f.key, map[string]any{"iss": testAppID, "iat": time.Now().Unix(), "exp": time.Now().Add(time.Minute).Unix()})
	status, _, body := f.do("POST", "/app/installations/77/access_tokens", auth, map[string]any{"repositories": repos})
	if status != http.StatusCreated {
		t.Fatalf("limited token: %d %s", status, body)
	}
	return githubError(t, body)["token"].(string)
}
