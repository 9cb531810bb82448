import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import {
  IMAGE_CONTENT_MESSAGE,
  IMAGE_UPLOAD_MESSAGES,
  checkImageUpload,
  sniffImageType,
} from '../../domain/validation/imageUpload';
import { ApiError, badRequest } from '../errors';
import { currentUser } from '../plugins/auth';
import { envelopeResponses, envelopeSchema } from './context';

const IMAGE_ID = '^[A-Za-z0-9_-]{1,120}$';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A generated poster (no internet needed): a gradient from the id's hash and the id as text. */
export function posterSvg(id: string, kind: string): string {
  const hash = createHash('sha1').update(id).digest();
  const hue = ((hash[0] ?? 0) * 360) / 255;
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
export function registerImageRoutes(
  app: FastifyInstance,
  options: { dataDir: string; uploadLimit: number },
): void {
  const uploadDir = join(options.dataDir, 'images');

  app.get<{ Params: { id: string; kind: string } }>(
    '/images/:id/:kind',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            id: { type: 'string', pattern: IMAGE_ID },
            kind: { type: 'string', pattern: '^[a-z]{1,20}(\\.svg)?$' },
          },
        },
        response: {
          200: {
            description: 'The image: a generated SVG poster, or the uploaded JPEG or PNG bytes',
            type: 'string',
          },
          default: envelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      if (kind === 'upload') {
        const file = join(uploadDir, id);
        if (!existsSync(file)) throw new ApiError(404, `No uploaded image for ${id}`);
        const type = existsSync(`${file}.type`)
          ? readFileSync(`${file}.type`, 'utf8')
          : 'image/jpeg';
        return reply.type(type).header('cache-control', 'no-cache').send(readFileSync(file));
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(posterSvg(id, kind.replace(/\.svg$/, '')));
    },
  );

  /** Keeps an upload whose bytes are the JPEG or PNG it claims to be; anything else is refused. */
  function store(id: string, declared: string, data: Buffer) {
    const check = checkImageUpload({ type: declared, size: data.length });
    if (!check.ok)
      throw check.reason === 'size' ? new ApiError(413, check.message) : badRequest(check.message);
    const sniffed = sniffImageType(data.subarray(0, 16));
    if (!sniffed || sniffed !== declared.split(';')[0]?.trim().toLowerCase())
      throw badRequest(IMAGE_CONTENT_MESSAGE);
    mkdirSync(uploadDir, { recursive: true });
    const file = join(uploadDir, id);
    // Written beside and renamed: a failed upload never leaves half an image behind.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, data);
    writeFileSync(`${file}.type`, sniffed);
    renameSync(partial, file);
    return successEnvelope({ id, u: `/images/${id}/upload`, size: data.length, type: sniffed });
  }

  app.register(
    async (scope) => {
      // The spec's form: multipart/form-data with one file part (any field name); a second file
      // is read only to be refused.
      await scope.register(fastifyMultipart, {
        limits: { fileSize: options.uploadLimit, files: 2, fields: 5, fieldSize: 1024, parts: 7 },
        throwFileSizeLimit: true,
      });
      // Also a raw body of type image/jpeg or image/png.
      for (const type of ['image/jpeg', 'image/png']) {
        scope.addContentTypeParser(
          type,
          { parseAs: 'buffer', bodyLimit: options.uploadLimit },
          (_request, body, done) => done(null, body),
        );
      }
      scope.post<{ Params: { id: string }; Body: Buffer | undefined }>(
        '/image/upload/:id',
        {
          bodyLimit: options.uploadLimit,
          schema: {
            params: { type: 'object', properties: { id: { type: 'string', pattern: IMAGE_ID } } },
            // Not JSON: the handler checks the file's declared type, size and signature itself.
            body: {
              description:
                'multipart/form-data with one image file, or an image/jpeg or image/png body',
            },
            response: envelopeResponses,
          },
        },
        async (request, reply) => {
          currentUser(request);
          if (request.isMultipart()) {
            let upload: { type: string; data: Buffer } | undefined;
            try {
              for await (const part of request.parts()) {
                if (part.type !== 'file') continue;
                if (upload) throw badRequest('Upload one image at a time');
                upload = { type: part.mimetype, data: await part.toBuffer() };
              }
            } catch (error) {
              throw error instanceof ApiError ? error : multipartError(error);
            }
            if (!upload) throw badRequest('The upload holds no file');
            return reply.code(201).send(store(request.params.id, upload.type, upload.data));
          }
          const body = request.body;
          if (!Buffer.isBuffer(body)) throw badRequest('The upload holds no file');
          return reply
            .code(201)
            .send(store(request.params.id, request.headers['content-type'] ?? '', body));
        },
      );
    },
    { prefix: '/api/image' },
  );
}

/** @fastify/multipart's errors as the envelope's: too large is 413, a broken form 400. */
function multipartError(error: unknown): ApiError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, IMAGE_UPLOAD_MESSAGES.size);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('Upload one image at a time');
  return badRequest(
    `The upload could not be read: ${error instanceof Error ? error.message : 'malformed form data'}`,
  );
}
