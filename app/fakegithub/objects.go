package fakegithub

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// jsonObject is a JSON object as GitHub returns it. Maps marshal with sorted keys, so answers are deterministic.
type jsonObject = map[string]any

// nodeID is a GraphQL node id in GitHub's legacy format: base64 of "0<len(kind)>:<kind><id>".
func nodeID(kind string, id any) string {
	return base64.StdEncoding.EncodeToString(fmt.Appendf(nil, "0%d:%s%v", len(kind), kind, id))
}

// timestamp formats t the way GitHub does.
func timestamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// optTime is a timestamp, or null.
func optTime(t *time.Time) any {
	if t == nil {
		return nil
	}
	return timestamp(*t)
}

// optString is s, or null when it is empty.
func optString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// Kinds of user.
const (
	userKind = "User"
	orgKind  = "Organization"
	botKind  = "Bot"
)

// user is a simple-user. Callers hold mu.
func (c *call) user(login, kind string) jsonObject {
	if kind == "" {
		kind = userKind
		if strings.HasSuffix(login, "[bot]") {
			kind = botKind
		}
	}
	id := c.s.userID(login)
	api := c.api + "/users/" + login
	html := c.web + "/" + login
	if kind == botKind {
		html = c.web + "/apps/" + strings.TrimSuffix(login, "[bot]")
	}
	return jsonObject{
		"login": login, "id": id, "node_id": nodeID(kind, id), "type": kind, "site_admin": false,
		"avatar_url": c.web + "/avatars/u/" + strconv.FormatInt(id, 10) + "?v=4", "gravatar_id": "",
		"url": api, "html_url": html, "followers_url": api + "/followers",
		"following_url": api + "/following{/other_user}", "gists_url": api + "/gists{/gist_id}",
		"starred_url": api + "/starred{/owner}{/repo}", "subscriptions_url": api + "/subscriptions",
		"organizations_url": api + "/orgs", "repos_url": api + "/repos", "events_url": api + "/events{/privacy}",
		"received_events_url": api + "/received_events", "user_view_type": "public",
	}
}

// bot is the App's bot user. Callers hold mu.
func (c *call) bot() jsonObject { return c.user(c.s.botLogin(), botKind) }

// ownerKind is the kind of a repository owner: an organization when an installation's account of that name is one
// (every installation account is), else a user.
func (c *call) ownerKind(login string) string {
	for _, inst := range c.s.installations {
		if strings.EqualFold(inst.account, login) {
			return orgKind
		}
	}
	return userKind
}

// repoURLTemplates are the hypermedia URLs of a repository, relative to its API URL.
var repoURLTemplates = [][2]string{
	{"archive_url", "/{archive_format}{/ref}"}, {"assignees_url", "/assignees{/user}"},
	{"blobs_url", "/git/blobs{/sha}"}, {"branches_url", "/branches{/branch}"},
	{"collaborators_url", "/collaborators{/collaborator}"}, {"comments_url", "/comments{/number}"},
	{"commits_url", "/commits{/sha}"}, {"compare_url", "/compare/{base}...{head}"},
	{"contents_url", "/contents/{+path}"}, {"contributors_url", "/contributors"},
	{"deployments_url", "/deployments"}, {"downloads_url", "/downloads"}, {"events_url", "/events"},
	{"forks_url", "/forks"}, {"git_commits_url", "/git/commits{/sha}"}, {"git_refs_url", "/git/refs{/sha}"},
	{"git_tags_url", "/git/tags{/sha}"}, {"hooks_url", "/hooks"},
	{"issue_comment_url", "/issues/comments{/number}"}, {"issue_events_url", "/issues/events{/number}"},
	{"issues_url", "/issues{/number}"}, {"keys_url", "/keys{/key_id}"}, {"labels_url", "/labels{/name}"},
	{"languages_url", "/languages"}, {"merges_url", "/merges"}, {"milestones_url", "/milestones{/number}"},
	{"notifications_url", "/notifications{?since,all,participating}"}, {"pulls_url", "/pulls{/number}"},
	{"releases_url", "/releases{/id}"}, {"stargazers_url", "/stargazers"}, {"statuses_url", "/statuses/{sha}"},
	{"subscribers_url", "/subscribers"}, {"subscription_url", "/subscription"}, {"tags_url", "/tags"},
	{"teams_url", "/teams"}, {"trees_url", "/git/trees{/sha}"},
}

// repoAPI is the repository's API URL.
func (c *call) repoAPI(rs *repoState) string { return c.api + "/repos/" + rs.repo.String() }

// repoHTML is the repository's web URL.
func (c *call) repoHTML(rs *repoState) string { return c.web + "/" + rs.repo.String() }

// repository is a full-repository (which also satisfies repository and minimal-repository). Callers hold mu.
func (c *call) repository(rs *repoState) jsonObject {
	api, html := c.repoAPI(rs), c.repoHTML(rs)
	host := strings.TrimPrefix(strings.TrimPrefix(c.web, "http://"), "https://")
	open := 0
	for _, p := range rs.pulls {
		if p.State == "open" {
			open++
		}
	}
	m := jsonObject{
		"id": rs.id, "node_id": nodeID("Repository", rs.id), "name": rs.repo.Name, "full_name": rs.repo.String(),
		"owner": c.user(rs.repo.Owner, c.ownerKind(rs.repo.Owner)), "private": true, "visibility": "private",
		"html_url": html, "description": nil, "fork": false, "url": api, "homepage": nil, "language": nil,
		"clone_url": html + ".git", "git_url": "git://" + host + "/" + rs.repo.String() + ".git",
		"ssh_url": "git@" + host + ":" + rs.repo.String() + ".git", "svn_url": html, "mirror_url": nil,
		"default_branch": rs.defaultBranch, "size": 0, "license": nil, "topics": []string{}, "is_template": false,
		"forks": 0, "forks_count": 0, "stargazers_count": 0, "watchers": 0, "watchers_count": 0,
		"network_count": 0, "subscribers_count": 0, "open_issues": open, "open_issues_count": open,
		"has_issues": true, "has_projects": true, "has_wiki": true, "has_pages": false, "has_downloads": true,
		"has_discussions": false, "archived": false, "disabled": false, "allow_forking": true,
		"web_commit_signoff_required": false, "allow_merge_commit": true, "allow_squash_merge": true,
		"allow_rebase_merge": true, "allow_auto_merge": false, "delete_branch_on_merge": false,
		"created_at": timestamp(rs.created), "updated_at": timestamp(rs.created), "pushed_at": timestamp(rs.created),
		"permissions": jsonObject{"admin": false, "maintain": false, "push": true, "triage": false, "pull": true},
	}
	for _, t := range repoURLTemplates {
		m[t[0]] = api + t[1]
	}
	return m
}

// appPermissions are the permissions app.yml asks for, and secrets: read, which the release check needs to list
// the names of an SDK repository's Actions secrets.
var appPermissions = map[string]string{
	"checks": "write", "contents": "write", "metadata": "read", "pull_requests": "write", "secrets": "read",
	"statuses": "write",
}

// appEvents are the events app.yml subscribes to (installation events reach every App without subscribing).
var appEvents = []string{"pull_request", "push"}

// app is the integration (the App itself). Callers hold mu.
func (c *call) app() jsonObject {
	t := timestamp(time.Unix(1_700_000_000, 0))
	return jsonObject{
		"id": c.s.appID, "slug": c.s.slug, "node_id": nodeID("Integration", c.s.appID),
		"client_id": fmt.Sprintf("Iv1.%016x", c.s.appID), "owner": c.user(c.s.slug, orgKind), "name": c.s.slug,
		"description": nil, "external_url": c.web, "html_url": c.web + "/apps/" + c.s.slug, "created_at": t,
		"updated_at": t, "permissions": appPermissions, "events": appEvents,
		"installations_count": len(c.s.installations),
	}
}

// installationJSON is an installation of the App. Callers hold mu.
func (c *call) installationJSON(inst *installation) jsonObject {
	account := c.user(inst.account, orgKind)
	id := strconv.FormatInt(inst.id, 10)
	return jsonObject{
		"id": inst.id, "app_id": c.s.appID, "app_slug": c.s.slug, "client_id": fmt.Sprintf("Iv1.%016x", c.s.appID),
		"target_id": account["id"], "target_type": orgKind, "account": account,
		"repository_selection": "selected", "single_file_name": nil, "has_multiple_single_files": false,
		"single_file_paths": []string{}, "access_tokens_url": c.api + "/app/installations/" + id + "/access_tokens",
		"repositories_url": c.api + "/installation/repositories",
		"html_url":         c.web + "/organizations/" + inst.account + "/settings/installations/" + id,
		"events":           appEvents, "permissions": appPermissions, "created_at": timestamp(inst.created),
		"updated_at": timestamp(inst.created), "suspended_by": nil, "suspended_at": nil,
	}
}

// reactions is an empty reaction rollup at url.
func reactions(url string) jsonObject {
	return jsonObject{"url": url + "/reactions", "total_count": 0, "+1": 0, "-1": 0, "laugh": 0, "confused": 0,
		"heart": 0, "hooray": 0, "eyes": 0, "rocket": 0}
}
