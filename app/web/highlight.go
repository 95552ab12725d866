package web

import (
	"html/template"
	"path"
	"strings"
)

// A small highlighter for the diff viewer: per line, comments, strings, numbers and the keywords of the file's
// language get a class. Every piece of text is escaped; the classes are constants.

// language is what the highlighter knows of a file type.
type language struct {
	lineComment []string
	keywords    map[string]bool
}

func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

var (
	cLike    = []string{"//"}
	hashLike = []string{"#"}
	// languages by file extension.
	languages = map[string]language{
		".ts":   {cLike, words("abstract as async await break case catch class const continue default delete do else enum export extends false finally for from function if implements import in instanceof interface let new null private protected public readonly return static super switch this throw true try type typeof undefined var void while yield")},
		".go":   {cLike, words("break case chan const continue default defer else fallthrough false for func go goto if import interface map nil package range return select struct switch true type var")},
		".py":   {hashLike, words("False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield")},
		".java": {cLike, words("abstract boolean break byte case catch char class const continue default do double else enum extends final finally float for if implements import instanceof int interface long new null package private protected public return short static super switch synchronized this throw throws true false try void volatile while var")},
		".rb":   {hashLike, words("alias and begin break case class def defined? do else elsif end ensure false for if in module next nil not or redo rescue retry return self super then true undef unless until when while yield require attr_reader attr_accessor")},
		".php":  {cLike, words("abstract array as break case catch class const continue declare default do echo else elseif enum extends false final finally fn for foreach function if implements interface namespace new null private protected public readonly return static switch throw true try use while")},
	}
)

func init() {
	for ext, same := range map[string]string{".js": ".ts", ".mjs": ".ts", ".cjs": ".ts", ".tsx": ".ts", ".kt": ".java", ".kts": ".java",
		".cs": ".java", ".pyi": ".py", ".gemspec": ".rb"} {
		languages[ext] = languages[same]
	}
	for _, ext := range []string{".yml", ".yaml", ".toml", ".sh", ".cfg"} {
		languages[ext] = language{lineComment: hashLike}
	}
}

// highlight renders one line of the file at p as HTML.
func highlight(p, line string) template.HTML {
	lang, ok := languages[path.Ext(p)]
	if !ok {
		return template.HTML(template.HTMLEscapeString(line)) //nolint:gosec // escaped
	}
	var b strings.Builder
	for i := 0; i < len(line); {
		n, class := token(lang, line[i:])
		text := template.HTMLEscapeString(line[i : i+n])
		if class == "" {
			b.WriteString(text)
		} else {
			b.WriteString(`<span class="tok-` + class + `">` + text + `</span>`)
		}
		i += n
	}
	return template.HTML(b.String()) //nolint:gosec // every piece is escaped; the classes are constants
}

// token measures the token at the start of s and names its class ("" for plain text).
func token(lang language, s string) (int, string) {
	for _, c := range lang.lineComment {
		if strings.HasPrefix(s, c) {
			return len(s), "c"
		}
	}
	switch ch := s[0]; {
	case ch == '"' || ch == '\'' || ch == '`':
		return quoted(s), "s"
	case ch >= '0' && ch <= '9':
		return span(s, isIdent), "n"
	case isIdent(ch):
		n := span(s, isIdent)
		if lang.keywords[s[:n]] {
			return n, "k"
		}
		return n, ""
	}
	return 1, ""
}

// quoted measures a string literal to its closing quote (or the end of the line), skipping escapes.
func quoted(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case s[0]:
			return i + 1
		}
	}
	return len(s)
}

func span(s string, in func(byte) bool) int {
	n := 0
	for n < len(s) && in(s[n]) {
		n++
	}
	return n
}

func isIdent(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}
