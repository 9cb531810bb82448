import { useEffect } from 'react';
import { Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { withProduct } from '../layout/productPath';
import { useProduct } from '../../kit/product/useProduct';
import { COUNTED_TYPES, useResourceCounts } from './useResourceCounts';

/** The list page of a counted type: channels are live content, the others VOD. */
export function listUrlOf(type: string): string {
  return type === 'channel' ? `/apps/live/${type}` : `/apps/vod/${type}`;
}

/**
 * One card per counted type (Channels, Movies, TV Series, TV Seasons, TV Episodes) with
 * its number of items, each leading to its list. Types the user may not view have no
 * count and no card.
 */
export function CountCards() {
  const translate = useTranslate();
  const notifyError = useErrorNotifier();
  const { product } = useProduct();
  const { counts, isPending, error } = useResourceCounts();

  useEffect(() => {
    if (error !== undefined) notifyError(error, 'console.common.errors.retrieveDataFailed');
  }, [error, notifyError]);

  const cards = isPending
    ? COUNTED_TYPES.map((type) => ({ type, count: undefined }))
    : COUNTED_TYPES.flatMap((type) => {
        const entry = counts.find((count) => count.name === type);
        return entry ? [{ type, count: entry.count }] : [];
      });

  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={translate('console.dashboard.countsLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {cards.map(({ type, count }) => (
        <Grid key={type} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={LinkBase}
              to={withProduct(listUrlOf(type), product)}
              sx={{ height: '100%' }}
            >
              {/* The number at the foot of the card, so the numbers line up when a label
                  takes two lines (the Tamil names of the TV types do). */}
              <CardContent
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'space-between',
                }}
              >
                <Typography
                  variant="overline"
                  color="text.secondary"
                  component="h2"
                  sx={{ lineHeight: 1.6, mb: 1 }}
                >
                  {translate(`console.dashboard.types.${type}`)}
                </Typography>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                  {count === undefined ? (
                    <Skeleton width={80} aria-label={translate('ra.page.loading')} />
                  ) : (
                    count.toLocaleString()
                  )}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
