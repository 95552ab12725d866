package java_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
)

var update = flag.Bool("update", false, "rewrite golden files")

// emitted reports whether a generated path is the emitter's (client, services, models, params, pages, tests), not
// a copy of the runtime.
func emitted(p string) bool {
	base := filepath.Base(p)
	if base == "OkHttpClient.java" || strings.Contains(p, "/core/") || strings.Contains(p, "/errors/") {
		return false
	}
	return strings.Contains(p, "/models/") || strings.Contains(p, "/services/") || strings.Contains(p, "/client/") ||
		base == "TestServerExtension.java" || base == "ReadmeExamples.java"
}

// TestGolden compares the emitted files of the kitchen sink and OneBusAway with testdata/golden.
func TestGolden(t *testing.T) {
	cases := map[string]string{
		"kitchen-sink": "../../testdata/kitchen-sink",
		"onebusaway":   "../../testdata/pairs/onebusaway",
	}
	for name, dir := range cases {
		t.Run(name, func(t *testing.T) {
			golden.Check(t, generate(t, dir), filepath.Join("testdata", "golden", name), "./targets/java", *update, emitted)
		})
	}
}

func TestDeterministic(t *testing.T) {
	if a, b := generate(t, "../../testdata/kitchen-sink"), generate(t, "../../testdata/kitchen-sink"); a.Hash() != b.Hash() {
		t.Fatal("two generations of the same inputs differ")
	}
}

// file returns a generated file whose path ends with suffix.
func file(t *testing.T, tr *tree.Tree, suffix string) string {
	t.Helper()
	for _, p := range tr.Paths() {
		if strings.HasSuffix(p, suffix) {
			f, _ := tr.File(p)
			return string(f.Data)
		}
	}
	t.Fatalf("no generated file ends with %s", suffix)
	return ""
}

// TestPublishedShape checks the names the published OneBusAway Java SDK's users call: classes nested by position,
// Id and Sdk spelt as words, nested classes named like java.util's, value and from properties, float params,
// overloads taking the path param first, list adders, the OkHttp builder's options.
func TestPublishedShape(t *testing.T) {
	tr := generate(t, "../../testdata/pairs/onebusaway")
	cases := []struct{ file, want string }{
		{"org/onebusaway/models/agency/AgencyRetrieveResponse.java", "public static final class Data {"},
		{"org/onebusaway/models/agency/AgencyRetrieveResponse.java", "public static final class Entry {"},
		{"org/onebusaway/models/agency/AgencyRetrieveResponse.java", "public Builder fareUrl(String fareUrl) {"},
		{"org/onebusaway/models/References.java", "public Builder addAgency(Agency item) {"},
		{"org/onebusaway/models/vehiclesforagency/VehiclesForAgencyListResponse.java", "public static final class List {"},
		{"org/onebusaway/models/vehiclesforagency/VehiclesForAgencyListResponse.java", "private final JsonField<java.util.List<List>> list;"},
		{"org/onebusaway/models/References.java", "public Builder value(String value) {"},
		{"org/onebusaway/models/References.java", "public Builder from(Long from) {"},
		{"org/onebusaway/models/tripsforlocation/TripsForLocationListParams.java", "public Builder latSpan(Float latSpan) {"},
		{"org/onebusaway/models/stopidsforagency/StopIdsForAgencyListParams.java", "public String _pathParam(int index) {"},
		{"org/onebusaway/services/blocking/AgencyService.java", "default AgencyRetrieveResponse retrieve(String agencyId) {"},
		{"org/onebusaway/services/async/AgencyServiceAsync.java", "CompletableFuture<AgencyRetrieveResponse> retrieve("},
		{"org/onebusaway/services/blocking/CurrentTimeService.java", "default CurrentTimeRetrieveResponse retrieve() {"},
		{"org/onebusaway/client/OnebusawaySdkClient.java", "OnebusawaySdkClientAsync async();"},
		{"org/onebusaway/client/okhttp/OnebusawaySdkOkHttpClient.java", "public Builder apiKey(String apiKey) {"},
		{"org/onebusaway/models/tripdetails/TripDetailRetrieveParams.java", "public final class TripDetailRetrieveParams implements Params {"},
	}
	for _, c := range cases {
		if got := file(t, tr, c.file); !strings.Contains(got, c.want) {
			t.Errorf("%s lacks %q", c.file, c.want)
		}
	}
}

// TestNestedNamesAcrossFiles: a params file names its nested classes by their simple names, and a service whose
// overloads take such a type (an enum path param) spells it from the params class, as its own file needs.
func TestNestedNamesAcrossFiles(t *testing.T) {
	dir := t.TempDir()
	spec := `openapi: 3.0.3
info: {title: Zoo, version: "1"}
servers: [{url: "https://zoo.example"}]
paths:
  /animals/{kind}:
    get:
      operationId: listAnimals
      parameters:
        - {name: kind, in: path, required: true, schema: {type: string, enum: [cat, dog]}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}
`
	config := `edition: 2026-02-23
organization:
  name: zoo
targets:
  java:
    reverse_domain: com.zoo.api
resources:
  animals:
    methods:
      list: get /animals/{kind}
`
	for name, data := range map[string]string{"openapi.yml": spec, "sdkgen.yml": config} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tr := generate(t, dir)
	cases := []struct{ file, want string }{
		{"com/zoo/api/services/blocking/AnimalService.java", "default AnimalListResponse list(AnimalListParams.Kind kind) {"},
		{"com/zoo/api/models/animals/AnimalListParams.java", "public Builder kind(Kind kind) {"},
	}
	for _, c := range cases {
		if got := file(t, tr, c.file); !strings.Contains(got, c.want) {
			t.Errorf("%s lacks %q", c.file, c.want)
		}
	}
}
