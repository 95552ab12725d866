resource "shapes_widget" "example" {
  color      = "red"
  dimensions = { width = 1.5, height = 1.5, unit = "mm" }
  labels     = { "key" = "example-labels" }
  metadata   = jsonencode({})
  name       = "gear"
  parts      = [{ sku = "example-sku", quantity = 1 }]
  priority   = jsonencode("string")
  shape      = { radius = 1.5 }
  tags       = ["example-tags"]
  timeouts   = { create = "10m" }
}
