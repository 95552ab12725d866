package document

import (
	"fmt"
	"strconv"
	"strings"
)

// Pointer is an RFC 6901 JSON pointer such as "/paths/~1accounts/get". The empty pointer is the whole document.
type Pointer string

// Append returns the pointer to the child named token.
func (p Pointer) Append(token string) Pointer {
	return p + "/" + Pointer(EscapeToken(token))
}

// Index returns the pointer to the i-th array element.
func (p Pointer) Index(i int) Pointer {
	return p + "/" + Pointer(strconv.Itoa(i))
}

// Tokens splits the pointer into unescaped reference tokens.
func (p Pointer) Tokens() []string {
	if p == "" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(string(p), "/"), "/")
	for i, part := range parts {
		parts[i] = UnescapeToken(part)
	}
	return parts
}

// Parent returns the pointer without its last token, and that token.
func (p Pointer) Parent() (Pointer, string) {
	i := strings.LastIndexByte(string(p), '/')
	if i < 0 {
		return "", ""
	}
	return p[:i], UnescapeToken(string(p[i+1:]))
}

// String returns the pointer text.
func (p Pointer) String() string { return string(p) }

// Fragment returns the pointer as a same-document reference, "#/components/schemas/Pet".
func (p Pointer) Fragment() string { return "#" + string(p) }

// EscapeToken escapes "~" and "/" in a reference token.
func EscapeToken(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// UnescapeToken reverses EscapeToken.
func UnescapeToken(s string) string {
	if !strings.Contains(s, "~") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~")
}

// ParseFragment turns a same-document reference ("#/a/b") into a pointer. Percent-encoding in the fragment is
// decoded, as RFC 3986 fragments allow.
func ParseFragment(ref string) (Pointer, error) {
	if !strings.HasPrefix(ref, "#") {
		return "", fmt.Errorf("%q is not a same-document reference (it must start with #)", ref)
	}
	frag := ref[1:]
	if strings.Contains(frag, "%") {
		decoded, err := percentDecode(frag)
		if err != nil {
			return "", fmt.Errorf("reference %q: %w", ref, err)
		}
		frag = decoded
	}
	if frag != "" && !strings.HasPrefix(frag, "/") {
		return "", fmt.Errorf("reference %q: the fragment must be a JSON pointer starting with /", ref)
	}
	return Pointer(frag), nil
}

func percentDecode(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+2 >= len(s) {
			return "", fmt.Errorf("bad percent-encoding")
		}
		v, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil {
			return "", fmt.Errorf("bad percent-encoding %q", s[i:i+3])
		}
		b.WriteByte(byte(v))
		i += 2
	}
	return b.String(), nil
}

// Lookup returns the node at pointer p below n.
func (n *Node) Lookup(p Pointer) (*Node, error) {
	cur := n
	for _, tok := range p.Tokens() {
		switch {
		case cur == nil:
			return nil, fmt.Errorf("%s: no such path", p)
		case cur.Kind == Object:
			next := cur.Get(tok)
			if next == nil {
				return nil, fmt.Errorf("%s: no member %q", p, tok)
			}
			cur = next
		case cur.Kind == Array:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(cur.Items) {
				return nil, fmt.Errorf("%s: no element %q", p, tok)
			}
			cur = cur.Items[i]
		default:
			return nil, fmt.Errorf("%s: %q is inside a %s", p, tok, cur.Kind)
		}
	}
	return cur, nil
}

// PosOf returns the best known position for pointer p: the value's position, or that of the nearest ancestor
// that exists. A member's key position is preferred, since that is where an editor should jump.
func (n *Node) PosOf(p Pointer) Pos {
	cur := n
	best := n.Pos
	for _, tok := range p.Tokens() {
		if cur == nil {
			break
		}
		switch cur.Kind {
		case Object:
			f := cur.Field(tok)
			if f == nil {
				return best
			}
			if f.KeyPos.Known() {
				best = f.KeyPos
			} else if f.Value.Pos.Known() {
				best = f.Value.Pos
			}
			cur = f.Value
		case Array:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(cur.Items) {
				return best
			}
			cur = cur.Items[i]
			if cur.Pos.Known() {
				best = cur.Pos
			}
		default:
			return best
		}
	}
	return best
}

// ValuePosOf is PosOf but prefers the value's own position over its key's.
func (n *Node) ValuePosOf(p Pointer) Pos {
	if v, err := n.Lookup(p); err == nil && v.Pos.Known() {
		return v.Pos
	}
	return n.PosOf(p)
}
