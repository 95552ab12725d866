data "shapes_widget" "example" {
  id = shapes_widget.example.id
}

data "shapes_widget" "by_name" {
  name = shapes_widget.example.name

  depends_on = [shapes_widget.example]
}

data "shapes_widgets" "example" {
  max_items = 10

  depends_on = [shapes_widget.example]
}
