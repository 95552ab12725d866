data "acme_accounts" "example" {
  max_items = 10
}
