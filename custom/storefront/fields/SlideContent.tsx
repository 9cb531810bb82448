import { Alert, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { readFailure } from '../../../dataProvider/envelopeReader';
import { storefrontServiceOf } from '../../../dataProvider/storefront/storefrontProvider';
import type { StoredStoreItem } from '../../../dataProvider/storefront/storefrontProvider';
import { slideAddress } from '../../../domain/storefront/contentUrl';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';

/**
 * What each slide of a saved container holds (spec section 7 'Storefront': container content):
 * every slide's content address (`cu`, else the container's slide address) is read at once, in
 * parallel, each page by page until the service's end-of-pages code (40250806) or a short page,
 * `policy_evaluate=false` (the console sees every title, before any viewer's policies). The
 * saved version is read: an unsaved edit shows after the save.
 */
export function SlideContent({ container }: { container: StoredStoreItem }): ReactElement {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  const version = container.st === 'draft' ? 'draft' : 'published';
  const slides = Array.isArray(container.i) ? (container.i as { cu?: unknown }[]) : [];
  const addresses = slides.map((slide, index) => slideAddress(slide, container.id, index, version));
  const reads = useQueries({
    queries: addresses.map((cu) => ({
      // The container's key: a save (a new version) reads again.
      queryKey: ['storefront', 'slide', product, container.key, cu],
      enabled: product !== undefined,
      retry: false,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        storefrontServiceOf(dataProvider).readSlideContent(cu, signal),
    })),
  });
  const title = translate('console.storefront.slides.title');
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('console.storefront.slides.hint', {
          version: translate(`console.storefront.slides.${version}`),
        })}
      </Typography>
      {addresses.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('console.storefront.slides.none')}
        </Typography>
      )}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {reads.map((read, index) => {
          const name = translate('console.storefront.slides.slide', { n: index + 1 });
          const answer = read.data;
          return (
            <Box
              component="li"
              key={`${String(index)}-${addresses[index] ?? ''}`}
              aria-label={name}
            >
              <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap">
                <Typography variant="subtitle2" component="h4">
                  {name}
                </Typography>
                {answer && !answer.external && (
                  <>
                    <Typography variant="body2">
                      {translate('console.storefront.slides.count', {
                        smart_count: answer.count,
                      })}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate('console.storefront.slides.pages', {
                        smart_count: answer.pages,
                      })}
                    </Typography>
                  </>
                )}
              </Stack>
              {read.isPending && read.fetchStatus !== 'idle' && (
                <LinearProgress aria-label={translate('console.storefront.loading')} />
              )}
              {read.error && (
                <Alert severity="error">
                  {translate('console.storefront.slides.failed', {
                    message: readFailure(
                      read.error,
                      translate('console.storefront.notify.loadFailed'),
                    ).message,
                  })}
                </Alert>
              )}
              {answer?.external && (
                <Typography variant="body2" color="text.secondary">
                  {translate('console.storefront.slides.external')}
                </Typography>
              )}
              {answer && !answer.external && answer.rows.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {translate('console.storefront.slides.empty')}
                </Typography>
              )}
              {answer && !answer.external && answer.rows.length > 0 && (
                <Box
                  component="ul"
                  aria-label={name}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0 }}
                >
                  {answer.rows.map((row) => (
                    <li key={row.id}>
                      <Chip size="small" label={<span data-user-content>{row.n ?? row.id}</span>} />
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
