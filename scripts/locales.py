#!/usr/bin/env python3
"""Builds the page's catalogues into ES modules the element imports: for
each language folder of locales/, its page.ftl becomes OUT/<lang>.js,
`export default "<the Fluent text>";`. A module, not a fetched file, so the
words are there with the code that shows them: in a sandboxed iframe, under
the CSP, on first paint. Run by `make site`.

    scripts/locales.py dist/element/locales
"""
import json
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
for folder in sorted((root / "locales").iterdir()):
    text = (folder / "page.ftl").read_text(encoding="utf-8")
    source = "// Built by scripts/locales.py from locales/%s/page.ftl: edit that file.\n" % folder.name
    source += "export default %s;\n" % json.dumps(text, ensure_ascii=False)
    (out / f"{folder.name}.js").write_text(source, encoding="utf-8")
