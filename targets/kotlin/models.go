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
}

// fieldsOf are an object's properties the Kotlin SDK has: those not skipped for it, with unique Kotlin names.
func (g *gen) fieldsOf(props []*ir.Property) []field {
	var out []field
	seen := map[string]bool{}
	for _, p := range props {
		if slices.Contains(p.Skip, "kotlin") || slices.Contains(p.Skip, "java") {
			continue
		}
		name := p.Name
		if n := p.Names["kotlin"]; n != "" {
			name = n
		}
		out = append(out, field{name: unique(seen, g.names.member(name)), wire: p.WireName, ref: p.Type, required: p.Required && !p.Type.Nullable, doc: p.Description})
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

// models writes every named type of the API into the core module.
func (g *gen) models() error {
	for _, t := range g.api.Types {
		f := newFile(g.modelPackage(t.Resource))
		switch t.Kind {
		case "object":
			g.objectClass(f, t)
		case "enum":
			g.enumClass(f, t)
		case "union":
			g.unionClass(f, t)
		case "alias":
			if t.Alias == nil {
				continue
			}
			f.raw(comment("", t.Description))
			f.line("typealias " + g.className(t) + " = " + g.ktype(f, *t.Alias))
		default:
			continue
		}
		path := g.layout.MainSource(g.layout.CoreModule(), f.pkg, g.className(t))
		if err := g.out.Add(path, []byte(f.String())); err != nil {
			return err
		}
	}
	return nil
}

// objectClass is an immutable model with JsonField properties, a builder, and JSON reading and writing.
func (g *gen) objectClass(f *kfile, t *ir.Type) {
	name := g.className(t)
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
	params = append(params, "private val additionalProperties: Map<String, "+jsonValue+">")
	f.raw(comment("", firstNonEmpty(t.Description, t.Title)))
	f.line(classHeader("", name, params, " : JsonModel {"))
	for _, fl := range fields {
		typ := g.ktype(f, fl.ref)
		f.line("")
		f.raw(comment("    ", fl.doc))
		if fl.required {
			f.line(exprFun("    ", "fun "+fl.name+"(): "+typ, fl.name+".getRequired("+kotlinString(fl.wire)+")"))
		} else {
			f.line(exprFun("    ", "fun "+fl.name+"(): "+typ+"?", fl.name+".getNullable("+kotlinString(fl.wire)+")"))
		}
		f.line("")
		f.line(exprFun("    ", "fun _"+plain(fl.name)+"(): "+jsonField+"<"+typ+">", fl.name))
	}
	f.line("")
	f.line("    fun _additionalProperties(): Map<String, " + jsonValue + "> = additionalProperties")
	g.validateFun(f, name, fields)
	f.line("")
	var pairs []string
	for _, fl := range fields {
		pairs = append(pairs, kotlinString(fl.wire)+" to "+fl.name)
	}
	jsonObject := f.use(g.layout.Sub("core", "JsonObject"))
	f.line(newCall(jsonObject+".of", pairsCall(pairs), "additionalProperties").assign("    ", "override fun toJson(): "+jsonValue+" ="))
	f.line("")
	f.line("    fun toBuilder(): Builder = Builder().from(this)")
	equalsHashToString(f, name)
	g.modelBuilder(f, name, fields)
	g.modelCompanion(f, name, fields)
	f.line("}")
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
func (g *gen) validateFun(f *kfile, name string, fields []field) {
	f.line("")
	if len(fields) == 0 {
		f.line("    fun validate(): " + name + " = this")
		return
	}
	f.line("    fun validate(): " + name + " = apply {")
	for _, fl := range fields {
		switch {
		case !g.validates(fl.ref):
			f.line("        " + fl.name + "()")
		case fl.required:
			f.line("        " + g.validateCall(fl.name+"()", fl.ref))
		default:
			f.line("        " + fl.name + "()?.let { v -> " + g.validateCall("v", fl.ref) + " }")
		}
	}
	f.line("    }")
}

// equalsHashToString compare and print models by their JSON.
func equalsHashToString(f *kfile, name string) {
	f.line("")
	f.line(exprFun("    ", "override fun equals(other: Any?): Boolean", "(other as? "+name+")?.toJson() == toJson()"))
	f.line("")
	f.line("    override fun hashCode(): Int = toJson().hashCode()")
	f.line("")
	f.line(exprFun("    ", "override fun toString(): String", kotlinString(name)+" + toJson()"))
}

// modelBuilder is the Builder of a model: a setter per field (the value, or a JsonField for anything else), the
// additional properties, and build(), which fails when a required field is missing.
func (g *gen) modelBuilder(f *kfile, name string, fields []field) {
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	f.line("")
	f.line("    class Builder internal constructor() {")
	for _, fl := range fields {
		typ := g.ktype(f, fl.ref)
		jsonField := f.use(g.layout.Sub("core", "JsonField"))
		f.line(exprFun("        ", "private var "+fl.name+": "+jsonField+"<"+typ+">", f.use(g.layout.Sub("core", "JsonMissing"))))
	}
	f.line("        private val additionalProperties = LinkedHashMap<String, " + jsonValue + ">()")
	f.line("")
	f.line("        internal fun from(model: " + name + ") = apply {")
	for _, fl := range fields {
		f.line("            " + fl.name + " = model." + fl.name)
	}
	f.line("            additionalProperties.putAll(model.additionalProperties)")
	f.line("        }")
	for _, fl := range fields {
		g.fieldSetters(f, "        ", fl)
	}
	f.line("")
	f.line("        fun putAdditionalProperty(key: String, value: " + jsonValue + ") = apply {")
	f.line("            additionalProperties[key] = value")
	f.line("        }")
	f.line("")
	f.line("        fun additionalProperties(additionalProperties: Map<String, " + jsonValue + ">) = apply {")
	f.line("            this.additionalProperties.clear()")
	f.line("            this.additionalProperties.putAll(additionalProperties)")
	f.line("        }")
	f.line("")
	var args []string
	for _, fl := range fields {
		if fl.required {
			args = append(args, f.use(g.layout.Sub("core", "checkRequired"))+"("+kotlinString(fl.wire)+", "+fl.name+")")
		} else {
			args = append(args, fl.name)
		}
	}
	args = append(args, "additionalProperties.toMap()")
	f.line(newCall(name, toAny(args)...).assign("        ", "fun build(): "+name+" ="))
	f.line("    }")
}

// fieldSetters are a field's two builder setters: from a Kotlin value, and from a JsonField.
func (g *gen) fieldSetters(f *kfile, indent string, fl field) {
	jsonField := f.use(g.layout.Sub("core", "JsonField"))
	typ := g.ktype(f, fl.ref)
	param := plain(fl.name)
	f.line("")
	f.raw(comment(indent, fl.doc))
	if fl.required {
		f.line(exprFun(indent, "fun "+fl.name+"("+param+": "+typ+")", fl.name+"("+jsonField+".of("+param+"))"))
	} else {
		f.line(exprFun(indent, "fun "+fl.name+"("+param+": "+typ+"?)", fl.name+"("+jsonField+".ofNullable("+param+"))"))
	}
	f.line("")
	f.line(lambdaFun(indent, "fun "+fl.name+"("+param+": "+jsonField+"<"+typ+">)", "apply", "this."+fl.name+" = "+param, ""))
}

// modelCompanion has builder(), fromJson (null when the JSON is not an object) and the decoder.
func (g *gen) modelCompanion(f *kfile, name string, fields []field) {
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	decoder := f.use(g.layout.Sub("core", "Decoder"))
	decoders := f.use(g.layout.Sub("core", "Decoders"))
	f.line("")
	f.line("    companion object {")
	f.line("        fun builder(): Builder = Builder()")
	f.line("")
	var wires []string
	for _, fl := range fields {
		wires = append(wires, kotlinString(fl.wire))
	}
	if len(wires) == 0 {
		f.line("        private val KNOWN = emptySet<String>()")
	} else {
		f.line(newCall("setOf", toAny(wires)...).assign("        ", "private val KNOWN ="))
	}
	f.line("")
	f.line("        /** The model in [json], or null when it is not a JSON object. */")
	f.line("        fun fromJson(json: " + jsonValue + "): " + name + "? {")
	f.line("            val o = json.asObject() ?: return null")
	var args []any
	for _, fl := range fields {
		args = append(args, newCall(decoders+".field", "o["+kotlinString(fl.wire)+"]", g.decoder(f, fl.ref)))
	}
	args = append(args, "o.filterKeys { it !in KNOWN }")
	f.line(newCall(name, args...).render("            ", "return ", ""))
	f.line("        }")
	f.line("")
	f.line(lambdaFun("        ", "val decoder: "+decoder+"<"+name+">", "", "fromJson(it)", ""))
	f.line("    }")
}

// enumClass is an open enum: the known values as constants, any other value kept as it came.
func (g *gen) enumClass(f *kfile, t *ir.Type) {
	name := g.className(t)
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	f.use(g.layout.Sub("core", "JsonModel"))
	base, literal, check := enumBase(t.Enum.Base)
	seen := map[string]bool{}
	var consts []string
	for _, m := range t.Enum.Members {
		consts = append(consts, unique(seen, g.names.constant(m.Name)))
	}
	f.raw(comment("", firstNonEmpty(t.Description, t.Title)))
	f.line(classHeader("", name, []string{"private val value: " + jsonValue}, " : JsonModel {"))
	f.line("")
	f.line("    fun _value(): " + jsonValue + " = value")
	f.line("")
	f.line("    /** The value, when it is one the SDK knows. */")
	f.line("    fun known(): Known? =")
	f.line("        when (this) {")
	for _, c := range consts {
		f.line("            " + c + " -> Known." + c)
	}
	f.line("            else -> null")
	f.line("        }")
	f.line("")
	f.line("    override fun toJson(): " + jsonValue + " = value")
	f.line("")
	f.line(exprFun("    ", "override fun equals(other: Any?): Boolean", "(other as? "+name+")?.value == value"))
	f.line("")
	f.line("    override fun hashCode(): Int = value.hashCode()")
	f.line("")
	f.line("    override fun toString(): String = value.toString()")
	f.line("")
	if len(consts) == 0 {
		f.line("    enum class Known")
	} else {
		f.line("    enum class Known {")
		if len(consts) == 1 {
			f.line("        " + consts[0])
		} else {
			f.line("        " + strings.Join(consts, ",\n        ") + ",")
		}
		f.line("    }")
	}
	f.line("")
	f.line("    companion object {")
	for i, m := range t.Enum.Members {
		f.line(exprFun("        ", "val "+consts[i]+": "+name, "of("+literal(m.Value)+")"))
		f.line("")
	}
	f.line(exprFun("        ", "fun of(value: "+base+"): "+name, name+"("+jsonValue+".from(value))"))
	f.line("")
	decoder := f.use(g.layout.Sub("core", "Decoder"))
	f.line(exprFun("        ", "val decoder: "+decoder+"<"+name+">", f.use(g.layout.Sub("core", "enumDecoder"))+"({ "+check+" }, ::"+name+")"))
	f.line("    }")
	f.line("}")
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
func (g *gen) unionClass(f *kfile, t *ir.Type) {
	name := g.className(t)
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
	f.raw(comment("", firstNonEmpty(t.Description, t.Title)))
	f.line(classHeader("", name, []string{"private val json: " + jsonValue}, " : JsonModel {"))
	for _, v := range vs {
		typ := g.ktype(f, v.v.Type)
		f.line("")
		f.line(g.variantRead(f, t, v.v, "fun "+v.name+"(): "+typ+"?"))
		f.line("")
		f.line("    fun is" + upperFirst(plain(v.name)) + "(): Boolean = " + v.name + "() != null")
	}
	f.line("")
	f.line("    fun _json(): " + jsonValue + " = json")
	f.line("")
	var checks []string
	for _, v := range vs {
		checks = append(checks, v.name+"() == null")
	}
	invalid := f.use(g.layout.Sub("errors", g.layout.Prefix+"InvalidDataException"))
	if len(checks) == 0 {
		f.line("    fun validate(): " + name + " = this")
	} else {
		f.line("    fun validate(): " + name + " = apply {")
		cond := "if (" + strings.Join(checks, " && ") + ")"
		if len("        "+cond+" {") <= maxWidth {
			f.line("        " + cond + " {")
		} else {
			f.line("        if (")
			for i, c := range checks {
				sep, in := " &&", "                "
				if i == len(checks)-1 {
					sep = ""
				}
				if i == 0 {
					in = "            "
				}
				f.line(in + c + sep)
			}
			f.line("        ) {")
		}
		f.line("            val message = " + kotlinString(name+" matches none of its variants: "))
		f.line("            throw " + invalid + "(message + json)")
		f.line("        }")
		f.line("    }")
	}
	f.line("")
	f.line("    override fun toJson(): " + jsonValue + " = json")
	f.line("")
	f.line(exprFun("    ", "override fun equals(other: Any?): Boolean", "(other as? "+name+")?.json == json"))
	f.line("")
	f.line("    override fun hashCode(): Int = json.hashCode()")
	f.line("")
	f.line("    override fun toString(): String = json.toString()")
	f.line("")
	f.line("    companion object {")
	for _, v := range vs {
		typ := g.ktype(f, v.v.Type)
		f.line(exprFun("        ", "fun of"+upperFirst(plain(v.name))+"("+plain(v.name)+": "+typ+"): "+name, name+"("+jsonValue+".from("+plain(v.name)+"))"))
		f.line("")
	}
	f.line(exprFun("        ", "fun fromJson(json: "+jsonValue+"): "+name, name+"(json)"))
	f.line("")
	f.line(lambdaFun("        ", "val decoder: "+decoderT+"<"+name+">", "", name+"(it)", ""))
	f.line("    }")
	f.line("}")
}

// variantRead reads a variant from the union's JSON: checked against the discriminator when there is one, and
// against validate() for models (the runtime's variantOf).
func (g *gen) variantRead(f *kfile, t *ir.Type, v ir.Variant, sig string) string {
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
	return newCall(f.use(g.layout.Sub("core", "variantOf")), args...).assign("    ", sig+" =")
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
