package java

// repository writes the Maven build, scripts/, README.md, api.md and the shared scaffold.
func (g *gen) repository() error { return nil }
