data "shapes_widgets" "example" {
  max_items = 10
}
