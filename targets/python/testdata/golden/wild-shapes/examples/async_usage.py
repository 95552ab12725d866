import asyncio

from wild_shapes_of_real_configurations import AsyncWildShapes

client = AsyncWildShapes()


async def main() -> None:
    thing = await client.things.retrieve("thing_123")
    print(thing)


asyncio.run(main())
