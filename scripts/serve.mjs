#!/usr/bin/env node
/**
 * Serves build/ under the base URL (config/site-url.mjs: BASE_URL, default /guides/) the way GitHub Pages does, so tests see what
 * readers will see:
 *   /guides/a/b        → a/b (a file), else a/b.html, else 301 to /guides/a/b/ when a/b/index.html exists
 *   /guides/a/b/       → a/b/index.html
 *   anything else      → 404.html with status 404
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build]
 * No dependency: Node's http module only.
 */
import {createReadStream} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createGzip} from 'node:zlib';
import {baseUrl} from '../config/site-url.mjs';
import {resolve} from './static-host.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.csv': 'text/csv; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * @param {{dir: string, base?: string, gzip?: boolean}} options `gzip`: compress text
 *   when the browser accepts it and let it cache, as GitHub Pages does (the benchmark
 *   uses this so Lighthouse's simulated network moves a reader's bytes).
 */
export function createServer({dir, base = baseUrl, gzip = false}) {
  const root = path.resolve(dir);
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = await resolve(root, base, url.pathname);
    if (found?.redirect) {
      res.writeHead(301, {location: found.redirect + url.search});
      res.end();
      return;
    }
    const file = found?.file ?? path.join(root, '404.html');
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const compress = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && !/^image\/png|^font\//.test(type);
    res.writeHead(found ? 200 : 404, {
      'content-type': type,
      'cache-control': gzip ? 'max-age=600' : 'no-cache',
      ...(compress ? {'content-encoding': 'gzip', vary: 'Accept-Encoding'} : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    (compress ? stream.pipe(createGzip()) : stream).pipe(res);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const port = Number(option('port', process.env.PORT ?? '3000'));
  const dir = option('dir', 'build');
  createServer({dir}).listen(port, '127.0.0.1', () => {
    console.log(`Serving ${dir}/ at http://localhost:${port}${baseUrl}`);
  });
}
