#!/usr/bin/env python3
"""Builds the Code panel's C++ listings into ES modules the element
imports: each www/step/code/<name>.cpp (dlx.cpp, exact cover; repeat.cpp,
repeated cover), an OI-style dancing-links program that tests/listing.rs
compiles and runs against the CLI, becomes OUT/<name>-cpp.js, a list of
its lines, each `{"text", "events"}`. A line's trailing `// @choose`
(several names with commas) names the tracer's events that run it; the
mark is taken off the text shown. `// @choose only first` (names with
commas) says the line is in the program of those item rules only, as
`"rules"`: the Code panel shows, and tests/listing.rs compiles, each
rule's program by leaving out the lines of the others. Run by `make
site`, as locales.py is.

    scripts/listings.py dist/element/step/code
"""
import json
import re
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
MARK = re.compile(r"\s*// @([a-z,]+)(?: only ([a-z,]+))?$")
for program in sorted((root / "www/step/code").glob("*.cpp")):
    lines = []
    for text in program.read_text(encoding="utf-8").splitlines():
        mark = MARK.search(text)
        events = mark.group(1).split(",") if mark else []
        line = {"text": text[: mark.start()] if mark else text, "events": events}
        if mark and mark.group(2):
            line["rules"] = mark.group(2).split(",")
        lines.append(line)
    source = "// Built by scripts/listings.py from www/step/code/%s: edit that file.\n" % program.name
    source += "export default %s;\n" % json.dumps(lines, ensure_ascii=False)
    (out / f"{program.stem}-cpp.js").write_text(source, encoding="utf-8")
