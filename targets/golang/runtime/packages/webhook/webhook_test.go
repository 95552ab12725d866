package webhook_test

import (
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/webhook"
)

// The Standard Webhooks specification's example delivery.
const (
	secret    = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	id        = "msg_p5jXN8AQM9LWM0D4loKWxJek"
	timestamp = "1614265330"
	good      = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
)

var (
	payload = []byte(`{"test": 2432232314}`)
	sent    = time.Unix(1614265330, 0)
)

func delivery(id, timestamp, signature string) http.Header {
	h := http.Header{}
	for k, v := range map[string]string{"webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": signature} {
		if v != "" {
			h.Set(k, v)
		}
	}
	return h
}

func TestVerify(t *testing.T) {
	cases := []struct {
		name    string
		headers http.Header
		payload []byte
		secret  string
		now     time.Time
		ok      bool
	}{
		{"the specification's example", delivery(id, timestamp, good), payload, secret, sent, true},
		{"secret without whsec_", delivery(id, timestamp, good), payload, secret[len("whsec_"):], sent, true},
		{"one of several signatures", delivery(id, timestamp, "v1,Zm9v v2,abc "+good), payload, secret, sent, true},
		{"within tolerance", delivery(id, timestamp, good), payload, secret, sent.Add(4 * time.Minute), true},
		{"tampered payload", delivery(id, timestamp, good), []byte(`{"test": 1}`), secret, sent, false},
		{"another id", delivery("msg_other", timestamp, good), payload, secret, sent, false},
		{"wrong secret", delivery(id, timestamp, good), payload, "whsec_c2VjcmV0", sent, false},
		{"secret not base64", delivery(id, timestamp, good), payload, "whsec_!!!", sent, false},
		{"too old", delivery(id, timestamp, good), payload, secret, sent.Add(6 * time.Minute), false},
		{"too new", delivery(id, timestamp, good), payload, secret, sent.Add(-6 * time.Minute), false},
		{"timestamp not a number", delivery(id, "soon", good), payload, secret, sent, false},
		{"signature of another version", delivery(id, timestamp, "v2"+good[2:]), payload, secret, sent, false},
		{"no signature header", delivery(id, timestamp, ""), payload, secret, sent, false},
		{"no id header", delivery("", timestamp, good), payload, secret, sent, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := webhook.Verify(c.payload, c.headers, c.secret, c.now, webhook.DefaultTolerance)
			if c.ok && err != nil {
				t.Fatalf("want the delivery accepted: %v", err)
			}
			var verr *webhook.VerificationError
			if !c.ok && !errors.As(err, &verr) {
				t.Fatalf("want a *VerificationError, got %v", err)
			}
		})
	}
}

func TestSignIsVerified(t *testing.T) {
	sig, err := webhook.Sign(payload, id, sent, secret)
	if err != nil {
		t.Fatal(err)
	}
	if sig != good {
		t.Errorf("Sign = %s, want the specification's %s", sig, good)
	}
	if err := webhook.Verify(payload, delivery(id, timestamp, sig), secret, sent, webhook.DefaultTolerance); err != nil {
		t.Error(err)
	}
}
