resource "acme_account" "example" {
  address  = { line1 = "example-line1", city = "example-city", country = "example-country" }
  kind     = "personal"
  name     = "example-name"
  password = "example-password"
  timeouts = { create = "10m" }
}
