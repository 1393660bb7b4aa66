#!/usr/bin/env python3
"""Writes the WHATWG Encoding Standard's index tables and label table for WebContentMail's decoders.

Usage: generate.py PATH_TO_WHATWG_ENCODING_CHECKOUT [PACKAGE_ROOT]

Reads index-*.txt and encodings.json from a checkout of the standard's repository (whatwg/encoding) and writes:
- Sources/WebContentMail/Resources/encoding/<index>.bin: one little-endian 24-bit code point per pointer, from
  pointer 0 to the last one; 0 where the index has no entry (no index maps a pointer to U+0000). Single-byte
  indexes have 128 entries (bytes 0x80-0xFF). index-gb18030-ranges.bin holds (pointer, code point) pairs instead.
- Sources/WebContentMail/Encoding/TextEncoding+Labels.swift: every label of encodings.json and its encoding.

It then checks each table against Python's codec where the two are the same mapping (so that a bad parse or an
off-by-one shows), printing how many pointers agree; differences the standard makes on purpose are listed in
tools/encoding-tables/README.md.
"""
import codecs
import json
import os
import sys

SINGLE_BYTE = [
    "ibm866", "iso-8859-2", "iso-8859-3", "iso-8859-4", "iso-8859-5", "iso-8859-6", "iso-8859-7", "iso-8859-8",
    "iso-8859-10", "iso-8859-13", "iso-8859-14", "iso-8859-15", "iso-8859-16", "koi8-r", "koi8-u", "macintosh",
    "windows-874", "windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254", "windows-1255",
    "windows-1256", "windows-1257", "windows-1258", "x-mac-cyrillic",
]
MULTI_BYTE = ["big5", "euc-kr", "gb18030", "jis0208", "jis0212", "iso-2022-jp-katakana"]

# The Swift case of each encoding name of encodings.json.
CASES = {
    "UTF-8": "utf8", "IBM866": "ibm866", "ISO-8859-8-I": "iso8859_8I", "KOI8-R": "koi8R", "KOI8-U": "koi8U",
    "macintosh": "macintosh", "x-mac-cyrillic": "xMacCyrillic", "GBK": "gbk", "gb18030": "gb18030", "Big5": "big5",
    "EUC-JP": "eucJP", "ISO-2022-JP": "iso2022JP", "Shift_JIS": "shiftJIS", "EUC-KR": "eucKR",
    "replacement": "replacement", "UTF-16BE": "utf16BE", "UTF-16LE": "utf16LE", "x-user-defined": "xUserDefined",
}


def case_name(name):
    if name in CASES:
        return CASES[name]
    if name.startswith("ISO-8859-"):
        return "iso8859_" + name[len("ISO-8859-"):]
    if name.startswith("windows-"):
        return "windows" + name[len("windows-"):]
    raise SystemExit("no Swift case for " + name)


def read_index(source, name):
    entries = {}
    with open(os.path.join(source, "index-%s.txt" % name), encoding="utf-8") as handle:
        for line in handle:
            if not line.strip() or line.startswith("#"):
                continue
            pointer, code_point = line.split("\t")[:2]
            entries[int(pointer)] = int(code_point, 16)
    return entries


def pack(values):
    out = bytearray()
    for value in values:
        if not 0 <= value < 1 << 24:
            raise SystemExit("value out of range: %d" % value)
        out += bytes((value & 0xFF, value >> 8 & 0xFF, value >> 16))
    return bytes(out)


def compare(label, entries, decode):
    agree = differ = 0
    for pointer, code_point in entries.items():
        got = decode(pointer)
        if got == chr(code_point):
            agree += 1
        else:
            differ += 1
    print("%-22s %5d pointers, %5d agree with Python, %4d differ" % (label, len(entries), agree, differ))


def python_decoder(codec, to_bytes):
    def decode(pointer):
        try:
            return to_bytes(pointer).decode(codec)
        except (UnicodeDecodeError, LookupError):
            return None
    return decode


def main():
    source = sys.argv[1]
    root = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "..")
    out = os.path.join(root, "Sources", "WebContentMail", "Resources", "encoding")
    os.makedirs(out, exist_ok=True)
    for name in SINGLE_BYTE:
        entries = read_index(source, name)
        with open(os.path.join(out, name + ".bin"), "wb") as handle:
            handle.write(pack(entries.get(pointer, 0) for pointer in range(128)))
        codec = {"macintosh": "mac_roman", "x-mac-cyrillic": "mac_cyrillic", "windows-874": "cp874"}.get(name, name)
        compare(name, entries, python_decoder(codec, lambda p: bytes((p + 0x80,))))
    for name in MULTI_BYTE:
        entries = read_index(source, name)
        with open(os.path.join(out, name + ".bin"), "wb") as handle:
            handle.write(pack(entries.get(pointer, 0) for pointer in range(max(entries) + 1)))
    ranges = read_index(source, "gb18030-ranges")
    with open(os.path.join(out, "gb18030-ranges.bin"), "wb") as handle:
        handle.write(pack(value for pointer in sorted(ranges) for value in (pointer, ranges[pointer])))
    # Pointer to bytes as each standard decoder reads them, to compare the multi-byte tables with Python.
    compare("big5 (big5hkscs)", read_index(source, "big5"),
            python_decoder("big5hkscs", lambda p: bytes((p // 157 + 0x81, p % 157 + (0x40 if p % 157 < 0x3F else 0x62)))))
    compare("euc-kr (cp949)", read_index(source, "euc-kr"),
            python_decoder("cp949", lambda p: bytes((p // 190 + 0x81, p % 190 + 0x41))))
    compare("gb18030", read_index(source, "gb18030"),
            python_decoder("gb18030", lambda p: bytes((p // 190 + 0x81, p % 190 + (0x40 if p % 190 < 0x3F else 0x41)))))
    compare("jis0208 (cp932)", read_index(source, "jis0208"), python_decoder("cp932", lambda p: bytes((
        p // 188 + (0x81 if p // 188 < 0x1F else 0xC1), p % 188 + (0x40 if p % 188 < 0x3F else 0x41)))))
    compare("jis0212 (euc-jp)", read_index(source, "jis0212"),
            python_decoder("euc_jp", lambda p: bytes((0x8F, p // 94 + 0xA1, p % 94 + 0xA1))))
    write_labels(source, os.path.join(root, "Sources", "WebContentMail", "Encoding", "TextEncoding+Labels.swift"))


def write_labels(source, path):
    with open(os.path.join(source, "encodings.json"), encoding="utf-8") as handle:
        groups = json.load(handle)
    rows = []
    for group in groups:
        for encoding in group["encodings"]:
            for label in encoding["labels"]:
                rows.append('        "%s": .%s,' % (label, case_name(encoding["name"])))
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("// Generated by tools/encoding-tables/generate.py from the WHATWG Encoding Standard's encodings.json.\n\n")
        handle.write("extension TextEncoding {\n")
        handle.write("    /// Every label of the standard (lower case, trimmed) and the encoding it names.\n")
        handle.write("    static let labels: [String: TextEncoding] = [\n")
        handle.write("\n".join(rows) + "\n    ]\n}\n")
    print("%d labels" % len(rows))


if __name__ == "__main__":
    main()
