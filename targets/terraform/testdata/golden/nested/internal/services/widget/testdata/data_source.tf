data "shapes_widget" "example" {
  id = shapes_widget.example.id
}

data "shapes_widgets" "example" {
  max_items = 10

  depends_on = [shapes_widget.example]
}
