# <id>
terraform import shapes_widget.example example-id
