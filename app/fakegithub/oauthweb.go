package fakegithub

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

// webCode is one code of GitHub's OAuth web flow: given once to the redirect URI, exchanged once for a token.
type webCode struct {
	user        userToken
	clientID    string
	redirectURI string
	used        bool
}

// setWebUser is POST /_fake/web-user (a DeviceApproval without user_code): the user signed in on the fake
// GitHub, whom the web flow's authorize page approves at once. An empty login signs them out.
func (s *Server) setWebUser(w http.ResponseWriter, r *http.Request) {
	var a DeviceApproval
	if r.Method != http.MethodPost || json.NewDecoder(r.Body).Decode(&a) != nil {
		writeGitHubError(w, http.StatusBadRequest, "fakegithub web user: POST {login, orgs}")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.webUser = nil
	if a.Login != "" {
		s.webUser = &a
	}
	w.WriteHeader(http.StatusNoContent)
}

// authorize is GET /login/oauth/authorize: the signed-in user approves the App at once, and the browser goes
// back to redirect_uri with a code and the state it came with. Without a signed-in user it answers 403.
func (s *Server) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	back, err := url.Parse(q.Get("redirect_uri"))
	if err != nil || q.Get("client_id") == "" || back.Scheme == "" || back.Host == "" {
		http.Error(w, "fakegithub authorize: want client_id and an absolute redirect_uri", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	user := s.webUser
	var code string
	if user != nil {
		s.lastID++
		code = fmt.Sprintf("wc_%d", s.lastID)
		s.webCodes[code] = &webCode{user: userToken{login: user.Login, orgs: user.Orgs}, clientID: q.Get("client_id"),
			redirectURI: back.String()}
	}
	s.mu.Unlock()
	if user == nil {
		http.Error(w, "fakegithub: nobody is signed in (POST /_fake/web-user)", http.StatusForbidden)
		return
	}
	v := back.Query()
	v.Set("code", code)
	v.Set("state", q.Get("state"))
	back.RawQuery = v.Encode()
	http.Redirect(w, r, back.String(), http.StatusFound)
}

// accessToken is POST /login/oauth/access_token: the device flow's poll (with its grant type) or the web flow's
// code exchange, which needs the client id and secret and the redirect_uri the code was given to.
func (s *Server) accessToken(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		writeJSON(w, http.StatusOK, map[string]string{"error": "bad_verification_code"})
		return
	}
	if r.PostForm.Get("grant_type") != "" {
		s.pollDevice(w, r)
		return
	}
	f := r.PostForm
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.webCodes[f.Get("code")]
	switch {
	case f.Get("client_id") == "" || f.Get("client_secret") == "":
		writeJSON(w, http.StatusOK, map[string]string{"error": "incorrect_client_credentials"})
	case c == nil || c.used || c.clientID != f.Get("client_id"):
		writeJSON(w, http.StatusOK, map[string]string{"error": "bad_verification_code", "error_description": "The code passed is incorrect or expired."})
	case f.Get("redirect_uri") != "" && f.Get("redirect_uri") != c.redirectURI:
		writeJSON(w, http.StatusOK, map[string]string{"error": "redirect_uri_mismatch"})
	default:
		c.used = true
		s.lastID++
		token := fmt.Sprintf("gho_fake%d", s.lastID)
		user := c.user
		s.userTokens[token] = &user
		writeJSON(w, http.StatusOK, map[string]string{"access_token": token, "token_type": "bearer", "scope": "read:org"})
	}
}

// listUserOrgs is GET /user/orgs: the organizations of the token's user.
func (s *Server) listUserOrgs(w http.ResponseWriter, r *http.Request) {
	u := s.userOf(r)
	if u == nil {
		writeGitHubError(w, http.StatusUnauthorized, "Bad credentials")
		return
	}
	list := []map[string]any{}
	for _, o := range u.orgs {
		list = append(list, map[string]any{"login": o})
	}
	writeJSON(w, http.StatusOK, list)
}
