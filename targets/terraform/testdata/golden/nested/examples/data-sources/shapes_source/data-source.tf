data "shapes_source" "example" {
  id = "example-id"
}
