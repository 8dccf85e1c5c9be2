import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../../types/api';

/** A last path segment with an extension is a file (a script chunk, an image), never an app route. */
const FILE_LIKE = /\/[^/]+\.[a-z0-9]{1,8}$/i;

/**
 * The H5 app owns every path outside /api: an unknown GET path gets index.html and the
 * client router decides (a real page or its 404 page). Missing files stay 404s, so a stale
 * chunk name fails as a chunk-load error instead of parsing HTML as script.
 */
export class SpaFallback {
  private readonly file: string;
  private cache: { mtimeMs: number; html: string } | null = null;

  constructor(h5Dir: string) {
    this.file = join(h5Dir, 'index.html');
  }

  /** index.html as it is on disk now (a rebuild while the server runs is picked up). */
  private html(): string | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return null;
    }
    if (this.cache?.mtimeMs !== mtimeMs) this.cache = { mtimeMs, html: readFileSync(this.file, 'utf8') };
    return this.cache.html;
  }

  handles(req: FastifyRequest): boolean {
    const path = req.url.split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (path === API_BASE || path.startsWith(`${API_BASE}/`) || (FILE_LIKE.test(path) && !path.endsWith('.html'))) return false;
    return this.html() !== null;
  }

  send(reply: FastifyReply): void {
    void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.html());
  }
}
