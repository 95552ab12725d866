package java

// emitter writes the generated code: the gen with the Java names and the plan of model classes.
type emitter struct {
	*gen
	jn  javaNames
	cls *classes
	// owner is the service declaring each method.
	owner map[*method]*service
}

// code writes the client, services, models, params, pages and the tests of each method.
func (g *gen) code() error {
	e := &emitter{gen: g, jn: javaNames{namer: g.names}, owner: map[*method]*service{}}
	e.cls = newClasses(e)
	return e.emit()
}

// emit plans every class from the methods' params and responses and the declared models, then writes them.
func (g *emitter) emit() error {
	for _, t := range g.api.Types {
		if t.Model {
			g.cls.topLevel(t)
		}
	}
	if err := g.emitServices(); err != nil {
		return err
	}
	for _, c := range g.cls.sortedTop() {
		if err := g.emitModelFile(c); err != nil {
			return err
		}
	}
	return nil
}
