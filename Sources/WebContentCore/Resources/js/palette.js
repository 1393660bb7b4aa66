// WebContentKit palette: the dark theme's colour arithmetic, what colours.js makes of each colour it adapts.
//
// Uses "contrast" (WCAG arithmetic); provides "palette", whose answers colours.js applies. Colours are
// [r, g, b, a] with channels 0-255 and alpha 0-1.
globalThis.WebContentBridge.withParts(["contrast"], "palette", (bridge, contrast) => {
  "use strict";
  const { parse, over, ratio, COLOUR } = contrast;

  // Above WCAG AA's 4.5:1 by the margin painting takes: a thin stroke (a 16 px serif, light on dark) never paints
  // its full colour, and read from the pixels it lands about 12% under its styles' ratio.
  const TARGET = contrast.NORMAL * 1.22;
  // Relative luminance under which a background counts as dark (a mid grey is about 0.2).
  const DARK_BACKGROUND = 0.2;
  const WHITE = [255, 255, 255, 1];
  const BLACK = [0, 0, 0, 1];

  function luminance(color) {
    return (ratio(color, BLACK) - 1) / 20;
  }

  function toHSL([r, g, b, a]) {
    const [red, green, blue] = [r / 255, g / 255, b / 255];
    const max = Math.max(red, green, blue);
    const min = Math.min(red, green, blue);
    const l = (max + min) / 2;
    const d = max - min;
    if (d === 0) return [0, 0, l, a];
    const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    const h = max === red ? (green - blue) / d + (green < blue ? 6 : 0) : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
    return [h / 6, s, l, a];
  }

  function fromHSL([h, s, l, a]) {
    if (s === 0) return [l * 255, l * 255, l * 255, a].map((v, i) => (i < 3 ? Math.round(v) : v));
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    const channel = (t) => {
      const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
      if (u < 1 / 6) return p + (q - p) * 6 * u;
      if (u < 1 / 2) return q;
      if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
      return p;
    };
    return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map((v) => Math.round(v * 255)).concat(a);
  }

  function withLightness(color, lightness) {
    const hsl = toHSL(color);
    hsl[2] = lightness;
    return fromHSL(hsl);
  }

  function css([r, g, b, a]) {
    return a >= 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`;
  }

  // Light backgrounds (and borders) become dark, white landing on the shell's own #1c1c1e; dark ones stay.
  function darkBackground(color) {
    if (luminance(over(color, WHITE)) <= DARK_BACKGROUND) return color;
    return withLightness(color, 0.11 + (1 - toHSL(color)[2]) * 0.6);
  }

  // Dark text becomes light (black to about #ededed); light text stays.
  function lightText(color) {
    const lightness = toHSL(color)[2];
    return lightness >= 0.5 ? color : withLightness(color, 0.93 - lightness * 0.8);
  }

  // `color` as the reader sees it over `behind`, its lightness moved as little as needed to reach TARGET.
  function readable(color, behind) {
    const seen = over(color, behind);
    if (ratio(seen, behind) >= TARGET) return seen;
    const [h, s, l] = toHSL(seen);
    // White or black always reaches 4.58:1 against something; search towards the one that reaches further.
    let low = l;
    let high = ratio(WHITE, behind) >= ratio(BLACK, behind) ? 1 : 0;
    for (let step = 0; step < 24; step++) {
      const middle = (low + high) / 2;
      if (ratio(fromHSL([h, s, middle, 1]), behind) >= TARGET) high = middle;
      else low = middle;
    }
    return fromHSL([h, s, high, 1]);
  }

  // `color` made dark enough, hue kept, for light text to reach TARGET on it: a mid-tone block (a blue banner)
  // that neither white nor black text reads on at TARGET.
  function deeper(color) {
    const [h, s, l] = toHSL(color);
    let [low, high] = [0, l];
    for (let step = 0; step < 24; step++) {
      const middle = (low + high) / 2;
      if (ratio(WHITE, fromHSL([h, s, middle, 1])) >= TARGET) low = middle;
      else high = middle;
    }
    return fromHSL([h, s, low, 1]);
  }

  // Every colour in a computed value (a gradient, a shadow list) darkened as a background is.
  function darkenColours(value) {
    return value.replace(COLOUR, (colour) => {
      const parsed = parse(colour);
      return parsed ? css(darkBackground(parsed)) : colour;
    });
  }

  bridge.provide("palette", {
    TARGET, DARK_BACKGROUND, WHITE, luminance, css, darkBackground, lightText, readable, deeper, darkenColours,
  });
});
