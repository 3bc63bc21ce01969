#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lists the unfinished messages of .ts files and fills them from a JSON file.

  tsfill.py list FILE.ts...            the unfinished messages, as JSON (a list per language)
  tsfill.py fill DONE.json FILE.ts...  writes the translations of DONE.json, marks them finished

DONE.json has the shape `list` prints: {"de": [{"context", "source", "translation"}, ...], ...}
where "translation" is a string, or a list of plural forms for a numerus message. Run
`make translations` afterwards: lupdate writes the files back in its own layout, which
tst_translations compares against.
"""
import json
import sys
import xml.etree.ElementTree as ET


def messages(root):
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def unfinished(message):
    translation = message.find("translation")
    if translation is None or translation.get("type"):
        return True
    if message.get("numerus") == "yes":
        forms = translation.findall("numerusform")
        return not forms or any(not (form.text or "").strip() for form in forms)
    return not (translation.text or "").strip()


def current(message):
    translation = message.find("translation")
    if translation is None:
        return ""
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return translation.text or ""


def list_unfinished(paths):
    result = {}
    for path in paths:
        root = ET.parse(path).getroot()
        entries = result.setdefault(root.get("language"), [])
        for context, message in messages(root):
            if unfinished(message):
                entries.append({"context": context, "source": message.findtext("source", ""),
                                "numerus": message.get("numerus") == "yes",
                                "current": current(message), "translation": None})
    json.dump(result, sys.stdout, ensure_ascii=False, indent=1)
    print()


def fill(done_path, paths):
    with open(done_path, encoding="utf-8") as done_file:
        done = json.load(done_file)
    missing = 0
    for path in paths:
        tree = ET.parse(path)
        root = tree.getroot()
        wanted = {(e["context"], e["source"]): e["translation"]
                  for e in done.get(root.get("language"), []) if e.get("translation")}
        filled = 0
        for context, message in messages(root):
            text = wanted.pop((context, message.findtext("source", "")), None)
            if text is None:
                continue
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            translation.attrib.pop("type", None)
            for form in list(translation):
                translation.remove(form)
            if message.get("numerus") == "yes":
                translation.text = None
                for form_text in text:
                    ET.SubElement(translation, "numerusform").text = form_text
            else:
                translation.text = text
            filled += 1
        for context, source in wanted:
            print(f"{path}: no message {context}: {source!r}", file=sys.stderr)
            missing += 1
        with open(path, "wb") as out:
            out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
            tree.write(out, encoding="utf-8", xml_declaration=False)
        print(f"{path}: {filled} filled", file=sys.stderr)
    return 1 if missing else 0


def main(argv):
    if len(argv) >= 2 and argv[0] == "list":
        list_unfinished(argv[1:])
        return 0
    if len(argv) >= 3 and argv[0] == "fill":
        return fill(argv[1], argv[2:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
