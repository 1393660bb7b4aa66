#!/usr/bin/env python3
"""Reads e-mail messages with Python's `email` package (policy `default`) and prints one JSON object per message.

Usage: read_mail.py FILE_OR_FOLDER...   (folders: every *.eml in them, sorted)

The independent reading the differential test (Tests/WebContentMailTests/MailDifferentialTests.swift) compares
WebContentMail's MailMessage with. Each object has:
  name, subject, sender, addresses [[display name, address]], date (seconds since 1970, a date without zone
  read as UTC), body {type, text} (get_body(("html", "plain")) and get_content()), attachments (get_filename() of
  every part in walk() order), textParts (every text/html and text/plain leaf: type, whether get_body can
  choose it, its text), and "whatwg": the subject and body read again by the WHATWG Encoding Standard's label
  rules with Python's codecs (gb2312 as GBK, iso-8859-1 as windows-1252, ...; see WHATWG_CODECS), so that a
  difference due to those rules can be told from any other. An exception reading a field is reported as
  {"error": "..."} in its place.
"""
import codecs
import email
import email.header
import email.policy
import email.utils
import json
import os
import re
import sys

# Labels of the WHATWG Encoding Standard whose decoder differs from Python's codec of the same name, and the
# Python codec that decodes as the standard does (single-byte windows codecs take the "c1" error handler below).
WHATWG_CODECS = {}
for labels, codec in [
    (["gb2312", "gbk", "x-gbk", "chinese", "csgb2312", "csiso58gb231280", "gb_2312", "gb_2312-80", "iso-ir-58",
      "cp936", "ms936", "windows-936", "gb18030"], "gb18030"),
    (["iso-8859-1", "us-ascii", "ascii", "latin1", "l1", "iso8859-1", "iso_8859-1", "iso_8859-1:1987", "iso-ir-100",
      "ibm819", "cp819", "csisolatin1", "iso88591", "cp1252", "windows-1252", "x-cp1252", "ansi_x3.4-1968"], "cp1252"),
    (["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"], "big5hkscs"),
    (["shift_jis", "shift-jis", "sjis", "ms932", "ms_kanji", "windows-31j", "x-sjis", "csshiftjis"], "cp932"),
    (["euc-kr", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601", "ksc_5601", "korean", "windows-949", "cseuckr",
      "csksc56011987", "iso-ir-149"], "cp949"),
    (["iso-2022-jp", "csiso2022jp"], "iso2022_jp_ext"),
    (["iso-8859-8-i", "csiso88598i", "logical"], "iso8859_8"),
    (["x-mac-cyrillic", "x-mac-ukrainian"], "mac_cyrillic"),
    (["macintosh", "mac", "x-mac-roman", "csmacintosh"], "mac_roman"),
    (["dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620"], "cp874"),
    (["iso-8859-9", "iso8859-9", "iso88599", "iso_8859-9", "iso_8859-9:1989", "iso-ir-148", "l5", "latin5",
      "csisolatin5", "x-cp1254"], "cp1254"),
    (["utf-16", "utf-16le", "ucs-2", "unicode", "csunicode", "iso-10646-ucs-2", "unicodefeff"], "utf-16-le"),
    (["utf-16be", "unicodefffe"], "utf-16-be"),
]:
    for label in labels:
        WHATWG_CODECS[label] = codec
for number in ["874", "1250", "1251", "1253", "1254", "1255", "1256", "1257", "1258"]:
    WHATWG_CODECS["windows-" + number] = WHATWG_CODECS["cp" + number] = "cp" + number
REPLACEMENT = {"csiso2022kr", "hz-gb-2312", "iso-2022-cn", "iso-2022-cn-ext", "iso-2022-kr", "replacement"}
codecs.register_error("c1", lambda error: (
    chr(error.object[error.start]) if 0x80 <= error.object[error.start] <= 0x9F else "\ufffd", error.start + 1))


def whatwg_decode(data, label, html=False):
    """Bytes as the WHATWG rules read them: BOM, known label, <meta> (HTML), UTF-8, windows-1252."""
    for bom, codec in [(b"\xef\xbb\xbf", "utf-8"), (b"\xfe\xff", "utf-16-be"), (b"\xff\xfe", "utf-16-le")]:
        if data.startswith(bom):
            return data[len(bom):].decode(codec, "replace")
    label = (label or "").strip().lower()
    codec = WHATWG_CODECS.get(label, label)
    if label in REPLACEMENT:
        return "\ufffd" if data else ""
    if label == "koi8-u":
        return "".join({0xAE: "\u045e", 0xBE: "\u040e"}.get(byte) or bytes([byte]).decode("koi8_u") for byte in data)
    if label == "x-user-defined":
        return "".join(chr(byte) if byte < 0x80 else chr(0xF780 + byte - 0x80) for byte in data)
    if label in ("iso-2022-jp", "csiso2022jp"):
        return iso2022jp_decode(data)
    if label:
        try:
            codecs.lookup(codec)
            text = data.decode(codec, "c1" if codec.startswith("cp12") or codec == "cp874" else "replace")
            if "\ufffd" in text and "\ufffd" not in data.decode("utf-8", "replace") and codec != "utf-8" \
                    and not codec.startswith("utf-16"):
                return data.decode("utf-8")
            return text
        except LookupError:
            pass
    if html:
        match = re.search(rb"<meta[^>]*charset\s*=\s*[\"']?([-\w:.]+)", data[:1024], re.I)
        if match and match.group(1).decode("ascii", "replace").lower() in WHATWG_CODECS:
            return whatwg_decode(data, match.group(1).decode("ascii").lower(), False)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", "c1")


def iso2022jp_decode(data):
    """ISO-2022-JP with the NEC row 13 (①, №) that WHATWG's index has and Python's iso2022_jp codecs lack: each
    JIS X 0208 pair is turned into its Shift_JIS bytes and read by cp932, which holds the same extensions."""
    output, state, index = [], "ascii", 0
    escapes = {b"\x1b(B": "ascii", b"\x1b(J": "roman", b"\x1b(I": "katakana", b"\x1b$@": "jis", b"\x1b$B": "jis"}
    while index < len(data):
        escape = data[index:index + 3]
        if escape in escapes:
            state, index = escapes[escape], index + 3
            continue
        byte = data[index]
        if state == "jis" and index + 1 < len(data):
            first, second = byte, data[index + 1]
            lead = (first + 1) // 2 + (0x70 if first <= 0x5E else 0xB0)
            trail = second + (0x1F if second < 0x60 else 0x20) if first % 2 else second + 0x7E
            output.append(bytes((lead, trail)).decode("cp932", "replace"))
            index += 2
            continue
        if state == "katakana":
            output.append(chr(0xFF61 - 0x21 + byte) if 0x21 <= byte <= 0x5F else "\ufffd")
        elif state == "roman":
            output.append({0x5C: "\u00a5", 0x7E: "\u203e"}.get(byte, chr(byte)))
        else:
            output.append(chr(byte) if byte < 0x80 and byte not in (0x0E, 0x0F, 0x1B) else "\ufffd")
        index += 1
    return "".join(output)


def raw_header(message, name):
    for key, value in message._headers:
        if key.lower() == name:
            return value.encode("ascii", "surrogateescape") if isinstance(value, str) else None
    return None


def whatwg_header(raw):
    """A header's raw bytes, encoded-words decoded by the WHATWG rules (raw 8-bit: UTF-8, else windows-1252)."""
    if raw is None:
        return None
    text = re.sub(rb"\r?\n[ \t]+", b" ", raw).strip()
    try:
        text = text.decode("utf-8")
    except UnicodeDecodeError:
        text = text.decode("cp1252", "c1")
    words = re.compile(r"=\?([^?\s*]+)(?:\*[^?\s]*)?\?([bBqQ])\?([^?\s]*)\?=")
    output, last, pending, pending_charset = [], 0, b"", None
    for match in words.finditer(text):
        between = text[last:match.start()]
        if pending_charset is not None and (between.strip() or match.group(1).lower() != pending_charset):
            output.append(whatwg_decode(pending, pending_charset))
            pending, pending_charset = b"", None
        if pending_charset is None or between.strip():
            output.append(between)
        payload = match.group(3).encode("latin-1", "replace")
        if match.group(2) in "bB":
            payload += b"=" * (-len(payload) % 4)
            try:
                data = codecs.decode(payload, "base64")
            except Exception:
                data = b""
        else:
            data = codecs.decode(payload.replace(b"_", b" "), "quopri")
        pending += data
        pending_charset = match.group(1).lower()
        last = match.end()
    if pending_charset is not None:
        output.append(whatwg_decode(pending, pending_charset))
    output.append(text[last:])
    return "".join(output)


def whatwg_filename(part):
    """A part's file name by the WHATWG rules: RFC 2231 bytes in their charset, else encoded-words."""
    # The raw fields: policy.default's header objects hold the value already decoded by Python's codecs.
    raw = email.message.Message(policy=email.policy.compat32)
    for name in ("content-disposition", "content-type"):
        value = raw_header(part, name)
        if value is not None:
            raw[name] = value.decode("ascii", "surrogateescape")
    param = raw.get_param("filename", None, "content-disposition")
    if param is None:
        param = raw.get_param("name", None, "content-type")
    if param is None:
        return None
    if isinstance(param, tuple):
        return whatwg_decode(bytes(param[2], "raw-unicode-escape"), param[0] or "us-ascii")
    return whatwg_header(param.encode("utf-8", "surrogateescape"))


def field(function):
    try:
        return function()
    except Exception as error:  # the reading itself failed: reported, compared as such
        return {"error": "%s: %s" % (type(error).__name__, error)}


def body_parts(message):
    chosen = message.get_body(("html", "plain"))
    parts = []
    for part in message.walk():
        if part.get_content_maintype() == "text" and part.get_content_subtype() in ("html", "plain") and not part.is_multipart():
            payload = part.get_payload(decode=True) or b""
            parts.append({
                "type": part.get_content_type(), "chosen": part is chosen, "attachment": part.is_attachment(),
                "text": field(part.get_content),
                "whatwg": whatwg_decode(payload, part.get_param("charset"), part.get_content_subtype() == "html"),
            })
    return chosen, parts


def read(path):
    with open(path, "rb") as handle:
        message = email.message_from_binary_file(handle, policy=email.policy.default)
    chosen, parts = body_parts(message)
    body = None
    if chosen is not None:
        body = {"type": chosen.get_content_type(), "text": field(chosen.get_content)}
        body["whatwg"] = next(part["whatwg"] for part in parts if part["chosen"]) if any(p["chosen"] for p in parts) else None

    def date():
        header = message["date"]
        moment = header.datetime if header is not None else None
        if moment is None:
            return None
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=__import__("datetime").timezone.utc)
        return int(moment.timestamp())

    return {
        "name": os.path.basename(path),
        "subject": field(lambda: None if message["subject"] is None else str(message["subject"])),
        "sender": field(lambda: None if message["from"] is None else str(message["from"])),
        "addresses": field(lambda: [] if message["from"] is None else
                           [[address.display_name, address.addr_spec] for address in message["from"].addresses]),
        "date": field(date),
        "body": body,
        "attachments": field(lambda: [part.get_filename() for part in message.walk() if part.get_filename()]),
        "textParts": parts,
        "whatwgAttachments": field(lambda: [whatwg_filename(part) for part in message.walk() if part.get_filename()]),
        "whatwg": {"subject": whatwg_header(raw_header(message, "subject")),
                   "sender": whatwg_header(raw_header(message, "from"))},
    }


def clean(value):
    """Lone surrogates (raw 8-bit bytes `email` keeps surrogate-escaped) as U+FFFD, as a display shows them."""
    if isinstance(value, str):
        return value.encode("utf-8", "surrogateescape").decode("utf-8", "replace") if re.search("[\ud800-\udfff]", value) else value
    if isinstance(value, list):
        return [clean(item) for item in value]
    if isinstance(value, dict):
        return {key: clean(item) for key, item in value.items()}
    return value


def main():
    paths = []
    for argument in sys.argv[1:]:
        if os.path.isdir(argument):
            paths += [os.path.join(argument, name) for name in sorted(os.listdir(argument)) if name.endswith(".eml")]
        else:
            paths.append(argument)
    for path in paths:
        print(json.dumps(clean(field(lambda: read(path)) | {"name": os.path.basename(path)}), ensure_ascii=False))


if __name__ == "__main__":
    main()
