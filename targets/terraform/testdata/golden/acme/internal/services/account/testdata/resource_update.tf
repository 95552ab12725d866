resource "acme_account" "example" {
  email = "example-email-updated"
  name  = "Ada Lovelace"
}
