import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AD_ATTRIBUTE_KEY_PATTERN,
  AD_ATTRIBUTE_SOURCES,
  adAttributeProblemText,
  adAttributeProblems,
} from '../../domain/ads/adAttribute';
import { adLoadProblemText, adLoadProblems } from '../../domain/ads/adLoad';
import type { AdLoadBand } from '../../domain/ads/adLoad';
import type { EnvelopeError } from '../../domain/envelope';
import { noDataEnvelope, successEnvelope } from '../../domain/envelope';
import type { Action } from '../../domain/permissions/actions';
import { can } from '../../domain/permissions/permissionsFor';
import { AD_TAG_CONTENT_TYPE } from '../content/adTagType';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { currentUser } from '../plugins/auth';
import type { AdSettingRecord } from '../store/adRepository';
import {
  deleteAdSetting,
  findAdSetting,
  findAdSettings,
  insertAdSetting,
  listAdSettings,
  replaceAdSetting,
} from '../store/adRepository';
import { docOf } from '../store/contentRepository';
import { listCurrentItems } from '../store/itemListing';
import type { RouteDeps } from './context';
import { envelopeResponses, pageProperties, requestProduct } from './context';

/** The page every ad setting lives on. */
const PAGE = 'cp_adconfig';
export const AD_ATTRIBUTE_PAGE_SIZE = 25;
export const AD_SETTING_PAGE_SIZE_MAX = 100;
/** The most load policies a product keeps (they are picked from a menu on every tag). */
export const AD_LOAD_POLICIES_MAX = 100;
const NAME_MAX = 200;

const attributeIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: AD_ATTRIBUTE_KEY_PATTERN } },
} as const;
const loadPolicyIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** The caller, the request's product, and a 403 unless the role tables allow `action`. */
function allowed(request: FastifyRequest, action: Action): { user: AuthUser; product: string } {
  const user = currentUser(request);
  if (!can(user, action, PAGE)) {
    throw forbidden(`You do not have permission to ${action} ad settings`);
  }
  return { user, product: requestProduct(request, user) };
}

function listEnvelope(page: { rows: AdSettingRecord[]; total: number }) {
  return page.total === 0 ? noDataEnvelope([]) : successEnvelope(page.rows, page.total);
}

function refuse(errors: EnvelopeError[]): never {
  throw badRequest(errors[0]?.description ?? 'Invalid request', errors);
}

/** An attribute's stored document: what the writer sent, cleaned to its own fields. */
function attributeDoc(body: Record<string, unknown>): Record<string, unknown> {
  const doc: Record<string, unknown> = { src: body.src, enabled: body.enabled };
  if (body.src === 'static') doc.value = body.value;
  else doc.field = body.field;
  if (typeof body.desc === 'string' && body.desc !== '') doc.desc = body.desc;
  return doc;
}

/**
 * Ad server attributes and ad load policies (spec section 7 'Ads': attribute list, PUT, lookup,
 * delete; load policy list, create, delete; issue 13) under the `ads` service: plain records of
 * the request's product, judged by domain/ads before anything is stored.
 */
export function registerAdSettingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: { pageNumber: number; pageSize: number; q?: string; src?: string } }>(
    '/attribute',
    {
      schema: {
        summary: "Lists the product's ad server attributes, a page at a time.",
        response: envelopeResponses,
        querystring: {
          type: 'object',
          properties: {
            ...pageProperties({ default: AD_ATTRIBUTE_PAGE_SIZE, max: AD_SETTING_PAGE_SIZE_MAX }),
            q: { type: 'string', maxLength: 200 },
            src: { type: 'string', enum: [...AD_ATTRIBUTE_SOURCES] },
          },
        },
      },
    },
    async (request) => {
      const { product } = allowed(request, 'view');
      const { pageNumber, pageSize, q, src } = request.query;
      return listEnvelope(
        await listAdSettings(deps.db, {
          kind: 'attribute',
          product,
          q: q?.trim() || undefined,
          src,
          offset: (pageNumber - 1) * pageSize,
          limit: pageSize,
        }),
      );
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/attribute/lookup',
    {
      schema: {
        summary: 'Looks up ad server attributes by their ids.',
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
      },
    },
    async (request) => {
      const { product } = allowed(request, 'view');
      const ids = [
        ...new Set(
          request.query.id
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length > AD_SETTING_PAGE_SIZE_MAX) {
        refuse([
          {
            code: 400,
            field: '/id',
            description: `/id names at most ${AD_SETTING_PAGE_SIZE_MAX} attributes`,
          },
        ]);
      }
      const found = await findAdSettings(deps.db, 'attribute', product, ids);
      return found.length === 0 ? noDataEnvelope([]) : successEnvelope(found, found.length);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/attribute/:id',
    {
      schema: {
        summary: 'Reads one ad server attribute.',
        response: envelopeResponses,
        params: attributeIdParams,
      },
    },
    async (request) => {
      const { product } = allowed(request, 'view');
      const found = await findAdSetting(deps.db, 'attribute', product, request.params.id);
      if (!found) throw notFound(`Ad server attribute ${request.params.id}`);
      return successEnvelope(found);
    },
  );

  app.put<{
    Params: { id: string };
    Querystring: { create?: boolean };
    Body: Record<string, unknown>;
  }>(
    '/attribute/:id',
    {
      schema: {
        summary: 'Updates an ad server attribute, or creates it with `?create=true`.',
        response: envelopeResponses,
        params: attributeIdParams,
        querystring: { type: 'object', properties: { create: { type: 'boolean' } } },
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const existing = await (async () => {
        const { product } = allowed(request, 'view');
        return findAdSetting(deps.db, 'attribute', product, id);
      })();
      const { user, product } = allowed(request, existing ? 'update' : 'create');
      const problems = adAttributeProblems(id, body);
      if (problems.length > 0) {
        refuse(
          problems.map((problem) => ({
            code: 400,
            field: problem.field,
            description: adAttributeProblemText(problem, body.src),
          })),
        );
      }
      const write = {
        kind: 'attribute' as const,
        product,
        id,
        n: String(body.n).trim(),
        doc: attributeDoc(body),
        at: new Date().toISOString(),
        by: user.username,
      };
      if (!existing) {
        try {
          await insertAdSetting(deps.db, write);
        } catch {
          // Created by someone else between the read and the write.
          throw conflict(`Ad server attribute ${id} already exists`);
        }
        return reply
          .code(201)
          .send(successEnvelope(await findAdSetting(deps.db, 'attribute', product, id)));
      }
      if (request.query.create === true) {
        throw conflict(`Ad server attribute ${id} already exists: open it to change it`);
      }
      const ifUt = typeof body.ut === 'string' ? body.ut : undefined;
      if (!(await replaceAdSetting(deps.db, write, ifUt))) {
        throw conflict(
          'This attribute was changed by someone else since you opened it. Reload to see their changes.',
          await findAdSetting(deps.db, 'attribute', product, id),
        );
      }
      return successEnvelope(await findAdSetting(deps.db, 'attribute', product, id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/attribute/:id',
    {
      schema: {
        summary: 'Deletes an ad server attribute.',
        response: envelopeResponses,
        params: attributeIdParams,
      },
    },
    async (request) => {
      const { product } = allowed(request, 'delete');
      if (!(await deleteAdSetting(deps.db, 'attribute', product, request.params.id))) {
        throw notFound(`Ad server attribute ${request.params.id}`);
      }
      return successEnvelope({ id: request.params.id });
    },
  );

  app.get(
    '/loadpolicy',
    { schema: { summary: "Lists the product's ad load policies.", response: envelopeResponses } },
    async (request) => {
      const { product } = allowed(request, 'view');
      return listEnvelope(
        await listAdSettings(deps.db, {
          kind: 'loadpolicy',
          product,
          offset: 0,
          limit: AD_LOAD_POLICIES_MAX,
        }),
      );
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/loadpolicy',
    {
      schema: {
        summary: 'Creates an ad load policy (ad break bands, dropping the first or last break).',
        response: envelopeResponses,
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const { user, product } = allowed(request, 'create');
      const body = request.body;
      const unknown = Object.keys(body).filter(
        (field) => !['n', 'dropFirst', 'dropLast', 'bands'].includes(field),
      );
      const problems: EnvelopeError[] = [
        ...unknown.map((field) => ({
          code: 400,
          field: `/${field}`,
          description: `/${field} is not a field of an ad load policy`,
        })),
        ...adLoadProblems(body).map((problem) => ({
          code: 400,
          field: problem.field,
          description: adLoadProblemText(problem),
        })),
      ];
      if (typeof body.n === 'string' && body.n.length > NAME_MAX) {
        problems.push({
          code: 400,
          field: '/n',
          description: `/n must be at most ${NAME_MAX} characters`,
        });
      }
      if (problems.length > 0) refuse(problems);
      const { total } = await listAdSettings(deps.db, {
        kind: 'loadpolicy',
        product,
        offset: 0,
        limit: 1,
      });
      if (total >= AD_LOAD_POLICIES_MAX) {
        throw conflict(`${product} already has ${AD_LOAD_POLICIES_MAX} ad load policies`);
      }
      const id = `lp-${randomUUID()}`;
      await insertAdSetting(deps.db, {
        kind: 'loadpolicy',
        product,
        id,
        n: String(body.n).trim(),
        doc: {
          dropFirst: body.dropFirst,
          dropLast: body.dropLast,
          // Each band as the rules read it, nothing else kept.
          bands: (body.bands as AdLoadBand[]).map(({ upTo, midRolls, breakSeconds }) => ({
            upTo,
            midRolls,
            breakSeconds,
          })),
        },
        at: new Date().toISOString(),
        by: user.username,
      });
      return reply
        .code(201)
        .send(successEnvelope(await findAdSetting(deps.db, 'loadpolicy', product, id)));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/loadpolicy/:id',
    {
      schema: {
        summary: 'Deletes an ad load policy that no current ad tag names.',
        description:
          'A load policy a current ad tag names is kept: the answer is 409 and nothing changes.',
        response: envelopeResponses,
        params: loadPolicyIdParams,
      },
    },
    async (request) => {
      const { product } = allowed(request, 'delete');
      const { id } = request.params;
      if (!(await findAdSetting(deps.db, 'loadpolicy', product, id))) {
        throw notFound(`Ad load policy ${id}`);
      }
      // A policy a current tag names stays: deleting it would leave the tag pointing nowhere.
      const users = await listCurrentItems(deps.db, deps.dialect, {
        type: AD_TAG_CONTENT_TYPE,
        product,
        statuses: ['draft', 'pre-draft', 'pending', 'published'],
        equals: { lp: id },
        pageNumber: 1,
        pageSize: 5,
      });
      if (users.total > 0) {
        const names = users.rows.map((row) => {
          const name = docOf(row).n;
          return typeof name === 'string' ? name : row.id;
        });
        throw conflict(
          `This ad load policy is used by ${users.total} ad tag(s): ${names.join(', ')}`,
          users.rows.map(docOf),
        );
      }
      await deleteAdSetting(deps.db, 'loadpolicy', product, id);
      return successEnvelope({ id });
    },
  );
}
