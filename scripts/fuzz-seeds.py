#!/usr/bin/env python3
"""Writes the string literals of test files that hold a line break (the
puzzles, matrices and Knuth problems the tests type in) into a folder, one
file each, as seeds for the fuzz targets (scripts/fuzz.sh).

    scripts/fuzz-seeds.py OUT FILE...
"""
import hashlib
import re
import sys

# Rust raw strings r#"..."#, then "..." and '...' with escapes (Rust and JS).
LITERAL = re.compile(r'r(#*)"(.*?)"\1|"((?:[^"\\\n]|\\.)*)"|\'((?:[^\'\\\n]|\\.)*)\'', re.S)
# A backslash at the end of a line joins it to the next, trimmed (Rust).
ESCAPE = re.compile(r'\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|\n\s*|.)')
SIMPLE = {'n': '\n', 't': '\t', 'r': '\r', '0': '\0'}


def unescape(m):
    e = m.group(1)
    if e.startswith('\n'):
        return ''
    if e.startswith('u') and len(e) > 1:
        return chr(int(e.strip('u{}'), 16))
    return SIMPLE.get(e, e)


def main(out, files):
    for name in files:
        with open(name, encoding='utf-8') as f:
            source = f.read()
        for m in LITERAL.finditer(source):
            raw, quoted = m.group(2), m.group(3) or m.group(4) or ''
            text = raw if raw is not None else ESCAPE.sub(unescape, quoted)
            if '\n' in text:
                key = hashlib.sha1(text.encode()).hexdigest()[:16]
                with open(f'{out}/test-{key}', 'w', encoding='utf-8') as f:
                    f.write(text)


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2:])
