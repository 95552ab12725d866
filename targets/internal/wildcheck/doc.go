// Package wildcheck holds the toolchain half of scripts/check-wild: every SDK that sdkgen generates for a real
// configuration (internal/corpus) is taken through its own scripts on a clean machine, exactly as its README tells a
// user, and the documented spec of the openapi target is checked by an independent OpenAPI validator.
//
// The package has only tests. They run with SDKGEN_TOOLCHAIN_TESTS=1 and the caches scripts/install-test-deps fills.
package wildcheck
