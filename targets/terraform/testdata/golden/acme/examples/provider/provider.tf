terraform {
  required_providers {
    acme = {
      source = "acme/acme"
    }
  }
}

# Every attribute falls back to an environment variable: ACME_BASE_URL, ACME_API_KEY.
provider "acme" {
}
