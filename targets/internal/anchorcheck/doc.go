// Package anchorcheck is scripts/check-anchors: sdkgen must be a drop-in successor of the generator that made the
// SDKs people already publish. An anchor is the test suite (with api.md and README) of such a published SDK,
// ../shared/testdata/anchors/<pair>/<language>/, made from the configuration of the pair of the same name. For each
// anchor the check generates the pair's SDK in that language, replaces the SDK's own tests with the anchor's, and
// runs the SDK's scripts/bootstrap, scripts/build, a compile of the tests where the language has one, and
// scripts/test against the mock server, on a clean machine (toolchain.CleanEnv). The published users' code must
// compile and work against the new SDK; the anchor's tests stand for it.
//
// An anchor test that cannot pass is listed in exceptions/<pair>-<language>.yml with its reason, for a reviewer to
// agree with: a test of an endpoint or param that differs between the anchor's spec version and the pair's, or a
// test of a private module of the previous runtime with no counterpart. Each entry names a file (not dropped in)
// or a test (deselected when the tests run), as <file>::<name>[::<name>…]: for Go the top-level test function
// (client_test.go::TestUserAgentHeader), for Python the pytest node id (tests/test_client.py::TestClient::test_copy),
// for TypeScript the describe blocks and the test (tests/index.test.ts::instantiate client::defaultHeaders). An
// entry that names nothing in the anchor fails the check, so the list cannot outlive the tests it excuses.
//
// The tests run with SDKGEN_TOOLCHAIN_TESTS=1 and SDKGEN_ANCHORS_DIR set, as scripts/check-anchors sets them.
package anchorcheck
