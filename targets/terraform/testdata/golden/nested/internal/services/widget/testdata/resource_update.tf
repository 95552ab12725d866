resource "shapes_widget" "example" {
  color      = "red"
  dimensions = { width = 1.5, height = 1.5, unit = "mm" }
  labels     = { "key" = "example-labels-updated" }
  metadata   = jsonencode({})
  name       = "example-name-updated"
  parts      = [{ sku = "example-sku-updated", quantity = 1 }]
  ports      = [{ name = "example-name-updated", number = 1, protocol = "tcp" }]
  priority   = jsonencode("string")
  shape      = { radius = 1.5 }
  tags       = ["example-tags-updated"]
  timeouts   = { create = "10m" }
}
