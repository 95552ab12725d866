import acme
from acme import ACME

client = ACME()

try:
    client.accounts.create(name="Ada Lovelace")
except acme.APIConnectionError as e:
    print("The server could not be reached")
    print(e.__cause__)
except acme.RateLimitError:
    print("A 429 status code was received; we should back off a bit.")
except acme.APIStatusError as e:
    print("Another non-200-range status code was received")
    print(e.status_code)
    print(e.response)
