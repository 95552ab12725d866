package clikit

import (
	"bytes"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestExploreOnATerminal drives the explorer through a pseudo-terminal: it opens, moves, folds and quits on q.
func TestExploreOnATerminal(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 10, Cols: 60}); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- Explore(tty, tty, []byte(`{"account":{"id":"acc_1","tags":["a","b"]},"total":2}`)) }()
	screen := &lockedBuffer{}
	go func() { _, _ = io.Copy(screen, ptmx) }()
	keys := []string{"j", "\r", "j", "G", "k", "q"}
	for _, k := range keys {
		time.Sleep(50 * time.Millisecond)
		if _, err := ptmx.Write([]byte(k)); err != nil {
			t.Fatal(err)
		}
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the explorer did not quit on q")
	}
	time.Sleep(50 * time.Millisecond)
	got := screen.String()
	for _, want := range []string{`"account": {`, `"id": "acc_1"`, `"account": {…} 2 keys`, `"total": 2`, "q quit", "\x1b[7m"} {
		if !strings.Contains(got, want) {
			t.Errorf("the screen never showed %q:\n%q", want, got)
		}
	}
}

// TestExploreWithoutATerminal prints pretty JSON instead.
func TestExploreWithoutATerminal(t *testing.T) {
	var out bytes.Buffer
	if err := Explore(strings.NewReader(""), &out, []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
	if out.String() != "{\n  \"a\": 1\n}\n" {
		t.Errorf("%q", out.String())
	}
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := Explore(os.Stdin, f, []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
}

// lockedBuffer collects what the terminal shows while the explorer writes it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
