package document

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// ParseYAML reads a YAML 1.2 document into a positioned tree.
//
// Aliases are expanded into copies, after checking that the expansion stays within lim.MaxNodes (so a billion
// laughs fails fast, before anything is copied). Merge keys (<<) are honoured. Duplicate keys, non-scalar keys and
// a second document in the stream are errors. Scalars keep their source text, so an unquoted date such as
// 2025-10-08 stays the string "2025-10-08".
func ParseYAML(file string, data []byte, lim Limits) (*Node, error) {
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	var root yaml.Node
	if err := dec.Decode(&root); err != nil {
		if errors.Is(err, io.EOF) {
			return &Node{Kind: Null, Pos: Pos{Line: 1, Col: 1}}, nil
		}
		return nil, yamlError(file, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, &SyntaxError{File: file, Pos: Pos{Line: int32(extra.Line), Col: int32(extra.Column)}, Msg: "a second YAML document (---) is not allowed here; put everything in one document"}
	} else if !errors.Is(err, io.EOF) {
		return nil, yamlError(file, err)
	}
	c := &yamlConverter{file: file, lim: lim, sizes: map[*yaml.Node]int{}}
	top := &root
	if top.Kind == yaml.DocumentNode {
		if len(top.Content) == 0 {
			return &Node{Kind: Null, Pos: Pos{Line: 1, Col: 1}}, nil
		}
		top = top.Content[0]
	}
	if lim.MaxNodes > 0 {
		if size := c.size(top, 0); size > lim.MaxNodes {
			return nil, &SyntaxError{File: file, Pos: pos(top), Msg: fmt.Sprintf("the document expands to more than %d values (check YAML anchors and aliases)", lim.MaxNodes)}
		}
	}
	return c.convert(top, 0)
}

var yamlLine = regexp.MustCompile(`^yaml: (?:line (\d+): )?(.*)$`)

// yamlError turns a yaml.v3 error into a located SyntaxError.
//
// yaml.v3 prints 0-based line numbers for parser errors and 1-based ones for scanner errors (it adds one only for
// the latter), and omits the line when it is the first. Scanner problems are a fixed set of messages, so the kind
// can be told from the text. The column is not exposed; errors point at the start of the line.
func yamlError(file string, err error) error {
	msg := err.Error()
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	m := yamlLine.FindStringSubmatch(msg)
	if m == nil {
		return &SyntaxError{File: file, Msg: msg}
	}
	line, _ := strconv.Atoi(m[1])
	if !isScannerProblem(m[2]) || m[1] == "" {
		line++
	}
	return &SyntaxError{File: file, Pos: Pos{Line: int32(line), Col: 1}, Msg: m[2]}
}

// scannerProblems are the messages of yaml.v3's scanner (scannerc.go); every other message is a parser error.
var scannerProblems = []string{
	"block sequence entries are not allowed in this context",
	"could not find expected",
	"did not find expected alphabetic or numeric character",
	"did not find expected comment or line break",
	"did not find expected digit or '.' character",
	"did not find expected hexdecimal number",
	"did not find expected version number",
	"did not find expected whitespace",
	"did not find the expected '>'",
	"exceeded max depth",
	"found a tab character",
	"found an indentation indicator equal to 0",
	"found character that cannot start any token",
	"found extremely long version number",
	"found invalid Unicode character escape code",
	"found unexpected document indicator",
	"found unexpected end of stream",
	"found unexpected non-alphabetical character",
	"found unknown directive name",
	"found unknown escape character",
	"mapping keys are not allowed in this context",
	"mapping values are not allowed in this context",
}

func isScannerProblem(msg string) bool {
	for _, p := range scannerProblems {
		if strings.HasPrefix(msg, p) {
			return true
		}
	}
	return false
}

type yamlConverter struct {
	file  string
	lim   Limits
	sizes map[*yaml.Node]int
}

func pos(n *yaml.Node) Pos { return Pos{Line: int32(n.Line), Col: int32(n.Column)} }

func (c *yamlConverter) errorf(n *yaml.Node, format string, args ...any) error {
	return &SyntaxError{File: c.file, Pos: pos(n), Msg: fmt.Sprintf(format, args...)}
}

// size counts the nodes n expands to, memoised per node so shared anchors are counted once per use without being
// walked again. It saturates above the limit.
func (c *yamlConverter) size(n *yaml.Node, depth int) int {
	if s, ok := c.sizes[n]; ok {
		return s
	}
	if depth > 4*c.lim.MaxDepth+16 {
		return c.lim.MaxNodes + 1 // an alias cycle, or absurd depth: reported by the caller
	}
	c.sizes[n] = c.lim.MaxNodes + 1 // guards against alias cycles
	s := 1
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		s = c.size(n.Alias, depth+1)
	}
	for _, ch := range n.Content {
		s += c.size(ch, depth+1)
		if s > c.lim.MaxNodes {
			s = c.lim.MaxNodes + 1
			break
		}
	}
	c.sizes[n] = s
	return s
}

func (c *yamlConverter) convert(n *yaml.Node, depth int) (*Node, error) {
	if c.lim.MaxDepth > 0 && depth > c.lim.MaxDepth {
		return nil, c.errorf(n, "the document nests deeper than %d levels", c.lim.MaxDepth)
	}
	switch n.Kind {
	case yaml.AliasNode:
		if n.Alias == nil {
			return nil, c.errorf(n, "unknown alias *%s", n.Value)
		}
		return c.convert(n.Alias, depth+1)
	case yaml.ScalarNode:
		return c.scalar(n), nil
	case yaml.SequenceNode:
		out := &Node{Kind: Array, Pos: pos(n), Items: make([]*Node, 0, len(n.Content))}
		for _, ch := range n.Content {
			v, err := c.convert(ch, depth+1)
			if err != nil {
				return nil, err
			}
			out.Items = append(out.Items, v)
		}
		return out, nil
	case yaml.MappingNode:
		return c.mapping(n, depth)
	}
	return nil, c.errorf(n, "unsupported YAML node")
}

func (c *yamlConverter) scalar(n *yaml.Node) *Node {
	out := &Node{Pos: pos(n), Value: n.Value}
	switch n.ShortTag() {
	case "!!null":
		out.Kind, out.Value = Null, ""
	case "!!bool":
		out.Kind = Bool
		out.Value = strconv.FormatBool(strings.EqualFold(n.Value, "true"))
	case "!!int", "!!float":
		out.Kind = Number
	default: // !!str, !!timestamp, !!binary and custom tags keep their text
		out.Kind = String
	}
	return out
}

func (c *yamlConverter) mapping(n *yaml.Node, depth int) (*Node, error) {
	out := &Node{Kind: Object, Pos: pos(n), Fields: make([]Field, 0, len(n.Content)/2)}
	seen := make(map[string]Pos, len(n.Content)/2)
	var merges []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind == yaml.AliasNode && k.Alias != nil {
			k = k.Alias
		}
		if k.Kind != yaml.ScalarNode {
			return nil, c.errorf(k, "a mapping key must be a plain value, not a %s", yamlKind(k))
		}
		if k.ShortTag() == "!!merge" {
			merges = append(merges, v)
			continue
		}
		if first, dup := seen[k.Value]; dup {
			return nil, &SyntaxError{File: c.file, Pos: pos(k), Msg: fmt.Sprintf("duplicate key %q (first at line %d)", k.Value, first.Line), DuplicateKey: true}
		}
		seen[k.Value] = pos(k)
		val, err := c.convert(v, depth+1)
		if err != nil {
			return nil, err
		}
		out.Fields = append(out.Fields, Field{Key: k.Value, KeyPos: pos(k), Value: val})
	}
	for _, m := range merges {
		if err := c.merge(out, m, seen, depth); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// merge applies a YAML merge key: members of the merged mapping(s) that the mapping does not set itself.
func (c *yamlConverter) merge(out *Node, m *yaml.Node, seen map[string]Pos, depth int) error {
	sources := []*yaml.Node{m}
	if m.Kind == yaml.SequenceNode {
		sources = m.Content
	}
	for _, src := range sources {
		v, err := c.convert(src, depth+1)
		if err != nil {
			return err
		}
		if v.Kind != Object {
			return c.errorf(src, "a merge key (<<) needs a mapping or a list of mappings")
		}
		for _, f := range v.Fields {
			if _, ok := seen[f.Key]; ok {
				continue
			}
			seen[f.Key] = f.KeyPos
			out.Fields = append(out.Fields, f)
		}
	}
	return nil
}

func yamlKind(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "mapping"
	case yaml.SequenceNode:
		return "sequence"
	}
	return "node"
}
