package fakegithub_test

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/gh"
)

// TestContents reads files the way the App reads the spec and sdkgen.yml: at a branch or at the SHA of a webhook
// delivery, from git, from SetFiles, or from SetFiles laid over git.
func TestContents(t *testing.T) {
	f := newFixture(t)
	gitMain := f.commit(apiRepo, "main", map[string]string{"openapi.yml": "from git\n", "docs/a.md": "a\n"})
	recorded := strings.Repeat("5", 40) // a webhook's head SHA, which git does not have
	f.srv.SetFiles(apiRepo, recorded, map[string][]byte{"openapi.yml": []byte("recorded\n"), "sdkgen/sdkgen.yml": []byte("cfg\n")})
	f.srv.SetFiles(apiRepo, "main", map[string][]byte{"sdkgen.yml": []byte("overlay\n"), "docs/b.md": []byte("b\n")})
	onlyRecorded := gh.Repo{Owner: "acme", Name: "recorded"}
	f.srv.SetFiles(onlyRecorded, recorded, map[string][]byte{"openapi.json": []byte("{}")})
	f.srv.AddInstallation(testInstallationID, "acme", onlyRecorded)
	api := f.installationClient(nil)

	for _, tc := range []struct {
		repo      gh.Repo
		path, ref string
		want      string // "" for not found
	}{
		{apiRepo, "openapi.yml", "main", "from git\n"},
		{apiRepo, "openapi.yml", "", "from git\n"}, // the default branch
		{apiRepo, "openapi.yml", gitMain, "from git\n"},
		{apiRepo, "openapi.yml", gitMain[:10], "from git\n"},
		{apiRepo, "openapi.yml", "refs/heads/main", "from git\n"},
		{apiRepo, "sdkgen.yml", "main", "overlay\n"},
		{apiRepo, "sdkgen.yml", gitMain, ""}, // SetFiles gave main, not that SHA
		{apiRepo, "openapi.yml", recorded, "recorded\n"},
		{apiRepo, "sdkgen/sdkgen.yml", recorded, "cfg\n"},
		{apiRepo, "docs/a.md", recorded, ""},
		{apiRepo, "nothing.yml", "main", ""},
		{onlyRecorded, "openapi.json", recorded, "{}"},
	} {
		file, _, _, err := api.Repositories.GetContents(f.ctx, tc.repo.Owner, tc.repo.Name, tc.path,
			&github.RepositoryContentGetOptions{Ref: tc.ref})
		content := fileContent(file)
		switch {
		case tc.want == "" && !isStatus(err, http.StatusNotFound):
			t.Errorf("%s %s@%s = %q, %v; want 404", tc.repo, tc.path, tc.ref, content, err)
		case tc.want != "" && (err != nil || content != tc.want || file.GetSHA() == ""):
			t.Errorf("%s %s@%s = %q (sha %q), %v; want %q", tc.repo, tc.path, tc.ref, content, file.GetSHA(), err, tc.want)
		}
	}

	_, dir, _, err := api.Repositories.GetContents(f.ctx, "acme", "api", "docs", nil)
	if err != nil || len(dir) != 2 || dir[0].GetPath() != "docs/a.md" || dir[1].GetPath() != "docs/b.md" {
		t.Errorf("docs/ at main = %v, %v; want git's a.md and SetFiles' b.md", dir, err)
	}
	rc, _, err := api.Repositories.DownloadContents(f.ctx, "acme", "api", "docs/b.md", nil)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(rc)
	_ = rc.Close()
	if string(data) != "b\n" {
		t.Errorf("download docs/b.md = %q", data)
	}
}

// TestRawContents asks for a file's bytes with GitHub's raw media type.
func TestRawContents(t *testing.T) {
	f := newFixture(t)
	f.commit(apiRepo, "main", map[string]string{"openapi.yml": "openapi: 3.1.0\n"})
	req, _ := http.NewRequestWithContext(f.ctx, "GET", f.url+"/repos/acme/api/contents/openapi.yml", nil)
	req.Header.Set("Authorization", "token "+f.token())
	req.Header.Set("Accept", "application/vnd.github.raw+json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	if data, _ := io.ReadAll(resp.Body); resp.StatusCode != http.StatusOK || string(data) != "openapi: 3.1.0\n" {
		t.Errorf("raw openapi.yml = %d %q", resp.StatusCode, data)
	}
}

// isStatus reports whether err is go-github's error for an answer with status.
func isStatus(err error, status int) bool {
	var e *github.ErrorResponse
	return errors.As(err, &e) && e.Response.StatusCode == status
}

// fileContent is a file's decoded content, "" for none.
func fileContent(file *github.RepositoryContent) string {
	if file == nil {
		return ""
	}
	content, _ := file.GetContent()
	return content
}
