data "shapes_widget" "example" {
  id = "example-id"
}
