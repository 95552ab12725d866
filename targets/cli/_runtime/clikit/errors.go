// Package clikit is the hand-written runtime of the command-line tool: reading flags and bodies, printing results
// in every output format, the interactive explorer, the redacted debug dump and the exit codes. It knows nothing
// of the API; the generated commands in pkg/cmd call it.
package clikit

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
)

// Exit codes: the shell can tell a mistake in the command line from a failure of the API or of the network.
const (
	ExitOK      = 0
	ExitOther   = 1 // anything else: a file that cannot be read, output that cannot be written
	ExitUsage   = 2 // the command line is wrong: unknown command or flag, bad or missing value
	ExitAPI     = 3 // the API answered with an error status
	ExitNetwork = 4 // no answer: connection refused, DNS, timeout, TLS
)

// UsageError is a mistake in the command line.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef returns a UsageError.
func Usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// APIError is an error status from the API: the SDK's error, with the status and the body the server sent.
type APIError struct {
	Err    error
	Status int
	Body   []byte
}

func (e *APIError) Error() string { return e.Err.Error() }
func (e *APIError) Unwrap() error { return e.Err }

// ExitCode is the process exit status for err.
func ExitCode(err error) int {
	var usage *UsageError
	var api *APIError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &usage):
		return ExitUsage
	case errors.As(err, &api):
		return ExitAPI
	case isNetworkError(err):
		return ExitNetwork
	}
	return ExitOther
}

// isNetworkError reports errors of getting an answer at all.
func isNetworkError(err error) bool {
	var netErr net.Error
	var urlErr *url.Error
	var opErr *net.OpError
	var dnsErr *net.DNSError
	return errors.As(err, &netErr) || errors.As(err, &urlErr) || errors.As(err, &opErr) || errors.As(err, &dnsErr) ||
		errors.Is(err, context.DeadlineExceeded)
}
