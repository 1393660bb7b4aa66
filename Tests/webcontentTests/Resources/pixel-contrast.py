"""An independent reading of text contrast from a PNG's pixels: no code shared with the page scripts.

Usage: python3 pixel-contrast.py FILE.png LEFT TOP RIGHT BOTTOM
Decodes the PNG itself (zlib and the PNG filters, colour types 2 and 6 at 8 bits), then for every row from TOP to
BOTTOM (device pixels), between LEFT and RIGHT (inside the block that holds the text, so its edges are not taken
for text), takes the row's most frequent colour as the background there and, of the colours that
occur at least 3 times in the row, the one of highest WCAG contrast against it as the text; prints one JSON
object: {"minimum": the lowest such ratio over rows that hold text, "rows": how many rows held text}.

Usage: python3 pixel-contrast.py --paper FILE.png
A printed page as a whole, row by row where a row holds text: {"rows": how many, "lightBackground": the share of
them whose own background is light (luminance >= 0.8), "best": the highest text contrast in a row (a row through
the glyphs' cores), "darkestInk": the lowest luminance of any text colour}. Dark text on white paper reads
lightBackground 1, a high best and a darkestInk near 0; light text in dark boxes reads lightBackground 0.

Usage: python3 pixel-contrast.py --background FILE.png
The image's height in rows and its most frequent colour: {"height": rows, "colour": "#rrggbb"}.

Usage: python3 pixel-contrast.py --extent FILE.png RRGGBB
Where a colour is painted (each channel within 8): {"width": the image's width, "left" and "right": the first and
last column holding it, null when none does}. A block cut by the picture's edge reaches its last column.

Usage: python3 pixel-contrast.py --ink-lines FILE.png
Where the ink of each line of text is: a pixel is ink when its channels differ from its row's most frequent colour
by more than 96 in all, and a line is a run of rows holding ink. Prints [{"top", "bottom", "left", "right"}], one
object a line, in pixels; how a line is aligned reads from its left and right.
"""
import json
import struct
import sys
import zlib
from collections import Counter


def decode(path):
    data = open(path, "rb").read()
    pos, idat = 8, b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    assert depth == 8 and colour in (2, 6), (depth, colour)
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up, corner = previous[i], previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
        previous = line
    return rows


def luminance(rgb):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def paper(path):
    text_rows = light_rows = 0
    best, darkest = 1.0, 1.0
    for row in decode(path):
        counts = Counter(row)
        background = counts.most_common(1)[0][0]
        inks = [colour for colour, count in counts.items() if count >= 3 and colour != background]
        if not inks:
            continue
        ink = max(inks, key=lambda colour: contrast(colour, background))
        if contrast(ink, background) < 1.5:
            continue
        text_rows += 1
        light_rows += luminance(background) >= 0.8
        best = max(best, contrast(ink, background))
        darkest = min(darkest, luminance(ink))
    print(json.dumps({"rows": text_rows, "lightBackground": light_rows / max(1, text_rows), "best": best,
                      "darkestInk": darkest}))


def most_common_colour(path):
    rows = decode(path)
    counts = Counter(pixel for row in rows for pixel in row)
    print(json.dumps({"height": len(rows), "colour": "#%02x%02x%02x" % counts.most_common(1)[0][0]}))


def ink_lines(path):
    lines, current = [], None
    for y, row in enumerate(decode(path)):
        background = Counter(row).most_common(1)[0][0]
        ink = [x for x, rgb in enumerate(row) if sum(abs(a - b) for a, b in zip(rgb, background)) > 96]
        if ink and current is None:
            current = {"top": y, "bottom": y, "left": min(ink), "right": max(ink)}
        elif ink:
            current.update(bottom=y, left=min(current["left"], min(ink)), right=max(current["right"], max(ink)))
        elif current is not None:
            lines.append(current)
            current = None
    if current is not None:
        lines.append(current)
    return lines


def extent(path, colour):
    wanted = tuple(int(colour[i:i + 2], 16) for i in (0, 2, 4))
    rows = decode(path)
    columns = [x for row in rows for x, rgb in enumerate(row) if all(abs(a - b) <= 8 for a, b in zip(rgb, wanted))]
    width = len(rows[0]) if rows else 0
    return {"width": width, "left": min(columns, default=None), "right": max(columns, default=None)}


def main():
    if sys.argv[1] == "--extent":
        return print(json.dumps(extent(sys.argv[2], sys.argv[3])))
    if sys.argv[1] == "--paper":
        return paper(sys.argv[2])
    if sys.argv[1] == "--background":
        return most_common_colour(sys.argv[2])
    if sys.argv[1] == "--ink-lines":
        return print(json.dumps(ink_lines(sys.argv[2])))
    rows = decode(sys.argv[1])
    left, top, right, bottom = (int(value) for value in sys.argv[2:6])
    minimum, counted = None, 0
    for row in rows[top:min(bottom, len(rows))]:
        counts = Counter(row[left:right])
        background = counts.most_common(1)[0][0]
        candidates = [colour for colour, count in counts.items() if count >= 3 and colour != background]
        if not candidates:
            continue
        text = max(candidates, key=lambda colour: contrast(colour, background))
        value = contrast(text, background)
        if value < 1.5:
            continue  # only anti-aliasing or a faint edge in this row, no text
        counted += 1
        minimum = value if minimum is None else min(minimum, value)
    print(json.dumps({"minimum": minimum, "rows": counted}))


if __name__ == "__main__":
    main()
