// WebContentKit lazy images: images below the first screen load only when they come near it (the post preset's).
//
// Uses "page". Runs before the settle step, which then waits only for the images left eager.
globalThis.WebContentBridge.withParts(["page"], (bridge, page) => {
  "use strict";
  const { querySelectorAll, getBoundingClientRect: getRect, setAttribute } = page.dom;

  // images.lazy {} -> {lazy}: how many images were left to load when near the viewport.
  bridge.register("images.lazy", () => {
    const fold = globalThis.innerHeight * 1.5;
    let lazy = 0;
    for (const image of querySelectorAll.call(page.content(), "img")) {
      if (getRect.call(image).top > fold) {
        setAttribute.call(image, "loading", "lazy");
        lazy++;
      }
      setAttribute.call(image, "decoding", "async");
    }
    return { lazy };
  });
});
