import type { EnvelopeError } from '../../domain/envelope';
import { galleryProblems, missingImageRatios } from '../../domain/storefront/images';
import type { NeededRatio } from '../../domain/storefront/images';
import {
  PAGE_IMAGE_SLOTS,
  PAGE_IMAGE_TABS,
  pageImageProblem,
} from '../../domain/storefront/pageImages';
import { badRequest } from '../errors';
import { productsOf } from '../store/contentIndex';
import type { Doc } from '../store/contentRepository';
import { docOf } from '../store/contentRepository';
import { currentVersionsOf } from '../store/viewingRepository';
import type { WriteCheck } from './contentService';
import { CONTAINER_TYPE } from './storefrontTypes';

/**
 * The storefront writes' image rules (issue 12, domain/storefront/images): a container's gallery
 * holds only the image types it enables and one image per type and ratio; a container is
 * published, and a page with it, only with an image in every ratio its devices draw it in.
 * Refusals are 400s naming the field (`/ex_ia/<n>`, `/ex_ia`, `/t/<n>/c/<m>`); nothing is stored.
 */

function refuse(errors: EnvelopeError[]): never {
  throw badRequest(errors[0]?.description ?? 'Invalid storefront', errors);
}

/** '4x3 (tablet, mobile), 3x1 (tv)': the ratios missing and the devices that need each. */
function missingText(missing: readonly NeededRatio[]): string {
  return missing.map(({ ratio, devices }) => `${ratio} (${devices.join(', ')})`).join(', ');
}

function containerName(doc: Doc): string {
  return `container ${String(doc.id)}${typeof doc.n === 'string' ? ` (${doc.n})` : ''}`;
}

/**
 * A refusal's values for a console to word it: the container (id, name) and each missing ratio
 * with the devices that need it (`missing: [{ratio: '4x3', devices: ['tablet']}]`).
 */
function imagesParams(doc: Doc, missing: readonly NeededRatio[]): Record<string, unknown> {
  return {
    container: String(doc.id),
    ...(typeof doc.n === 'string' ? { name: doc.n } : {}),
    missing: missing.map(({ ratio, devices }) => ({ ratio, devices: [...devices] })),
  };
}

/** The gallery's problems as the envelope's errors, on '/ex_ia/<n>'. */
function galleryErrors(doc: Doc): EnvelopeError[] {
  return galleryProblems(doc).map(({ index, reason, image }) => {
    const field = `/ex_ia/${String(index)}`;
    const why =
      reason === 'duplicate'
        ? `is a second ${image.t} image in ${image.r}: keep one image per type and ratio`
        : image.t === 'Logo Sponsor'
          ? 'is a Logo Sponsor image, but the container has no sponsor (name, label or the SPONSORED marker)'
          : 'is a Logo Header image, but the container’s logo overlay is off';
    return { code: 400, field, description: `${field} ${why}` };
  });
}

/**
 * Every container write: the gallery is checked; a container being published needs an image in
 * each ratio a device draws it in ('/ex_ia', the container and the ratios and devices named).
 */
export const containerImagesCheck: WriteCheck = async (_trx, doc) => {
  const errors = galleryErrors(doc);
  if (errors.length > 0) refuse(errors);
  if (doc.st !== 'published') return;
  const missing = missingImageRatios(doc);
  if (missing.length === 0) return;
  const description = `/ex_ia: ${containerName(doc)} has no image in ${missingText(missing)}; it cannot be published until it has one`;
  refuse([
    {
      code: 400,
      field: '/ex_ia',
      description,
      reason: 'containerImagesMissing',
      params: imagesParams(doc, missing),
    },
  ]);
};

/**
 * A page being published: each container it names (the published version, else the draft, as
 * the window rule reads it) needs an image in every ratio a device draws it in ('/t/<n>/c/<m>').
 */
export const pageImagesCheck =
  (product: string): WriteCheck =>
  async (trx, doc) => {
    if (doc.st !== 'published') return;
    const tabs = Array.isArray(doc.t) ? (doc.t as { c?: unknown }[]) : [];
    const named = tabs.flatMap((tab, n) =>
      (Array.isArray(tab.c) ? (tab.c as unknown[]) : []).flatMap((id, m) =>
        typeof id === 'string' ? [{ n, m, id }] : [],
      ),
    );
    const rows = (
      await currentVersionsOf(
        trx,
        named.map((entry) => entry.id),
        CONTAINER_TYPE,
      )
    ).filter((row) => productsOf(row).includes(product));
    const shown = (id: string): Doc | undefined => {
      const versions = rows.filter((row) => row.id === id);
      const row =
        versions.find((v) => v.st === 'published') ?? versions.find((v) => v.st === 'draft');
      return row ? docOf(row) : undefined;
    };
    const errors = named.flatMap(({ n, m, id }): EnvelopeError[] => {
      const container = shown(id);
      const missing = container ? missingImageRatios(container) : [];
      if (!container || missing.length === 0) return [];
      const field = `/t/${String(n)}/c/${String(m)}`;
      return [
        {
          code: 400,
          field,
          description: `${field}: ${containerName(container)} has no image in ${missingText(missing)}; the page cannot be published until it has one`,
          reason: 'containerImagesMissing',
          params: imagesParams(container, missing),
        },
      ];
    });
    if (errors.length > 0) refuse(errors);
  };

/**
 * Every page write: the Tab background, Tab logo and Background image settings each hold one
 * image of the gallery's shape (`set.<TAB>.image`: `{u, t, r}`, the slot's type, one of the
 * four ratios, an upload's or an https address; domain/storefront/pageImages). 400 on
 * `/set/<TAB>/image` otherwise, nothing stored.
 */
export const pageSettingsImagesCheck: WriteCheck = async (_trx, doc) => {
  const settings =
    typeof doc.set === 'object' && doc.set !== null ? (doc.set as Record<string, unknown>) : {};
  const errors = PAGE_IMAGE_TABS.flatMap((tab): EnvelopeError[] => {
    const values = settings[tab];
    if (typeof values !== 'object' || values === null) return [];
    const problem = pageImageProblem(tab, (values as Record<string, unknown>).image);
    if (problem === undefined) return [];
    const field = `/set/${tab}/image`;
    const { type } = PAGE_IMAGE_SLOTS[tab];
    const why = {
      shape: 'must be an image of the gallery ({u, t, r}), uploaded through the image service',
      type: `must be of type ${type}`,
      ratio: 'must be in one of the ratios 16x9, 4x3, 3x1, 16x6',
      address: 'must be an address of the image service (/images/...) or an https one',
    }[problem];
    return [{ code: 400, field, description: `${field} ${why}` }];
  });
  if (errors.length > 0) refuse(errors);
};
