import wild_shapes_of_real_configurations
from wild_shapes_of_real_configurations import WildShapes

client = WildShapes()

try:
    client.things.attach(file=b"https://www.example.com/public-url.jpg")
except wild_shapes_of_real_configurations.APIConnectionError as e:
    print("The server could not be reached")
    print(e.__cause__)
except wild_shapes_of_real_configurations.RateLimitError:
    print("A 429 status code was received; we should back off a bit.")
except wild_shapes_of_real_configurations.APIStatusError as e:
    print("Another non-200-range status code was received")
    print(e.status_code)
    print(e.response)
