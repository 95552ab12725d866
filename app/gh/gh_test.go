package gh

import "testing"

func TestGitURL(t *testing.T) {
	repo := Repo{Owner: "acme", Name: "acme-go"}
	for api, want := range map[string]string{
		"https://api.github.com/":           "https://github.com/acme/acme-go.git",
		"https://api.github.com":            "https://github.com/acme/acme-go.git",
		"https://ghe.example.com/api/v3/":   "https://ghe.example.com/acme/acme-go.git",
		"http://127.0.0.1:8123/":            "http://127.0.0.1:8123/acme/acme-go.git",
		"http://127.0.0.1:8123/github/api/": "http://127.0.0.1:8123/github/api/acme/acme-go.git",
	} {
		if got, err := GitURL(api, repo); err != nil || got != want {
			t.Errorf("GitURL(%s) = %s, %v; want %s", api, got, err, want)
		}
	}
	if _, err := GitURL("not a url", repo); err == nil {
		t.Error("a relative API URL should be an error")
	}
}

func TestParseRepo(t *testing.T) {
	if r, err := ParseRepo("acme/api"); err != nil || r != (Repo{"acme", "api"}) {
		t.Errorf("%v %v", r, err)
	}
	for _, bad := range []string{"acme", "/api", "acme/", "a/b/c"} {
		if _, err := ParseRepo(bad); err == nil {
			t.Errorf("%q should be an error", bad)
		}
	}
}
