from wild_shapes_of_real_configurations import WildShapes

client = WildShapes()

thing = client.things.retrieve("thing_123")
print(thing)
