package clikit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"go.yaml.in/yaml/v3"
)

// The output formats of --format and --format-error.
const (
	FormatAuto    = "auto"
	FormatExplore = "explore"
	FormatJSON    = "json"
	FormatJSONL   = "jsonl"
	FormatPretty  = "pretty"
	FormatRaw     = "raw"
	FormatYAML    = "yaml"
)

// Formats are the values --format takes.
var Formats = []string{FormatAuto, FormatExplore, FormatJSON, FormatJSONL, FormatPretty, FormatRaw, FormatYAML}

// CheckFormat rejects a format that is not one of Formats.
func CheckFormat(flag, format string) error {
	for _, f := range Formats {
		if f == format {
			return nil
		}
	}
	return Usagef("--%s %q: choose one of %s", flag, format, strings.Join(Formats, ", "))
}

// resolve turns auto into what it means for w: pretty on a terminal, json elsewhere; explore falls back to pretty
// when w is not a terminal.
func resolve(format string, w io.Writer) string {
	switch format {
	case FormatAuto, "":
		if IsTerminal(w) {
			return FormatPretty
		}
		return FormatJSON
	case FormatExplore:
		if !IsTerminal(w) {
			return FormatPretty
		}
	}
	return format
}

// IsTerminal reports whether w is a character device such as a terminal.
func IsTerminal(w any) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// Write prints one JSON document in a format (already resolved: not auto or explore).
func Write(w io.Writer, doc []byte, format string, color bool) error {
	doc = bytes.TrimSpace(doc)
	if format == FormatRaw {
		_, err := w.Write(append(doc, '\n'))
		return err
	}
	n, err := parseNode(doc)
	if err != nil {
		// Not JSON (a text response): printed as it is whatever the format.
		_, err := w.Write(append(doc, '\n'))
		return err
	}
	var b strings.Builder
	switch format {
	case FormatJSONL:
		var compact bytes.Buffer
		if err := json.Compact(&compact, doc); err != nil {
			return err
		}
		b.Write(compact.Bytes())
		b.WriteByte('\n')
	case FormatYAML:
		out, err := yaml.Marshal(yamlNode(n))
		if err != nil {
			return err
		}
		b.Write(out)
	case FormatPretty:
		writePretty(&b, n, "", color)
		b.WriteByte('\n')
	default:
		writePretty(&b, n, "", false)
		b.WriteByte('\n')
	}
	_, err = io.WriteString(w, b.String())
	return err
}

// ANSI colours of pretty output on a terminal.
const (
	colorKey    = "\x1b[34m"
	colorString = "\x1b[32m"
	colorNumber = "\x1b[36m"
	colorOther  = "\x1b[35m"
	colorReset  = "\x1b[0m"
)

// writePretty writes indented JSON with the keys in the server's order, coloured when color is set.
func writePretty(b *strings.Builder, n *node, indent string, color bool) {
	paint := func(c, s string) {
		if color {
			b.WriteString(c + s + colorReset)
		} else {
			b.WriteString(s)
		}
	}
	switch n.kind {
	case 'o', 'a':
		open, closing := "{", "}"
		if n.kind == 'a' {
			open, closing = "[", "]"
		}
		if len(n.elems) == 0 {
			b.WriteString(open + closing)
			return
		}
		b.WriteString(open + "\n")
		for i, child := range n.elems {
			b.WriteString(indent + "  ")
			if n.kind == 'o' {
				key, _ := json.Marshal(n.keys[i])
				paint(colorKey, string(key))
				b.WriteString(": ")
			}
			writePretty(b, child, indent+"  ", color)
			if i < len(n.elems)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + closing)
	case 's':
		paint(colorString, n.text)
	case 'n':
		paint(colorNumber, n.text)
	default:
		paint(colorOther, n.text)
	}
}

// yamlNode converts a JSON node to a YAML node, keeping the key order.
func yamlNode(n *node) *yaml.Node {
	switch n.kind {
	case 'o':
		y := &yaml.Node{Kind: yaml.MappingNode}
		for i, k := range n.keys {
			y.Content = append(y.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: k}, yamlNode(n.elems[i]))
		}
		return y
	case 'a':
		y := &yaml.Node{Kind: yaml.SequenceNode}
		for _, el := range n.elems {
			y.Content = append(y.Content, yamlNode(el))
		}
		return y
	case 's':
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: n.str()}
	case 'n':
		tag := "!!int"
		if strings.ContainsAny(n.text, ".eE") {
			tag = "!!float"
		}
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: n.text}
	case 'b':
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: n.text}
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"}
}

// Printer prints results: one document, or the items of a list or stream one after another.
type Printer struct {
	Out       io.Writer
	In        io.Reader // the keyboard, for explore
	Format    string
	Transform string
	// items collects the items of a list for explore, which shows them together.
	items    [][]byte
	explore  bool
	resolved string
	count    int
}

// NewPrinter resolves the format for out.
func NewPrinter(out io.Writer, in io.Reader, format, transform string) *Printer {
	p := &Printer{Out: out, In: in, Format: format, Transform: transform}
	p.resolved = resolve(format, out)
	p.explore = p.resolved == FormatExplore
	return p
}

// Print prints one whole response.
func (p *Printer) Print(doc []byte) error {
	doc, err := Transform(doc, p.Transform)
	if err != nil {
		return err
	}
	if p.explore {
		return Explore(p.In, p.Out, doc)
	}
	return Write(p.Out, doc, p.resolved, p.resolved == FormatPretty && IsTerminal(p.Out))
}

// Item prints one item of a list or stream as it arrives (explore keeps them for Flush).
func (p *Printer) Item(doc []byte) error {
	doc, err := Transform(doc, p.Transform)
	if err != nil {
		return err
	}
	p.count++
	if p.explore {
		p.items = append(p.items, doc)
		return nil
	}
	if p.resolved == FormatYAML && p.count > 1 {
		if _, err := io.WriteString(p.Out, "---\n"); err != nil {
			return err
		}
	}
	return Write(p.Out, doc, p.resolved, p.resolved == FormatPretty && IsTerminal(p.Out))
}

// Flush shows the collected items in the explorer, as one array.
func (p *Printer) Flush() error {
	if !p.explore {
		return nil
	}
	var b bytes.Buffer
	b.WriteByte('[')
	for i, it := range p.items {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(it)
	}
	b.WriteByte(']')
	return Explore(p.In, p.Out, b.Bytes())
}

// ItemJSON is the JSON of one item of a page or stream: the raw JSON the SDK kept when it has any, else the
// value marshalled.
func ItemJSON(v any) ([]byte, error) {
	if r, ok := v.(interface{ RawJSON() string }); ok {
		if raw := r.RawJSON(); raw != "" {
			return []byte(raw), nil
		}
	}
	out, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encoding an item: %w", err)
	}
	return out, nil
}
