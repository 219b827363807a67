import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound, sendError } from './lib/errors';

/** Path prefixes of the three APIs; anything unknown under them is a JSON 404, never a page. */
export const API_PREFIXES = ['/api/', '/payment/api/', '/.well-known/service/api/'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return API_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
}

const ASSET_EXTENSION = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|wasm)$/i;

/**
 * Serves the built front end: hashed assets with a long cache, and index.html for every page
 * path so the client router can render it (or send unknown paths to `/`).
 */
export async function webPages(app: FastifyInstance, opts: { distDir: string }) {
  const root = path.resolve(opts.distDir);
  const indexPath = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (!hasBuild) app.log.warn({ root }, 'no front-end build found; run `npm run build` to serve pages');

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      // One route per built file, read at start: page paths never touch the disk, and `/` or a
      // folder path falls through to index.html instead of a directory error.
      wildcard: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexPath));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      // A missing file such as /assets/x.js must not get HTML back; page paths may hold dots
      // (plugin versions), so only known file types count as files.
      !ASSET_EXTENSION.test(request.url.split('?')[0]);
    if (isPageRequest && hasBuild) return sendIndex(reply);
    return sendError(reply, notFound(`Not found: ${request.method} ${request.url.split('?')[0]}`));
  });
}
