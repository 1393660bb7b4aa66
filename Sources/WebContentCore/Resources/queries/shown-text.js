// WebContentKit query (evaluated on demand, not a setup script: no page feature installs it, so it is not under js/):
// the content's text as it is laid out, for a screen reader that cannot reach the web view's own
// accessible tree. innerText, not textContent: text the page hides (display: none, the hidden attribute, style
// sheets) stays out, and blocks keep their line breaks. Evaluated as an expression in the isolated world, so the
// page's own scripts never see the call; a raw document without our content element gives its body's text.
(document.getElementById('wck-content') || document.body).innerText
