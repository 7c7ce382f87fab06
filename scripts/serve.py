#!/usr/bin/env python3
"""Serves a folder on 127.0.0.1 for `make serve`, as a static host such as
GitHub Pages would: every response carries `Access-Control-Allow-Origin: *`.
The embed needs it under <iframe sandbox="allow-scripts">: its document has
an opaque origin, so its module scripts, the worker's imports and the wasm
fetch are all cross-origin (CORS) requests."""
import argparse
import functools
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map,
                      ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm"}

    def end_headers(self):
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder")
    parser.add_argument("--port", type=int, default=8080)
    args = parser.parse_args()
    handler = functools.partial(Handler, directory=args.folder)
    with ThreadingHTTPServer(("127.0.0.1", args.port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    main()
