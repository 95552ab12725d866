resource "acme_account" "example" {
  email = "example-email"
  name  = "Ada Lovelace"
}
