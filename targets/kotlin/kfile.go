package kotlin

import (
	"sort"
	"strings"
)

// maxWidth is ktfmt's line width: the emitter breaks lists the way ktfmt does when a line would be longer.
const maxWidth = 100

// kfile is one Kotlin source file: its package, the imports its code used, and the code.
type kfile struct {
	pkg     string
	imports map[string]bool
	body    strings.Builder
	// declared are the simple names of the classes the file declares, nested ones included: an import of the same
	// simple name would be shadowed, so such classes are spelt qualified.
	declared map[string]bool
	// scope is the generated class whose body the code being written is in (nil: outside any): class references
	// are spelt relative to it (ref).
	scope *class
}

func newFile(pkg string) *kfile {
	return &kfile{pkg: pkg, imports: map[string]bool{}, declared: map[string]bool{}}
}

// use imports a class (or function) by its qualified name and returns its simple name; a class of the file's own
// package needs no import, and one whose simple name the file declares for another class is spelt qualified.
func (f *kfile) use(qualified string) string {
	i := strings.LastIndex(qualified, ".")
	if f.declared[qualified[i+1:]] {
		return qualified
	}
	if qualified[:i] != f.pkg {
		f.imports[qualified] = true
	}
	return qualified[i+1:]
}

// declare records the classes c declares, itself and its nested classes, as the file's.
func (f *kfile) declare(c *class) {
	f.declared[c.name] = true
	for _, n := range c.nested {
		f.declare(n)
	}
}

// within makes c the scope of the code emit writes, then restores the scope it had.
func (f *kfile) within(c *class, emit func()) {
	outer := f.scope
	f.scope = c
	defer func() { f.scope = outer }()
	emit()
}

// ref is how the file names class k at its scope: the shortest tail of k's path from its top-level class whose
// first name Kotlin resolves to the right class there (nested classes in scope go by their simple names, which
// keeps lines short), else the path from the top-level class, imported when it is another file's.
func (f *kfile) ref(k *class) string {
	top := k.top()
	var chain []*class // from k out to its top-level class
	for o := k; o != nil; o = o.outer {
		chain = append(chain, o)
	}
	home := f.scope != nil && f.scope.top() == top && f.declared[top.name]
	if home {
		for i, o := range chain {
			if lookupClass(f.scope, o.name) == o {
				return tailPath(chain[:i+1])
			}
		}
	}
	name := top.name
	if f.declared[top.name] && !home {
		name = top.pkg + "." + top.name
	} else if !f.declared[top.name] {
		name = f.use(top.pkg + "." + top.name)
	}
	return name + strings.TrimPrefix(tailPath(chain), top.name)
}

// tailPath joins the names of classes listed innermost first, outermost first: Outer.Inner.
func tailPath(inner []*class) string {
	names := make([]string, len(inner))
	for i, c := range inner {
		names[len(inner)-1-i] = c.name
	}
	return strings.Join(names, ".")
}

func (f *kfile) line(s string) { f.body.WriteString(s + "\n") }

func (f *kfile) raw(s string) { f.body.WriteString(s) }

// String is the file, imports sorted as ktfmt sorts them.
func (f *kfile) String() string {
	var b strings.Builder
	b.WriteString(Banner + "\n\npackage " + f.pkg + "\n\n")
	body := strings.TrimRight(f.body.String(), "\n")
	code := codeOnly(body)
	var imps []string
	for imp := range f.imports {
		if usesName(code, imp[strings.LastIndex(imp, ".")+1:]) {
			imps = append(imps, imp)
		}
	}
	sort.Strings(imps)
	for _, imp := range imps {
		b.WriteString("import " + imp + "\n")
	}
	if len(imps) > 0 {
		b.WriteString("\n")
	}
	b.WriteString(body + "\n")
	return b.String()
}

// codeOnly is the code without its line comments: an import only a comment names is unused, and ktfmt drops it.
func codeOnly(body string) string {
	var b strings.Builder
	for _, l := range strings.Split(body, "\n") {
		if t := strings.TrimSpace(l); strings.HasPrefix(t, "//") || strings.HasPrefix(t, "*") || strings.HasPrefix(t, "/**") {
			continue
		}
		b.WriteString(l + "\n")
	}
	return b.String()
}

// usesName reports whether code has name as a whole identifier.
func usesName(code, name string) bool {
	for i := 0; ; {
		j := strings.Index(code[i:], name)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(name)
		if (start == 0 || !identByte(code[start-1])) && (end == len(code) || !identByte(code[end])) {
			return true
		}
		i = end
	}
}

func identByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// list writes open + items + close on one line when it fits in the width at indent, else one item a line with a
// trailing comma, as ktfmt does.
func list(indent, open string, items []string, close string) string {
	one := indent + open + strings.Join(items, ", ") + close
	if len(one) <= maxWidth || len(items) == 0 {
		return one
	}
	if len(items) == 1 {
		return indent + open + "\n" + indent + "    " + items[0] + "\n" + indent + close
	}
	var b strings.Builder
	b.WriteString(indent + open + "\n")
	for _, it := range items {
		b.WriteString(indent + "    " + it + ",\n")
	}
	b.WriteString(indent + close)
	return b.String()
}

// exprFun is `sig = expr`, broken after = when it does not fit.
func exprFun(indent, sig, expr string) string {
	one := indent + sig + " = " + expr
	if len(one) <= maxWidth {
		return one
	}
	if len(indent+sig+" =") > maxWidth && strings.Contains(sig, "(): ") {
		head := declLine(indent, sig)
		if last := head[strings.LastIndex(head, "\n")+1:]; len(last+" = "+expr) <= maxWidth {
			return head + " = " + expr
		}
		return head + " =\n" + indent + "    " + expr
	}
	if len(indent+sig+" =") > maxWidth && strings.HasPrefix(sig, "fun ") && !strings.Contains(sig, ", ") {
		head := singleParam(indent, sig)
		if last := head[strings.LastIndex(head, "\n")+1:]; len(last+" = "+expr) > maxWidth {
			return head + " =\n" + indent + "    " + expr
		}
		return head + " = " + expr
	}
	if name, typ, ok := strings.Cut(sig, ": "); ok && len(indent+sig+" =") > maxWidth && strings.HasPrefix(sig, "private var ") {
		return indent + name + ":\n" + indent + "    " + typ + " =\n" + indent + "    " + expr
	}
	return indent + sig + " =\n" + indent + "    " + expr
}

// declLine is a declaration `fun name(): Type`, the type on the next line when the line is too long.
func declLine(indent, sig string) string {
	i := strings.LastIndex(sig, "(): ")
	if len(indent+sig) <= maxWidth || i < 0 {
		return indent + sig
	}
	return indent + sig[:i+3] + "\n" + indent + "    " + sig[i+4:]
}

// lazyVal is `private val name: Type by lazy { init }`, broken as ktfmt breaks it.
func lazyVal(indent, name, typ, init string) string {
	head := indent + "private val " + name + ": " + typ + " by lazy {"
	if len(head+" "+init+" }") <= maxWidth {
		return head + " " + init + " }"
	}
	if len(head) <= maxWidth {
		return head + "\n" + indent + "    " + init + "\n" + indent + "}"
	}
	return indent + "private val " + name + ":\n" + indent + "    " + typ + " by lazy {\n" + indent + "    " + init + "\n" + indent + "}"
}

// call is a call expression the emitter lays out as ktfmt does: on one line when it fits, else one argument a
// line with a trailing comma, arguments that are calls themselves laid out the same way.
type call struct {
	name string
	args []any // string or *call
}

func newCall(name string, args ...any) *call { return &call{name: name, args: args} }

// oneLine is the call on one line.
func (c *call) oneLine() string {
	var parts []string
	for _, a := range c.args {
		parts = append(parts, argText(a))
	}
	return c.name + "(" + strings.Join(parts, ", ") + ")"
}

func argText(a any) string {
	if c, ok := a.(*call); ok {
		return c.oneLine()
	}
	return a.(string)
}

// render lays the call out starting at column len(indent)+len(lead), with tail after it.
func (c *call) render(indent, lead, tail string) string {
	if one := indent + lead + c.oneLine() + tail; len(one) <= maxWidth || len(c.args) == 0 {
		return one
	}
	if receiver, calls := splitChain(c.name); len(calls) > 0 {
		return c.renderChain(indent, lead+receiver, calls, tail)
	}
	var b strings.Builder
	b.WriteString(indent + lead + c.name + "(\n")
	if len(c.args) == 1 {
		if sub, ok := c.args[0].(*call); ok {
			b.WriteString(sub.render(indent+"    ", "", "") + "\n")
		} else {
			b.WriteString(indent + "    " + c.args[0].(string) + "\n")
		}
		b.WriteString(indent + ")" + tail)
		return b.String()
	}
	for _, a := range c.args {
		if sub, ok := a.(*call); ok {
			b.WriteString(sub.render(indent+"    ", "", ",") + "\n")
			continue
		}
		b.WriteString(indent + "    " + a.(string) + ",\n")
	}
	b.WriteString(indent + ")" + tail)
	return b.String()
}

// renderChain lays out a call chain that does not fit as ktfmt does: the receiver alone on the first line, then
// one call a line at 4 more columns, the last call (this one) laid out like any call.
func (c *call) renderChain(indent, head string, calls []string, tail string) string {
	in := indent + "    "
	last := *c
	last.name = calls[len(calls)-1]
	lines := []string{indent + head}
	for _, seg := range calls[:len(calls)-1] {
		lines = append(lines, in+"."+seg)
	}
	lines = append(lines, last.render(in, ".", tail))
	return strings.Join(lines, "\n")
}

// splitChain splits a call's name `receiver.a().b().name` into the receiver (its leading names without a call:
// client, or a qualified class name) and the calls after it, the last one the call's own name. calls is nil when
// the name holds no earlier call: `params.body(...)` or `Outer.Inner.builder()` are not chains to ktfmt.
func splitChain(name string) (receiver string, calls []string) {
	var segs []string
	depth, start := 0, 0
	for i, r := range name {
		switch {
		case r == '(' || r == '<' || r == '[':
			depth++
		case r == ')' || r == '>' || r == ']':
			depth--
		case r == '.' && depth == 0:
			segs = append(segs, name[start:i])
			start = i + 1
		}
	}
	segs = append(segs, name[start:])
	first := len(segs) - 1 // the first segment that is a call; the last one (the call's name) is one
	for i, seg := range segs[:len(segs)-1] {
		if strings.HasSuffix(seg, ")") {
			first = i
			break
		}
	}
	if first == len(segs)-1 || first == 0 {
		return name, nil
	}
	return strings.Join(segs[:first], "."), segs[first:]
}

// assign is `lead expr` (lead ends in "=") with a call: on one line, after a break, or broken inside the call.
func (c *call) assign(indent, lead string) string {
	if one := indent + lead + " " + c.oneLine(); len(one) <= maxWidth {
		return one
	}
	if next := indent + "    " + c.oneLine(); len(next) <= maxWidth {
		return indent + lead + "\n" + next
	}
	return indent + lead + "\n" + c.render(indent+"    ", "", "")
}

// lambdaFun is `sig = head { body }tail`: on one line when it fits, else the block broken after its brace, as
// ktfmt keeps a trailing lambda on the declaration's line.
func lambdaFun(indent, sig, head, body, tail string) string {
	open := head + " {"
	if head == "" {
		open = "{"
	}
	one := indent + sig + " = " + open + " " + body + " }" + tail
	if len(one) <= maxWidth {
		return one
	}
	if len(indent+sig+" = "+open) <= maxWidth {
		return indent + sig + " = " + open + "\n" + indent + "    " + body + "\n" + indent + "}" + tail
	}
	if len(indent+sig+" =") <= maxWidth {
		in := indent + "    "
		return indent + sig + " =\n" + in + open + "\n" + in + "    " + body + "\n" + in + "}" + tail
	}
	return singleParam(indent, sig) + " = " + open + "\n" + indent + "    " + body + "\n" + indent + "}" + tail
}

// singleParam breaks `fun name(param)` with its one parameter on a line of its own, without a trailing comma, as
// ktfmt does when the declaration is too long.
func singleParam(indent, sig string) string {
	open, close := strings.Index(sig, "("), strings.LastIndex(sig, ")")
	if open < 0 || close < open {
		return indent + sig
	}
	return indent + sig[:open+1] + "\n" + indent + "    " + sig[open+1:close] + "\n" + indent + sig[close:]
}

// exprFunDecl is a function with an expression body: `fun name(params): ret = expr` on one line, else the
// parameters one a line and `): ret = expr` after them, the expression after a break when it does not fit there.
func exprFunDecl(indent, prefix, name string, params []string, ret, expr string) string {
	one := indent + prefix + "fun " + name + "(" + strings.Join(params, ", ") + "): " + ret + " = " + expr
	if len(one) <= maxWidth {
		return one
	}
	head := list(indent, prefix+"fun "+name+"(", params, "): "+ret)
	if !strings.Contains(head, "\n") {
		head = indent + prefix + "fun " + name + "(\n" + indent + "    " + strings.Join(params, ",\n"+indent+"    ") + ",\n" + indent + "): " + ret
		if len(params) == 1 {
			head = strings.Replace(head, ",\n"+indent+"): ", "\n"+indent+"): ", 1)
		}
	}
	if len(params) == 0 {
		head = indent + prefix + "fun " + name + "(): " + ret
	}
	lines := strings.Split(head, "\n")
	last := lines[len(lines)-1]
	if len(last+" = "+expr) <= maxWidth {
		return head + " = " + expr
	}
	return head + " =\n" + indent + "    " + expr
}

// classLine is `class Name<ctor> : Super {`, the supertype on the next line when the line would be too long.
func classLine(indent, head, super string, empty bool) string {
	body := " {"
	if empty {
		body = " {}"
	}
	one := indent + head + " : " + super + body
	if len(one) <= maxWidth {
		return one
	}
	if first := indent + head + " :"; len(first) > maxWidth && strings.Contains(head, " internal constructor(") {
		cls, ctor, _ := strings.Cut(head, " internal constructor(")
		second := indent + "internal constructor(" + ctor
		if len(second+" : "+super+body) <= maxWidth {
			return indent + cls + "\n" + second + " : " + super + body
		}
		return indent + cls + "\n" + second + " :\n" + indent + "    " + super + body
	}
	if first := indent + head + " :"; len(first) > maxWidth && strings.HasSuffix(head, ")") && !strings.Contains(head, ", ") {
		// One constructor parameter: ktfmt puts it on a line of its own, the supertype after the closing parenthesis.
		if broken := singleParam(indent, head); broken != indent+head {
			return broken + " : " + super + body
		}
	}
	return indent + head + " :\n" + indent + "    " + super + body
}

// trailingLambda is `lead { body }`, or the lambda's body on lines of its own when that is too long.
func trailingLambda(indent, lead, body string) string {
	one := indent + lead + " { " + body + " }"
	if len(one) <= maxWidth {
		return one
	}
	return indent + lead + " {\n" + indent + "    " + body + "\n" + indent + "}"
}

// lambdaCall is `lead { c }`, or the call laid out on lines of its own inside the braces when that is too long.
func lambdaCall(indent, lead string, c *call) string {
	if one := trailingLambda(indent, lead, c.oneLine()); !strings.Contains(one, "\n") {
		return one
	}
	return indent + lead + " {\n" + c.render(indent+"    ", "", "") + "\n" + indent + "}"
}

// declLineEq is `sig =` for an expression body on the next line, the one parameter on a line of its own when the
// declaration is too long.
func declLineEq(indent, sig string) string {
	if len(indent+sig+" =") <= maxWidth {
		return indent + sig + " ="
	}
	return singleParam(indent, sig) + " ="
}

// applyFun writes `sig = apply {` with the statements of body and the closing brace (the statements are given
// without the indent, which applyOpen decides).
func applyFun(f *kfile, indent, sig string, body ...string) {
	head, in, end := applyOpen(indent, sig)
	f.line(head)
	for _, b := range body {
		f.line(in + b)
	}
	f.line(end)
}

// applyOpen lays out `sig = apply {` as ktfmt does: on one line; else broken after = with the block indented;
// else, when even `sig =` is too long, with the one parameter on a line of its own. It returns the opening lines,
// the indent of the block's statements and the closing line.
func applyOpen(indent, sig string) (string, string, string) {
	switch {
	case len(indent+sig+" = apply {") <= maxWidth:
		return indent + sig + " = apply {", indent + "    ", indent + "}"
	case len(indent+sig+" =") <= maxWidth || !strings.HasSuffix(sig, ")"):
		in := indent + "    "
		return indent + sig + " =\n" + in + "apply {", in + "    ", in + "}"
	}
	return singleParam(indent, sig) + " = apply {", indent + "    ", indent + "}"
}
