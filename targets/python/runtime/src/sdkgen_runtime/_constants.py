"""Names kept from the previous SDKs' runtime."""

RAW_RESPONSE_HEADER = "X-Sdkgen-Raw-Response"
"""A header the previous SDKs' resources set to ask for the raw response; this client reads the raw response from
the method called (`cast_to=httpx.Response`, `with_raw_response`), so it drops the header instead of sending it."""
