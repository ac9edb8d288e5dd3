// fontkit imports "brotli/decompress.js" to read WOFF2 fonts. The real package carries the
// Brotli dictionary as a 756 KB array literal (486 KB of a minified bundle, a third of the API
// function's budget); Node has the same decoder built in. See docs/decisions/0022-invoice-pdf.md.
"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as the package it stands in for
const { brotliDecompressSync } = require("node:zlib");

/** brotli.js's BrotliDecompressBuffer(buffer, outSize): the decompressed bytes. */
module.exports = function decompress(buffer) {
  return new Uint8Array(brotliDecompressSync(buffer));
};
