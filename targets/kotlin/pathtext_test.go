package kotlin_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/kotlin"
)

// TestEnumPathParamIsItsValue: an enum path param goes into the URL as its value (toText), not as its JSON text,
// which has quotes (phoebe's speciesgrouping reached the mock as "merlin" with them and was refused).
func TestEnumPathParamIsItsValue(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "openapi.yml"), []byte(`openapi: 3.0.3
info: {title: Birds, version: "1"}
paths:
  /groups/{grouping}:
    get:
      operationId: listGroups
      parameters:
        - {name: grouping, in: path, required: true, schema: {type: string, enum: [merlin, ebird]}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {type: object}}}}
`))
	writeFile(t, filepath.Join(dir, "sdkgen.yml"), []byte(`organization: {name: birds}
targets:
  kotlin:
    reverse_domain: com.birds.api
    publish: {maven: true}
resources:
  groups:
    methods:
      list: get /groups/{grouping}
`))
	tr, _, _ := toolchain.Tree(t, kotlin.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	var params string
	for _, p := range tr.Paths() {
		if strings.HasSuffix(p, "GroupsListParams.kt") {
			f, _ := tr.File(p)
			params = string(f.Data)
		}
	}
	if !strings.Contains(params, "0 -> grouping.toText()") {
		t.Errorf("the path param is not written as its value:\n%s", params)
	}
}
