package ir

import "strings"

// TerraformRole is a method's CRUD role in the Terraform provider: its terraform.method when set, else the one
// its HTTP method and path imply (InferredTerraformRole). The terraform target and the build's coverage warnings
// share it.
func (m *Method) TerraformRole() string {
	if m.Terraform != nil && m.Terraform.Method != "" {
		return m.Terraform.Method
	}
	return m.InferredTerraformRole()
}

// InferredTerraformRole is the role an HTTP method and path imply: POST on a collection creates, GET on an item
// reads, a paginated GET lists, PUT or PATCH on an item updates, DELETE on an item deletes; "" for none.
func (m *Method) InferredTerraformRole() string {
	item := strings.HasSuffix(m.Path, "}")
	verb := strings.ToUpper(m.HTTPMethod)
	switch {
	case verb == "POST" && !item:
		return "create"
	case verb == "GET" && item && m.Pagination == nil:
		return "read"
	case verb == "GET" && m.Pagination != nil:
		return "list"
	case (verb == "PUT" || verb == "PATCH") && item:
		return "update"
	case verb == "DELETE" && item:
		return "delete"
	}
	return ""
}
