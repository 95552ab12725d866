// Package conformance is sdkgen's cross-language conformance suite: one set of language-neutral scenarios that
// every SDK target must pass, a scripted HTTP server, and a harness that runs a target's driver program and checks
// the results (SDK-QUALITY.md §1–§11).
//
// # Pieces
//
//   - api/openapi.yml and api/sdkgen.yml (Spec, Config): the "Conformance" API every target generates an SDK from.
//     Resource and method names are single words (items.retrieve, cursors.list, chats.create, ...), so a driver
//     calls resource.method with no naming table. Every method has at least one non-path param, so every
//     language's method takes a params argument. Settings with a default are set to something else (query dots +
//     repeat, multipart indices, default_timeout 20 s, default_retries 2 / 0.1 s / 0.25 s), so the suite proves
//     they are honoured.
//   - scenarios.json (Scenarios): each scenario names a client to build, one call, what to collect (value, items,
//     pages or events), the server's script (one response per request, in order) and the expectations.
//   - Server: serves every scenario under /s/<name>/..., records each request (arrival time, headers, query,
//     body, multipart parts) and answers from the script; a request beyond the script gets a 599 with
//     `x-should-retry: false` and a JSON message. Every response closes its connection, so no HTTP stack
//     (OkHttp, Go's Transport) silently replays a request on a reused connection and adds requests the SDK did
//     not make.
//   - Run / RunScenarios: start the server, run the driver once with CONFORMANCE_BASE_URL and
//     CONFORMANCE_SCENARIOS, read its stdout (one DriverOutput JSON line per scenario) and check every scenario in
//     its own subtest with Check.
//
// # Writing a driver
//
// A target ships a small driver that interprets the scenarios file generically (it never names a scenario):
//
//  1. Read CONFORMANCE_BASE_URL and CONFORMANCE_SCENARIOS, then remove CONFORMANCE_BASE_URL from the process
//     environment: it is also the SDK's own base URL override. The harness removes every other CONFORMANCE_*
//     variable.
//  2. For each scenario, in order: set client.env (replacing {base_url} with the scenario's base URL,
//     $CONFORMANCE_BASE_URL/s/<name>), construct the client (with no argument at all when client.zero_args;
//     otherwise with the base URL, plus a trailing slash when client.trailing_slash, and the given options in
//     the language's naming), make the call (positional args, then params with the files added and the stream
//     discriminator set when call.stream, then the per-call options), collect, restore the environment, and
//     print {"scenario": name, "result": ...} or {"scenario": name, "error": {"kind", "status", "message",
//     "request_id"}}; with collect items, pages or events, also print the result collected before an error.
//  3. Map errors to kinds by class: the status classes (bad_request ... internal_server, status for any other),
//     connection, timeout, api for any other API error, client for anything the SDK raised that is not an API
//     error (construction errors included). Kind driver reports the driver's own failures (an unknown method, a
//     scenario that hangs); no scenario expects it.
//
// The TypeScript driver is targets/typescript/conformance/driver.ts. A target's toolchain test generates an SDK
// from Spec and Config, copies its driver in, and hands the command to Run; for TypeScript:
//
//	cmd := exec.Command("npx", "tsx", "conformance/driver.ts") // from the generated package's root
//	cmd.Dir = sdkDir
//	conformance.Run(t, cmd)
//
// Each scenario is then a subtest (go test -run 'TestConformance/retry_' shows a group; the driver still runs all
// of them). reference_test.go holds a reference driver in Go that follows the contract; it passes every scenario,
// which keeps the scenarios satisfiable and their timing bounds realistic (go test ./targets/conformance, skipped
// with -short).
//
// # Matching rules
//
// Results and JSON bodies match as a subset: an object must hold the expected keys with matching values (extra
// keys, such as fields a typed SDK writes back, are tolerated), arrays must have the expected length, scalars must
// be equal. A body with body_exact must be equal. Paths are compared raw (still percent-encoded); query strings
// decoded, as exact maps of lists. Header values are exact or RE2 patterns. Error kind "api" in an expectation
// matches api or any status kind. Gaps between requests are measured between arrivals at the server: a backoff of
// base b ms is expected in [0.75·b − 5, b + 300] (jitter removes up to 25 %, plus slack for slow machines); a
// server-requested wait of w ms in [w − 10, w + 300]; a timed-out attempt adds its timeout, less up to 20 ms: the
// client's clock starts before its request reaches the server (a JVM client measured 268 ms for a 200 ms timeout
// plus a 75 ms backoff), and a client without the backoff still falls short of it.
//
// # Choices the contract leaves open that the scenarios rely on
//
//   - Link header (from_header: Link): the value is parsed as RFC 8288 and the rel="next" link is followed; no
//     Link header, or none with rel="next", ends pagination (links_follow_link_header).
//   - cursor_url: the next URL is requested exactly as given, query included, without re-adding the original
//     params (SDK-QUALITY §8 says "as given"), but with the same auth and headers (urls_follow_next_url).
//   - A null cursor_url field counts as absent (urls_follow_next_url).
//   - Offset pagination without offset_count_start_field: the first request sends no offset unless the caller
//     gave one; the next offset is the request's offset (0 when none) plus the number of items received
//     (offsets_until_total, offsets_stop_on_empty_page).
//   - The first request of any list sends exactly the caller's params: no default page, offset or limit.
//   - has_next_page absent from a response does not stop pagination; false always does.
//   - An SSE error event raises an API error whose message contains the event data's message
//     (errors.message_property applies to it as to status errors); it is reported with kind api or a status kind
//     (stream_error_event).
//   - SSE: a block with only comments dispatches no event; `data:` without a space is accepted; event types other
//     than error are yielded like untyped events (stream_events, stream_always).
//   - X-Sdkgen-Timeout is the per-attempt timeout in whole seconds, rounded down (SDK-QUALITY §3 choice).
//   - Server-requested waits (Retry-After, Retry-After-Ms) are used without jitter; Retry-After-Ms is read first.
//   - A request retried after a timeout counts from the abort: the gap is the timeout plus the backoff.
//   - Idempotency keys: `sdkgen-<lang>-retry-<uuid4>`, lang being a lower-case word, uuid4 in lower-case hex.
//   - The missing-credentials error names all four variables (SDK-QUALITY §6 "names the env vars").
//   - The platform header values are only checked to be non-empty (their normalised vocabularies are not in the
//     contract); X-Sdkgen-Lang is a lower-case word.
package conformance
