import type { FastifyInstance } from 'fastify';

/** WeChat's pushes are a few hundred bytes; anything near this is not WeChat. */
export const XML_BODY_LIMIT = 64 * 1024;

/**
 * Accepts text/xml and application/xml bodies as a plain string (WeChat official-account pushes).
 * Nothing is parsed here: the one handler that takes XML reads it with its own strict reader.
 */
export function registerXmlBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: XML_BODY_LIMIT }, (_req, body, done) => {
    done(null, body);
  });
}
