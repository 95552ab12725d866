import asyncio

from honcho import AsyncHoncho

client = AsyncHoncho()


async def main() -> None:
    app = await client.apps.create(name="string")
    print(app)


asyncio.run(main())
