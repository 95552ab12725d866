package ssestream

import (
	"encoding/json"
	"errors"
	"net/http"
	"sync/atomic"
)

// errConsumed is what iterating a stream again after its end reports (SDK-QUALITY.md §10: a stream is
// iterated once).
var errConsumed = errors.New("ssestream: stream already consumed")

// errNoResponse means NewStream got neither a decoder nor an error.
var errNoResponse = errors.New("ssestream: no response to read events from")

// Stream yields the items of an event stream, applying the API's event rules:
//
//	stream := client.Chats.NewStreaming(ctx, params)
//	defer stream.Close()
//	for stream.Next() {
//		chunk := stream.Current()
//	}
//	if err := stream.Err(); err != nil { ... }
type Stream[T any] struct {
	decoder Decoder
	cur     T
	err     error
	done    bool
	closed  atomic.Bool
}

// NewStream wraps the decoder of a streaming response; a non-nil err (the request failed) is reported by Err,
// the stream yields nothing and a response that came with the error is released.
func NewStream[T any](dec Decoder, err error) *Stream[T] {
	switch {
	case err == nil && dec == nil:
		err = errNoResponse
	case err != nil && dec != nil:
		_ = dec.Close()
	}
	return &Stream[T]{decoder: dec, err: err}
}

// Next advances to the next item. It returns false at the end of the stream, after a done event, on an error
// (see Err) and after Close. Calling it again after the stream ended reports "stream already consumed".
func (s *Stream[T]) Next() bool {
	if s.err != nil || s.closed.Load() {
		return false
	}
	if s.done {
		s.err = errConsumed
		return false
	}
	for s.decoder.Next() {
		ev := s.decoder.Event()
		if yielded, stop := s.handle(&ev); yielded || stop {
			return yielded
		}
	}
	s.finish(s.decoder.Err())
	return false
}

// handle applies the first matching rule to ev: it reports whether an item was yielded, or whether the stream
// stopped.
func (s *Stream[T]) handle(ev *Event) (yielded, stop bool) {
	rule := ruleFor(rules, ev)
	switch {
	case rule == nil:
		return false, false
	case rule.Handle == handleDone:
		s.finish(nil)
		return false, true
	case rule.Handle == handleError:
		s.fail(ev.Data, eventMessage(ev.Data))
		return false, true
	}
	if msg, failed := propertyError(ev.Data, rule.ErrorProperty); failed {
		s.fail(ev.Data, msg)
		return false, true
	}
	var item T
	if err := json.Unmarshal(ev.Data, &item); err != nil {
		s.finish(err)
		return false, true
	}
	s.cur = item
	return true, false
}

// eventMessage is an error event's message: the error message property of the API in its data, else the data.
func eventMessage(data []byte) string {
	if msg, ok := lookupString(data, messageProperty); ok {
		return msg
	}
	return string(data)
}

// propertyError reports a yielded event whose data has a truthy error property, with the message
// <prop>.message when it is a string.
func propertyError(data []byte, prop string) (string, bool) {
	if prop == "" {
		return "", false
	}
	if raw, ok := lookup(data, prop); !ok || !truthy(raw) {
		return "", false
	}
	if msg, ok := lookupString(data, prop+".message"); ok {
		return msg, true
	}
	return "the stream reported an error: " + string(data), true
}

// finish ends the stream with err and releases the connection. An error caused by Close is not reported.
func (s *Stream[T]) finish(err error) {
	s.done = true
	if !s.closed.Load() {
		s.err = err
	}
	_ = s.decoder.Close()
}

// Current is the item Next advanced to.
func (s *Stream[T]) Current() T { return s.cur }

// Err is the error that ended the stream: the request's, an error event's (*apierror.Error), a connection or
// decoding error, or errConsumed.
func (s *Stream[T]) Err() error { return s.err }

// Close aborts the connection; Next then returns false without an error. It may be called from another
// goroutine while Next waits for an event.
func (s *Stream[T]) Close() error {
	if s.decoder == nil || s.closed.Swap(true) {
		return nil
	}
	return s.decoder.Close()
}

// Response is the HTTP response of the stream (nil when the request failed); its body is the stream.
func (s *Stream[T]) Response() *http.Response {
	if s.decoder == nil {
		return nil
	}
	return s.decoder.Response()
}
