package ssestream

// The event rules and the error message property of the API. A generated SDK gets them from rules.go, which the
// emitter writes from the API's configuration instead of copying this file.
var (
	rules           = DefaultRules()
	messageProperty = ""
)
