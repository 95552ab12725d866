# sdkgen developer tasks. `make test` is what CI runs (through .ci/run).

GO ?= go
GOLANGCI_LINT_VERSION := v2.6.2
BIN := $(CURDIR)/bin

.PHONY: all build test test-fast test-web test-bigspecs check-wild-all golden-update lint fuzz bench example clean

all: build test

build:
	$(GO) build -o $(BIN)/sdkgen ./cmd/sdkgen

## test: every test: vet, unit and golden tests, CLI end-to-end tests, fuzz seeds, and the toolchain tests of
## generated SDKs (run by the target packages when their toolchains are installed; .ci/run installs them: the
## languages' run in parallel, as go test runs packages, Java's from a local Maven repository warmed offline), the
## store and job queue on PostgreSQL too (scripts/test-postgres starts the machine's cluster), the real
## configurations' compatibility suite (scripts/check-wild), the published SDKs' own tests against sdkgen's SDKs
## for the same configurations (scripts/check-anchors, when ../shared/testdata/anchors is there), and the slice of
## test-bigspecs that needs no download (Twilio's spec compiled in the go, typescript, python and openapi targets,
## about 4 minutes; test-bigspecs compiles every target).
test:
	$(GO) vet ./...
	SDKGEN_TEST_POSTGRES_URL=$$(./scripts/test-postgres) SDKGEN_LONG_TESTS=1 SDKGEN_TOOLCHAIN_TESTS=1 $(GO) test -count=1 -timeout 30m ./...
	$(MAKE) --no-print-directory -j4 --output-sync=target test-checks

## test-checks: the checks `make test` runs after `go test`, at the same time (each SDK's scripts/test gets a mock
## server port of its own, so they need not take turns); each prints its summary when it ends.
.PHONY: test-checks check-examples check-wild check-anchors test-bigspecs-slice
test-checks: check-examples check-wild check-anchors test-bigspecs-slice

check-examples:
	./scripts/check-examples

check-wild:
	./scripts/check-wild

check-anchors:
	./scripts/check-anchors

test-bigspecs-slice:
	SDKGEN_TOOLCHAIN_TESTS=1 SDKGEN_BIGSPECS_DIR=$(CURDIR)/testdata/specs/twilio SDKGEN_BIGSPECS_TARGETS=openapi,go,typescript,python $(GO) test -count=1 -timeout 30m -run TestBigSpecSDKsCompile ./targets/internal/wildcheck

## check-wild-all: the exhaustive grid: the SDKs of every real configuration (testdata/pairs, testdata/wild and
## ../shared/testdata/wild) through their own bootstrap, lint, build and test; `make test` runs a slice of it.
check-wild-all:
	./scripts/check-wild --all

## test-bigspecs: the SDKs of the big public specs (OpenAI, Stripe, GitHub, Discord, Twilio; bench/fetch-specs downloads
## those not in the repository) in every built target, compiled by each language's compiler (docs/big-specs.md).
## BIGSPECS=openai,stripe narrows it; SDKGEN_BIGSPECS_PYRIGHT=1 adds pyright (strict) on the Python SDKs.
test-bigspecs:
	SDKGEN_TOOLCHAIN_TESTS=1 SDKGEN_BIGSPECS_DIR=$$(./bench/fetch-specs) SDKGEN_BIGSPECS=$(BIGSPECS) \
		$(GO) test -count=1 -timeout 150m -v -run TestBigSpecSDKsCompile ./targets/internal/wildcheck

## test-web: the web app's browser test alone (headless Chromium; make test runs it too), keeping the screenshots
## of each step in out/web-artifacts (docs/web-app.md).
test-web:
	mkdir -p $(CURDIR)/out/web-artifacts
	SDKGEN_LONG_TESTS=1 $(GO) test -count=1 -v -run TestWebAppInBrowser -artifacts -outputdir $(CURDIR)/out/web-artifacts ./app/e2e

## test-fast: unit and golden tests only.
test-fast:
	$(GO) test -short ./...

## golden-update: rewrite golden files after an intended change; review the diff before committing.
golden-update:
	$(GO) test ./generator ./generator/initconfig ./generator/diag ./targets/openapi ./targets/typescript ./targets/python ./targets/golang ./targets/java ./targets/kotlin ./targets/ruby ./targets/terraform ./targets/php ./targets/sql ./targets/cli ./targets/internal/scaffold ./app/report -update

lint: $(BIN)/golangci-lint
	$(BIN)/golangci-lint run ./...

$(BIN)/golangci-lint:
	GOBIN=$(BIN) $(GO) install github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$(GOLANGCI_LINT_VERSION)

## fuzz: run each fuzz target for FUZZTIME (default 30s).
FUZZTIME ?= 30s
fuzz:
	$(GO) test ./generator/document -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME)
	$(GO) test ./generator/config -run '^$$' -fuzz FuzzLoad -fuzztime $(FUZZTIME)
	$(GO) test ./generator/spec -run '^$$' -fuzz FuzzLoad -fuzztime $(FUZZTIME)
	$(GO) test ./generator/transform -run '^$$' -fuzz FuzzParsePath -fuzztime $(FUZZTIME)
	$(GO) test ./generator/transform -run '^$$' -fuzz FuzzApply -fuzztime $(FUZZTIME)
	$(GO) test ./generator/naming -run '^$$' -fuzz FuzzSplit -fuzztime $(FUZZTIME)

## bench: validate and generate of every target on Discord, Twilio, OpenAI, Stripe and GitHub, as ratios to validate (docs/performance.md).
bench:
	./bench/run

## example: generate the bundled example into out/example.
example:
	$(GO) run ./cmd/sdkgen generate --spec examples/acme/openapi.yml --config examples/acme/sdkgen.yml --out out/example --target typescript --target python --target go --target ruby --target php --target openapi

clean:
	rm -rf $(BIN) out
