// Command sdkgen generates SDKs from an OpenAPI description and an sdkgen.yml.
//
// Every command only parses flags and calls the generator packages; see run for the exit codes.
package main

import (
	"context"
	"os"
	"os/signal"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], streams{in: os.Stdin, out: os.Stdout, err: os.Stderr})
	stop()
	os.Exit(code)
}
