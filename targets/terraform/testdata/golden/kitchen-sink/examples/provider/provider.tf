terraform {
  required_providers {
    acme = {
      source = "acme-org/acme"
    }
  }
}

# Every attribute falls back to an environment variable: ACME_BASE_URL, ACME_BEARER_TOKEN, ACME_USERNAME, ACME_PASSWORD, ACME_PROJECT_ID, ACME_WEBHOOK_SECRET, ACME_QUERY_KEY.
provider "acme" {
}
