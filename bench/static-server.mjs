// The reference for page throughput: a plain Node static file server, no framework, serving precompressed copies as
// nginx does with gzip_static/brotli_static: `<file>.br` to clients that accept Brotli, `<file>.gz` to those that
// accept gzip, the file itself otherwise. Files are read once and kept in memory, as the OS page cache would.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const [root, port] = process.argv.slice(2);
const files = new Map();
const read = async (file) => {
  if (!files.has(file)) files.set(file, await fs.readFile(file).catch(() => null));
  return files.get(file);
};
http
  .createServer(async (req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(root)) return res.writeHead(404).end();
    const accept = req.headers['accept-encoding'] ?? '';
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (!new RegExp(`\\b${encoding}\\b(?!;q=0(?:\\.0*)?\\b)`).test(accept)) continue;
      const body = await read(file + suffix);
      if (body) {
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Encoding': encoding,
          'Content-Length': body.length,
          Vary: 'Accept-Encoding',
        });
        return res.end(body);
      }
    }
    const body = await read(file);
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, Vary: 'Accept-Encoding' });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1');
