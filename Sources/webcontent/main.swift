print("webcontent: not built yet")
