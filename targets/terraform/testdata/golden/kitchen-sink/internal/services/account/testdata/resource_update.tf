resource "acme_account" "example" {
  address  = { line1 = "example-line1-updated", city = "example-city", country = "example-country" }
  kind     = "personal"
  name     = "example-name-updated"
  password = "example-password"
  timeouts = { create = "10m" }
}
