#!/usr/bin/env python3
"""Builds the Code panel's C++ listing into an ES module the element
imports: www/step/code/dlx.cpp, the OI-style dancing-links program that a
test compiles and runs against the CLI, becomes OUT/dlx-cpp.js, a list of
its lines, each `{"text", "events"}`. A line's trailing `// @choose`
(several names with commas) names the tracer's events that run it; the
mark is taken off the text shown. Run by `make site`, as locales.py is.

    scripts/listings.py dist/element/step/code
"""
import json
import re
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
MARK = re.compile(r"\s*// @([a-z,]+)$")
lines = []
for text in (root / "www/step/code/dlx.cpp").read_text(encoding="utf-8").splitlines():
    mark = MARK.search(text)
    events = mark.group(1).split(",") if mark else []
    lines.append({"text": text[: mark.start()] if mark else text, "events": events})
source = "// Built by scripts/listings.py from www/step/code/dlx.cpp: edit that file.\n"
source += "export default %s;\n" % json.dumps(lines, ensure_ascii=False)
(out / "dlx-cpp.js").write_text(source, encoding="utf-8")
