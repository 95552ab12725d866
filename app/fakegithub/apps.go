package fakegithub

import (
	"errors"
	"io"
	"maps"
	"net/http"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
)

// getApp is GET /app.
func (s *Server) getApp(c *call) { c.json(http.StatusOK, c.app()) }

// accessTokenRequest is the body of POST /app/installations/{id}/access_tokens.
type accessTokenRequest struct {
	Repositories  []string          `json:"repositories"`
	RepositoryIDs []int64           `json:"repository_ids"`
	Permissions   map[string]string `json:"permissions"`
}

// createAccessToken is POST /app/installations/{installation_id}/access_tokens.
func (s *Server) createAccessToken(c *call) {
	id, ok := c.pathInt("installation_id")
	if !ok {
		return
	}
	inst := s.installations[id]
	if inst == nil {
		c.notFound()
		return
	}
	var req accessTokenRequest
	if err := decodeOptional(c.r.Body, &req); err != nil {
		c.fail(http.StatusBadRequest, "Problems parsing JSON")
		return
	}
	limit, ok := s.tokenRepos(inst, req)
	if !ok {
		c.invalid("There is at least one repository that does not exist or is not accessible to the parent installation.")
		return
	}
	tok, at, err := s.issueToken(id, limit)
	if err != nil {
		c.fail(http.StatusInternalServerError, err.Error())
		return
	}
	repos := []jsonObject{}
	for _, key := range slices.Sorted(maps.Keys(inst.repos)) {
		if rs := s.repos[key]; rs != nil && (limit == nil || limit[key]) {
			repos = append(repos, c.repository(rs))
		}
	}
	c.json(http.StatusCreated, jsonObject{"token": tok, "expires_at": timestamp(at.expires),
		"permissions": appPermissions, "repository_selection": "selected", "repositories": repos})
}

// tokenRepos returns the repositories (by repoKey) a token request limits itself to, nil for no limit; false when
// it names a repository the installation does not have.
func (s *Server) tokenRepos(inst *installation, req accessTokenRequest) (map[string]bool, bool) {
	if len(req.Repositories) == 0 && len(req.RepositoryIDs) == 0 {
		return nil, true
	}
	limit := map[string]bool{}
	for _, name := range req.Repositories {
		key, ok := findInstallationRepo(inst, func(r gh.Repo) bool { return strings.EqualFold(r.Name, name) })
		if !ok {
			return nil, false
		}
		limit[key] = true
	}
	for _, id := range req.RepositoryIDs {
		key, ok := findInstallationRepo(inst, func(r gh.Repo) bool {
			rs := s.lookupRepo(r)
			return rs != nil && rs.id == id
		})
		if !ok {
			return nil, false
		}
		limit[key] = true
	}
	return limit, true
}

// findInstallationRepo returns the key of the installation's repository that match accepts.
func findInstallationRepo(inst *installation, match func(gh.Repo) bool) (string, bool) {
	for _, key := range slices.Sorted(maps.Keys(inst.repos)) {
		if match(inst.repos[key]) {
			return key, true
		}
	}
	return "", false
}

// getRepoInstallation is GET /repos/{owner}/{repo}/installation.
func (s *Server) getRepoInstallation(c *call) {
	key := repoKey(gh.Repo{Owner: c.r.PathValue("owner"), Name: c.r.PathValue("repo")})
	for _, id := range slices.Sorted(maps.Keys(s.installations)) {
		inst := s.installations[id]
		if _, ok := inst.repos[key]; ok && s.repos[key] != nil {
			c.json(http.StatusOK, c.installationJSON(inst))
			return
		}
	}
	c.notFound()
}

// decodeOptional decodes a JSON body that may be absent.
func decodeOptional(body io.Reader, v any) error {
	err := jsonDecoder(body).Decode(v)
	if errors.Is(err, io.EOF) {
		return nil
	}
	return err
}
