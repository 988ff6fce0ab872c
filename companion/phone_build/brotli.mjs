// Brotli copies at the highest quality, with Node.js's own zlib (the build runs Node.js already):
// node brotli.mjs < [[SOURCE, TARGET], ...] as JSON on stdin.
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";

for (const [source, target] of JSON.parse(readFileSync(0, "utf8"))) {
  const data = readFileSync(source);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  };
  writeFileSync(target, brotliCompressSync(data, { params }));
}
