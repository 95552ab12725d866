from acme import ACME

client = ACME()

# Fetches more pages as needed.
for item in client.accounts.list(limit=10):
    print(item)

# Or one page at a time:
page = client.accounts.list(limit=10)
while page.has_next_page():
    page = page.get_next_page()
    print(page.items)
