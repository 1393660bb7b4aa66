#!/usr/bin/env python3
"""Writes e-mail messages in every encoding of the WHATWG Encoding Standard, with Python's `email` package.

Usage: generate_messages.py OUTPUT_FOLDER

For each encoding, a message whose Subject and From display name are RFC 2047 encoded-words in that charset,
whose text/html body is base64 in it, and whose attachment name is RFC 2231 encoded in it; then the mislabelled
and unlabelled cases real mail carries (GB2312 holding GBK bytes, ISO-8859-1 holding windows-1252, no label, raw
8-bit headers, a <meta charset> that disagrees with the MIME header, ...). Writes manifest.json beside them:
for each file its label and the exact texts a WHATWG decoder must give back (the round-trip the differential
test checks). Python encodes each text with its own codec (the standard's tables are not used here); where
Python has none (x-user-defined, the replacement encoding) the bytes and the expected text are written out.
"""
import base64
import email.base64mime
import email.message
import email.policy
import json
import os
import sys

# (label, Python codec that writes the bytes, sample text). Each label is the first label of an encoding of
# the standard, or a common alias of it; the text uses the script the encoding is for.
SAMPLES = [
    ("utf-8", "utf-8", "Grüße, 你好, Привет 😀"),
    ("ibm866", "cp866", "Привет, мир ░▒▓ ДОС"),
    ("iso-8859-2", "iso8859_2", "Zażółć gęślą jaźń"),
    ("iso-8859-3", "iso8859_3", "Ĉu vi ŝatas ĝin? Ħ ġ"),
    ("iso-8859-4", "iso8859_4", "Labas rytas: ąčęėįšųūž"),
    ("iso-8859-5", "iso8859_5", "Привет, мир"),
    ("iso-8859-6", "iso8859_6", "مرحبا بالعالم"),
    ("iso-8859-7", "iso8859_7", "Καλημέρα κόσμε"),
    ("iso-8859-8", "iso8859_8", "שלום עולם"),
    ("iso-8859-8-i", "iso8859_8", "שלום עולם"),
    ("iso-8859-10", "iso8859_10", "Þórður ŋ ĸ"),
    ("iso-8859-13", "iso8859_13", "Labas rytas: ąčęėįšųūž “x”"),
    ("iso-8859-14", "iso8859_14", "Ŵŷ ẁẃ Ḃḃ"),
    ("iso-8859-15", "iso8859_15", "€ Œœ Ÿ Šš"),
    ("iso-8859-16", "iso8859_16", "Zażółć ș ț €"),
    ("koi8-r", "koi8_r", "Привет, мир"),
    ("koi8-u", "koi8_u", "Привіт, ґєії"),
    ("macintosh", "mac_roman", "Café résumé ñ ü ß ∞ ≠"),
    ("windows-874", "cp874", "สวัสดีชาวโลก"),
    ("windows-1250", "cp1250", "Zażółć gęślą jaźń „x”"),
    ("windows-1251", "cp1251", "Привет, мир — «ёж»"),
    ("windows-1252", "cp1252", "Café “quoted” – €"),
    ("windows-1253", "cp1253", "Καλημέρα κόσμε"),
    ("windows-1254", "cp1254", "Günaydın dünya ığş"),
    ("windows-1255", "cp1255", "שלום עולם ₪"),
    ("windows-1256", "cp1256", "مرحبا بالعالم"),
    ("windows-1257", "cp1257", "Labas rytas: ąčęėįšųūž"),
    ("windows-1258", "cp1258", "Đơn: Ơ ư đ ₫ à"),
    ("x-mac-cyrillic", "mac_cyrillic", "Привет, мир"),
    ("gbk", "gbk", "你好，世界！中文邮件测试"),
    ("gb18030", "gb18030", "中文 𠀀 € ئ ༀ"),
    ("big5", "big5hkscs", "繁體中文郵件測試 嘅"),
    ("euc-jp", "euc_jp", "日本語のメール、テスト。ｶﾀｶﾅ 丂"),
    ("iso-2022-jp", "iso2022_jp", "日本語のメール、テスト。"),
    ("shift_jis", "cp932", "日本語のメール、テスト。ｶﾀｶﾅ ①"),
    ("euc-kr", "cp949", "한국어 메일 테스트 똠"),
    ("utf-16be", "utf-16-be", "UTF-16 Grüße 你好 😀"),
    ("utf-16le", "utf-16-le", "UTF-16 Grüße 你好 😀"),
]

# The mislabelled and unlabelled cases: (file stem, label written, codec of the bytes, text, expected text).
MISLABELLED = [
    ("gb2312-holding-gbk", "gb2312", "gbk", "中文郵件：語言與測試", None),
    ("latin1-holding-windows-1252", "iso-8859-1", "cp1252", "Café “quoted” – €", None),
    ("us-ascii-holding-windows-1252", "us-ascii", "cp1252", "naïve “ascii”", None),
    ("no-label-utf-8", None, "utf-8", "Grüße 你好", None),
    ("no-label-windows-1252", None, "cp1252", "Café “quoted”", None),
    ("unknown-label-utf-8", "x-unknown", "utf-8", "Grüße 你好", None),
    ("gb2312-holding-utf-8", "gb2312", "utf-8", "Grüße 你好 ünïcödé", None),
    ("ks_c_5601-1987", "ks_c_5601-1987", "cp949", "한국어 메일", None),
    ("sjis-alias", "x-sjis", "cp932", "日本語テスト", None),
    ("big5-hkscs-label", "big5-hkscs", "big5hkscs", "香港增補字符集 嘅", None),
]


def encoded_word(label, data):
    return email.base64mime.header_encode(data, charset=label)


def message(label, codec, text, html):
    """A message in `label` (None: unlabelled, its headers raw 8-bit) whose bytes `codec` writes."""
    header_label = label or "utf-8"
    msg = email.message.Message(policy=email.policy.compat32)
    msg["From"] = "%s <sender@example.com>" % ("RAW-NAME" if label is None else encoded_word(header_label, text.encode(codec)))
    msg["To"] = "reader@example.com"
    msg["Subject"] = "RAW-SUBJECT" if label is None else encoded_word(header_label, text.encode(codec))
    msg["Date"] = "Tue, 01 Jul 2003 10:52:37 +0200"
    msg["MIME-Version"] = "1.0"
    msg.set_type("multipart/mixed")
    msg.set_boundary("==boundary==")
    part = email.message.Message(policy=email.policy.compat32)
    part["Content-Type"] = "text/html" + ("; charset=\"%s\"" % label if label else "")
    part["Content-Transfer-Encoding"] = "base64"
    part.set_payload(base64.encodebytes(html.encode(codec)).decode("ascii"))
    attachment = email.message.Message(policy=email.policy.compat32)
    attachment["Content-Type"] = "application/octet-stream"
    attachment["Content-Disposition"] = "attachment; filename*=%s''%s" % (
        label or "", "".join("%%%02X" % byte for byte in (text + ".txt").encode(codec)))
    attachment["Content-Transfer-Encoding"] = "base64"
    attachment.set_payload(base64.encodebytes(b"data").decode("ascii"))
    msg.attach(part)
    msg.attach(attachment)
    raw = msg.as_bytes()
    return raw.replace(b"RAW-NAME", text.encode(codec)).replace(b"RAW-SUBJECT", text.encode(codec))


def whatwg_expected(text, codec, label):
    """What the standard's decoder for `label` gives for `text` written by `codec`, where the two differ."""
    data = text.encode(codec)
    if label == "gb2312" and codec == "utf-8":
        # UTF-8 bytes a GBK decoder reads without an error stay GBK; with one, the reader takes them as UTF-8.
        try:
            return data.decode("gb18030")
        except UnicodeDecodeError:
            return text
    return text


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    manifest = []

    def write(stem, label, codec, text, html=None, expected=None, expected_html=None):
        html = html if html is not None else text
        with open(os.path.join(out, stem + ".eml"), "wb") as handle:
            handle.write(message(label, codec, text, html))
        expected = expected if expected is not None else text
        # The replacement encoding turns the whole name, extension included, into one U+FFFD.
        attachment = expected if expected == "\ufffd" else expected + ".txt"
        manifest.append({"file": stem + ".eml", "label": label, "subject": expected, "attachment": attachment,
                         "body": expected_html if expected_html is not None else html if expected == text else expected})

    for label, codec, text in SAMPLES:
        write(label, label, codec, text)
    for stem, label, codec, text, _ in MISLABELLED:
        write(stem, label, codec, text, expected=whatwg_expected(text, codec, label))
    # Python has no codec for x-user-defined (0x80-0xFF are U+F780-U+F7FF) and writes ISO-2022-KR, which the
    # standard decodes as one U+FFFD (its replacement encoding).
    write("x-user-defined", "x-user-defined", "latin-1", "x-user \x80\xff", expected="x-user \uf780\uf7ff")
    write("iso-2022-kr-replacement", "iso-2022-kr", "iso2022_kr", "한국어 Korean", expected="\ufffd")
    # The case: a gb2312 subject and an HTML part whose <meta> says otherwise; the MIME header wins.
    chinese = "中文邮件测试"
    html = "<html><head><meta charset=\"iso-8859-1\"><title>%s</title></head><body><p>%s</p></body></html>" % (chinese, chinese)
    write("gb2312-meta-disagrees", "gb2312", "gbk", chinese, html=html)
    # No MIME charset: the <meta> decides the body (the raw 8-bit headers are not UTF-8: windows-1252 here,
    # as no part declares a charset).
    html = "<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=gb2312\"></head><body>%s</body></html>" % chinese
    mojibake = chinese.encode("gbk").decode("cp1252", "replace")
    write("meta-only-gb2312", None, "gbk", chinese, html=html, expected=mojibake, expected_html=html)
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, ensure_ascii=False, indent=1)
    print("%d messages" % len(manifest))


if __name__ == "__main__":
    main()
