package fakegithub

import (
	"maps"
	"net/http"
	"slices"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// SetSecrets gives repo Actions secrets with these names (their values never leave GitHub, so the fake has
// none); names it has already are kept with their dates. An unknown repository is registered without a git
// repository.
func (s *Server) SetSecrets(repo gh.Repo, names ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.ensureRepo(repo)
	for _, n := range names {
		if _, ok := rs.secrets[n]; !ok && n != "" {
			rs.secrets[n] = s.now().UTC().Truncate(time.Second)
		}
	}
}

// secretNames returns the names of the repository's secrets, sorted; nil when it has none.
func (rs *repoState) secretNames() []string {
	if len(rs.secrets) == 0 {
		return nil
	}
	return slices.Sorted(maps.Keys(rs.secrets))
}

// listSecrets is GET /repos/{owner}/{repo}/actions/secrets: names and dates, sorted by name as GitHub sorts
// them, paginated, with the total count. GitHub answers it to Apps with the secrets permission, which
// appPermissions has.
func (s *Server) listSecrets(c *call) {
	names := c.repo.secretNames()
	out := []jsonObject{}
	for _, n := range paginate(c, names) {
		t := timestamp(c.repo.secrets[n])
		out = append(out, jsonObject{"name": n, "created_at": t, "updated_at": t})
	}
	c.json(http.StatusOK, jsonObject{"total_count": len(names), "secrets": out})
}
