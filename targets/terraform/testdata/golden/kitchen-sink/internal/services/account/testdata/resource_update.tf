resource "acme_account" "example" {
  kind     = "example-kind-updated"
  name     = "example-name"
  password = "example-password"
}
