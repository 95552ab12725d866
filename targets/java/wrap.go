package java

import (
	"strings"
	"unicode"
)

// lineWidth is google-java-format's column limit.
const lineWidth = 100

// wrap breaks a statement or declaration longer than the column limit the way google-java-format does for the
// shapes generated code has: after " =" of an assignment, after the "(" of a call or declaration (its arguments on
// one continuation line, or one per line), and before each "." of a call chain. depth is the indentation level;
// continuation lines are indented eight spaces more. Lines it cannot break stay as they are, but for their string
// literals, which are split as the formatter splits them (reflowStrings).
func wrap(depth int, s string) []string {
	lines := breakLine(depth, s)
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		if needsReflow(l) {
			out = append(out, reflowStrings(l)...)
		} else {
			out = append(out, l)
		}
	}
	return out
}

func breakLine(depth int, s string) []string {
	trimmed := strings.TrimLeft(s, " ")
	indent := strings.Repeat("    ", depth) + s[:len(s)-len(trimmed)]
	s = trimmed
	if len(indent)+len(s) <= lineWidth {
		return []string{indent + s}
	}
	if head, impl, ok := strings.Cut(s, " implements "); ok && strings.HasSuffix(s, " {") && !strings.ContainsAny(head, "(\"") {
		return []string{indent + head, indent + "        implements " + impl}
	}
	if rest, ok := strings.CutPrefix(s, "return "); ok {
		if lines, ok := wrapOperators(indent, "return ", rest); ok {
			return lines
		}
	}
	if inner, ok := strings.CutPrefix(s, "try ("); ok {
		if lhs, rhs, ok := cutAssignment(inner); ok {
			return wrapAssignment(indent, "try ("+lhs, rhs)
		}
	}
	if lhs, rhs, ok := cutAssignment(s); ok {
		return wrapAssignment(indent, lhs, rhs)
	}
	if typ, name, ok := cutDeclaration(s); ok {
		return []string{indent + typ, indent + "        " + name}
	}
	if rest, ok := strings.CutPrefix(s, "return "); ok && isChain(rest) {
		return wrapChain(indent, "return ", rest)
	}
	return wrapExpr(indent, s)
}

// wrapAssignment breaks "lhs = rhs" after its " =", or, when the declaration "Type name =" itself is too long,
// between the type and the name, as google-java-format does.
func wrapAssignment(indent, lhs, rhs string) []string {
	if len(indent)+len(lhs)+2 > lineWidth {
		if typ, name, ok := cutDeclaration(lhs); ok {
			out := []string{indent + typ}
			cont := indent + "        "
			if len(cont)+len(name)+3+len(rhs) <= lineWidth {
				return append(out, cont+name+" = "+rhs)
			}
			out = append(out, cont+name+" =")
			return append(out, wrapExpr(cont+"        ", rhs)...)
		}
	}
	out := []string{indent + lhs + " ="}
	return append(out, wrapExpr(indent+"        ", rhs)...)
}

// cutDeclaration splits "Type name;" (or "Type name) {", "Type name,") between the type and the name: the name is
// an identifier with what ends it (")"s then ";" or " {", a ",", or ")"s alone), the type any modifiers, a dotted
// name, type arguments and array brackets. It reads what the pattern
//
//	^((?:(?:public|protected|private|static|final) )*[A-Za-z_][\w.]*(?:<.*>)?(?:\[\])*) ([A-Za-z_]\w*(?:\)*;|\)* \{|,|\)*)?)$
//
// matches without a regular expression (it was one; layout calls it for every line that does not fit): the name
// holds no space but that of " {", so the space before it is the last one before any " {".
func cutDeclaration(s string) (typ, name string, ok bool) {
	sp := strings.LastIndexByte(strings.TrimSuffix(s, " {"), ' ')
	if sp < 0 || !isDeclaredName(s[sp+1:]) || !isDeclarationType(s[:sp]) {
		return "", "", false
	}
	return s[:sp], s[sp+1:], true
}

// isDeclaredName reports whether s is an identifier followed by ")"s and ";" or " {", by a ",", or by ")"s alone.
func isDeclaredName(s string) bool {
	if s == "" || !isIdentStart(s[0]) {
		return false
	}
	i := 1
	for i < len(s) && isWordByte(s[i]) {
		i++
	}
	if rest := s[i:]; rest == "," {
		return true
	}
	rest := strings.TrimLeft(s[i:], ")")
	return rest == "" || rest == ";" || rest == " {"
}

// declarationModifiers are the modifiers a declared type may start with.
var declarationModifiers = []string{"public ", "protected ", "private ", "static ", "final "}

// isDeclarationType reports whether s is modifiers, each followed by a space, then a type: any number of leading
// modifiers may be taken as such, so each is tried.
func isDeclarationType(s string) bool {
	for {
		if isBareType(s) {
			return true
		}
		rest, ok := cutModifier(s)
		if !ok {
			return false
		}
		s = rest
	}
}

func cutModifier(s string) (string, bool) {
	for _, m := range declarationModifiers {
		if rest, ok := strings.CutPrefix(s, m); ok {
			return rest, true
		}
	}
	return s, false
}

// isBareType reports whether s is a dotted name, then optionally type arguments "<...>" (anything but a line break
// between the brackets), then any number of "[]".
func isBareType(s string) bool {
	if s == "" || !isIdentStart(s[0]) {
		return false
	}
	i := 1
	for i < len(s) && (isWordByte(s[i]) || s[i] == '.') {
		i++
	}
	for t := s[i:]; ; t = t[:len(t)-2] {
		if isBrackets(t) || len(t) >= 2 && t[0] == '<' && t[len(t)-1] == '>' && strings.IndexByte(t, '\n') < 0 {
			return true
		}
		if !strings.HasSuffix(t, "[]") {
			return false
		}
	}
}

// isBrackets reports whether s is any number of "[]".
func isBrackets(s string) bool {
	for ; s != ""; s = s[2:] {
		if !strings.HasPrefix(s, "[]") {
			return false
		}
	}
	return true
}

func isIdentStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// isWordByte is the regular expression class \w.
func isWordByte(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

// wrapExpr breaks an expression (with what ends it: ";", " {", ")") starting at indent.
func wrapExpr(indent, s string) []string {
	if len(indent)+len(s) <= lineWidth {
		return []string{indent + s}
	}
	if typ, name, ok := cutDeclaration(s); ok {
		return []string{indent + typ, indent + "        " + name}
	}
	if param, body, ok := cutLambda(s); ok {
		return append([]string{indent + param + " ->"}, wrapExpr(indent+"        ", body)...)
	}
	if lines, ok := wrapOperators(indent, "", s); ok {
		return lines
	}
	if isChain(s) {
		return wrapChain(indent, "", s)
	}
	if cond, ok := strings.CutPrefix(s, "if ("); ok && strings.HasSuffix(s, ") {") {
		if lines, ok := wrapOperators(indent, "if (", cond); ok {
			return lines
		}
		// The condition's own call breaks, not the "if (": if (!Objects.equals(\n a, b)) {
		lines := wrapArgs(indent, cond)
		lines[0] = indent + "if (" + strings.TrimPrefix(lines[0], indent)
		return lines
	}
	if head, throws, ok := cutThrows(s); ok {
		if len(indent)+len(head) <= lineWidth {
			return []string{indent + head, indent + "        " + throws}
		}
		lines := wrapArgs(indent, head)
		// The throws clause stays after the parameters when they share one line and it fits there.
		if last := lines[len(lines)-1]; len(lines) == 2 && len(last)+1+len(throws) <= lineWidth {
			lines[len(lines)-1] = last + " " + throws
			return lines
		}
		return append(lines, indent+"        "+throws)
	}
	return wrapArgs(indent, s)
}

// cutLambda splits "x -> body" (a lambda with one parameter, or none) at its arrow.
func cutLambda(s string) (param, body string, ok bool) {
	if rest, ok := strings.CutPrefix(s, "() -> "); ok {
		return "()", rest, true
	}
	i := 0
	for i < len(s) && isIdentByte(s[i]) {
		i++
	}
	if i == 0 || !strings.HasPrefix(s[i:], " -> ") {
		return "", "", false
	}
	return s[:i], s[i+4:], true
}

// cutThrows splits a declaration "head(...) throws X {" before its throws clause.
func cutThrows(s string) (head, throws string, ok bool) {
	open := indexOutsideQuotes(s, '(')
	if open < 0 {
		return "", "", false
	}
	end := matching(s, open)
	if end < 0 || !strings.HasPrefix(s[end+1:], " throws ") || !strings.HasSuffix(s, " {") {
		return "", "", false
	}
	return s[:end+1], s[end+2:], true
}

// operatorLeads are the operators a continuation line starts with: google-java-format breaks before them.
var operatorLeads = []string{"|| ", "&& ", "? ", ": "}

// wrapOperators breaks an expression (with what ends it) whose top level is a conditional or a chain of || or &&
// operands, the way google-java-format does: before each operator, continuation lines eight spaces deeper, and the
// condition of a conditional, when it breaks, sixteen. lead (a keyword such as "return ", or an operator the line
// starts with) comes before the expression on the first line. It reports false for any other expression.
func wrapOperators(indent, lead, s string) ([]string, bool) {
	if lead == "" {
		for _, op := range operatorLeads {
			if rest, ok := strings.CutPrefix(s, op); ok {
				lead, s = op, rest
				break
			}
		}
	}
	expr, tail := cutTail(s)
	// A parenthesised operand breaks inside its brackets: && (a\n|| b).
	if strings.HasPrefix(expr, "(") && matching(expr, 0) == len(expr)-1 {
		return wrapOperators(indent, lead+"(", expr[1:len(expr)-1]+")"+tail)
	}
	if cond, yes, no, ok := splitTernary(expr); ok {
		lines := wrapCondition(indent, lead+cond)
		lines = append(lines, wrapExpr(indent+"        ", "? "+yes)...)
		return append(lines, wrapExpr(indent+"        ", ": "+no+tail)...), true
	}
	for _, op := range [...]string{"||", "&&"} {
		if !strings.Contains(expr, op) {
			continue
		}
		parts := splitTopOperator(expr, op)
		if len(parts) < 2 {
			continue
		}
		lines := wrapExpr(indent, lead+parts[0])
		for i, p := range parts[1:] {
			if i == len(parts)-2 {
				p += tail
			}
			lines = append(lines, wrapExpr(indent+"        ", op+" "+p)...)
		}
		return lines, true
	}
	return nil, false
}

// wrapCondition writes a conditional's condition: its || or && operands break sixteen spaces deeper.
func wrapCondition(indent, cond string) []string {
	if len(indent)+len(cond) <= lineWidth {
		return []string{indent + cond}
	}
	lines, ok := wrapOperators(indent+"        ", "", cond)
	if !ok {
		return wrapExpr(indent, cond)
	}
	lines[0] = indent + strings.TrimLeft(lines[0], " ")
	return lines
}

// cutTail splits what ends an expression off it: brackets it does not open (the end of the call it is an argument
// of) and a final ";" or ",".
func cutTail(s string) (expr, tail string) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\'':
			i = skipQuoted(s, i)
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth < 0 {
				return s[:i], s[i:]
			}
		case ';', ',':
			if depth == 0 {
				return s[:i], s[i:]
			}
		}
	}
	return s, ""
}

// splitTernary splits "cond ? yes : no" at its top-level operators.
func splitTernary(s string) (cond, yes, no string, ok bool) {
	q := indexTop(s, " ? ", 0)
	if q < 0 {
		return "", "", "", false
	}
	// Nested conditionals in the middle operand pair their own " : ".
	pending := 0
	for i := q + 3; i < len(s); {
		nextQ, nextC := indexTop(s, " ? ", i), indexTop(s, " : ", i)
		if nextC < 0 {
			return "", "", "", false
		}
		if nextQ >= 0 && nextQ < nextC {
			pending++
			i = nextQ + 3
			continue
		}
		if pending == 0 {
			return s[:q], s[q+3 : nextC], s[nextC+3:], true
		}
		pending--
		i = nextC + 3
	}
	return "", "", "", false
}

// splitTopOperator splits an expression at its top-level " op ".
func splitTopOperator(s, op string) []string {
	var out []string
	start := 0
	for {
		i := indexTop(s, " "+op+" ", start)
		if i < 0 {
			return append(out, s[start:])
		}
		out = append(out, s[start:i])
		start = i + len(op) + 2
	}
}

// indexTop is the index of sep in s from start on, outside brackets and literals, or -1.
func indexTop(s, sep string, start int) int {
	// A top-level occurrence is an occurrence: most expressions have none, and looking costs less than the scan.
	if !strings.Contains(s[start:], sep) {
		return -1
	}
	depth := 0
	for i := start; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\'':
			i = skipQuoted(s, i)
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		default:
			if depth == 0 && strings.HasPrefix(s[i:], sep) {
				return i
			}
		}
	}
	return -1
}

// wrapArgs breaks after the first top-level "(" whose ")" closes the statement.
func wrapArgs(indent, s string) []string {
	open := indexOutsideQuotes(s, '(')
	if open < 0 {
		return []string{indent + s}
	}
	// An instance creation of a generic class that does not fit breaks inside its type arguments when its head
	// does not fit either or it has no arguments to break instead.
	tooLong := len(indent)+open+1 > lineWidth || strings.HasPrefix(s[open:], "()") && len(indent)+len(s) > lineWidth
	if rest, ok := strings.CutPrefix(s, "new "); ok && tooLong {
		if lt := strings.IndexByte(rest[:open-4], '<'); lt > 0 {
			return []string{indent + s[:4+lt+1], indent + "        " + rest[lt+1:]}
		}
	}
	end := matching(s, open)
	if end < 0 || !isTail(s[end+1:]) {
		return []string{indent + s}
	}
	if strings.TrimSpace(s[open+1:end]) == "" {
		// A declaration with no parameters breaks before its name.
		if sp := strings.LastIndexByte(s[:open], ' '); sp > 0 && isDeclarationHead(s[:sp]) {
			return []string{indent + s[:sp], indent + "        " + s[sp+1:]}
		}
		// A qualified call without arguments breaks between its names (Collections\n.emptyMap()).
		if dot := strings.IndexByte(s[:open], '.'); dot > 0 && startsUpper(s) && len(indent)+len(s) > lineWidth {
			return wrapQualifiedCall(indent, s, strings.LastIndexByte(s[:open], '.'), open)
		}
		return []string{indent + s}
	}
	if len(indent)+open+1 > lineWidth {
		// A method declaration whose head does not fit breaks before its name; its parameters follow the name
		// when they fit there.
		if sp := strings.LastIndexByte(s[:open], ' '); sp > 0 && isDeclarationHead(s[:sp]) {
			return append([]string{indent + s[:sp]}, wrapExpr(indent+"        ", s[sp+1:])...)
		}
		// Even the call's head does not fit: a qualified name's classes fill lines (Params\n.Nested.Type), and its
		// call follows on the last of them when it is a static member of the class and its head fits there, else on
		// a line of its own; the arguments go one level deeper.
		if dot := strings.IndexByte(s[:open], '.'); dot > 0 && startsUpper(s) {
			return wrapQualifiedCall(indent, s, strings.LastIndexByte(s[:open], '.'), open)
		}
	}
	args := splitTop(s[open+1:end], ',')
	tail := ")" + s[end+1:]
	cont := indent + "        "
	out := []string{indent + s[:open+1]}
	joined := strings.Join(args, ", ")
	if len(cont)+len(joined)+len(tail) <= lineWidth {
		return append(out, cont+joined+tail)
	}
	for i, a := range args {
		if i == len(args)-1 {
			out = append(out, wrapExpr(cont, a+tail)...)
		} else {
			out = append(out, wrapExpr(cont, a+",")...)
		}
	}
	return out
}

// isDeclarationHead reports whether what stands before a name is a method declaration's modifiers and return
// type, not a statement (return, throw, new) or an expression.
func isDeclarationHead(head string) bool {
	last := head[strings.LastIndexByte(head, ' ')+1:]
	return !strings.ContainsAny(head, "=(\"") && last != "return" && last != "throw" && last != "new"
}

// isTail reports whether what follows a call's or declaration's ")" ends the line: ";", " {", or nothing.
func isTail(s string) bool {
	s = strings.TrimLeft(s, ")")
	return s == ";" || s == " {" || s == "" || s == ","
}

// wrapChain puts each call of a chain after its prefix (a variable, or a class and its first call) on a line of
// its own.
func wrapChain(indent, lead, s string) []string {
	parts := chainParts(s)
	prefix := parts[0]
	rest := parts[1:]
	// Everything up to a call named stream, parallelStream or toBuilder (whatever its arguments: an API method may be
	// called stream) is one unit to google-java-format, unless the chain starts with a class, which is its unit then.
	for i, p := range rest {
		if startsUpper(prefix) {
			break
		}
		if strings.HasPrefix(p, ".stream(") || strings.HasPrefix(p, ".parallelStream(") || strings.HasPrefix(p, ".toBuilder(") {
			prefix = strings.Join(parts[:i+2], "")
			rest = rest[i+1:]
			break
		}
	}
	cont := indent + "        "
	if len(rest) > 0 && strings.Contains(prefix, ".") && !strings.Contains(prefix, "(") {
		names := strings.Split(prefix, ".")
		if n := typePrefixLength(append(names, callName(rest[0]))); n > 1 {
			// A qualified class (with its first call when that is a static member of it) is one unit whose names fill
			// lines: each "." breaks only where what follows it does not fit (Outer.Inner\n.Nested.builder()).
			chunks := dottedChunks(prefix)
			if n > len(names) {
				chunks = append(chunks, rest[0])
				rest = rest[1:]
			}
			out := fillChunks(indent+lead, cont, chunks)
			for _, p := range rest {
				out = append(out, wrapExpr(cont, p)...)
			}
			return out
		}
	}
	// A class and its first call (Type.builder()) stay together, and so do a variable of at most eight characters
	// and its first call (client.accounts()): google-java-format does not break after a very short first element.
	if len(rest) > 0 && !strings.Contains(prefix, "(") && (typePrefixLength([]string{prefix, callName(rest[0])}) == 2 || len(prefix) <= 8) {
		prefix += rest[0]
		rest = rest[1:]
	}
	var out []string
	if len(indent)+len(lead)+len(prefix) <= lineWidth {
		out = []string{indent + lead + prefix}
	} else {
		// The prefix's arguments go one level deeper than the chain's calls.
		out = wrapArgs(cont, prefix)
		out[0] = indent + lead + strings.TrimLeft(out[0], " ")
	}
	for _, p := range rest {
		out = append(out, wrapExpr(cont, p)...)
	}
	return out
}

func startsUpper(s string) bool { return s != "" && s[0] >= 'A' && s[0] <= 'Z' }

// callName is the method name of a chain part ".name(args)".
func callName(part string) string {
	name := strings.TrimPrefix(part, ".")
	if i := strings.IndexByte(name, '('); i >= 0 {
		name = name[:i]
	}
	return name
}

// dottedChunks splits a dotted name into its first name and each ".name" after it.
func dottedChunks(s string) []string {
	names := strings.Split(s, ".")
	chunks := []string{names[0]}
	for _, n := range names[1:] {
		chunks = append(chunks, "."+n)
	}
	return chunks
}

// fillChunks writes chunks after first, starting a continuation line only before a chunk that does not fit on the
// current one; a last chunk too long for a line of its own has its arguments broken.
func fillChunks(first, cont string, chunks []string) []string {
	var out []string
	line := first + chunks[0]
	for i, c := range chunks[1:] {
		if columns(line)+columns(c) <= lineWidth {
			line += c
			continue
		}
		out = append(out, line)
		line = cont + c
		if i == len(chunks)-2 && columns(line) > lineWidth {
			return append(out, wrapExpr(cont, c)...)
		}
	}
	return append(out, line)
}

// typePrefixLength is how many of the dotted names google-java-format reads as one type-prefixed unit, classifying
// each by its case: types (Outer.Inner) and at most one static member after them (Outer.Inner.builder, Outer.FIELD).
// A nested class named in capitals (S3) reads as that member, so OriginRequest.S3 is the unit and .builder() after
// it breaks like any call.
func typePrefixLength(names []string) int {
	state, n := parseStart, 0
	for i, name := range names {
		state = state.next(nameCase(name))
		if state == parseReject {
			break
		}
		if state == parseType || state == parseStaticMember {
			n = i + 1
		}
	}
	return n
}

// javaCase is how google-java-format classifies a simple name by the case of its letters.
type javaCase int

const (
	upperCase  javaCase = iota // FOO, S3
	upperCamel                 // Foo
	lowerCamel                 // fooBar
	lowerCase                  // foo
)

func nameCase(name string) javaCase {
	first, firstUpper, hasUpper, hasLower := true, false, false, false
	for _, r := range name {
		if !unicode.IsLetter(r) {
			continue
		}
		if first {
			firstUpper, first = unicode.IsUpper(r), false
		}
		hasUpper = hasUpper || unicode.IsUpper(r)
		hasLower = hasLower || unicode.IsLower(r)
	}
	switch {
	case firstUpper && hasLower:
		return upperCamel
	case firstUpper:
		return upperCase
	case hasUpper:
		return lowerCamel
	default:
		return lowerCase
	}
}

// typeParse is google-java-format's state while reading a dotted name as a type prefix.
type typeParse int

const (
	parseStart        typeParse = iota
	parseType                   // the names so far are a type
	parseStaticMember           // a type and one member of it
	parseAmbiguous              // capitals that may be a package or a class
	parseReject
)

func (s typeParse) next(c javaCase) typeParse {
	switch s {
	case parseStart:
		return [...]typeParse{upperCase: parseAmbiguous, upperCamel: parseType, lowerCamel: parseReject, lowerCase: parseStart}[c]
	case parseType:
		if c == upperCamel {
			return parseType
		}
		return parseStaticMember
	case parseAmbiguous:
		return [...]typeParse{upperCase: parseAmbiguous, upperCamel: parseType, lowerCamel: parseReject, lowerCase: parseReject}[c]
	default:
		return parseReject
	}
}

// isChain reports whether an expression calls at least two methods one after the other at its top level
// (a.b().c(), or f(x).c()).
func isChain(s string) bool {
	n, first := 0, ""
	eachChainPart(s, func(part string) bool {
		if n == 0 {
			first = part
		}
		n++
		return n <= 2
	})
	return n > 2 || n == 2 && strings.Contains(first, "(")
}

// chainParts splits an expression at its top-level "." that start a call: "a.b().c()" gives a, .b(), .c().
func chainParts(s string) []string {
	var parts []string
	eachChainPart(s, func(part string) bool {
		parts = append(parts, part)
		return true
	})
	return parts
}

// eachChainPart calls yield with each part chainParts gives, until yield returns false.
func eachChainPart(s string, yield func(string) bool) {
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\'':
			i = skipQuoted(s, i)
		case '(', '<', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '>':
			if i == 0 || s[i-1] != '-' {
				depth--
			}
		case '.':
			if depth == 0 && callFollows(s[i+1:]) && i > start {
				if !yield(s[start:i]) {
					return
				}
				start = i
			}
		}
	}
	yield(s[start:])
}

// callFollows reports whether s starts with an identifier and "(".
func callFollows(s string) bool {
	i := 0
	for i < len(s) && isIdentByte(s[i]) {
		i++
	}
	return i > 0 && i < len(s) && s[i] == '('
}

// cutAssignment splits "Type name = value;" at its top-level " = ".
func cutAssignment(s string) (lhs, rhs string, ok bool) {
	i := indexTop(s, " = ", 0)
	if i < 0 {
		return "", "", false
	}
	return s[:i], s[i+3:], true
}

// matching is the index of the bracket closing the one at open, or -1.
func matching(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\'':
			i = skipQuoted(s, i)
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// splitTop splits s at sep outside brackets, generics and literals, trimming each part.
func splitTop(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\'':
			i = skipQuoted(s, i)
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>' && (i == 0 || s[i-1] != '-'):
			depth--
		case c == sep && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

// skipQuoted returns the index of the quote closing the literal that starts at i.
func skipQuoted(s string, i int) int {
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		if s[j] == '\\' {
			j++
			continue
		}
		if s[j] == q {
			return j
		}
	}
	return len(s) - 1
}

// indexOutsideQuotes is the index of the first c outside string and char literals, or -1.
func indexOutsideQuotes(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"', '\'':
			i = skipQuoted(s, i)
		case c:
			return i
		}
	}
	return -1
}

// wrapQualifiedCall breaks Outer.Inner.method(args) (the last "." at call, its "(" at open) whose head does not fit
// on its line: the classes fill lines, then the call continues the last of them when google-java-format reads it
// as a static member of the classes and ".method(" fits there, its arguments at that line's indentation, else it
// starts a line of its own, its arguments one level deeper.
func wrapQualifiedCall(indent, s string, call, open int) []string {
	cont := indent + "        "
	names := strings.Split(s[:call], ".")
	lines := fillChunks(indent, cont, dottedChunks(s[:call]))
	last := lines[len(lines)-1]
	staticMember := typePrefixLength(append(names, s[call+1:open])) > len(names)
	if staticMember && len(lines) > 1 && columns(last)+open+1-call <= lineWidth {
		text := strings.TrimLeft(last, " ") + s[call:]
		if len(cont)+len(text) <= lineWidth {
			return append(lines[:len(lines)-1], cont+text)
		}
		// Continuing a line, the call's arguments stay at that line's indentation.
		merged := wrapArgs(indent, text)
		merged[0] = "        " + merged[0]
		return append(lines[:len(lines)-1], merged...)
	}
	return append(lines, wrapExpr(cont, s[call:])...)
}
