import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import sharp from 'sharp';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import {
  DEFAULT_GALLERY_RATIO,
  RESIZER_IMAGE_TYPES,
  RESIZER_MAX_WIDTH,
  RESIZER_MIN_WIDTH,
  RESIZER_SCALING_MODES,
  galleryRatioOf,
} from '../../domain/media/imageResizer';
import { aspectRatioLabel } from '../../domain/validation/aspectRatio';
import {
  IMAGE_CONTENT_MESSAGE,
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  checkImageUpload,
  sniffImageType,
} from '../../domain/validation/imageUpload';
import { can } from '../../domain/permissions/permissionsFor';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { requirePermission } from '../content/contentService';
import { CONTAINER_TYPE, STOREFRONT_TYPE } from '../content/storefrontTypes';
import type { ResourceType } from '../resourceCatalog';
import { itemPlacement } from '../store/contentRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, envelopeSchema, itemInRequestProduct, requestProduct } from './context';

const IMAGE_ID = '^[A-Za-z0-9_-]{1,120}$';
/** Product ids as a path segment: no dots or slashes, so a product never names another folder. */
const PRODUCT_ID = '^[\\p{L}\\p{N}_-]{1,120}$';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A 200 answer of image bytes (not JSON) as a response schema: the handler sends the bytes with
 * their type, which Fastify passes through unserialised; the schema tells the OpenAPI document.
 */
function imageResponse(description: string, types: readonly string[]) {
  const binary = { schema: { type: 'string', format: 'binary' } } as const;
  return { description, content: Object.fromEntries(types.map((type) => [type, binary])) };
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
 * The storefront's item types that take uploads (a container's `ex_ia`, a page's Tab background,
 * Tab logo and Background image). Their uploads, like every catalogue item's (its images, `ex_ia`
 * and `ia`, shown as a gallery by type and ratio), make a gallery: each upload is a new image with
 * its own name, so a Poster and a Banner stand side by side, and a published version keeps the
 * images it names while a draft gets new ones.
 */
const STORE_TYPES: ReadonlySet<string> = new Set([CONTAINER_TYPE, STOREFRONT_TYPE]);
/**
 * The catalogue page whose items keep one image, replaced by the next upload: a virtual channel's
 * `image` (its editor shows that one image, its address made new by `v=`).
 */
const SINGLE_IMAGE_PAGE = 'cp_vll';
/** A gallery image's name, given by the service (a UUID). */
const GALLERY_IMAGE = '^[A-Za-z0-9_-]{1,64}$';

/** A refusal naming the form field (or 'body' for a raw image body) it is about. */
function refusal(status: number, message: string, field: string): ApiError {
  return new ApiError(status, message, [{ code: status, field, description: message }]);
}

/**
 * The pixel size of a stored image, decoded with sharp as the type it claims; undefined when it
 * does not decode as that type (a PNG signature followed by anything else is no PNG).
 */
async function decodedSize(
  file: string,
  type: string,
): Promise<{ width: number; height: number } | undefined> {
  try {
    const metadata = await sharp(file).metadata();
    const format = type === 'image/png' ? 'png' : 'jpeg';
    if (metadata.format !== format || !metadata.width || !metadata.height) return undefined;
    // Reading the pixels finds a truncated or corrupt body that the header alone does not show.
    await sharp(file).stats();
    return { width: metadata.width, height: metadata.height };
  } catch {
    return undefined;
  }
}

/** What the metadata read answers of an image (and the upload, with its address). */
export interface ImageMetadata {
  id: string;
  type: string;
  size: number;
  width: number;
  height: number;
  /** The aspect ratio recognised (spec section 5: 16x9, 4x3, 3x2, 5x3, 5x4, 1x1, 16x10), else ''. */
  ar: string;
  /** The gallery ratio it matches (16x9, 4x3, 3x1, 16x6), else the default 16x9. */
  r: string;
  /** Whether {@link r} is the image's own ratio (false: the default was taken). */
  ratioMatched: boolean;
}

function imageMetadata(
  id: string,
  image: { type: string; size: number; width: number; height: number },
): ImageMetadata {
  const matched = galleryRatioOf(image.width, image.height);
  return {
    id,
    type: image.type,
    size: image.size,
    width: image.width,
    height: image.height,
    ar: aspectRatioLabel(image.width, image.height),
    r: matched ?? DEFAULT_GALLERY_RATIO,
    ratioMatched: matched !== undefined,
  };
}

/** Room for a multipart form's boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Images: generated posters at /images/{id}/{kind}.svg (public, like a CDN), uploaded images at
 * /images/{product}/{id}/upload, and the upload endpoint under the image service: jpeg or png, at
 * most the upload limit (the spec's 128000000 bytes), for an existing item of the request's
 * product by a user who may update its type. The body streams to a temporary file, the limit
 * counted as it arrives (413 as soon as it is passed); only a complete, valid image is renamed
 * into place, so a failed upload never replaces or half-writes the stored one. An item's uploads
 * are gallery images, each under its own name (`?image=` to read it back); a virtual channel's
 * one image is replaced by the next.
 * Refusals of the file name its field (the form part, or 'body').
 */
export function registerImageRoutes(
  app: FastifyInstance,
  deps: Pick<RouteDeps, 'db' | 'catalog' | 'itemTypes'>,
  options: { dataDir: string; uploadLimit: number },
): void {
  const uploadRoot = join(options.dataDir, 'images');
  const fileOf = (product: string, id: string) => join(uploadRoot, product, id);
  const galleryFileOf = (product: string, id: string, image: string) =>
    join(uploadRoot, product, `${id}.gallery`, image);

  app.get<{ Params: { id: string; kind: string } }>(
    '/images/:id/:kind',
    {
      schema: {
        summary: 'Serves a generated SVG poster for an item and image kind (no sign-in).',
        tags: ['media'],
        params: {
          type: 'object',
          properties: {
            id: { type: 'string', pattern: IMAGE_ID },
            kind: { type: 'string', pattern: '^[a-z]{1,20}(\\.svg)?$' },
          },
        },
        response: {
          200: imageResponse('A generated SVG poster', ['image/svg+xml']),
          default: envelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      // Uploads live under their product (/images/{product}/{id}/upload).
      if (kind === 'upload') throw new ApiError(404, `No uploaded image for ${id}`);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(posterSvg(id, kind.replace(/\.svg$/, '')));
    },
  );

  app.get<{ Params: { product: string; id: string }; Querystring: { image?: string } }>(
    '/images/:product/:id/upload',
    {
      schema: {
        summary: "Serves an item's uploaded image, or one of its gallery images (no sign-in).",
        tags: ['media'],
        params: {
          type: 'object',
          required: ['product', 'id'],
          properties: {
            product: { type: 'string', pattern: PRODUCT_ID },
            id: { type: 'string', pattern: IMAGE_ID },
          },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { image: { type: 'string', pattern: GALLERY_IMAGE } },
        },
        response: {
          200: imageResponse('The uploaded JPEG or PNG bytes', IMAGE_UPLOAD_TYPES),
          default: envelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { product, id } = request.params;
      const image = request.query.image;
      const file = image ? galleryFileOf(product, id, image) : fileOf(product, id);
      if (!existsSync(file)) throw new ApiError(404, `No uploaded image for ${id}`);
      const type = existsSync(`${file}.type`) ? readFileSync(`${file}.type`, 'utf8') : 'image/jpeg';
      return reply.type(type).header('cache-control', 'no-cache').send(readFileSync(file));
    },
  );

  /** The stored upload of an item (a gallery image when named), or undefined. */
  function storedFile(product: string, id: string, image: string | undefined): string | undefined {
    const file = image ? galleryFileOf(product, id, image) : fileOf(product, id);
    return existsSync(file) ? file : undefined;
  }

  // The resizer (spec section 7): public like a CDN, for <img> tags that send no token.
  app.get<{
    Params: { product: string; id: string; file: string };
    Querystring: { width: number; scalingMode: string; t?: number; suffix?: string };
  }>(
    '/images/resizer/:product/:id/:file',
    {
      schema: {
        summary: "Serves an item's image resized to a width (no sign-in, cached like a CDN).",
        description:
          "The item's uploaded image named by `suffix`, else its generated poster, as PNG or JPEG by the file name.",
        tags: ['media'],
        params: {
          type: 'object',
          required: ['product', 'id', 'file'],
          properties: {
            product: { type: 'string', pattern: PRODUCT_ID },
            id: { type: 'string', pattern: IMAGE_ID },
            file: {
              type: 'string',
              pattern: `^(${RESIZER_IMAGE_TYPES.join('|')})\\.(png|jpg)$`,
            },
          },
        },
        querystring: {
          type: 'object',
          required: ['width', 'scalingMode'],
          additionalProperties: false,
          properties: {
            width: { type: 'integer', minimum: RESIZER_MIN_WIDTH, maximum: RESIZER_MAX_WIDTH },
            scalingMode: { type: 'string', enum: [...RESIZER_SCALING_MODES] },
            t: { type: 'integer', minimum: 0 },
            suffix: { type: 'string', pattern: GALLERY_IMAGE },
          },
        },
        response: {
          200: imageResponse('The image resized to the width asked (png or jpeg)', [
            'image/png',
            'image/jpeg',
          ]),
          default: envelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { product, id, file } = request.params;
      const { width, suffix } = request.query;
      const placement = await itemPlacement(deps.db, id);
      if (!placement || !placement.products.includes(product)) throw notFound(`Item ${id}`);
      const source = storedFile(product, id, suffix);
      if (suffix && !source) throw new ApiError(404, `No image ${suffix} for ${id}`);
      const kind = file.replace(/\.(png|jpg)$/, '');
      // Without an upload, the item's generated poster is what the CDN would have.
      const input = source ?? Buffer.from(posterSvg(id, kind));
      const resized = sharp(input).resize({ width });
      const png = file.endsWith('.png');
      const bytes = await (png ? resized.png() : resized.jpeg({ quality: 82 })).toBuffer();
      return reply
        .type(png ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(bytes);
    },
  );

  /** Where an upload goes: its file and the address it is served at. */
  interface Place {
    product: string;
    id: string;
    file: string;
    url: string;
  }

  /** The item types that take uploads: every catalogue type and the storefront's. */
  const uploadTypes = (): ResourceType[] => [
    ...deps.catalog.types.values(),
    ...[...STORE_TYPES].flatMap((type) => deps.itemTypes.get(type) ?? []),
  ];

  /** The product and item an upload is for, once the caller may update it; 404 or 403 otherwise. */
  async function target(request: FastifyRequest<{ Params: { id: string } }>): Promise<Place> {
    const user = currentUser(request);
    const product = requestProduct(request, user);
    // A caller who may update no item at all is refused before any item is looked up: whether
    // one exists is none of their business.
    if (!uploadTypes().some((type) => can(user, 'update', type.list.resource)))
      throw forbidden('You do not have permission to upload images');
    const id = request.params.id;
    // An item outside the request's product is not found: nothing about it is revealed.
    const placement = await itemInRequestProduct(deps, request, id);
    const stored = STORE_TYPES.has(placement.cty);
    const resourceType = stored
      ? deps.itemTypes.get(placement.cty)
      : deps.catalog.get(placement.cty);
    if (!resourceType) throw notFound(`Item ${id}`);
    requirePermission(user, 'update', resourceType);
    const gallery = stored || resourceType.list.resource !== SINGLE_IMAGE_PAGE;
    const url = `/images/${encodeURIComponent(product)}/${id}/upload`;
    if (!gallery) return { product, id, file: fileOf(product, id), url };
    const image = randomUUID();
    return { product, id, file: galleryFileOf(product, id, image), url: `${url}?image=${image}` };
  }

  interface Received {
    partial: string;
    file: string;
    size: number;
    type: string;
    width: number;
    height: number;
  }

  /**
   * Streams an upload to a temporary file beside its place, counting bytes (413 past the limit),
   * and checks the bytes are the JPEG or PNG declared. Nothing is in place until {@link commit}.
   */
  async function receive(
    place: Place,
    field: string,
    declared: string,
    source: Readable,
    truncated: () => boolean = () => false,
  ): Promise<Received> {
    const check = checkImageUpload({ type: declared, size: 0 });
    if (!check.ok) {
      source.resume();
      throw refusal(400, check.message, field);
    }
    const file = place.file;
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    let size = 0;
    const limit = options.uploadLimit;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limit) done(refusal(413, IMAGE_UPLOAD_MESSAGES.size, field));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(partial));
      if (truncated()) throw refusal(413, IMAGE_UPLOAD_MESSAGES.size, field);
      const head = Buffer.alloc(16);
      const handle = await open(partial, 'r');
      try {
        await handle.read(head, 0, 16, 0);
      } finally {
        await handle.close();
      }
      const sniffed = sniffImageType(head.subarray(0, Math.min(16, size)));
      if (!sniffed || sniffed !== declared.split(';')[0]?.trim().toLowerCase())
        throw refusal(400, IMAGE_CONTENT_MESSAGE, field);
      // The right first bytes are not enough: the whole image must decode as what it claims.
      const decoded = await decodedSize(partial, sniffed);
      if (!decoded) throw refusal(400, IMAGE_CONTENT_MESSAGE, field);
      return { partial, file, size, type: sniffed, ...decoded };
    } catch (error) {
      await rm(partial, { force: true });
      throw error instanceof ApiError ? error : multipartError(error);
    }
  }

  /** Puts a received image in place (one rename) and answers with where it is served. */
  async function commit(place: Place, received: Received) {
    const metadata = imageMetadata(place.id, received);
    await writeFile(`${received.file}.type`, received.type);
    await writeFile(`${received.file}.meta.json`, JSON.stringify(metadata));
    await rename(received.partial, received.file);
    return successEnvelope({ ...metadata, u: place.url });
  }

  app.register(
    async (scope) => {
      // The spec's form: multipart/form-data with one file part (any field name); a second file
      // is read only to be refused.
      await scope.register(fastifyMultipart, {
        limits: { fileSize: options.uploadLimit, files: 2, fields: 5, fieldSize: 1024, parts: 7 },
        throwFileSizeLimit: true,
      });
      // Also a raw body of type image/jpeg or image/png, left as the request stream (never
      // buffered): the handler streams it to disk after the caller's rights are checked.
      for (const type of ['image/jpeg', 'image/png']) {
        scope.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
      }
      scope.get<{ Params: { id: string }; Querystring: { image?: string } }>(
        '/image/metadata/:id',
        {
          schema: {
            summary: "Reads the metadata of an item's image: type, size, dimensions, aspect ratio.",
            tags: ['media'],
            params: {
              type: 'object',
              required: ['id'],
              properties: { id: { type: 'string', pattern: IMAGE_ID } },
            },
            querystring: {
              type: 'object',
              additionalProperties: false,
              properties: { image: { type: 'string', pattern: GALLERY_IMAGE } },
            },
            response: envelopeResponses,
          },
        },
        async (request) => {
          const user = currentUser(request);
          const product = requestProduct(request, user);
          const id = request.params.id;
          const placement = await itemInRequestProduct(deps, request, id);
          const resourceType = deps.catalog.get(placement.cty) ?? deps.itemTypes.get(placement.cty);
          if (!resourceType) throw notFound(`Item ${id}`);
          requirePermission(user, 'view', resourceType);
          const file = storedFile(product, id, request.query.image);
          if (!file) throw notFound(`Image of ${id}`);
          const stored = existsSync(`${file}.meta.json`)
            ? (JSON.parse(readFileSync(`${file}.meta.json`, 'utf8')) as ImageMetadata)
            : undefined;
          if (stored) return successEnvelope(stored);
          // An image stored before metadata was kept: read it now.
          const type = existsSync(`${file}.type`)
            ? readFileSync(`${file}.type`, 'utf8')
            : 'image/jpeg';
          const decoded = await decodedSize(file, type);
          if (!decoded) throw new ApiError(422, IMAGE_CONTENT_MESSAGE);
          return successEnvelope(
            imageMetadata(id, { type, size: statSync(file).size, ...decoded }),
          );
        },
      );
      scope.post<{ Params: { id: string }; Body: Readable | undefined }>(
        '/image/upload/:id',
        {
          schema: {
            summary: 'Uploads an image for an item, as a multipart form or a raw JPEG or PNG body.',
            description:
              "The file's type, size and signature are checked; only a complete, valid image replaces the stored one.",
            tags: ['media'],
            params: {
              type: 'object',
              required: ['id'],
              properties: { id: { type: 'string', pattern: IMAGE_ID } },
            },
            // Not JSON: the handler checks the file's declared type, size and signature itself.
            body: {
              description:
                'multipart/form-data with one image file, or an image/jpeg or image/png body',
            },
            response: envelopeResponses,
          },
        },
        async (request, reply) => {
          const place = await target(request);
          const declaredLength = Number(request.headers['content-length']);
          const overhead = request.isMultipart() ? MULTIPART_OVERHEAD_BYTES : 0;
          // A declared length past the limit is refused before a byte is read.
          if (Number.isFinite(declaredLength) && declaredLength > options.uploadLimit + overhead)
            throw refusal(413, IMAGE_UPLOAD_MESSAGES.size, request.isMultipart() ? 'file' : 'body');
          if (request.isMultipart()) {
            let received: Received | undefined;
            try {
              for await (const part of request.parts()) {
                if (part.type !== 'file') continue;
                if (received) throw badRequest('Upload one image at a time');
                received = await receive(
                  place,
                  part.fieldname,
                  part.mimetype,
                  part.file,
                  () => part.file.truncated,
                );
              }
            } catch (error) {
              if (received) await rm(received.partial, { force: true });
              throw error instanceof ApiError ? error : multipartError(error);
            }
            if (!received) throw badRequest('The upload holds no file');
            return reply.code(201).send(await commit(place, received));
          }
          const body = request.body;
          if (!body || typeof body.pipe !== 'function')
            throw badRequest('The upload holds no file');
          const received = await receive(
            place,
            'body',
            request.headers['content-type'] ?? '',
            body,
          );
          return reply.code(201).send(await commit(place, received));
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
