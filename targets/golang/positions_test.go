package golang_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/golang"
)

// boxesSpec returns a component schema, Box, that holds a $ref'd object (Lid), an array of $ref'd objects (Part,
// each with a $ref'd Tag), the declared model User (with an inline object), and a schema used twice (Dimensions).
var boxesSpec = onePathSpec("/boxes/{box_id}", "box_id", "Box", `    Box:
      type: object
      required: [id, lid]
      properties:
        id: { type: string }
        lid: { $ref: "#/components/schemas/Lid" }
        parts: { type: array, items: { $ref: "#/components/schemas/Part" } }
        owner: { $ref: "#/components/schemas/User" }
        outer: { $ref: "#/components/schemas/Dimensions" }
        inner: { $ref: "#/components/schemas/Dimensions" }
    Lid:
      type: object
      properties:
        color: { type: string }
    Part:
      type: object
      properties:
        tag: { $ref: "#/components/schemas/Tag" }
    Tag:
      type: object
      properties:
        label: { type: string }
    Dimensions:
      type: object
      properties:
        width: { type: number }
    User:
      type: object
      properties:
        name: { type: string }
        address: { type: object, properties: { city: { type: string } } }
`)

// TestResponseTypesNamedByPosition: the objects inside a response are named by their position, as Go SDKs name
// them (the items of an array after the property in the singular, the types inside them after it as written),
// while the declared model and a schema the response uses twice keep their names. The response is declared in its
// resource's file and listed with it in api.md.
func TestResponseTypesNamedByPosition(t *testing.T) {
	for _, style := range []string{"v1", "v2"} {
		t.Run(style, func(t *testing.T) {
			in, cfg := loadInput(t, writePair(t, boxesSpec, onePathConfig("boxes", "user", "User", "/boxes/{box_id}", "box_id", "box_1")))
			cfg.Options.CodeStyle = &config.NullableString{Value: style}
			tr, err := golang.Target{}.Generate(t.Context(), in)
			if err != nil {
				t.Fatal(err)
			}
			checkPositionalNames(t, tr)
		})
	}
}

// checkPositionalNames checks the names, files and api.md entries TestResponseTypesNamedByPosition expects.
func checkPositionalNames(t *testing.T, tr *tree.Tree) {
	t.Helper()
	var src strings.Builder
	for _, p := range tr.Paths() {
		if strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			src.WriteString(fileText(t, tr, p))
		}
	}
	declared := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^type ([A-Z]\w*) `).FindAllStringSubmatch(src.String(), -1) {
		declared[m[1]] = true
	}
	for _, want := range []string{
		"BoxGetResponse", "BoxGetResponseLid", "BoxGetResponsePart", "BoxGetResponsePartsTag", "User", "UserAddress", "Dimensions",
	} {
		if !declared[want] {
			t.Errorf("no type %s", want)
		}
	}
	for _, gone := range []string{"Box", "Lid", "Part", "Tag", "BoxGetResponseOwner", "BoxGetResponseOuter"} {
		if declared[gone] {
			t.Errorf("type %s is declared: want it named by position, or kept", gone)
		}
	}
	if box := fileText(t, tr, "box.go"); !strings.Contains(box, "type BoxGetResponse struct") || !strings.Contains(box, "type BoxGetResponsePartsTag struct") {
		t.Error("box.go does not declare the types of its method's response")
	}
	if api := fileText(t, tr, "api.md"); !strings.Contains(api, `<a href="https://pkg.go.dev/github.com/acme/acme-go#BoxGetResponse">BoxGetResponse</a>
`) {
		t.Errorf("api.md does not list BoxGetResponse among the response types:\n%s", api)
	}
	for _, field := range []string{
		`Lid\s+BoxGetResponseLid\b`, `Parts\s+\[\]BoxGetResponsePart\b`, `Owner\s+User\b`, `Tag\s+BoxGetResponsePartsTag\b`, `Inner\s+Dimensions\b`,
	} {
		if !regexp.MustCompile(field).MatchString(src.String()) {
			t.Errorf("no field %s", field)
		}
	}
}
