package report

// The escaping rules every comment and pull request the App writes shares (merge build outcomes, conflict pull
// requests), so a string from a spec, a config, git or GitHub reaches markdown only one way: it cannot open a
// link, an HTML element or a code block, or mention a person.

// Text escapes s as one line of markdown text.
func Text(s string) string { return text(s) }

// Code renders s as an inline code span that nothing inside can close.
func Code(s string) string { return code(s) }

// Fenced renders body as a fenced code block (info "diff", "sh" or "") that nothing inside can close.
func Fenced(info, body string) string { return fenced(info, body) }

// Link renders [label](u) for an http(s) URL, percent-encoded; "" for anything else. label is escaped markdown.
func Link(label, u string) string { return link(label, u) }

// Clip shortens s to at most n runes, marking the cut.
func Clip(s string, n int) string { return clip(s, n) }
