package clikit

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"
)

// row is one line of the explorer: a node at a depth, under a key or index.
type row struct {
	n     *node
	label string
	depth int
}

// explorer is the interactive viewer's state: which objects and arrays are open, and the cursor.
type explorer struct {
	root   *node
	open   map[*node]bool
	rows   []row
	cursor int
	top    int
	height int
}

// Explore shows a JSON document in an interactive viewer on the terminal: arrow keys or j/k move, enter, space or
// l/h open and close objects and arrays, g/G jump to the top/bottom, q quits. Without a terminal on both sides it
// prints the document pretty instead.
func Explore(in io.Reader, out io.Writer, doc []byte) error {
	inFile, ok1 := in.(*os.File)
	outFile, ok2 := out.(*os.File)
	n, err := parseNode(doc)
	if !ok1 || !ok2 || !term.IsTerminal(int(inFile.Fd())) || !term.IsTerminal(int(outFile.Fd())) || err != nil {
		return Write(out, doc, FormatPretty, IsTerminal(out))
	}
	state, err := term.MakeRaw(int(inFile.Fd()))
	if err != nil {
		return Write(out, doc, FormatPretty, true)
	}
	defer func() { _ = term.Restore(int(inFile.Fd()), state) }()
	height := 24
	if _, h, err := term.GetSize(int(outFile.Fd())); err == nil && h > 2 {
		height = h
	}
	e := newExplorer(n, height-1)
	fmt.Fprint(out, "\x1b[?1049h\x1b[?25l") // the alternate screen, without a cursor
	defer fmt.Fprint(out, "\x1b[?25h\x1b[?1049l")
	return e.run(bufio.NewReader(in), out)
}

func newExplorer(root *node, height int) *explorer {
	e := &explorer{root: root, open: map[*node]bool{root: true}, height: height}
	for _, child := range root.elems {
		e.open[child] = true // the first two levels start open
	}
	e.layout()
	return e
}

// layout lists the visible rows.
func (e *explorer) layout() {
	e.rows = e.rows[:0]
	var walk func(n *node, label string, depth int)
	walk = func(n *node, label string, depth int) {
		e.rows = append(e.rows, row{n: n, label: label, depth: depth})
		if !e.open[n] {
			return
		}
		for i, child := range n.elems {
			l := fmt.Sprintf("%d", i)
			if n.kind == 'o' {
				l = n.keys[i]
			}
			walk(child, l, depth+1)
		}
	}
	walk(e.root, "", 0)
	e.cursor = min(e.cursor, len(e.rows)-1)
}

// run reads keys until q.
func (e *explorer) run(in *bufio.Reader, out io.Writer) error {
	for {
		e.draw(out)
		key, err := readKey(in)
		if err != nil {
			return nil // the keyboard is gone: leave
		}
		if !e.handle(key) {
			return nil
		}
	}
}

// handle applies one key and reports whether to go on.
func (e *explorer) handle(key string) bool {
	cur := e.rows[e.cursor].n
	switch key {
	case "q", "esc", "ctrl-c":
		return false
	case "down", "j":
		e.cursor = min(e.cursor+1, len(e.rows)-1)
	case "up", "k":
		e.cursor = max(e.cursor-1, 0)
	case "g":
		e.cursor = 0
	case "G":
		e.cursor = len(e.rows) - 1
	case "enter", " ":
		if cur.kind == 'o' || cur.kind == 'a' {
			e.open[cur] = !e.open[cur]
		}
	case "right", "l":
		e.open[cur] = cur.kind == 'o' || cur.kind == 'a'
	case "left", "h":
		e.open[cur] = false
	}
	e.layout()
	return true
}

// readKey reads one key press, decoding the arrow keys' escape sequences.
func readKey(in *bufio.Reader) (string, error) {
	b, err := in.ReadByte()
	if err != nil {
		return "", err
	}
	switch b {
	case 3:
		return "ctrl-c", nil
	case '\r', '\n':
		return "enter", nil
	case 0x1b:
		if in.Buffered() == 0 {
			return "esc", nil
		}
		seq := make([]byte, 2)
		if _, err := io.ReadFull(in, seq); err != nil {
			return "esc", nil
		}
		return map[string]string{"[A": "up", "[B": "down", "[C": "right", "[D": "left"}[string(seq)], nil
	}
	return string(b), nil
}

// draw paints the visible window of rows, the cursor's in reverse video, and a help line.
func (e *explorer) draw(out io.Writer) {
	if e.cursor < e.top {
		e.top = e.cursor
	}
	if e.cursor >= e.top+e.height {
		e.top = e.cursor - e.height + 1
	}
	var b strings.Builder
	b.WriteString("\x1b[H\x1b[2J")
	for i := e.top; i < len(e.rows) && i < e.top+e.height; i++ {
		line := e.describe(e.rows[i])
		if i == e.cursor {
			line = "\x1b[7m" + line + "\x1b[0m"
		}
		b.WriteString(line + "\r\n")
	}
	fmt.Fprintf(&b, "\x1b[2m%d/%d  ↑↓ move  enter open/close  q quit\x1b[0m", e.cursor+1, len(e.rows))
	_, _ = io.WriteString(out, b.String())
}

// describe renders a row: its label, then the value or a summary of a closed object or array.
func (e *explorer) describe(r row) string {
	var b strings.Builder
	b.WriteString(strings.Repeat("  ", r.depth))
	if r.label != "" {
		key, _ := json.Marshal(r.label)
		b.Write(key)
		b.WriteString(": ")
	}
	n := r.n
	switch {
	case n.kind == 'o' && e.open[n]:
		b.WriteString("{")
	case n.kind == 'a' && e.open[n]:
		b.WriteString("[")
	case n.kind == 'o':
		fmt.Fprintf(&b, "{…} %d keys", len(n.elems))
	case n.kind == 'a':
		fmt.Fprintf(&b, "[…] %d items", len(n.elems))
	default:
		b.WriteString(n.text)
	}
	return b.String()
}
