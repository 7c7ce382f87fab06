#!/usr/bin/env python3
"""Makes dist/element/ a package: its package.json gets the crate's version
(Cargo.toml's, so the element and the CLI are released as one), written
after the name. Run by `make site` once www/ and the wasm module are in
place; `npm pack` in dist/element then packs exactly what the element needs.

    scripts/package-element.py dist/element
"""
import json
import sys
import tomllib
from pathlib import Path

root = Path(__file__).resolve().parent.parent
folder = Path(sys.argv[1])
version = tomllib.loads((root / "Cargo.toml").read_text())["package"]["version"]
manifest = folder / "package.json"
fields = json.loads(manifest.read_text())
stamped = {"name": fields.pop("name"), "version": version, **fields}
manifest.write_text(json.dumps(stamped, indent=2, ensure_ascii=False) + "\n")
