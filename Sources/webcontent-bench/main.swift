print("webcontent-bench: not built yet")
