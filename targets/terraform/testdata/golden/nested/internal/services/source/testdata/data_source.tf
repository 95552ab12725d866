data "shapes_source" "example" {
  id = shapes_source.example.id
}
