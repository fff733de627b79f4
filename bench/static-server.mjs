// The reference for page throughput: a plain Node static file server (read the file, send it), no framework.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const [root, port] = process.argv.slice(2);
http
  .createServer(async (req, res) => {
    try {
      const file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
      if (!file.startsWith(root)) throw new Error('outside');
      const body = await fs.readFile(file);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  })
  .listen(Number(port), '127.0.0.1');
