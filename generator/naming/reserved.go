package naming

import "strings"

// language holds what one target's identifiers must avoid and how they avoid it.
type language struct {
	keywords map[string]bool // never usable as an identifier
	builtins map[string]bool // usable, but shadow something generated code relies on
	foldCase bool            // keywords and class names ignore case (PHP)
	prefix   string          // put before a reserved identifier
	suffix   string          // put after a reserved identifier
	digits   digitRule       // how an identifier that starts with a digit is made valid
}

// digitRule says what goes before an identifier that starts with a digit.
type digitRule int

const (
	digitUnderscore digitRule = iota // "_3ds"
	digitLetter                      // "X3DS" when the first letter is upper case or there is none, else "_3ds"
	digitNone                        // allowed as is (CLI flags and commands)
)

// languages are keyed by target name; "node" is TypeScript and "golang" is Go.
var languages = func() map[string]*language {
	ts := &language{keywords: tsKeywords, builtins: tsBuiltins, suffix: "_"}
	golang := &language{keywords: goKeywords, builtins: goBuiltins, suffix: "_", digits: digitLetter}
	return map[string]*language{
		"typescript": ts,
		"node":       ts,
		"python":     {keywords: pythonKeywords, builtins: pythonBuiltins, suffix: "_"},
		"go":         golang,
		"golang":     golang,
		"java":       {keywords: javaKeywords, builtins: javaBuiltins, suffix: "_"},
		"kotlin":     {keywords: kotlinKeywords, builtins: kotlinBuiltins, suffix: "_"},
		"ruby":       {keywords: rubyKeywords, builtins: rubyBuiltins, suffix: "_", digits: digitLetter},
		"php":        {keywords: phpKeywords, builtins: phpBuiltins, foldCase: true, suffix: "_"},
		"csharp":     {keywords: csharpKeywords, builtins: csharpBuiltins, prefix: "@"},
		"terraform":  {keywords: terraformKeywords, builtins: terraformBuiltins, suffix: "_"},
		"cli":        {keywords: cliKeywords, suffix: "-param", digits: digitNone},
	}
}()

func languageOf(lang string) *language {
	return languages[strings.ToLower(lang)]
}

func (l *language) key(word string) string {
	if l.foldCase {
		return strings.ToLower(word)
	}
	return word
}

// IsReserved reports whether word cannot be an identifier in lang: a keyword or reserved word, matched with the
// language's case rules (PHP ignores case). It is false for unknown languages. What each language covers:
//
//   - typescript, node: ECMAScript reserved words, strict-mode and module reserved words (let, static, yield,
//     await, implements, ...), and arguments and eval, which strict code cannot bind. Property names never need
//     escaping; variables, parameters and functions do.
//   - python: keywords, including True, False and None.
//   - go: keywords. Exported (Pascal) names never clash.
//   - java: keywords, literals, "_" and the restricted identifiers var, yield, record, sealed and permits.
//   - kotlin: hard keywords and "_".
//   - ruby: keywords, including the __FILE__ family.
//   - php: keywords, compile-time constants and the reserved type names (int, string, mixed, enum, ...), any case.
//   - csharp: reserved keywords.
//   - terraform: root attribute names resource and data source schemas may not declare (count, for_each, ...). Use
//     "go" for the provider's Go code.
//   - cli: flag and command names the generated CLI claims (help, version, format, base-url, ...), in kebab-case.
//     Use "go" for the CLI's Go code.
func IsReserved(lang, word string) bool {
	l := languageOf(lang)
	return l != nil && l.keywords[l.key(word)]
}

// IsBuiltin reports whether word is legal in lang but shadows something generated code or its users rely on,
// so a target may want to avoid it in some places only: Python builtins (type, id, list, ...) as module-level
// names, Go predeclared identifiers (len, string, error, ...), TypeScript globals and primitive type names
// (Promise, File, string, ...), Java's java.lang classes, Kotlin's default imports, Ruby's Object and Kernel
// methods and core classes, PHP's core classes (any case), C#'s contextual keywords and System types, and for
// terraform the provider-block names alias and version.
func IsBuiltin(lang, word string) bool {
	l := languageOf(lang)
	return l != nil && l.builtins[l.key(word)]
}

// Safe returns ident made usable as an identifier in lang, assuming it already holds only ASCII letters, digits
// and the casing's separators, as every casing of a Namer does.
//
// An identifier that starts with a digit gets "_" in front ("_3ds"). Go and Ruby keep a name's kind instead:
// when its first letter is upper case, or it has none, "X" goes in front so an exported Go name stays exported and
// a Ruby constant stays a constant ("X3DSSecure"); otherwise "_" ("_3dsSecure"). CLI flags and commands may start
// with a digit and are left alone.
//
// A reserved word (IsReserved) gets "_" after it ("class_", "type_"); in C# "@" before it ("@event"), the
// language's own escape; for the CLI "-param" after it ("format-param"). Builtins are left alone: check IsBuiltin
// where they matter. An empty ident stays empty, so callers can tell a name had no words. An unknown language only
// gets the digit rule.
func (n *Namer) Safe(lang, ident string) string {
	if ident == "" {
		return ""
	}
	l := languageOf(lang)
	if l == nil {
		l = &language{}
	}
	if isDigit(ident[0]) {
		return l.digitPrefix(ident) + ident
	}
	if l.keywords[l.key(ident)] {
		return l.prefix + ident + l.suffix
	}
	return ident
}

func (l *language) digitPrefix(ident string) string {
	switch l.digits {
	case digitNone:
		return ""
	case digitLetter:
		if c := firstLetter(ident); c == 0 || isUpper(c) {
			return "X"
		}
	}
	return "_"
}

// firstLetter returns the first ASCII letter of s, or 0.
func firstLetter(s string) byte {
	for i := 0; i < len(s); i++ {
		if isLower(s[i]) || isUpper(s[i]) {
			return s[i]
		}
	}
	return 0
}

// IsIdentifier reports whether s is a plain ASCII identifier: a letter or underscore, then letters, digits and
// underscores. Every language here accepts such a name unless it is reserved.
func IsIdentifier(s string) bool {
	if s == "" || isDigit(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isAlnum(s[i]) && s[i] != '_' {
			return false
		}
	}
	return true
}
