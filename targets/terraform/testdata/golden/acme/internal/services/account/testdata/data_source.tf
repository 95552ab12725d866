data "acme_account" "example" {
  id = acme_account.example.id
}

data "acme_accounts" "example" {
  max_items = 10

  depends_on = [acme_account.example]
}
