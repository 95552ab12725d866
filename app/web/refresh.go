package web

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net/http"
	"time"
)

// DefaultOrgsTTL is how long the organizations page trusts the list it read from GitHub.
const DefaultOrgsTTL = 5 * time.Minute

// The user's GitHub token is kept with the session, sealed (AES-256-GCM) with a key derived from the cookie's
// secret: the database keeps only the secret's SHA-256, so it cannot unseal the token; a request with the cookie
// can, to read the user's organizations again.
func tokenKey(secret string) []byte {
	k := sha256.Sum256([]byte("sdkgen web session: github token\x00" + secret))
	return k[:]
}

func sealToken(secret, token string) (string, error) {
	aead, err := sessionAEAD(secret)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	_, _ = rand.Read(nonce)
	return base64.RawURLEncoding.EncodeToString(aead.Seal(nonce, nonce, []byte(token), nil)), nil
}

var errUnsealed = errors.New("the session's GitHub token cannot be read")

func unsealToken(secret, sealed string) (string, error) {
	aead, err := sessionAEAD(secret)
	if err != nil {
		return "", err
	}
	data, err := base64.RawURLEncoding.DecodeString(sealed)
	if err != nil || len(data) < aead.NonceSize() {
		return "", errUnsealed
	}
	plain, err := aead.Open(nil, data[:aead.NonceSize()], data[aead.NonceSize():], nil)
	if err != nil {
		return "", errUnsealed
	}
	return string(plain), nil
}

func sessionAEAD(secret string) (cipher.AEAD, error) {
	block, err := aes.NewCipher(tokenKey(secret))
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// refreshOrgs reads the user's organizations from GitHub again when the session's list is older than the TTL
// (or always, when forced): an App installed or removed since sign-in shows. When GitHub refuses the token (it
// expired), the list stays as it was and the page says to sign in again.
func (w *Web) refreshOrgs(r *http.Request, v *visit, force bool) (stale bool) {
	ctx := r.Context()
	if v.sess.SealedToken == "" {
		return true
	}
	if !force && time.Since(v.sess.RefreshedAt) < w.opts.OrgsTTL {
		return false
	}
	token, err := unsealToken(v.secret, v.sess.SealedToken)
	if err == nil {
		var id Identity
		if id, err = w.opts.OAuth.Identify(ctx, token); err == nil {
			err = w.syncMemberships(r, id)
			if err == nil {
				v.sess.Installable = installable(id)
				err = w.opts.Store.RefreshSession(ctx, v.secret, v.sess.Installable, "", time.Now())
			}
		}
	}
	if err != nil {
		w.opts.Logger.WarnContext(ctx, "web: could not refresh the organizations", "user", v.sess.UserLogin, "error", err)
		return true
	}
	return false
}

// refreshOrgsNow reads the user's organizations again ("Refresh" on the organizations page).
func (w *Web) refreshOrgsNow(rw http.ResponseWriter, r *http.Request, v *visit) error {
	w.refreshOrgs(r, v, true)
	http.Redirect(rw, r, "/orgs", http.StatusSeeOther)
	return nil
}
