import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { checkImageUpload } from '../../domain/validation/imageUpload';
import { ApiError, badRequest } from '../errors';
import { currentUser } from '../plugins/auth';

const IMAGE_ID = '^[A-Za-z0-9_-]{1,120}$';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A generated poster (no internet needed): a gradient from the id's hash and the id as text. */
export function posterSvg(id: string, kind: string): string {
  const hash = createHash('sha1').update(id).digest();
  const hue = (hash[0] ?? 0) * 360 / 255;
  const hue2 = (hue + 40 + (hash[1] ?? 0) / 4) % 360;
  const label = escapeXml(id.replace(/-/g, ' '));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},55%,32%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)},60%,18%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="90" r="120" fill="hsla(${hue2.toFixed(0)},70%,60%,0.15)"/>
<text x="32" y="318" font-family="sans-serif" font-size="30" fill="#f8fafc">${label}</text>
<text x="32" y="48" font-family="sans-serif" font-size="18" fill="#cbd5e1">${escapeXml(kind.toUpperCase())}</text>
</svg>`;
}

/**
 * Images: generated posters at /images/{id}/{kind}.svg (public, like a CDN), uploaded images at
 * /images/{id}/upload, and the upload endpoint under the image service (jpeg/png, at most
 * 128000000 bytes).
 */
export function registerImageRoutes(app: FastifyInstance, options: { dataDir: string; uploadLimit: number }): void {
  const uploadDir = join(options.dataDir, 'images');

  app.get<{ Params: { id: string; kind: string } }>(
    '/images/:id/:kind',
    { schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: IMAGE_ID }, kind: { type: 'string', pattern: '^[a-z]{1,20}(\\.svg)?$' } } } } },
    async (request, reply) => {
      const { id, kind } = request.params;
      if (kind === 'upload') {
        const file = join(uploadDir, id);
        if (!existsSync(file)) throw new ApiError(404, `No uploaded image for ${id}`);
        const type = existsSync(`${file}.type`) ? readFileSync(`${file}.type`, 'utf8') : 'image/jpeg';
        return reply.type(type).header('cache-control', 'no-cache').send(readFileSync(file));
      }
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(posterSvg(id, kind.replace(/\.svg$/, '')));
    },
  );

  app.register(
    async (scope) => {
      for (const type of ['image/jpeg', 'image/png']) {
        scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: options.uploadLimit }, (_request, body, done) => done(null, body));
      }
      scope.post<{ Params: { id: string }; Body: Buffer }>(
        '/image/upload/:id',
        { bodyLimit: options.uploadLimit, schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: IMAGE_ID } } } } },
        async (request, reply) => {
          currentUser(request);
          const type = request.headers['content-type'] ?? '';
          const check = checkImageUpload({ type, size: request.body.length });
          if (!check.ok) throw check.reason === 'size' ? new ApiError(413, check.message) : badRequest(check.message);
          mkdirSync(uploadDir, { recursive: true });
          const file = join(uploadDir, request.params.id);
          writeFileSync(file, request.body);
          writeFileSync(`${file}.type`, type.split(';')[0] ?? 'image/jpeg');
          return reply.code(201).send(successEnvelope({ id: request.params.id, u: `/images/${request.params.id}/upload`, size: request.body.length }));
        },
      );
    },
    { prefix: '/api/image' },
  );
}
