package fakegithub

import (
	"encoding/json"
	"net/http"
)

// serveFake serves GET /_fake/state (State as JSON) and POST /_fake/setup (a Setup as JSON, answered with its
// SetupResult), for end-to-end tests that run the fake as a separate process. They need no authentication.
func (s *Server) serveFake(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/_fake/state" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, s.State())
	case r.URL.Path == "/_fake/ci" && r.Method == http.MethodPost:
		s.serveCI(w, r)
	case r.URL.Path == "/_fake/setup" && r.Method == http.MethodPost:
		var setup Setup
		dec := json.NewDecoder(r.Body)
		dec.DisallowUnknownFields()
		if err := dec.Decode(&setup); err != nil {
			writeGitHubError(w, http.StatusBadRequest, "fakegithub setup: "+err.Error())
			return
		}
		res, err := s.Apply(setup)
		if err != nil {
			writeGitHubError(w, http.StatusUnprocessableEntity, "fakegithub setup: "+err.Error())
			return
		}
		writeJSON(w, http.StatusOK, res)
	default:
		w.Header().Set("Allow", "GET /_fake/state, POST /_fake/setup, POST /_fake/ci")
		writeGitHubError(w, http.StatusMethodNotAllowed, "Method Not Allowed")
	}
}

// writeJSON answers status with v as indented JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		writeGitHubError(w, http.StatusInternalServerError, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(append(data, '\n'))
}
