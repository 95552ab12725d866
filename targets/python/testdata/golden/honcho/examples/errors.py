import honcho
from honcho import Honcho

client = Honcho()

try:
    client.apps.create(name="string")
except honcho.APIConnectionError as e:
    print("The server could not be reached")
    print(e.__cause__)
except honcho.RateLimitError:
    print("A 429 status code was received; we should back off a bit.")
except honcho.APIStatusError as e:
    print("Another non-200-range status code was received")
    print(e.status_code)
    print(e.response)
