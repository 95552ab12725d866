package java

// pageClass is the page class of a paginated method, blocking and async.
type pageClass struct {
	cls, async *class
	m          *method
}

// planPage declares a paginated method's page classes.
func (g *emitter) planPage(_ *method, _ string) *pageClass { return nil }

func (g *emitter) emitPage(_ *pageClass) error { return nil }
