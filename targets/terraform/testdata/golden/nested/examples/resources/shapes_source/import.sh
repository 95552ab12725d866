# <id>
terraform import shapes_source.example example-id
