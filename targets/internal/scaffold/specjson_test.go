package scaffold

import (
	"bytes"
	"sync"
	"testing"
)

// TestSpecJSONCache checks that the remembered conversion never answers for another spec, that callers own the
// bytes they get, and that targets asking at once all get the conversion.
func TestSpecJSONCache(t *testing.T) {
	specs := map[string]string{
		"openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths: {}\n":               "{\n  \"openapi\": \"3.1.0\",\n  \"info\": {\n    \"title\": \"A\",\n    \"version\": \"1\"\n  },\n  \"paths\": {}\n}",
		`{"openapi": "3.0.3", "info": {"title": "B", "version": "2"}, "paths": {}}`: "{\n  \"openapi\": \"3.0.3\",\n  \"info\": {\n    \"title\": \"B\",\n    \"version\": \"2\"\n  },\n  \"paths\": {}\n}",
	}
	for range 2 { // alternate, so each call follows the other spec's
		for in, want := range specs {
			got, err := specJSON([]byte(in))
			if err != nil || string(bytes.TrimRight(got, "\n")) != want {
				t.Fatalf("specJSON(%q) = %q, %v; want %q", in, got, err, want)
			}
			got[0] = 'X' // the caller owns the bytes: the next call must not see this
		}
	}
	if _, err := specJSON([]byte("{")); err == nil {
		t.Error("specJSON of a broken spec: no error")
	}
	var wg sync.WaitGroup
	results := make([][]byte, 8)
	for i := range results {
		wg.Go(func() { results[i], _ = specJSON([]byte(`{"openapi": "3.0.3"}`)) })
	}
	wg.Wait()
	for i, r := range results {
		if !bytes.Equal(r, results[0]) || len(r) == 0 {
			t.Errorf("concurrent call %d got %q, call 0 got %q", i, r, results[0])
		}
	}
}
