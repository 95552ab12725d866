package fakegithub

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
)

// deviceLogin is one login of GitHub's OAuth device flow: pending until a test approves its user code for a
// user (POST /_fake/device), then it gives that user's token once.
type deviceLogin struct {
	userCode string
	login    string   // set when approved
	orgs     []string // the organizations the user belongs to
	used     bool
}

// userToken is a user's OAuth token from a device login.
type userToken struct {
	login string
	orgs  []string
}

// DeviceApproval is POST /_fake/device's body: the user who entered the code, and their organizations.
type DeviceApproval struct {
	UserCode string   `json:"user_code"`
	Login    string   `json:"login"`
	Orgs     []string `json:"orgs,omitempty"`
}

// startDevice is POST /login/device/code (GitHub's web host, form-encoded, answered in JSON when asked).
func (s *Server) startDevice(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil || r.PostForm.Get("client_id") == "" {
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "incorrect_client_credentials"})
		return
	}
	s.mu.Lock()
	s.lastID++
	n := s.lastID
	code := fmt.Sprintf("dc_%d", n)
	user := fmt.Sprintf("FAKE-%04d", n)
	s.devices[code] = &deviceLogin{userCode: user}
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{"device_code": code, "user_code": user,
		"verification_uri": "https://github.com/login/device", "expires_in": 900, "interval": 1})
}

// pollDevice is POST /login/oauth/access_token with the device grant: pending until approved, then the token.
func (s *Server) pollDevice(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil || r.PostForm.Get("grant_type") != "urn:ietf:params:oauth:grant-type:device_code" {
		writeJSON(w, http.StatusOK, map[string]string{"error": "unsupported_grant_type"})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.devices[r.PostForm.Get("device_code")]
	switch {
	case d == nil || d.used:
		writeJSON(w, http.StatusOK, map[string]string{"error": "expired_token", "error_description": "the device code expired or was used"})
	case d.login == "":
		writeJSON(w, http.StatusOK, map[string]string{"error": "authorization_pending"})
	default:
		d.used = true
		s.lastID++
		token := fmt.Sprintf("ghu_fake%d", s.lastID)
		s.userTokens[token] = &userToken{login: d.login, orgs: d.orgs}
		writeJSON(w, http.StatusOK, map[string]string{"access_token": token, "token_type": "bearer", "scope": ""})
	}
}

// approveDevice is POST /_fake/device: a user enters a device login's code.
func (s *Server) approveDevice(w http.ResponseWriter, r *http.Request) {
	var a DeviceApproval
	if err := json.NewDecoder(r.Body).Decode(&a); err != nil || a.Login == "" {
		writeGitHubError(w, http.StatusBadRequest, "fakegithub device approval: want user_code and login")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.devices {
		if d.userCode == a.UserCode && !d.used {
			d.login, d.orgs = a.Login, a.Orgs
			w.WriteHeader(http.StatusNoContent)
			return
		}
	}
	writeGitHubError(w, http.StatusNotFound, "no pending device login with that user code")
}

// userOf returns the user a request's OAuth token belongs to.
func (s *Server) userOf(r *http.Request) *userToken {
	token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		token, _ = strings.CutPrefix(r.Header.Get("Authorization"), "token ")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.userTokens[token]
}

// getUser is GET /user for a user's token.
func (s *Server) getUser(w http.ResponseWriter, r *http.Request) {
	u := s.userOf(r)
	if u == nil {
		writeGitHubError(w, http.StatusUnauthorized, "Bad credentials")
		return
	}
	s.mu.Lock()
	id := s.userID(u.login)
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{"login": u.login, "id": id, "type": "User"})
}

// listUserInstallations is GET /user/installations: the App's installations on the user's own account or on
// one of their organizations.
func (s *Server) listUserInstallations(w http.ResponseWriter, r *http.Request) {
	u := s.userOf(r)
	if u == nil {
		writeGitHubError(w, http.StatusUnauthorized, "Bad credentials")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var list []map[string]any
	for _, id := range slices.Sorted(maps.Keys(s.installations)) {
		inst := s.installations[id]
		if strings.EqualFold(inst.account, u.login) || slices.ContainsFunc(u.orgs, func(o string) bool { return strings.EqualFold(o, inst.account) }) {
			list = append(list, map[string]any{"id": inst.id, "app_id": s.appID, "account": map[string]any{"login": inst.account}})
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"total_count": len(list), "installations": nonNilList(list)})
}

func nonNilList(l []map[string]any) []map[string]any {
	if l == nil {
		return []map[string]any{}
	}
	return l
}
