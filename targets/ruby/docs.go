package ruby

func (g *gen) docs() error { return nil }
