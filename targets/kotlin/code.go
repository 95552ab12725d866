package kotlin

// code writes the models, the params and services of every resource, and the clients and their OkHttp builders.
func (g *gen) code() error {
	if err := g.models(); err != nil {
		return err
	}
	for _, async := range []bool{false, true} {
		root := g.planService(g.api.Root, async, true)
		if err := g.serviceFiles(root); err != nil {
			return err
		}
		if err := g.okHttpBuilder(async); err != nil {
			return err
		}
	}
	if err := g.settingsFile(); err != nil {
		return err
	}
	return g.tests()
}
