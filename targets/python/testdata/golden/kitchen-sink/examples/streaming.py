from acme import ACME

client = ACME()

stream = client.chat.completions.create(messages=[{"content": "Hello", "role": "user"}], stream=True)
for event in stream:
    print(event)
