// Writes a brotli (.br) and a gzip (.gz) copy beside every text-like file of the built client,
// once, at the highest levels: the server sends the copy the browser accepts (preCompressed),
// so no request pays for compressing a static file. Only Node's own modules are used.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'client/dist');
const TEXT_LIKE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
let files = 0;
let raw = 0;
let brotli = 0;

for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !TEXT_LIKE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gz = zlib.gzipSync(bytes, { level: 9 });
  // A copy no smaller than the original would only cost the browser a decode.
  if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
  files += 1;
  raw += bytes.length;
  brotli += Math.min(br.length, bytes.length);
}
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB brotli`);
