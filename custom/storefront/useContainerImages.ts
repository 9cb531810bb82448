import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { storefrontServiceOf } from '../../dataProvider/storefront/storefrontProvider';
import type { StoreType, StoredStoreItem } from '../../dataProvider/storefront/storefrontProvider';
import { missingImageRatios } from '../../domain/storefront/images';
import type { ImageContainer, NeededRatio } from '../../domain/storefront/images';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import type { FormProblem, StoreForm } from './storeForm';
import { STOREFRONT_KEY } from './useStorefront';

/**
 * Uploads one image to a saved container's gallery (the image service; JPEG or PNG, at most
 * 128 MB) and answers its address. The caller checks the file first; a refusal
 * rejects with the service's error (400 wrong type, 413 too large).
 */
export function useUploadStoreImage() {
  const dataProvider = useDataProvider();
  return useMutation({
    mutationFn: (input: { id: string; file: Blob }) =>
      storefrontServiceOf(dataProvider).uploadStoreImage(input.id, input.file),
  });
}

/** '4:3 (Tablet), 3:1 (Mobile)': missing ratios and the devices needing each, in words. */
export function useMissingRatiosText() {
  const translate = useTranslate();
  return (missing: readonly NeededRatio[]): string =>
    missing
      .map(
        ({ ratio, devices }) =>
          `${translate(`console.storefront.ratios.${ratio}`)} (${devices
            .map((device) => translate(`console.storefront.devices.${device}`))
            .join(', ')})`,
      )
      .join(', ');
}

/**
 * The publish rule checked before Publish is sent (the service checks it again): a container
 * needs an image in every ratio its devices draw it in ('/ex_ia'); a page, that each of its
 * containers has (the published version, else the draft, as the service reads it; on the
 * container's row, '/t/<n>/c/<m>'). Resolves to the problems; none: publish.
 */
export function usePublishCheck(type: StoreType) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const product = useCurrentProduct();
  const ratiosText = useMissingRatiosText();
  return async (form: StoreForm): Promise<FormProblem[]> => {
    if (type === 'container') {
      const missing = missingImageRatios(form);
      return missing.length === 0
        ? []
        : [
            {
              field: '/ex_ia',
              key: 'console.storefront.gallery.problems.publishBlocked',
              params: { ratios: ratiosText(missing) },
            },
          ];
    }
    if (type !== 'storefront') return [];
    const tabs = Array.isArray(form.t) ? (form.t as { c?: unknown }[]) : [];
    const named = tabs.flatMap((tab, n) =>
      (Array.isArray(tab.c) ? (tab.c as unknown[]) : []).flatMap((id, m) =>
        typeof id === 'string' ? [{ n, m, id }] : [],
      ),
    );
    const versionsOf = (id: string) =>
      queryClient
        .fetchQuery({
          // The item page's own key: a container opened before is not read again.
          queryKey: [STOREFRONT_KEY, 'one', 'container', product, id],
          staleTime: 30_000,
          queryFn: ({ signal }) =>
            storefrontServiceOf(dataProvider).getStoreItem('container', id, signal),
        })
        // A container that cannot be read is the service's to judge.
        .catch((): StoredStoreItem[] => []);
    const read = await Promise.all(named.map((entry) => versionsOf(entry.id)));
    return named.flatMap(({ n, m }, index): FormProblem[] => {
      const versions = read[index] ?? [];
      const container =
        versions.find((v) => v.st === 'published') ?? versions.find((v) => v.st === 'draft');
      const missing = container ? missingImageRatios(container as ImageContainer) : [];
      if (!container || missing.length === 0) return [];
      return [
        {
          field: `/t/${String(n)}/c/${String(m)}`,
          key: 'console.storefront.gallery.problems.containerBlocked',
          params: { name: container.n, ratios: ratiosText(missing) },
        },
      ];
    });
  };
}
