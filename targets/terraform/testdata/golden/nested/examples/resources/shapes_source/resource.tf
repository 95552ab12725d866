resource "shapes_source" "example" {
  kind     = "url"
  name     = "example-name"
  url      = "example-url"
  timeouts = { create = "10m" }
}
