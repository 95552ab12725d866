package ruby

func (g *gen) tests() error { return nil }
