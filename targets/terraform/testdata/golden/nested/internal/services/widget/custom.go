package widget

import (
	"context"

	option "github.com/shapes/shapes-go/option"
)

// customOptions are request options added to every API call of shapes_widget: a header, a timeout, retries...
//
// This file is hand-written: sdkgen writes it once and never overwrites it, so edits here survive regeneration.
func customOptions(_ context.Context) []option.RequestOption {
	return nil
}
