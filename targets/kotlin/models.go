package kotlin

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// field is a property of a model or a body field of params, as Kotlin sees it.
type field struct {
	name     string // the Kotlin name
	wire     string
	ref      ir.TypeRef
	required bool // required and not nullable: the accessor returns a non-null value
	doc      string
	adder    string // the builder's function adding one item to a list field (addRouteId), else empty
}

// fieldsOf are an object's properties the Kotlin SDK has: those not skipped for it, with unique Kotlin names.
func (g *gen) fieldsOf(props []*ir.Property) []field {
	var out []field
	var kept []*ir.Property
	seen := map[string]bool{}
	for _, p := range props {
		if skipped(p.Skip) {
			continue
		}
		kept = append(kept, p)
		out = append(out, field{name: unique(seen, g.names.member(propWords(p))), wire: p.WireName, ref: p.Type, required: p.Required && !p.Type.Nullable, doc: p.Description})
	}
	// List adders come after every property has its name, and never take one of them.
	for i, p := range kept {
		if r := g.resolve(p.Type); r.Kind == ir.Array && r.Elem != nil {
			adder := "add" + upperFirst(plain(g.names.member(g.names.namer.Singular(propWords(p)))))
			if !seen[adder] {
				seen[adder] = true
				out[i].adder = adder
			}
		}
	}
	return out
}

// unique is name, or name with a number after it when the set has it already; it records the result.
func unique(seen map[string]bool, name string) string {
	out := name
	for i := 2; seen[out] || seen[strings.Trim(out, "`")]; i++ {
		out = strings.TrimSuffix(name, "`") + strconv.Itoa(i)
		if strings.HasPrefix(name, "`") {
			out += "`"
		}
	}
	seen[out] = true
	return out
}

// plain is a Kotlin name without the backticks that escape a keyword, for names built from it (_name, setName).
func plain(name string) string { return strings.Trim(name, "`") }

// models writes every top-level model class, with the classes nested in it, into the core module, and the
// aliases as typealiases.
func (g *gen) models() error {
	for _, c := range g.cls.sortedTop() {
		f := newFile(c.pkg)
		f.declare(c)
		g.modelClass(f, c, "")
		if err := g.out.Add(g.layout.MainSource(g.layout.CoreModule(), c.pkg, c.name), []byte(f.String())); err != nil {
			return err
		}
	}
	for _, t := range g.api.Types {
		if t.Kind != "alias" || t.Alias == nil {
			continue
		}
		f := newFile(g.modelPackage(t.Resource))
		name := g.className(t)
		f.declared[name] = true
		f.raw(comment("", t.Description))
		f.line("typealias " + name + " = " + g.ktype(f, *t.Alias))
		if err := g.out.Add(g.layout.MainSource(g.layout.CoreModule(), f.pkg, name), []byte(f.String())); err != nil {
			return err
		}
	}
	return nil
}

// modelClass writes class c at indent in, with its nested classes before its closing brace.
func (g *gen) modelClass(f *kfile, c *class, in string) {
	f.within(c, func() {
		switch c.typ.Kind {
		case "enum":
			g.enumClass(f, c, in)
		case "union":
			g.unionClass(f, c, in)
		default:
			g.objectClass(f, c, in)
		}
		g.nestedClasses(f, c, in)
	})
}

// nestedClasses writes the classes nested in c, then closes c.
func (g *gen) nestedClasses(f *kfile, c *class, in string) {
	for _, n := range c.nested {
		f.line("")
		g.modelClass(f, n, in+"    ")
	}
	f.line(in + "}")
}

// objectClass is an immutable model with JsonField properties, a builder, and JSON reading and writing.
func (g *gen) objectClass(f *kfile, c *class, in string) {
	t, name := c.typ, c.name
	fields := g.fieldsOf(t.Properties)
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	f.use(g.layout.Sub("core", "JsonModel"))
	jsonField := "JsonField"
	if len(fields) > 0 {
		jsonField = f.use(g.layout.Sub("core", "JsonField"))
	}
	var params []string
	for _, fl := range fields {
		params = append(params, "private val "+fl.name+": "+jsonField+"<"+g.ktype(f, fl.ref)+">")
	}
	params = append(params, "private val additionalProperties: "+collection(f, "Map")+"<String, "+jsonValue+">")
	f.raw(comment(in+"", firstNonEmpty(t.Description, t.Title)))
	f.line(classHeader(in, name, params, " : JsonModel {"))
	for _, fl := range fields {
		typ := g.ktype(f, fl.ref)
		f.line("")
		f.raw(comment(in+"    ", fl.doc))
		if fl.required {
			f.line(exprFun(in+"    ", "fun "+fl.name+"(): "+typ, fl.name+".getRequired("+kotlinString(fl.wire)+")"))
		} else {
			f.line(exprFun(in+"    ", "fun "+fl.name+"(): "+typ+"?", fl.name+".getNullable("+kotlinString(fl.wire)+")"))
		}
		f.line("")
		f.line(exprFun(in+"    ", "fun _"+plain(fl.name)+"(): "+jsonField+"<"+typ+">", fl.name))
	}
	f.line("")
	f.line(exprFun(in+"    ", "fun _additionalProperties(): "+collection(f, "Map")+"<String, "+jsonValue+">", "additionalProperties"))
	g.validateFun(f, in, name, fields)
	f.line("")
	var pairs []string
	for _, fl := range fields {
		pairs = append(pairs, kotlinString(fl.wire)+" to "+fl.name)
	}
	jsonObject := f.use(g.layout.Sub("core", "JsonObject"))
	f.line(newCall(jsonObject+".of", pairsCall(pairs), "additionalProperties").assign(in+"    ", "override fun toJson(): "+jsonValue+" ="))
	f.line("")
	f.line(in + "    fun toBuilder(): Builder = Builder().from(this)")
	equalsHashToString(f, in, name)
	g.modelBuilder(f, in, name, fields)
	g.modelCompanion(f, in, name, fields)
}

// pairsCall is listOf(pairs...), or an empty list of the type JsonObject.of takes.
func pairsCall(pairs []string) any {
	if len(pairs) == 0 {
		return "emptyList()"
	}
	return newCall("listOf", toAny(pairs)...)
}

func toAny(items []string) []any {
	out := make([]any, len(items))
	for i, s := range items {
		out[i] = s
	}
	return out
}

// classHeader is `class Name private constructor(params)suffix`, broken as ktfmt breaks it.
func classHeader(indent, name string, params []string, suffix string) string {
	one := indent + "class " + name + " private constructor(" + strings.Join(params, ", ") + ")" + suffix
	if len(one) <= maxWidth {
		return one
	}
	if super := strings.TrimPrefix(suffix, " : "); len(params) == 1 && super != suffix {
		first := indent + "class " + name + " private constructor(" + params[0] + ") :"
		if len(first) <= maxWidth {
			return first + "\n" + indent + "    " + super
		}
		return indent + "class " + name + "\n" + indent + "private constructor(" + params[0] + ")" + suffix
	}
	var b strings.Builder
	b.WriteString(indent + "class " + name + "\n" + indent + "private constructor(\n")
	for _, p := range params {
		if i := strings.Index(p, ": "); len(indent+"    "+p+",") > maxWidth && i > 0 {
			b.WriteString(indent + "    " + p[:i+1] + "\n" + indent + "        " + p[i+2:] + ",\n")
			continue
		}
		b.WriteString(indent + "    " + p + ",\n")
	}
	b.WriteString(indent + ")" + suffix)
	return b.String()
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}

// validateFun is validate(): every accessor called, so a missing required field or a value of another type
// throws, and nested models validated.
func (g *gen) validateFun(f *kfile, in, name string, fields []field) {
	f.line("")
	if len(fields) == 0 {
		f.line(in + "    fun validate(): " + name + " = this")
		return
	}
	f.line(in + "    fun validate(): " + name + " = apply {")
	for _, fl := range fields {
		switch {
		case !g.validates(fl.ref):
			f.line(in + "        " + fl.name + "()")
		case fl.required:
			f.line(in + "        " + g.validateCall(fl.name+"()", fl.ref))
		default:
			f.line(in + "        " + fl.name + "()?.let { v -> " + g.validateCall("v", fl.ref) + " }")
		}
	}
	f.line(in + "    }")
}

// equalsHashToString compare and print models by their JSON.
func equalsHashToString(f *kfile, in, name string) {
	f.line("")
	f.line(exprFun(in+"    ", "override fun equals(other: Any?): Boolean", "(other as? "+name+")?.toJson() == toJson()"))
	f.line("")
	f.line(in + "    override fun hashCode(): Int = toJson().hashCode()")
	f.line("")
	f.line(exprFun(in+"    ", "override fun toString(): String", kotlinString(name)+" + toJson()"))
}

// copyFrom is the line of a builder's from(src) that copies field from src. A field named as the parameter is
// qualified with this: unqualified, the name is the parameter, a val.
func copyFrom(field, src string) string {
	if field == src {
		return "this." + field + " = " + src + "." + field
	}
	return field + " = " + src + "." + field
}

// modelBuilder is the Builder of a model: a setter per field (the value, or a JsonField for anything else), the
// additional properties, and build(), which fails when a required field is missing.
func (g *gen) modelBuilder(f *kfile, in, name string, fields []field) {
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	f.line("")
	f.line(in + "    class Builder internal constructor() {")
	for _, fl := range fields {
		typ := g.ktype(f, fl.ref)
		jsonField := f.use(g.layout.Sub("core", "JsonField"))
		f.line(exprFun(in+"        ", "private var "+fl.name+": "+jsonField+"<"+typ+">", f.use(g.layout.Sub("core", "JsonMissing"))))
	}
	f.line(exprFun(in+"        ", "private val additionalProperties", "LinkedHashMap<String, "+jsonValue+">()"))
	f.line("")
	var from []string
	for _, fl := range fields {
		from = append(from, copyFrom(fl.name, "model"))
	}
	applyFun(f, in+"        ", "internal fun from(model: "+name+")", append(from, "additionalProperties.putAll(model.additionalProperties)")...)
	for _, fl := range fields {
		g.fieldSetters(f, in+"        ", fl)
	}
	f.line("")
	applyFun(f, in+"        ", "fun putAdditionalProperty(key: String, value: "+jsonValue+")", "additionalProperties[key] = value")
	f.line("")
	applyFun(f, in+"        ", "fun additionalProperties(additionalProperties: "+collection(f, "Map")+"<String, "+jsonValue+">)",
		"this.additionalProperties.clear()", "this.additionalProperties.putAll(additionalProperties)")
	f.line("")
	var args []any
	for _, fl := range fields {
		if fl.required {
			args = append(args, newCall(f.use(g.layout.Sub("core", "checkRequired")), kotlinString(fl.wire), fl.name))
		} else {
			args = append(args, fl.name)
		}
	}
	args = append(args, "additionalProperties.toMap()")
	f.line(newCall(name, args...).assign(in+"        ", "fun build(): "+name+" ="))
	f.line(in + "    }")
}

// fieldSetters are a field's two builder setters: from a Kotlin value, and from a JsonField.
func (g *gen) fieldSetters(f *kfile, indent string, fl field) {
	jsonField := f.use(g.layout.Sub("core", "JsonField"))
	typ := g.ktype(f, fl.ref)
	param := plain(fl.name)
	f.line("")
	f.raw(comment(indent, fl.doc))
	sig, of := "fun "+fl.name+"("+param+": "+typ+")", ".of"
	if !fl.required {
		sig, of = "fun "+fl.name+"("+param+": "+typ+"?)", ".ofNullable"
	}
	if set := newCall(fl.name, newCall(jsonField+of, param)); len(indent+sig+" =") <= maxWidth {
		f.line(set.assign(indent, sig+" ="))
	} else {
		f.line(exprFun(indent, sig, set.oneLine()))
	}
	f.line("")
	f.line(lambdaFun(indent, "fun "+fl.name+"("+param+": "+jsonField+"<"+typ+">)", "apply", "this."+fl.name+" = "+param, ""))
	if fl.adder != "" {
		g.adder(f, indent, fl)
	}
}

// adder is a list field's builder function adding one item: the list so far (none when the field is missing,
// null or not a list) with the item after it.
func (g *gen) adder(f *kfile, indent string, fl field) {
	item := lowerFirst(strings.TrimPrefix(fl.adder, "add"))
	if item == plain(fl.name) {
		item += "Item"
	}
	elem := g.ktype(f, *g.resolve(fl.ref).Elem)
	value := newCall(f.use(g.layout.Sub("core", "JsonField"))+".of", newCall("("+fl.name+".asKnown() ?: emptyList()).plusElement", item))
	f.line("")
	sig := "fun " + fl.adder + "(" + item + ": " + elem + ")"
	if stmt := fl.name + " = " + value.oneLine(); len(indent+sig+" = apply { "+stmt+" }") <= maxWidth {
		f.line(indent + sig + " = apply { " + stmt + " }")
		return
	}
	head, in, end := applyOpen(indent, sig)
	f.line(head)
	f.line(value.assign(in, fl.name+" ="))
	f.line(end)
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// modelCompanion has builder(), fromJson (null when the JSON is not an object) and the decoder.
func (g *gen) modelCompanion(f *kfile, in, name string, fields []field) {
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	decoder := f.use(g.layout.Sub("core", "Decoder"))
	decoders := f.use(g.layout.Sub("core", "Decoders"))
	f.line("")
	f.line(in + "    companion object {")
	f.line(in + "        fun builder(): Builder = Builder()")
	f.line("")
	var wires []string
	for _, fl := range fields {
		wires = append(wires, kotlinString(fl.wire))
	}
	if len(wires) == 0 {
		f.line(in + "        private val KNOWN = emptySet<String>()")
	} else {
		f.line(newCall("setOf", toAny(wires)...).assign(in+"        ", "private val KNOWN ="))
	}
	f.line("")
	f.line(in + "        /** The model in [json], or null when it is not a JSON object. */")
	f.line(in + "        fun fromJson(json: " + jsonValue + "): " + name + "? {")
	f.line(in + "            val o = json.asObject() ?: return null")
	var args []any
	for _, fl := range fields {
		args = append(args, newCall(decoders+".field", "o["+kotlinString(fl.wire)+"]", g.decoder(f, fl.ref)))
	}
	args = append(args, "o.filterKeys { it !in KNOWN }")
	f.line(newCall(name, args...).render(in+"            ", "return ", ""))
	f.line(in + "        }")
	f.line("")
	f.line(lambdaFun(in+"        ", "val decoder: "+decoder+"<"+name+">", "", "fromJson(it)", ""))
	f.line(in + "    }")
}

// enumClass is an open enum: the known values as constants, any other value kept as it came.
func (g *gen) enumClass(f *kfile, c *class, in string) {
	t, name := c.typ, c.name
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	f.use(g.layout.Sub("core", "JsonModel"))
	base, literal, check := enumBase(t.Enum.Base)
	seen := map[string]bool{}
	var consts []string
	for _, m := range t.Enum.Members {
		consts = append(consts, unique(seen, g.names.constant(m.Name)))
	}
	f.raw(comment(in+"", firstNonEmpty(t.Description, t.Title)))
	f.line(classHeader(in, name, []string{"private val value: " + jsonValue}, " : JsonModel {"))
	f.line("")
	f.line(in + "    fun _value(): " + jsonValue + " = value")
	f.line("")
	f.line(in + "    /** The value, when it is one the SDK knows. */")
	f.line(in + "    fun known(): Known? =")
	f.line(in + "        when (this) {")
	for _, c := range consts {
		f.line(in + "            " + c + " -> Known." + c)
	}
	f.line(in + "            else -> null")
	f.line(in + "        }")
	f.line("")
	f.line(in + "    override fun toJson(): " + jsonValue + " = value")
	f.line("")
	f.line(exprFun(in+"    ", "override fun equals(other: Any?): Boolean", "(other as? "+name+")?.value == value"))
	f.line("")
	f.line(in + "    override fun hashCode(): Int = value.hashCode()")
	f.line("")
	f.line(in + "    override fun toString(): String = value.toString()")
	f.line("")
	if len(consts) == 0 {
		f.line(in + "    enum class Known")
	} else {
		f.line(in + "    enum class Known {")
		if len(consts) == 1 {
			f.line(in + "        " + consts[0])
		} else {
			f.line(in + "        " + strings.Join(consts, ",\n"+in+"        ") + ",")
		}
		f.line(in + "    }")
	}
	f.line("")
	f.line(in + "    companion object {")
	for i, m := range t.Enum.Members {
		f.line(exprFun(in+"        ", "val "+consts[i]+": "+name, "of("+literal(m.Value)+")"))
		f.line("")
	}
	f.line(exprFun(in+"        ", "fun of(value: "+base+"): "+name, name+"("+jsonValue+".from(value))"))
	f.line("")
	decoder := f.use(g.layout.Sub("core", "Decoder"))
	f.line(exprFun(in+"        ", "val decoder: "+decoder+"<"+name+">", f.use(g.layout.Sub("core", "enumDecoder"))+"({ "+check+" }, ::"+name+")"))
	f.line(in + "    }")
}

// enumBase is the Kotlin type of an enum's values, how to write one, and the check that JSON is one.
func enumBase(kind ir.TypeKind) (string, func(any) string, string) {
	switch kind {
	case ir.Integer:
		return "Long", func(v any) string { return numberLiteral(v, true) }, "it.asNumber()"
	case ir.Number:
		return "Double", func(v any) string { return numberLiteral(v, false) }, "it.asNumber()"
	case ir.Boolean:
		return "Boolean", func(v any) string { return fmt.Sprint(v == true) }, "it.asBoolean()"
	}
	return "String", func(v any) string { return kotlinString(fmt.Sprint(v)) }, "it.asString()"
}

// numberLiteral is a Kotlin Long (123L) or Double (1.5) literal.
func numberLiteral(v any, integer bool) string {
	var x float64
	switch n := v.(type) {
	case int:
		x = float64(n)
	case int64:
		x = float64(n)
	case float64:
		x = n
	default:
		if p, err := strconv.ParseFloat(fmt.Sprint(v), 64); err == nil {
			x = p
		}
	}
	if integer {
		return strconv.FormatInt(int64(x), 10) + "L"
	}
	s := strconv.FormatFloat(x, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eE") {
		s += ".0"
	}
	return s
}

// unionClass is an open union: it keeps the JSON it came from, and each variant's accessor returns the value when
// the JSON is that variant (its discriminator value, and it validates), else null.
func (g *gen) unionClass(f *kfile, c *class, in string) {
	t, name := c.typ, c.name
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	decoderT := f.use(g.layout.Sub("core", "Decoder"))
	f.use(g.layout.Sub("core", "JsonModel"))
	type variant struct {
		name string
		v    ir.Variant
	}
	seen := map[string]bool{"json": true}
	var vs []variant
	for _, v := range t.Union.Variants {
		if slices.Contains(v.Skip, "kotlin") || slices.Contains(v.Skip, "java") {
			continue
		}
		vs = append(vs, variant{unique(seen, g.names.member(v.Name)), v})
	}
	f.raw(comment(in+"", firstNonEmpty(t.Description, t.Title)))
	f.line(classHeader(in, name, []string{"private val json: " + jsonValue}, " : JsonModel {"))
	for _, v := range vs {
		typ := g.ktype(f, v.v.Type)
		f.line("")
		f.line(g.variantRead(f, in, t, v.v, "fun "+v.name+"(): "+typ+"?"))
		f.line("")
		f.line(in + "    fun is" + upperFirst(plain(v.name)) + "(): Boolean = " + v.name + "() != null")
	}
	f.line("")
	f.line(in + "    fun _json(): " + jsonValue + " = json")
	f.line("")
	var checks []string
	for _, v := range vs {
		checks = append(checks, v.name+"() == null")
	}
	invalid := f.use(g.layout.Sub("errors", g.layout.Prefix+"InvalidDataException"))
	if len(checks) == 0 {
		f.line(in + "    fun validate(): " + name + " = this")
	} else {
		f.line(in + "    fun validate(): " + name + " = apply {")
		f.line(ifAll(in+"        ", checks))
		f.line(in + "            val message = " + kotlinString(name+" matches none of its variants: "))
		f.line(in + "            throw " + invalid + "(message + json)")
		f.line(in + "        }")
		f.line(in + "    }")
	}
	f.line("")
	f.line(in + "    override fun toJson(): " + jsonValue + " = json")
	f.line("")
	f.line(exprFun(in+"    ", "override fun equals(other: Any?): Boolean", "(other as? "+name+")?.json == json"))
	f.line("")
	f.line(in + "    override fun hashCode(): Int = json.hashCode()")
	f.line("")
	f.line(in + "    override fun toString(): String = json.toString()")
	f.line("")
	f.line(in + "    companion object {")
	for _, v := range vs {
		typ := g.ktype(f, v.v.Type)
		f.line(exprFun(in+"        ", "fun of"+upperFirst(plain(v.name))+"("+plain(v.name)+": "+typ+"): "+name, name+"("+jsonValue+".from("+plain(v.name)+"))"))
		f.line("")
	}
	f.line(exprFun(in+"        ", "fun fromJson(json: "+jsonValue+"): "+name, name+"(json)"))
	f.line("")
	f.line(lambdaFun(in+"        ", "val decoder: "+decoderT+"<"+name+">", "", name+"(it)", ""))
	f.line(in + "    }")
}

// ifAll is `if (c1 && c2 ...) {` at indent, laid out as ktfmt lays it out: on one line; else the condition on a
// line of its own inside the parentheses; else one operand a line, the ones after the first indented further.
func ifAll(indent string, conds []string) string {
	joined := strings.Join(conds, " && ")
	switch {
	case len(indent+"if ("+joined+") {") <= maxWidth:
		return indent + "if (" + joined + ") {"
	case len(indent+"    "+joined) <= maxWidth:
		return indent + "if (\n" + indent + "    " + joined + "\n" + indent + ") {"
	}
	lines := []string{indent + "if ("}
	for i, c := range conds {
		pad, sep := indent+"        ", " &&"
		if i == 0 {
			pad = indent + "    "
		}
		if i == len(conds)-1 {
			sep = ""
		}
		lines = append(lines, pad+c+sep)
	}
	return strings.Join(append(lines, indent+") {"), "\n")
}

// variantRead reads a variant from the union's JSON: checked against the discriminator when there is one, and
// against validate() for models (the runtime's variantOf).
func (g *gen) variantRead(f *kfile, in string, t *ir.Type, v ir.Variant, sig string) string {
	check := "{}"
	if g.validates(v.Type) {
		check = "{ v -> " + g.validateCall("v", v.Type) + " }"
	}
	args := []any{"json", g.decoder(f, v.Type), check}
	if t.Union.Discriminator != "" && len(v.DiscriminatorValues) > 0 {
		args = append(args, kotlinString(t.Union.Discriminator))
		for _, d := range v.DiscriminatorValues {
			args = append(args, kotlinString(d))
		}
	}
	return newCall(f.use(g.layout.Sub("core", "variantOf")), args...).assign(in+"    ", sig+" =")
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
