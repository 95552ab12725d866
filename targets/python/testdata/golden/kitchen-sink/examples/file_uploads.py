from pathlib import Path

from acme import ACME

client = ACME()

file = client.files.upload(file=Path("avatar.png"), purpose="avatar")
print(file)
