// WebContentKit query (a function body; its parameter `prefix` is the markers' common start): the last load marker
// among the document's comments, or null. WebKitGTK's adapter ends HTML it gives the engine directly with a
// comment naming the load, since its load signals name none; this tells it which load's document is shown. Run in
// the isolated world, so the page's own scripts never see the call.
const walker = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
let found = null;
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  if (node.data.startsWith(prefix)) found = node.data;
}
return found;
