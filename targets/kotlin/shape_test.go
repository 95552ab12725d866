package kotlin_test

import (
	"strings"
	"testing"
)

// TestNestedByPosition checks model names the published OneBusAway Kotlin SDK's users call: response classes nested by
// position (StopRetrieveResponse.Data.Entry, References.Situation.ActiveWindow), a params' enum in its params
// class, list adders (addRouteId), nested classes named List beside Kotlin's List, Float for format: float, and
// params named like the builders of their requests.
func TestNestedByPosition(t *testing.T) {
	tr := generate(t, "../../testdata/pairs/onebusaway")
	models := "onebusaway-sdk-kotlin-core/src/main/kotlin/org/onebusaway/models/"
	cases := []struct{ file, want string }{
		{"stop/StopRetrieveResponse.kt", "\n    class Data\n"},
		{"stop/StopRetrieveResponse.kt", "\n        class Entry\n"},
		{"stop/StopRetrieveResponse.kt", "fun addRouteId(routeId: String)"},
		{"stop/StopRetrieveResponse.kt", "fun data(data: Data)"},
		{"References.kt", "\n        class ActiveWindow\n"},
		{"References.kt", "fun addActiveWindow(activeWindow: ActiveWindow)"},
		{"reportproblemwithstop/ReportProblemWithStopRetrieveParams.kt", "\n    class Code private constructor("},
		{"searchforstop/SearchForStopListResponse.kt", "\n        class List\n"},
		{"searchforstop/SearchForStopListResponse.kt", "kotlin.collections.List<List>"},
		{"tripsforlocation/TripsForLocationListParams.kt", "fun lat(lat: Float?)"},
		// A query param named query is the property, not the builder _queryParams() names query.
		{"routesforlocation/RoutesForLocationListParams.kt", "JsonValue.from(this.query)"},
	}
	for _, c := range cases {
		file, ok := tr.File(models + c.file)
		if !ok {
			t.Errorf("%s is not generated", c.file)
			continue
		}
		if !strings.Contains(string(file.Data), c.want) {
			t.Errorf("%s lacks %q", c.file, c.want)
		}
	}
	for _, gone := range []string{"SituationActiveWindows.kt", "tripsforroute/TripsForRouteListResponseData.kt"} {
		if _, ok := tr.File(models + gone); ok {
			t.Errorf("%s is generated: its class is nested where it is used", gone)
		}
	}
}
