data "acme_cards" "example" {
  account_id = "acc_123"
  max_items  = 10
}
