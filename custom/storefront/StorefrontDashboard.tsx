import {
  Box,
  Button,
  Card,
  CardActionArea,
  Link as MuiLink,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactElement } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import type { StoredStoreItem } from '../../dataProvider/storefront/storefrontProvider';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { STOREFRONT_PATHS } from './paths';
import { useStoreList } from './useStorefront';

/** The items read for the lists (the service's list API, newest first client-side). */
const READ = { st: 'draft,published', pageSize: 100 } as const;
const COUNTED: readonly ('storefront' | 'container')[] = ['storefront', 'container'];
const RECENT = 5;
const DAY = 24 * 60 * 60 * 1000;

interface Typed {
  type: 'storefront' | 'container';
  item: StoredStoreItem;
}

/** What goes live or ends within the next 7 days: the moment, the change and the item. */
interface Soon extends Typed {
  at: string;
  change: 'starts' | 'ends';
}

/** The changes of the next 7 days among these items, soonest first. */
export function nextSevenDays(items: readonly Typed[], now: Date): Soon[] {
  const from = now.toISOString();
  const to = new Date(now.getTime() + 7 * DAY).toISOString();
  const within = (at: unknown): at is string => typeof at === 'string' && at >= from && at < to;
  return items
    .flatMap((entry): Soon[] => [
      ...(within(entry.item.st_dt)
        ? [{ ...entry, at: entry.item.st_dt, change: 'starts' as const }]
        : []),
      ...(within(entry.item.ed_dt)
        ? [{ ...entry, at: entry.item.ed_dt, change: 'ends' as const }]
        : []),
    ])
    .sort((a, b) => a.at.localeCompare(b.at));
}

function CountCard({
  type,
  items,
}: {
  type: 'storefront' | 'container';
  items: readonly StoredStoreItem[] | undefined;
}) {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const count = (st: string) => items?.filter((item) => item.st === st).length ?? 0;
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', minWidth: 220, flex: '1 1 220px' }}
    >
      <CardActionArea
        component={LinkBase}
        to={STOREFRONT_PATHS.listOf(type, product)}
        sx={{ p: 2 }}
      >
        <Typography variant="subtitle1" component="span" sx={{ display: 'block' }}>
          {translate(`console.storefront.dashboard.types.${type}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          {items === undefined
            ? translate('console.storefront.loading')
            : translate('console.storefront.dashboard.byStatus', {
                published: count('published'),
                draft: count('draft'),
              })}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

function ItemLink({ entry }: { entry: Typed }) {
  const product = useCurrentProduct();
  return (
    <MuiLink
      component={LinkBase}
      to={STOREFRONT_PATHS.itemOf(entry.type, product, entry.item.id)}
      data-user-content
    >
      {entry.item.n}
    </MuiLink>
  );
}

/**
 * The storefront roles' dashboard: the product's pages and containers counted by status (each
 * leading to its list), the ones changed last, and what goes live or ends in the next 7 days
 * (each leading to its page), with the way to the calendar. Read from the storefront service's
 * list API.
 */
export function StorefrontDashboard(): ReactElement {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const displayDate = useDisplayDate();
  const pages = useStoreList('storefront', READ);
  const containers = useStoreList('container', READ);
  const lists = { storefront: pages.data?.data, container: containers.data?.data };
  const all: Typed[] = COUNTED.flatMap((type) =>
    (lists[type] ?? []).map((item) => ({ type, item })),
  );
  const recent = [...all]
    .sort((a, b) => String(b.item.ut ?? '').localeCompare(String(a.item.ut ?? '')))
    .slice(0, RECENT);
  const soon = nextSevenDays(all, new Date());
  return (
    <Stack spacing={2} component="section" aria-labelledby="storefront-dashboard">
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h2" id="storefront-dashboard" sx={{ flex: 1 }}>
          {translate('console.storefront.dashboard.title')}
        </Typography>
        <Button
          component={LinkBase}
          to={STOREFRONT_PATHS.calendarOf('storefront', product)}
          variant="outlined"
        >
          {translate('console.storefront.dashboard.calendar')}
        </Button>
      </Stack>
      <Box
        component="ul"
        aria-label={translate('console.storefront.dashboard.counts')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0 }}
      >
        {COUNTED.map((type) => (
          <CountCard key={type} type={type} items={lists[type]} />
        ))}
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Card variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {translate('console.storefront.dashboard.recent')}
          </Typography>
          {recent.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('console.storefront.dashboard.noneRecent')}
            </Typography>
          ) : (
            <List dense aria-label={translate('console.storefront.dashboard.recent')}>
              {recent.map((entry) => (
                <ListItem
                  key={`${entry.type}-${entry.item.id}`}
                  disableGutters
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                >
                  <ItemLink entry={entry} />
                  <Typography variant="caption" color="text.secondary">
                    {translate(`console.storefront.dashboard.types.${entry.type}One`)} ·{' '}
                    {translate('console.storefront.dashboard.changed', {
                      at: displayDate(entry.item.ut),
                    })}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Card>
        <Card variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {translate('console.storefront.dashboard.soon')}
          </Typography>
          {soon.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('console.storefront.dashboard.noneSoon')}
            </Typography>
          ) : (
            <List dense aria-label={translate('console.storefront.dashboard.soon')}>
              {soon.map((entry) => (
                <ListItem
                  key={`${entry.type}-${entry.item.id}-${entry.change}`}
                  disableGutters
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                >
                  <Typography variant="body2" component="span">
                    {translate(`console.storefront.dashboard.${entry.change}`, {
                      at: displayDate(entry.at),
                    })}
                  </Typography>
                  <ItemLink entry={entry} />
                </ListItem>
              ))}
            </List>
          )}
        </Card>
      </Stack>
    </Stack>
  );
}
