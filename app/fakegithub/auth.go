package fakegithub

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// GitHub's limits on an App's JWT: it may not live longer than ten minutes, and clocks may drift by a minute.
const (
	jwtMaxLifetime = 10 * time.Minute
	jwtClockSkew   = time.Minute
	tokenLifetime  = time.Hour
)

// GeneratePrivateKey returns a new 2048-bit RSA key in PKCS#1 PEM, the format GitHub gives App keys in.
func GeneratePrivateKey() ([]byte, error) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, fmt.Errorf("fakegithub: generate an RSA key: %w", err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)}), nil
}

// parsePublicKey returns the public half of an RSA private key in PKCS#1 or PKCS#8 PEM (or an RSA public key in
// PKIX PEM).
func parsePublicKey(data []byte) (*rsa.PublicKey, error) {
	block, _ := pem.Decode(data)
	if block == nil {
		return nil, errors.New("not PEM")
	}
	switch block.Type {
	case "RSA PRIVATE KEY":
		key, err := x509.ParsePKCS1PrivateKey(block.Bytes)
		if err != nil {
			return nil, err
		}
		return &key.PublicKey, nil
	case "PRIVATE KEY":
		key, err := x509.ParsePKCS8PrivateKey(block.Bytes)
		if err != nil {
			return nil, err
		}
		if rk, ok := key.(*rsa.PrivateKey); ok {
			return &rk.PublicKey, nil
		}
	case "PUBLIC KEY":
		key, err := x509.ParsePKIXPublicKey(block.Bytes)
		if err != nil {
			return nil, err
		}
		if rk, ok := key.(*rsa.PublicKey); ok {
			return rk, nil
		}
	}
	return nil, fmt.Errorf("%s is not an RSA key", block.Type)
}

// jwtError is why a JWT was refused, in GitHub's words.
type jwtError string

func (e jwtError) Error() string { return string(e) }

const (
	errJWTDecode  jwtError = "A JSON web token could not be decoded"
	errJWTExpired jwtError = "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires"
	errJWTTooLong jwtError = "'Expiration time' claim ('exp') is too far in the future"
	errJWTIssued  jwtError = "'Issued at' claim ('iat') must be an Integer representing the time that the assertion was issued"
	errJWTIssuer  jwtError = "'Issuer' claim ('iss') must be an Integer"
	errJWTNoApp   jwtError = "Integration not found"
)

// jwtClaims are the claims GitHub reads from an App's JWT. The issuer may be a number or a string holding one.
type jwtClaims struct {
	Issuer    json.RawMessage `json:"iss"`
	IssuedAt  *json.Number    `json:"iat"`
	ExpiresAt *json.Number    `json:"exp"`
}

// verifyJWT checks that token is an RS256 JWT signed by key, issued by app appID, and valid at now.
func verifyJWT(token string, key *rsa.PublicKey, appID int64, now time.Time) error {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return errJWTDecode
	}
	var header struct {
		Alg string `json:"alg"`
	}
	if err := decodeJWTPart(parts[0], &header); err != nil || header.Alg != "RS256" {
		return errJWTDecode
	}
	sig, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(parts[2], "="))
	if err != nil {
		return errJWTDecode
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if rsa.VerifyPKCS1v15(key, crypto.SHA256, digest[:], sig) != nil {
		return errJWTDecode
	}
	var claims jwtClaims
	if err := decodeJWTPart(parts[1], &claims); err != nil {
		return errJWTDecode
	}
	return claims.check(appID, now)
}

// check applies GitHub's rules to verified claims.
func (c jwtClaims) check(appID int64, now time.Time) error {
	iss := strings.Trim(string(c.Issuer), `"`)
	n, err := strconv.ParseInt(iss, 10, 64)
	switch {
	case err != nil:
		return errJWTIssuer
	case n != appID:
		return errJWTNoApp
	}
	iat, errIat := numericDate(c.IssuedAt)
	exp, errExp := numericDate(c.ExpiresAt)
	switch {
	case errIat != nil || iat.After(now.Add(jwtClockSkew)):
		return errJWTIssued
	case errExp != nil || !exp.After(now):
		return errJWTExpired
	case exp.Sub(iat) > jwtMaxLifetime+jwtClockSkew:
		return errJWTTooLong
	}
	return nil
}

// numericDate reads a JWT NumericDate (whole seconds since the epoch, as GitHub requires).
func numericDate(n *json.Number) (time.Time, error) {
	if n == nil {
		return time.Time{}, errors.New("missing")
	}
	v, err := n.Int64()
	if err != nil {
		return time.Time{}, err
	}
	return time.Unix(v, 0), nil
}

// decodeJWTPart decodes one base64url JSON part of a JWT into v.
func decodeJWTPart(part string, v any) error {
	data, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(part, "="))
	if err != nil {
		return err
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	return dec.Decode(v)
}

// tokenAlphabet is the alphabet of GitHub's token bodies.
const tokenAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// newTokenString returns a random installation token: ghs_ and 36 random characters, like GitHub's.
func newTokenString() (string, error) {
	b := make([]byte, 36)
	limit := big.NewInt(int64(len(tokenAlphabet)))
	for i := range b {
		n, err := rand.Int(rand.Reader, limit)
		if err != nil {
			return "", fmt.Errorf("fakegithub: make a token: %w", err)
		}
		b[i] = tokenAlphabet[n.Int64()]
	}
	return "ghs_" + string(b), nil
}

// issueToken makes an installation token for installation id, limited to repos (by repoKey) when not nil.
// Callers hold mu.
func (s *Server) issueToken(id int64, repos map[string]bool) (string, *accessToken, error) {
	tok, err := newTokenString()
	if err != nil {
		return "", nil, err
	}
	at := &accessToken{installation: id, repos: repos, expires: s.now().Add(tokenLifetime).Truncate(time.Second)}
	s.tokens[tok] = at
	return tok, at, nil
}

// tokenFromHeader reads an installation token from an Authorization header: "token X" or "Bearer X".
func tokenFromHeader(h string) (string, bool) {
	scheme, tok, ok := strings.Cut(strings.TrimSpace(h), " ")
	if !ok || (!strings.EqualFold(scheme, "token") && !strings.EqualFold(scheme, "bearer")) {
		return "", false
	}
	tok = strings.TrimSpace(tok)
	return tok, tok != ""
}

// installationToken returns the live installation token tok. Callers hold mu.
func (s *Server) installationToken(tok string) (*accessToken, bool) {
	at := s.tokens[tok]
	if at == nil || !s.now().Before(at.expires) {
		return nil, false
	}
	return at, s.installations[at.installation] != nil
}

// canAccess reports whether token at may act on the repository with key. Callers hold mu.
func (s *Server) canAccess(at *accessToken, key string) bool {
	inst := s.installations[at.installation]
	if inst == nil {
		return false
	}
	if _, ok := inst.repos[key]; !ok {
		return false
	}
	return at.repos == nil || at.repos[key]
}
