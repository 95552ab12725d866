package java

import (
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// reservedClassNames are simple names generated files use unqualified (java.lang, imports and the members every
// generated class declares): a class of the API with one of these names would shadow them, so it gets "Model" after
// its name instead. The java.util and java.time classes models use are not among them: a file that declares a class
// of that name (VehiclesForAgencyListResponse.Data.List, as the published JVM SDKs name it) spells the import's
// qualified name instead (jfile.imp).
var reservedClassNames = wordSet("String Long Double Boolean Object Integer Override Deprecated " +
	"CompletableFuture JsonField JsonValue " +
	"JsonMissing JsonNull JsonProperty JsonCreator JsonAnyGetter JsonAnySetter JsonDeserialize JsonSerialize " +
	"JsonPOJOBuilder JsonAutoDetect JsonNode JsonParser JsonGenerator SerializerProvider DeserializationContext " +
	"StdDeserializer StdSerializer TypeReference IOException ObjectCodec Params Headers QueryParams RequestOptions " +
	"ClientOptions HttpResponseFor StreamResponse Builder Visitor Known Value Deserializer Serializer Body Math Class " +
	"Void Iterable Iterator Stream Exception RuntimeException IllegalStateException Character Byte Short Float Number " +
	"System Thread Enum Record Error Cloneable Comparable AutoCloseable SuppressWarnings FunctionalInterface " +
	"SafeVarargs Runnable Collectors Visibility Function Supplier Page AutoPager T Utils")

// reservedMembers are methods every generated model class or its builder has (Object's and the model API's): a
// property whose accessor would be one of them gets "_" after its name. value, from and the like stay free, as
// the published JVM SDKs spell them (Summary.builder().value(...)).
var reservedMembers = wordSet("getClass hashCode equals toString notify notifyAll wait clone finalize builder " +
	"toBuilder validate isValid build additionalProperties putAdditionalProperty putAllAdditionalProperties " +
	"removeAdditionalProperty removeAllAdditionalProperties validated")

// variantMembers are the methods a union class adds (its factories, visitor and raw value): a variant's accessor
// may not be one of them either.
var variantMembers = wordSet("accept of known value asString")

func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[w] = true
	}
	return out
}

// javaNames turns canonical IR words into Java identifiers.
type javaNames struct{ namer *naming.Namer }

// class is a class name: Pascal case, a letter first, never one of reservedClassNames.
func (n javaNames) class(words string) string {
	s := n.namer.Pascal(words)
	if s == "" {
		s = "Model"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "N" + s
	}
	if reservedClassNames[s] {
		s += "Model"
	}
	return s
}

// member is a field, method or parameter name: camel case with Java keywords escaped.
func (n javaNames) member(words string) string {
	s := n.namer.Safe("java", n.namer.Camel(words))
	if s == "" || s == "_" {
		s = "value_"
	}
	return s
}

// accessor is a property's accessor name: a member that is not one of the methods every class has.
func (n javaNames) accessor(words string) string {
	s := n.member(words)
	if reservedMembers[s] {
		s += "_"
	}
	return s
}

// variantAccessor is a union variant's accessor name: an accessor that is not one of the union's own methods.
func (n javaNames) variantAccessor(words string) string {
	s := n.accessor(words)
	if variantMembers[s] {
		s += "_"
	}
	return s
}

// constant is an enum constant: upper snake case, a letter or underscore first.
func (n javaNames) constant(words string) string {
	s := n.namer.ScreamingSnake(words)
	s = strings.Trim(s, "_")
	if s == "" {
		return "EMPTY"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "_" + s
	}
	if naming.IsReserved("java", strings.ToLower(s)) && strings.ToLower(s) == s {
		s += "_"
	}
	return s
}

// unique returns name, or name followed by the first number from 2 that used does not hold, and marks it used.
func unique(used map[string]bool, name string) string {
	out := name
	for i := 2; used[out]; i++ {
		out = name + strconv.Itoa(i)
	}
	used[out] = true
	return out
}

// javaString is s as a Java string literal.
func javaString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r > 0x7e:
			if r > 0xffff {
				for _, u := range utf16Pair(r) {
					b.WriteString(`\u` + hex4(u))
				}
				continue
			}
			b.WriteString(`\u` + hex4(r))
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func utf16Pair(r rune) [2]rune {
	r -= 0x10000
	return [2]rune{0xd800 + (r>>10)&0x3ff, 0xdc00 + r&0x3ff}
}

func hex4(r rune) string {
	s := strconv.FormatInt(int64(r), 16)
	return strings.Repeat("0", 4-len(s)) + s
}

// resourcePackage is the package segment of a resource's models: its path, lower case without separators.
func (n javaNames) resourcePackage(r *ir.Resource) string {
	parts := make([]string, 0, len(r.Path))
	for _, p := range r.Path {
		parts = append(parts, n.packageSegment(p))
	}
	return strings.Join(parts, ".")
}

func (n javaNames) packageSegment(words string) string {
	s := strings.ToLower(n.namer.Pascal(words))
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		s = "r" + s
	}
	if naming.IsReserved("java", s) || s == "core" || s == "http" || s == "errors" {
		s += "_"
	}
	return s
}

// resourceClass is the stem of a resource's classes: its name with the last word singular (trip_details ->
// TripDetail), as the published JVM SDKs name services and params.
func (n javaNames) resourceClass(r *ir.Resource) string {
	return n.class(n.namer.Singular(r.Name))
}

// javaNamer is the API's Namer without the default initialisms: Java spells them as words (fareUrl, agencyId,
// OnebusawaySdkClient), as the published JVM SDKs and Google's Java style do. The API's own custom casings still
// apply, after.
func javaNamer(casings []ir.Casing) *naming.Namer {
	off := false
	all := make([]ir.Casing, 0, len(casings)+40)
	for _, w := range naming.DefaultInitialisms() {
		all = append(all, ir.Casing{Term: w, Initialism: &off})
	}
	return naming.New(append(all, casings...))
}
