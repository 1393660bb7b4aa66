// WebContentKit collect step (content.collect): what the content holds, for the render report. Its links with
// their accessible names, the images it shows, its embeds, and how accessible the message is.
//
// Uses "page": the content element, its base URL and the DOM methods captured before any content exists.
globalThis.WebContentBridge.withParts(["page"], (bridge, page) => {
  "use strict";
  const { content, dom, base } = page;
  const { querySelectorAll, getAttribute, getElementById, createTreeWalker, getTextContent } = dom;
  const walkerNextNode = TreeWalker.prototype.nextNode;
  const walkerNextSibling = TreeWalker.prototype.nextSibling;
  const walkerParentNode = TreeWalker.prototype.parentNode;
  const computedStyle = getComputedStyle;
  const clock = performance.now.bind(performance);
  const doc = document;

  const MAX_COLLECT = 5000;
  const MAX_TEXT = 500;
  const ID_PREFIX = "user-content-";
  const SHOW_ELEMENT_AND_TEXT = 0x5;

  // An in-page link as the author wrote it ("#x", without the sanitizer's id prefix), resolved against the
  // content's base URL when it has one; never the shell's webcontent: URL.
  function reportedHref(link) {
    const raw = (getAttribute.call(link, "href") || "").trim();
    if (raw[0] !== "#") return link.href;
    const fragment = raw.startsWith("#" + ID_PREFIX) ? "#" + raw.slice(1 + ID_PREFIX.length) : raw;
    const contentBase = base();
    if (!contentBase) return fragment;
    try {
      return new URL(fragment, contentBase).href;
    } catch (error) {
      return fragment;
    }
  }

  const squeeze = (text) => text.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT);

  // The first token of an element's role, "" when it has none.
  const roleOf = (element) => (getAttribute.call(element, "role") || "").trim().split(/\s+/)[0].toLowerCase();

  function hidden(element) {
    if (getAttribute.call(element, "aria-hidden") === "true") return true;
    const style = computedStyle(element);
    return style.display === "none" || style.visibility === "hidden";
  }

  // An element's name from its content: its text and the alt of its images (a withheld image's placeholder says
  // it in aria-label), hidden parts left out, in document order.
  function nameFromContent(root) {
    const walker = createTreeWalker.call(doc, root, SHOW_ELEMENT_AND_TEXT);
    const pieces = [];
    let node = walkerNextNode.call(walker);
    while (node !== null && pieces.length < 200) {
      let own = null;
      let skip = false;
      if (node.nodeType === 3) {
        own = node.data;
      } else if (hidden(node)) {
        skip = true;
      } else if (node.localName === "img" || roleOf(node) === "img") {
        own = getAttribute.call(node, "aria-label") || getAttribute.call(node, "alt") || "";
        skip = true;
      }
      if (own) pieces.push(own);
      if (!skip) {
        node = walkerNextNode.call(walker);
        continue;
      }
      // Past this element's subtree: its next sibling, else the next sibling of the nearest ancestor that has one.
      node = walkerNextSibling.call(walker);
      while (node === null && walkerParentNode.call(walker) !== null) node = walkerNextSibling.call(walker);
    }
    return squeeze(pieces.join(" "));
  }

  /**
   * The accessible name of a link as assistive technology computes it (the accname order, simplified): the text
   * of the elements aria-labelledby names, else aria-label, else its content; an area's alt.
   */
  function accessibleName(link) {
    const ids = (getAttribute.call(link, "aria-labelledby") || "").split(/\s+/).filter(Boolean);
    const labelled = squeeze(ids.map((id) => {
      const label = getElementById.call(doc, id);
      return label && content().contains(label) ? getTextContent.call(label) : "";
    }).join(" "));
    if (labelled) return labelled;
    const label = squeeze(getAttribute.call(link, "aria-label") || "");
    if (label) return label;
    if (link.localName === "area") return squeeze(getAttribute.call(link, "alt") || "");
    return nameFromContent(link);
  }

  // How accessible the message is: images and those without any alt (alt="" marks decoration), heading levels
  // in order, layout and data tables (by role, which the sanitizer sets on layout tables), links without a name.
  function accessibility(main, links) {
    let images = 0;
    let imagesWithoutAlt = 0;
    for (const image of querySelectorAll.call(main, "img")) {
      images++;
      if (getAttribute.call(image, "alt") === null) imagesWithoutAlt++;
    }
    const headings = [];
    for (const heading of querySelectorAll.call(main, "h1, h2, h3, h4, h5, h6, [role]")) {
      if (headings.length >= MAX_COLLECT) break;
      const role = roleOf(heading);
      if (role === "heading") headings.push(Math.min(Math.max(Number(getAttribute.call(heading, "aria-level")) || 2, 1), 6));
      else if (role === "" && /^h[1-6]$/.test(heading.localName)) headings.push(Number(heading.localName[1]));
    }
    let layoutTables = 0;
    let dataTables = 0;
    for (const table of querySelectorAll.call(main, "table")) {
      const role = roleOf(table);
      if (role === "presentation" || role === "none") layoutTables++;
      else dataTables++;
    }
    const linksWithoutName = links.filter((link) => !link.name).length;
    return { images, imagesWithoutAlt, headings, layoutTables, dataTables, linksWithoutName };
  }

  // content.collect {} -> {links: [{href, text, name}], images: [{src, width, height}], embeds: [{kind, src}],
  // accessibility: {images, imagesWithoutAlt, headings, layoutTables, dataTables, linksWithoutName}}
  bridge.register("content.collect", () => {
    const started = clock();
    const main = content();
    const links = [];
    for (const link of querySelectorAll.call(main, "a[href], area[href]")) {
      if (links.length >= MAX_COLLECT) break;
      links.push({
        href: reportedHref(link), text: (link.textContent || "").trim().slice(0, MAX_TEXT), name: accessibleName(link),
      });
    }
    const linked = clock();
    const images = [];
    for (const image of querySelectorAll.call(main, "img")) {
      if (images.length >= MAX_COLLECT) break;
      const src = image.currentSrc || image.src || "";
      // A blocked image has no source left: nothing to show or tap.
      if (!src) continue;
      images.push({ src, width: image.naturalWidth, height: image.naturalHeight });
    }
    const embeds = [];
    for (const media of querySelectorAll.call(main, "video, audio, iframe")) {
      if (embeds.length >= MAX_COLLECT) break;
      embeds.push({ kind: media.localName, src: media.currentSrc || media.src || "" });
    }
    const found = clock();
    const report = accessibility(main, links);
    // Where the step's time went (timings.steps lists them as content.collect/...): the first read of a computed
    // style in the links' names also pays the page's style for any change before it (the fit's zoom).
    const parts = [["links", linked - started], ["media", found - linked], ["accessibility", clock() - found]];
    return { links, images, embeds, accessibility: report, parts };
  });
});
