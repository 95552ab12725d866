// Package ssestream reads server-sent event (text/event-stream) responses and turns their events into typed
// items, following the event rules configured for the API (CONFIG-REFERENCE.md §6.4, §19.2).
package ssestream

import (
	"bufio"
	"bytes"
	"net/http"
	"strconv"
)

// maxLineSize bounds one line of the stream; a single data line may hold a large JSON document.
const maxLineSize = 64 << 20

// Event is one dispatched server-sent event.
type Event struct {
	// Type is the event: field, "" when the event had none.
	Type string
	// Data holds the data: lines joined with "\n".
	Data []byte
	// ID is the last id: seen on the stream so far (it carries over to later events, as the SSE format says).
	ID string
	// Retry is this event's retry: field in milliseconds, 0 when it had none.
	Retry int
}

// Decoder yields the events of a response one at a time. Next reads until the next event is dispatched;
// Close aborts the connection.
type Decoder interface {
	Next() bool
	Event() Event
	Err() error
	Close() error
	Response() *http.Response
}

// NewDecoder parses res's body as an event stream. It returns nil when there is no response (the request
// failed), so that NewStream(NewDecoder(raw), err) reports err.
func NewDecoder(res *http.Response) Decoder {
	if res == nil || res.Body == nil {
		return nil
	}
	scn := bufio.NewScanner(res.Body)
	scn.Buffer(make([]byte, 0, 4096), maxLineSize)
	scn.Split(scanLines)
	return &eventStreamDecoder{res: res, scn: scn}
}

type eventStreamDecoder struct {
	res     *http.Response
	scn     *bufio.Scanner
	evt     Event
	lastID  string
	started bool
}

// pending is an event being assembled from its field lines.
type pending struct {
	typ     string
	data    bytes.Buffer
	hasData bool
	retry   int
}

func (d *eventStreamDecoder) Next() bool {
	var p pending
	for d.scn.Scan() {
		line := d.scn.Bytes()
		if !d.started {
			d.started = true
			line = bytes.TrimPrefix(line, []byte("\xEF\xBB\xBF"))
		}
		if len(line) > 0 {
			d.field(&p, line)
			continue
		}
		// A blank line dispatches; a block without data lines (only comments, say) dispatches nothing.
		if p.hasData {
			d.evt = Event{Type: p.typ, Data: bytes.TrimSuffix(p.data.Bytes(), []byte("\n")), ID: d.lastID, Retry: p.retry}
			return true
		}
		p = pending{}
	}
	// An event not closed by a blank line when the body ends is dropped, as the SSE format says.
	return false
}

// field applies one "name: value" line to the pending event.
func (d *eventStreamDecoder) field(p *pending, line []byte) {
	if line[0] == ':' {
		return // a comment
	}
	name, value, found := bytes.Cut(line, []byte(":"))
	if found {
		value = bytes.TrimPrefix(value, []byte(" "))
	}
	switch string(name) {
	case "event":
		p.typ = string(value)
	case "data":
		p.data.Write(value)
		p.data.WriteByte('\n')
		p.hasData = true
	case "id":
		if bytes.IndexByte(value, 0) < 0 {
			d.lastID = string(value)
		}
	case "retry":
		if n, err := strconv.Atoi(string(value)); err == nil && isDigits(value) {
			p.retry = n
		}
	}
}

func isDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(b) > 0
}

func (d *eventStreamDecoder) Event() Event             { return d.evt }
func (d *eventStreamDecoder) Err() error               { return d.scn.Err() }
func (d *eventStreamDecoder) Close() error             { return d.res.Body.Close() }
func (d *eventStreamDecoder) Response() *http.Response { return d.res }

// scanLines splits on "\r\n", "\n" or "\r", the three line endings of the SSE format.
func scanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	i := bytes.IndexAny(data, "\r\n")
	switch {
	case i < 0 && atEOF && len(data) > 0:
		return len(data), data, nil
	case i < 0:
		return 0, nil, nil
	case data[i] == '\n':
		return i + 1, data[:i], nil
	case i+1 < len(data) && data[i+1] == '\n':
		return i + 2, data[:i], nil
	case i+1 < len(data) || atEOF:
		return i + 1, data[:i], nil
	}
	// A "\r" at the end of the buffer may be half of a "\r\n": read on before deciding.
	return 0, nil, nil
}
