package fakegithub

import "net/http"

// docs is the base of GitHub's REST documentation, for the documentation_url of errors.
const docs = "https://docs.github.com/rest/"

// registerRoutes registers every operation of testdata/api.github.com.fake-server-subset.json, the raw download
// URLs the contents API hands out, and GitHub's 404 for everything else.
func (s *Server) registerRoutes(mux *http.ServeMux) {
	const repo = "/repos/{owner}/{repo}"
	app := func(pattern, doc string, h func(*call)) { mux.Handle(pattern, s.appHandler(docs+doc, h)) }
	rep := func(method, path, doc string, h func(*call)) {
		mux.Handle(method+" "+repo+path, s.repoHandler(docs+doc, h))
	}

	app("GET /app", "apps/apps#get-the-authenticated-app", s.getApp)
	app("POST /app/installations/{installation_id}/access_tokens",
		"apps/apps#create-an-installation-access-token-for-an-app", s.createAccessToken)
	app("GET "+repo+"/installation", "apps/apps#get-a-repository-installation-for-the-authenticated-app",
		s.getRepoInstallation)

	rep("GET", "", "repos/repos#get-a-repository", s.getRepo)
	rep("GET", "/branches/{branch...}", "branches/branches#get-a-branch", s.getBranch)

	rep("GET", "/contents", "repos/contents#get-repository-content", s.getContents)
	rep("GET", "/contents/{path...}", "repos/contents#get-repository-content", s.getContents)
	rep("PUT", "/contents/{path...}", "repos/contents#create-or-update-file-contents", s.putContents)
	mux.Handle("GET /_fake/raw"+repo+"/{path...}", s.repoHandler(docs, s.getRaw))

	rep("POST", "/git/blobs", "git/blobs#create-a-blob", s.createBlob)
	rep("GET", "/git/blobs/{sha}", "git/blobs#get-a-blob", s.getBlob)
	rep("POST", "/git/trees", "git/trees#create-a-tree", s.createTree)
	rep("GET", "/git/trees/{sha...}", "git/trees#get-a-tree", s.getTree)
	rep("POST", "/git/commits", "git/commits#create-a-commit", s.createCommit)
	rep("GET", "/git/commits/{sha}", "git/commits#get-a-commit-object", s.getCommit)
	rep("GET", "/git/matching-refs/{ref...}", "git/refs#list-matching-references", s.listMatchingRefs)
	rep("GET", "/git/ref/{ref...}", "git/refs#get-a-reference", s.getRef)
	rep("POST", "/git/refs", "git/refs#create-a-reference", s.createRef)
	rep("PATCH", "/git/refs/{ref...}", "git/refs#update-a-reference", s.updateRef)
	rep("DELETE", "/git/refs/{ref...}", "git/refs#delete-a-reference", s.deleteRef)

	// /issues/comments/{id} and /issues/{number}/comments overlap as patterns: routeIssues tells them apart.
	for _, method := range []string{"GET", "POST", "PATCH", "DELETE"} {
		rep(method, "/issues/{rest...}", "issues/comments", s.routeIssues)
	}

	rep("GET", "/pulls", "pulls/pulls#list-pull-requests", s.listPulls)
	rep("POST", "/pulls", "pulls/pulls#create-a-pull-request", s.createPull)
	rep("GET", "/pulls/{number}", "pulls/pulls#get-a-pull-request", s.getPull)
	rep("PATCH", "/pulls/{number}", "pulls/pulls#update-a-pull-request", s.updatePull)
	rep("GET", "/pulls/{number}/files", "pulls/pulls#list-pull-requests-files", s.listPullFiles)
	rep("PUT", "/pulls/{number}/merge", "pulls/pulls#merge-a-pull-request", s.mergePull)
	rep("POST", "/pulls/{number}/requested_reviewers", "pulls/review-requests#request-reviewers-for-a-pull-request",
		s.requestReviewers)

	rep("POST", "/check-runs", "checks/runs#create-a-check-run", s.createCheckRun)
	rep("GET", "/check-runs/{id}", "checks/runs#get-a-check-run", s.getCheckRun)
	rep("PATCH", "/check-runs/{id}", "checks/runs#update-a-check-run", s.updateCheckRun)
	// A ref may hold slashes (feature/x), which a pattern cannot follow with a literal: getCommitsSub splits them.
	rep("GET", "/commits/{rest...}", "checks/runs#list-check-runs-for-a-git-reference", s.getCommitsSub)

	rep("POST", "/statuses/{sha}", "commits/statuses#create-a-commit-status", s.createStatus)

	rep("POST", "/releases", "releases/releases#create-a-release", s.createRelease)
	rep("GET", "/releases", "releases/releases#list-releases", s.listReleases)
	// /releases/tags/{tag} and /releases/{release_id}/assets overlap as patterns: routeReleases tells them apart.
	rep("GET", "/releases/{rest...}", "releases/", s.routeReleases)
	// Uploads go to the host in the release's upload_url: uploads.github.com/repos/..., or GitHub Enterprise's
	// /api/uploads/repos/..., which is where the fake's releases point.
	const upload = "releases/assets#upload-a-release-asset"
	rep("POST", "/releases/{release_id}/assets", upload, s.uploadReleaseAsset)
	mux.Handle("POST /api/uploads"+repo+"/releases/{release_id}/assets", s.repoHandler(docs+upload, s.uploadReleaseAsset))

	rep("GET", "/actions/secrets", "actions/secrets#list-repository-secrets", s.listSecrets)
	rep("GET", "/actions/organization-secrets", "actions/secrets#list-repository-organization-secrets", s.listOrgSecrets)

	// GitHub's OAuth device flow (on the web host) and what a user's token reads: sdkgen auth login.
	mux.HandleFunc("POST /login/device/code", s.startDevice)
	mux.HandleFunc("POST /login/oauth/access_token", s.accessToken)
	mux.HandleFunc("GET /user", s.getUser)
	mux.HandleFunc("GET /user/installations", s.listUserInstallations)
	// The OAuth web flow (the web app's sign-in) and the user's organizations (its install links).
	mux.HandleFunc("GET /login/oauth/authorize", s.authorize)
	mux.HandleFunc("GET /user/orgs", s.listUserOrgs)

	mux.HandleFunc("/", func(w http.ResponseWriter, _ *http.Request) {
		writeGitHubError(w, http.StatusNotFound, "Not Found")
	})
}
