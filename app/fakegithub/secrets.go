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
	addSecrets(s.ensureRepo(repo).secrets, s.now(), names)
}

// SetOrgSecrets shares organization Actions secrets with these names with repo (GitHub lists them apart from the
// repository's own, and a repository sees only the ones its organization shares with it).
func (s *Server) SetOrgSecrets(repo gh.Repo, names ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	addSecrets(s.ensureRepo(repo).orgSecrets, s.now(), names)
}

func addSecrets(set map[string]time.Time, now time.Time, names []string) {
	for _, n := range names {
		if _, ok := set[n]; !ok && n != "" {
			set[n] = now.UTC().Truncate(time.Second)
		}
	}
}

// sortedNames returns the names of a set of secrets, sorted; nil when it is empty.
func sortedNames(set map[string]time.Time) []string {
	if len(set) == 0 {
		return nil
	}
	return slices.Sorted(maps.Keys(set))
}

// listSecrets is GET /repos/{owner}/{repo}/actions/secrets: names and dates, sorted by name as GitHub sorts
// them, paginated, with the total count. GitHub answers it to Apps with the secrets permission, which
// appPermissions has.
func (s *Server) listSecrets(c *call) { listSecretSet(c, c.repo.secrets) }

// listOrgSecrets is GET /repos/{owner}/{repo}/actions/organization-secrets: the organization's secrets shared
// with the repository, answered like listSecrets.
func (s *Server) listOrgSecrets(c *call) { listSecretSet(c, c.repo.orgSecrets) }

func listSecretSet(c *call, set map[string]time.Time) {
	names := sortedNames(set)
	out := []jsonObject{}
	for _, n := range paginate(c, names) {
		t := timestamp(set[n])
		out = append(out, jsonObject{"name": n, "created_at": t, "updated_at": t})
	}
	c.json(http.StatusOK, jsonObject{"total_count": len(names), "secrets": out})
}
