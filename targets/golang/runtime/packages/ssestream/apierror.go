package ssestream

import (
	"net/http"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apierror"
)

// fail ends the stream with the *apierror.Error of an event: its body is the event data, its status and request
// the stream's, its message msg.
func (s *Stream[T]) fail(data []byte, msg string) {
	var req *http.Request
	res := s.decoder.Response()
	if res != nil {
		req = res.Request
		if res.Body != nil {
			_ = res.Body.Close() // the stream ends here
		}
	}
	e := apierror.New(req, res, data, messageProperty)
	e.Message = msg
	s.finish(e)
}
