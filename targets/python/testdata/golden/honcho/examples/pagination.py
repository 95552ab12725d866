from honcho import Honcho

client = Honcho()

# Fetches more pages as needed.
for item in client.apps.users.list("REPLACE_ME"):
    print(item)

# Or one page at a time:
page = client.apps.users.list("REPLACE_ME")
while page.has_next_page():
    page = page.get_next_page()
    print(page.items)
