// WebContentKit query (called on demand, not a setup script): resolves once the engine has shown a frame of the
// content. A frame's animation callbacks run before it paints, and WebKit starts a frame only after the window
// took the last one, so the third callback from now runs after the first frame painted since the call reached
// the window. Called as an async function body in the isolated world, where the page's scripts cannot replace
// requestAnimationFrame or see the call.
await new Promise((resolve) => {
  requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
});
return true;
