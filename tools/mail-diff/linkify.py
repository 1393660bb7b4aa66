#!/usr/bin/python3
"""The witness of WebContentMail's PlainTextLinks: linkify-it (Debian's python3-linkify-it, the port of the
linkifier markdown-it uses), which shares no code with ours.

Standard input: a JSON array of texts. Standard output: a JSON array with, for each text, its links as
[{"text": the linked text, "href": where it goes}], with linkify-it set to what PlainTextLinks links: addresses
that name http:, https: or mailto:, and bare e-mail addresses; no guessed domains, no ftp: or //.
"""
import json
import sys

from linkify_it import LinkifyIt


def main():
    linkify = LinkifyIt(options={"fuzzy_link": False, "fuzzy_ip": False, "fuzzy_email": True})
    linkify.add("ftp:", None)
    linkify.add("//", None)
    readings = []
    for text in json.load(sys.stdin):
        matches = linkify.match(text) or []
        readings.append([{"text": text[m.index:m.last_index], "href": m.url} for m in matches])
    json.dump(readings, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
