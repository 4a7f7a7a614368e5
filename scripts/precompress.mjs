/**
 * `npm run build` (after the web app's Vite build): writes a brotli (`.br`) and a gzip (`.gz`) copy beside every
 * compressible file of the built web app (apps/web/dist, or the folder given), at the highest levels, once, so the
 * server sends them as they are and never compresses a static file per request (apps/server/src/http/static-files.ts).
 * A copy is written only when it is smaller; formats already compressed (images, fonts) are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'apps/web/dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest|ico)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let afterBr = 0;
const started = Date.now();
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const file = path.join(d, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name) && statSync(file).size >= MIN_BYTES) {
      const raw = readFileSync(file);
      const br = brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      const gz = gzipSync(raw, { level: 9 });
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      files++;
      before += raw.length;
      afterBr += Math.min(br.length, raw.length);
    }
  }
};
walk(dir);
console.log(
  `pre-compressed ${files} files in ${path.relative(process.cwd(), dir)}: ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB brotli (${Date.now() - started} ms)`,
);
