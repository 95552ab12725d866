data "acme_account" "example" {
  id = "example-id"
}
