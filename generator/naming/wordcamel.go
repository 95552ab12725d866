package naming

// WordCamel returns s in camelCase where an initialism is a word like any other, only its first letter upper
// case: "stop_ids_for_agency" gives stopIdsForAgency and "agency_id" gives agencyId, the spelling of the
// TypeScript SDKs' properties, methods and parameters. Custom casings keep their spellings.
func (n *Namer) WordCamel(s string) string {
	n = n.or()
	return join(n.parts(s), "", func(i int, p part) string {
		switch {
		case p.sp != nil && i == 0:
			return p.sp.camel
		case p.sp != nil:
			return p.sp.pascal
		case i == 0:
			return p.word
		}
		return upperFirst(p.word)
	})
}
