#!/usr/bin/env python3
"""Serves a folder on 127.0.0.1 for `make serve`, as a static host such as
GitHub Pages would: every response carries `Access-Control-Allow-Origin: *`.
The embed needs it under <iframe sandbox="allow-scripts">: its document has
an opaque origin, so its module scripts, the worker's imports and the wasm
fetch are all cross-origin (CORS) requests.

Text and wasm are sent compressed when the browser accepts it, as static
hosts do: brotli if asked for, else gzip. The files `make site` compressed
beside each one (`name.br`, `name.gz`, scripts/precompress.mjs) are sent as
they are; a file without them is compressed here (brotli only if the
`brotli` module is installed, Debian's python3-brotli), once, and again
only when it changes."""
import argparse
import functools
import gzip
import io
import os
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

try:
    import brotli
except ImportError:
    brotli = None

# What a static host compresses: text, and the wasm module.
COMPRESSIBLE = ("text/", "application/wasm", "application/json", "image/svg+xml")

# (path, mtime, encoding) -> compressed bytes.
CACHE = {}


# The file beside another that holds it in an encoding.
SUFFIX = {"br": ".br", "gzip": ".gz"}


def precompressed(path, encoding):
    """The file beside `path` compressed in `encoding` at build time, if
    it is at least as new as `path`; else None."""
    packed = path + SUFFIX[encoding]
    if os.path.isfile(packed) and os.stat(packed).st_mtime_ns >= os.stat(path).st_mtime_ns:
        return packed
    return None


def compressed(path, encoding):
    """The bytes of `path` in `encoding` ('br' or 'gzip'): the build's own
    file beside it, else compressed here, from the cache while the file is
    unchanged."""
    packed = precompressed(path, encoding)
    if packed is not None:
        with open(packed, "rb") as f:
            return f.read()
    key = (path, os.stat(path).st_mtime_ns, encoding)
    if key not in CACHE:
        with open(path, "rb") as f:
            data = f.read()
        # gzip's level 6 is what hosts use; mtime 0 keeps the bytes stable.
        CACHE[key] = brotli.compress(data) if encoding == "br" else gzip.compress(data, 6, mtime=0)
    return CACHE[key]


# Whether brotli may be sent (`--gzip-only`: not, as GitHub Pages does not).
BROTLI = True


def encoding_for(accept, path):
    """The encoding to send `path` in for an Accept-Encoding header, or None."""
    asked = {part.split(";")[0].strip() for part in accept.split(",")}
    if BROTLI and "br" in asked and (brotli is not None or precompressed(path, "br") is not None):
        return "br"
    return "gzip" if "gzip" in asked else None


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map,
                      ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
                      ".webmanifest": "application/manifest+json"}

    def end_headers(self):
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        kind = self.guess_type(path)
        if not os.path.isfile(path) or not kind.startswith(COMPRESSIBLE):
            return super().send_head()
        encoding = encoding_for(self.headers.get("Accept-Encoding", ""), path)
        if encoding is None:
            return super().send_head()
        body = compressed(path, encoding)
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        # do_GET copies it out, do_HEAD only closes it.
        return io.BytesIO(body)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--gzip-only", action="store_true",
                        help="never send brotli, as GitHub Pages does (bench/weight.mjs)")
    args = parser.parse_args()
    global BROTLI
    BROTLI = not args.gzip_only
    handler = functools.partial(Handler, directory=args.folder)
    with ThreadingHTTPServer(("127.0.0.1", args.port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    main()
