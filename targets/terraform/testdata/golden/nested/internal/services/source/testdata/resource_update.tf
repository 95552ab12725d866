resource "shapes_source" "example" {
  kind     = "url"
  name     = "example-name-updated"
  url      = "example-url"
  timeouts = { create = "10m" }
}
