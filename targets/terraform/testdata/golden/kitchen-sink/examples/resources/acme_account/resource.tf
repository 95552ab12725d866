resource "acme_account" "example" {
  kind     = "example-kind"
  name     = "example-name"
  password = "example-password"
}
