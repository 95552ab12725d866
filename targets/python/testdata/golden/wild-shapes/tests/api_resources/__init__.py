# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
