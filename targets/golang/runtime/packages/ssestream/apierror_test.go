package ssestream

import (
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apierror"
)

// checkAPIError checks that err is the *apierror.Error of an event with the given message and data.
func checkAPIError(t *testing.T, err error, message, body string) {
	t.Helper()
	var apiErr *apierror.Error
	if !errors.As(err, &apiErr) {
		t.Fatalf("Err() = %v, want an *apierror.Error", err)
	}
	if apiErr.Message != message || apiErr.RawJSON() != body {
		t.Errorf("message, body = %q, %q; want %q, %q", apiErr.Message, apiErr.RawJSON(), message, body)
	}
	if apiErr.StatusCode != http.StatusOK || apiErr.Request == nil || apiErr.Request.URL.Path != "/chats" {
		t.Errorf("status %d, request %v: want the stream's", apiErr.StatusCode, apiErr.Request)
	}
	if !strings.Contains(apiErr.Error(), message) {
		t.Errorf("Error() = %q does not contain %q", apiErr.Error(), message)
	}
}
