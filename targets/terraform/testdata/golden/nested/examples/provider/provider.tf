terraform {
  required_providers {
    shapes = {
      source = "shapes-org/shapes"
    }
  }
}

# Every attribute falls back to an environment variable: SHAPES_BASE_URL, SHAPES_API_KEY.
provider "shapes" {
}
