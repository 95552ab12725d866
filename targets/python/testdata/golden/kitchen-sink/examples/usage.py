from acme import ACME

client = ACME()

account = client.accounts.retrieve("9b2f7c1e-0000-4000-8000-000000000000")
print(account.name)
