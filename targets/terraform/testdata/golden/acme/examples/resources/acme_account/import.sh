# <id>
terraform import acme_account.example example-id
