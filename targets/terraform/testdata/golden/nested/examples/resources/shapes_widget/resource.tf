resource "shapes_widget" "example" {
  color      = "red"
  dimensions = { width = 1.5, height = 1.5, unit = "mm" }
  labels     = { "key" = "example-labels" }
  metadata   = jsonencode({})
  name       = "gear"
  parts      = [{ sku = "example-sku", quantity = 1 }]
  ports      = [{ name = "example-name", number = 1, protocol = "tcp" }, { name = "example-name-updated", number = 1, protocol = "tcp" }]
  priority   = jsonencode("string")
  shape      = { radius = 1.5 }
  tags       = ["example-tags", "example-tags-updated"]
  timeouts   = { create = "10m" }
}
