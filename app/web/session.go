package web

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
)

// Cookies: the session's secret, and the OAuth state of a sign-in under way. Both are HttpOnly, Secure and
// SameSite=Lax (GitHub's redirect back is a top-level navigation, which Lax lets through).
const (
	sessionCookie = "sdkgen_session"
	stateCookie   = "sdkgen_oauth_state"
)

// visit is what a handler knows about its request: the session, and the organization, project or build the
// path names once authorised.
type visit struct {
	sess    store.Session
	secret  string
	org     store.Org
	project store.OrgProject
	build   builds.Build
}

// handler serves a signed-in request; an error is shown as its page (errNotFound, errForbidden...) or as a 500.
type handler func(rw http.ResponseWriter, r *http.Request, v *visit) error

// Errors handlers return for their pages.
var (
	errNotFound  = errors.New("not found")
	errForbidden = errors.New("forbidden")
	errTooMany   = errors.New("too many requests")
	errTooLarge  = errors.New("too large")
)

func setCookie(rw http.ResponseWriter, name, value string, maxAge int) {
	http.SetCookie(rw, &http.Cookie{Name: name, Value: value, Path: "/", MaxAge: maxAge, HttpOnly: true, Secure: true,
		SameSite: http.SameSiteLaxMode})
}

func randomState() string {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// errNoSession: the request has no live session.
var errNoSession = errors.New("not signed in")

// session returns the request's live session, errNoSession when it has none.
func (w *Web) session(r *http.Request) (store.Session, string, error) {
	c, err := r.Cookie(sessionCookie)
	if err != nil || c.Value == "" {
		return store.Session{}, "", errNoSession
	}
	sess, err := w.opts.Store.SessionBySecret(r.Context(), c.Value)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return store.Session{}, "", errNoSession
	case err != nil:
		return store.Session{}, "", err
	}
	return sess, c.Value, nil
}

// signedIn runs h for a signed-in user; a GET without a session goes to the sign-in page, anything else is
// refused. A state-changing request must carry the session's CSRF token and come from this origin.
func (w *Web) signedIn(h handler) http.HandlerFunc {
	return func(rw http.ResponseWriter, r *http.Request) {
		sess, secret, err := w.session(r)
		if err != nil && !errors.Is(err, errNoSession) {
			w.fail(rw, r, err)
			return
		}
		if err != nil {
			if r.Method == http.MethodGet && !strings.HasSuffix(r.URL.Path, ".json") {
				http.Redirect(rw, r, "/?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
				return
			}
			w.errorPage(rw, r, http.StatusForbidden)
			return
		}
		v := &visit{sess: sess, secret: secret}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			if err := w.checkPost(rw, r, sess); err != nil {
				w.fail(rw, r, err)
				return
			}
		}
		if err := h(rw, r, v); err != nil {
			w.fail(rw, r, err)
		}
	}
}

// checkPost bounds the body, parses the form and checks the CSRF token and the Origin header.
func (w *Web) checkPost(rw http.ResponseWriter, r *http.Request, sess store.Session) error {
	r.Body = http.MaxBytesReader(rw, r.Body, w.opts.MaxUpload+64<<10) // the form's other fields are small
	var err error
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/form-data") {
		err = r.ParseMultipartForm(8 << 20)
	} else {
		err = r.ParseForm()
	}
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return errTooLarge
	case err != nil:
		return errForbidden
	}
	token := r.PostFormValue("csrf")
	if token == "" || subtle.ConstantTimeCompare([]byte(token), []byte(sess.CSRF)) != 1 {
		return errForbidden
	}
	if origin := r.Header.Get("Origin"); origin != "" && !w.sameOrigin(r, origin) {
		return errForbidden
	}
	return nil
}

// sameOrigin tells whether a request's Origin is the service's: PublicURL's origin when set, else the request's
// host (behind a proxy that ends TLS, the scheme the browser used is not known here).
func (w *Web) sameOrigin(r *http.Request, origin string) bool {
	if w.opts.PublicURL != "" {
		return origin == w.origin(r)
	}
	u, err := url.Parse(origin)
	return err == nil && u.Host == r.Host
}

// origin is the service's origin as browsers see it.
func (w *Web) origin(r *http.Request) string {
	if w.opts.PublicURL != "" {
		u, err := url.Parse(w.opts.PublicURL)
		if err == nil {
			return u.Scheme + "://" + u.Host
		}
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// inOrg runs h when the signed-in user is a member of the path's organization; any other is not found.
func (w *Web) inOrg(h handler) http.HandlerFunc {
	return w.signedIn(func(rw http.ResponseWriter, r *http.Request, v *visit) error {
		orgs, err := w.opts.Store.OrgsOf(r.Context(), v.sess.UserLogin)
		if err != nil {
			return err
		}
		login := strings.ToLower(r.PathValue("org"))
		i := slices.IndexFunc(orgs, func(o store.Org) bool { return o.Login == login })
		if i < 0 {
			return errNotFound
		}
		v.org = orgs[i]
		return h(rw, r, v)
	})
}

// inProject runs h with the path's project of the organization.
func (w *Web) inProject(h handler) http.HandlerFunc {
	return w.inOrg(func(rw http.ResponseWriter, r *http.Request, v *visit) error {
		p, err := w.opts.Store.OrgProjectByName(r.Context(), v.org.ID, r.PathValue("project"))
		if errors.Is(err, store.ErrNotFound) {
			return errNotFound
		}
		if err != nil {
			return err
		}
		v.project = p
		return h(rw, r, v)
	})
}

// inBuild runs h with the path's build of the organization, and its project.
func (w *Web) inBuild(h handler) http.HandlerFunc {
	return w.inOrg(func(rw http.ResponseWriter, r *http.Request, v *visit) error {
		b, err := w.opts.Store.Build(r.Context(), v.org.ID, r.PathValue("build"))
		if errors.Is(err, store.ErrNotFound) {
			return errNotFound
		}
		if err != nil {
			return err
		}
		v.build = b
		if v.project, err = w.opts.Store.OrgProjectByID(r.Context(), v.org.ID, b.ProjectID); err != nil {
			return err
		}
		return h(rw, r, v)
	})
}

// home is the sign-in page, or the organizations of a signed-in user.
func (w *Web) home(rw http.ResponseWriter, r *http.Request) {
	if _, _, err := w.session(r); err == nil {
		http.Redirect(rw, r, "/orgs", http.StatusSeeOther)
		return
	}
	w.render(rw, r, http.StatusOK, "signin", page{Title: "Sign in", Data: map[string]any{"Enabled": w.opts.OAuth.Enabled()}})
}

// redirectURI is the OAuth callback's absolute URL.
func (w *Web) redirectURI(r *http.Request) string { return w.origin(r) + callbackRoute }

// signIn starts the OAuth web flow: a random state in a cookie, then GitHub's authorize page.
func (w *Web) signIn(rw http.ResponseWriter, r *http.Request) {
	if !w.signIns.allow(clientAddress(r)) {
		w.fail(rw, r, errTooMany)
		return
	}
	if !w.opts.OAuth.Enabled() {
		w.fail(rw, r, errSignInOff)
		return
	}
	state := randomState()
	target, err := w.opts.OAuth.AuthorizeURL(w.redirectURI(r), state)
	if err != nil {
		w.fail(rw, r, err)
		return
	}
	setCookie(rw, stateCookie, state, 600)
	http.Redirect(rw, r, target, http.StatusFound)
}

// callback finishes the web flow: the state must match the cookie's; the code gives the user's token, which
// tells who they are and which organizations they can access (recorded as memberships, and the ones they lost
// access to forgotten); then a session starts, which keeps GitHub's token sealed with its cookie's secret (to
// refresh the organizations).
func (w *Web) callback(rw http.ResponseWriter, r *http.Request) {
	if !w.signIns.allow(clientAddress(r)) {
		w.fail(rw, r, errTooMany)
		return
	}
	c, err := r.Cookie(stateCookie)
	state := r.URL.Query().Get("state")
	if err != nil || state == "" || subtle.ConstantTimeCompare([]byte(c.Value), []byte(state)) != 1 {
		w.fail(rw, r, errForbidden)
		return
	}
	setCookie(rw, stateCookie, "", -1)
	ctx := r.Context()
	token, err := w.opts.OAuth.Exchange(ctx, r.URL.Query().Get("code"), w.redirectURI(r))
	if err != nil {
		w.opts.Logger.WarnContext(ctx, "web: sign-in refused", "error", err)
		w.fail(rw, r, errForbidden)
		return
	}
	id, err := w.opts.OAuth.Identify(ctx, token)
	if err != nil {
		w.fail(rw, r, err)
		return
	}
	if err := w.syncMemberships(r, id); err != nil {
		w.fail(rw, r, err)
		return
	}
	_, secret, err := w.opts.Store.CreateSession(ctx, id.User.Login, id.User.ID, installable(id), w.opts.SessionTTL)
	if err == nil {
		err = w.keepToken(r, secret, id, token)
	}
	if err != nil {
		w.fail(rw, r, err)
		return
	}
	setCookie(rw, sessionCookie, secret, int(w.opts.SessionTTL.Seconds()))
	w.opts.Logger.InfoContext(ctx, "web: signed in", "user", id.User.Login, "orgs", len(id.Installed))
	http.Redirect(rw, r, "/orgs", http.StatusSeeOther)
}

// keepToken seals the user's GitHub token into their new session, which reads their organizations again with it.
func (w *Web) keepToken(r *http.Request, secret string, id Identity, token string) error {
	sealed, err := sealToken(secret, token)
	if err != nil {
		return err
	}
	return w.opts.Store.RefreshSession(r.Context(), secret, installable(id), sealed, time.Now())
}

// syncMemberships makes the user a member of the organizations whose installation they can access, and of no
// other.
func (w *Web) syncMemberships(r *http.Request, id Identity) error {
	ctx := r.Context()
	keep := map[string]bool{}
	for _, account := range id.Installed {
		org, err := w.opts.Store.EnsureOrg(ctx, account)
		if err != nil {
			return err
		}
		if err := w.opts.Store.AddMember(ctx, org.ID, store.Member{Login: id.User.Login, UserID: id.User.ID}); err != nil {
			return err
		}
		keep[org.ID] = true
	}
	known, err := w.opts.Store.OrgsOf(ctx, id.User.Login)
	if err != nil {
		return err
	}
	for _, org := range known {
		if !keep[org.ID] {
			if _, err := w.opts.Store.RemoveMember(ctx, org.ID, id.User.Login); err != nil {
				return err
			}
		}
	}
	return nil
}

// installable are the user's own account and organizations without the App.
func installable(id Identity) []string {
	var out []string
	for _, account := range append([]string{id.User.Login}, id.Orgs...) {
		if !slices.ContainsFunc(id.Installed, func(i string) bool { return strings.EqualFold(i, account) }) &&
			!slices.Contains(out, account) {
			out = append(out, account)
		}
	}
	return out
}

func (w *Web) signOut(rw http.ResponseWriter, r *http.Request, v *visit) error {
	if err := w.opts.Store.DeleteSession(r.Context(), v.secret); err != nil {
		return err
	}
	setCookie(rw, sessionCookie, "", -1)
	http.Redirect(rw, r, "/", http.StatusSeeOther)
	return nil
}
