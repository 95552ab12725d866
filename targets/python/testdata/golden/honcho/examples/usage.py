from honcho import Honcho

client = Honcho()

app = client.apps.create(name="string")
print(app)
