package naming

import "strings"

// TerraformName keeps what a Terraform attribute or type name may hold: lower-case letters, digits and
// underscores, starting with a letter ("url-endpoints" gives url_endpoints, "123abc" abc). The terraform target
// names attributes with it, and the build's coverage warnings find the names two properties share.
func TerraformName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9' && b.Len() > 0:
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "_"):
			b.WriteByte('_')
		}
	}
	return strings.TrimSuffix(b.String(), "_")
}
