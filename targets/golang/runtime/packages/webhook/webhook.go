// Package webhook verifies the Standard Webhooks signatures (https://www.standardwebhooks.com) of webhook
// deliveries: the webhook-signature header holds space-separated "v1,<base64>" HMAC-SHA256 signatures of
// "<webhook-id>.<webhook-timestamp>.<body>", keyed by the secret without its "whsec_" prefix, base64-decoded.
package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// DefaultTolerance is how far a delivery's timestamp may be from the current time, either way: it keeps a
// captured delivery from being replayed later.
const DefaultTolerance = 5 * time.Minute

// Header names of a Standard Webhooks delivery.
const (
	HeaderID        = "webhook-id"
	HeaderTimestamp = "webhook-timestamp"
	HeaderSignature = "webhook-signature"
)

// VerificationError is the error of a delivery whose signature was not accepted: use it with errors.As.
type VerificationError struct {
	Reason string
}

func (e *VerificationError) Error() string {
	return "webhook signature verification failed: " + e.Reason
}

func fail(reason string) error { return &VerificationError{Reason: reason} }

// Verify checks a delivery: its id, timestamp and signature headers are present, the timestamp is within tolerance
// of now, and one of its v1 signatures is the payload's, compared in constant time.
func Verify(payload []byte, headers http.Header, secret string, now time.Time, tolerance time.Duration) error {
	id, timestamp, signatures := headers.Get(HeaderID), headers.Get(HeaderTimestamp), headers.Get(HeaderSignature)
	if id == "" || timestamp == "" || signatures == "" {
		return fail("missing " + HeaderID + ", " + HeaderTimestamp + " or " + HeaderSignature + " header")
	}
	seconds, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil {
		return fail("the " + HeaderTimestamp + " header is not a number of seconds")
	}
	if age := now.Sub(time.Unix(seconds, 0)); age > tolerance || age < -tolerance {
		return fail("the delivery's timestamp is too old or too new")
	}
	expected, err := signature(secret, id, timestamp, payload)
	if err != nil {
		return err
	}
	for _, candidate := range strings.Fields(signatures) {
		version, sig, ok := strings.Cut(candidate, ",")
		if ok && version == "v1" && subtle.ConstantTimeCompare([]byte(sig), []byte(expected)) == 1 {
			return nil
		}
	}
	return fail("no signature matches")
}

// Sign returns the webhook-signature value of a delivery ("v1,<base64>"), for tests that build deliveries.
func Sign(payload []byte, id string, timestamp time.Time, secret string) (string, error) {
	sig, err := signature(secret, id, strconv.FormatInt(timestamp.Unix(), 10), payload)
	if err != nil {
		return "", err
	}
	return "v1," + sig, nil
}

// signature is the base64 HMAC-SHA256 of "<id>.<timestamp>.<payload>" keyed by the decoded secret.
func signature(secret, id, timestamp string, payload []byte) (string, error) {
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil || len(key) == 0 {
		return "", fail("the webhook secret is not base64 (whsec_ followed by the key)")
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(id + "." + timestamp + "."))
	mac.Write(payload)
	return base64.StdEncoding.EncodeToString(mac.Sum(nil)), nil
}
