#!/usr/bin/env python3
"""Builds the page's catalogues into ES modules the element imports: for
each language folder of locales/, its page.ftl becomes OUT/<lang>.js,
`export default "<the Fluent text>";`, without its comments. A module, not
a file read as text, so that it loads as the code does, in a sandboxed
iframe and under the CSP: English's is bundled with the code, another
language's imported when first spoken (www/i18n/words.js). Run by
`make site`.

    scripts/locales.py dist/element/locales
"""
import json
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
for folder in sorted((root / "locales").iterdir()):
    # The comments are for translators: a line that starts with # is one
    # (a value's next lines are indented), and Fluent skips them anyway.
    lines = (folder / "page.ftl").read_text(encoding="utf-8").splitlines()
    text = "\n".join(line for line in lines if not line.startswith("#")) + "\n"
    source = "// Built by scripts/locales.py from locales/%s/page.ftl: edit that file.\n" % folder.name
    source += "export default %s;\n" % json.dumps(text, ensure_ascii=False)
    (out / f"{folder.name}.js").write_text(source, encoding="utf-8")
