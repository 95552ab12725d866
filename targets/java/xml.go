package java

import (
	"strings"
)

// node is an XML element of a pom: text, or children, with an optional comment written above it.
type node struct {
	name     string
	text     string
	children []node
	comment  string
	// marker is a comment after a text element on its line: release-please bumps the version on lines marked
	// x-release-please-version.
	marker string
}

// el is an element with children.
func el(name string, children ...node) node { return node{name: name, children: children} }

// leaf is an element holding text.
func leaf(name, text string) node { return node{name: name, text: text} }

// commented puts a comment above n.
func commented(comment string, n node) node {
	n.comment = comment
	return n
}

// gav is the groupId, artifactId and (when not empty) version of a dependency or plugin.
func gav(group, artifact, ver string) []node {
	out := []node{leaf("groupId", group), leaf("artifactId", artifact)}
	if ver != "" {
		out = append(out, leaf("version", ver))
	}
	return out
}

// releaseVersion is the version element release-please bumps.
func releaseVersion() node {
	return node{name: "version", text: Version, marker: "x-release-please-version"}
}

// render writes n indented by two spaces per level.
func (n node) render(b *strings.Builder, depth int) {
	indent := strings.Repeat("  ", depth)
	if n.comment != "" {
		b.WriteString(indent + "<!-- " + xmlComment(n.comment) + " -->\n")
	}
	switch {
	case len(n.children) > 0:
		b.WriteString(indent + "<" + n.name + ">\n")
		for _, c := range n.children {
			c.render(b, depth+1)
		}
		b.WriteString(indent + "</" + n.name + ">\n")
	default:
		b.WriteString(indent + "<" + n.name + ">" + xmlText(n.text) + "</" + n.name + ">")
		if n.marker != "" {
			b.WriteString(" <!-- " + xmlComment(n.marker) + " -->")
		}
		b.WriteString("\n")
	}
}

// xmlText escapes s as element text.
func xmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(oneLine(s))
}

// xmlComment keeps "--", which a comment cannot hold, out of s.
func xmlComment(s string) string {
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "- -")
	}
	return oneLine(s)
}

// oneLine joins the lines of s with spaces and drops control characters, which XML 1.0 does not allow.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == 0xfffe || r == 0xffff {
			return -1
		}
		return r
	}, s)
}
