import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../../types/api';

/**
 * The H5 app owns every path outside /api: an unknown GET path gets index.html and the
 * client router decides (a real page or its 404 page).
 */
export class SpaFallback {
  private readonly html: string | null;

  constructor(h5Dir: string) {
    const file = join(h5Dir, 'index.html');
    this.html = existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  get available(): boolean {
    return this.html !== null;
  }

  handles(req: FastifyRequest): boolean {
    const path = req.url.split('?')[0];
    return this.html !== null && (req.method === 'GET' || req.method === 'HEAD') && path !== API_BASE && !path.startsWith(`${API_BASE}/`);
  }

  send(reply: FastifyReply): void {
    void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.html);
  }
}
