resource "acme_account" "example" {
  address  = { line1 = "example-line1-updated", city = "example-city", country = "example-country" }
  kind     = "example-kind-updated"
  name     = "example-name"
  password = "example-password"
  timeouts = { create = "10m" }
}
