import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { attributeServiceOf } from '../../dataProvider/attribute/attributeProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import type {
  StorefrontTab,
  StoredStoreItem,
  ViewerAnswer,
  ViewerRequest,
} from '../../dataProvider/storefront/storefrontProvider';
import { ratioOnDevice } from '../../domain/storefront/images';
import type { ImageContainer } from '../../domain/storefront/images';
import { STOREFRONT_DEVICES } from '../../domain/storefront/viewerView';
import type { HiddenReason, StorefrontDevice } from '../../domain/storefront/viewerView';
import { Countdown } from '../../kit/countdown/Countdown';
import { DateTimeInput } from '../../kit/dates/DateTimeInput';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { useProduct } from '../../kit/product/useProduct';
import { answerWithEdit, placedSinceSave } from './previewEdit';
import { useContainersById, useViewerView } from './useStorefront';

/** The demo viewers whose histories fill personalised rails (the seed's viewing data). */
export const DEMO_VIEWERS = ['viewer-ana', 'viewer-ben'] as const;

/** How wide each device's frame is drawn. */
const FRAME: Readonly<Record<StorefrontDevice, { width: string }>> = {
  tv: { width: '100%' },
  browser: { width: '100%' },
  tablet: { width: '80%' },
  mobile: { width: '300px' },
};

function aspect(ratio: string): string {
  const [w, h] = ratio.split('x');
  return `${w ?? 16} / ${h ?? 9}`;
}

interface RailItem {
  id: string;
  n?: string;
  name?: string;
  /** Its artwork's address, when it has one. */
  img?: string;
  /** When its window starts: a countdown rail counts down to it. */
  starts?: string;
}

/** A slide read at its own content address, as the viewer read reports it. */
interface SlideRead {
  entry: number;
  cu: string;
  read: 'address' | 'missing' | 'loop' | 'external' | 'page';
  items: number;
}

/** The slides of a container read at their own address (the viewer read's `slides`). */
function slidesOf(container: StoredStoreItem): SlideRead[] {
  return Array.isArray(container.slides) ? (container.slides as SlideRead[]) : [];
}

/** The items a container shows in the answer (resolved by the service when it can). */
function itemsOf(container: StoredStoreItem): RailItem[] {
  return Array.isArray(container.items) ? (container.items as RailItem[]) : [];
}

/** Why a container is hidden, in words. */
function useReasonText() {
  const translate = useTranslate();
  const displayDate = useDisplayDate();
  return (reason: HiddenReason): string => {
    switch (reason.code) {
      case 'notStarted':
        return translate('console.storefront.preview.reasons.notStarted', {
          at: displayDate(reason.startsAt),
        });
      case 'ended':
        return translate('console.storefront.preview.reasons.ended', {
          at: displayDate(reason.endedAt),
        });
      case 'otherDevice':
        return translate('console.storefront.preview.reasons.otherDevice', {
          devices: reason.devices
            .map((device) => translate(`console.storefront.devices.${device}`, { _: device }))
            .join(', '),
        });
      case 'policyMissing':
        return translate('console.storefront.preview.reasons.policyMissing', {
          policy: reason.policy,
        });
      case 'policyDenied': {
        const { decision } = reason;
        if (decision.failed)
          return translate('console.storefront.preview.reasons.conditionFailed', {
            policy: decision.failed.policy.name,
            attribute: decision.failed.attribute,
            op: translate(`console.whatIf.operators.${decision.failed.rule.op}`, {
              _: decision.failed.rule.op,
            }),
            expected: JSON.stringify(decision.failed.expected),
            actual:
              decision.failed.actual === undefined
                ? translate('console.storefront.preview.unset')
                : JSON.stringify(decision.failed.actual),
          });
        if (decision.policy)
          return translate('console.storefront.preview.reasons.denied', {
            policy: decision.policy.name,
          });
        return translate('console.storefront.preview.reasons.noAllow');
      }
    }
  };
}

/** Something the viewer does not get (a container, or a title under its rail), and why. */
function HiddenEntry({
  name,
  reason,
  compact = false,
}: {
  name: string;
  reason: HiddenReason;
  /** Under a rail: a caption's size. */
  compact?: boolean;
}) {
  const reasonText = useReasonText();
  return (
    <ListItem disableGutters sx={compact ? { py: 0 } : undefined}>
      <ListItemIcon sx={{ minWidth: compact ? 28 : 32 }}>
        <VisibilityOffIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={<span data-user-content>{name}</span>}
        secondary={reasonText(reason)}
        {...(compact
          ? { slotProps: { primary: { variant: 'caption' }, secondary: { variant: 'caption' } } }
          : {})}
      />
    </ListItem>
  );
}

/** How many tiles a rail shows side by side: the device's width, fewer for larger sizes. */
const DEVICE_TILES: Readonly<Record<StorefrontDevice, number>> = {
  tv: 5,
  browser: 5,
  tablet: 3,
  mobile: 2,
};
const SIZE_STEP: Readonly<Record<string, number>> = {
  xsmall: 2,
  small: 1,
  medium: 0,
  regular: 0,
  large: -1,
  xlarge: -3,
};

/** The tiles a rail of this size shows on this device (at least one). */
export function tilesOf(device: StorefrontDevice, size: unknown): number {
  const step = typeof size === 'string' ? (SIZE_STEP[size] ?? 0) : 0;
  return Math.max(1, DEVICE_TILES[device] + step);
}

/**
 * One title as the viewer gets it: its artwork in the container's ratio (loaded lazily, named by
 * the title), its name under it; a grey box with the name when it has no image.
 */
function Tile({
  item,
  ratio,
  rounded,
}: {
  item: RailItem | undefined;
  ratio: string;
  rounded: boolean;
}) {
  const name = item ? (item.n ?? item.name ?? item.id) : '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        data-ratio={ratio}
        sx={{
          aspectRatio: aspect(ratio),
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          borderRadius: rounded ? 2 : 0.5,
          overflow: 'hidden',
        }}
      >
        {item?.img && (
          <Box
            component="img"
            src={item.img}
            alt={name}
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Typography
        variant="caption"
        noWrap
        component="p"
        data-user-content
        aria-hidden={item?.img ? true : undefined}
      >
        {name}
      </Typography>
    </Box>
  );
}

/**
 * A countdown rail's clocks under its tiles, one line each beside its title: the tiles of a
 * device drawn in the panel are too narrow for days and time on one line (Tamil's day word
 * above all), the rail's width is not.
 */
function Countdowns({
  railName,
  items,
  at,
}: {
  railName: string;
  items: readonly RailItem[];
  at: string | undefined;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('console.storefront.preview.countdowns', { name: railName })}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          // Halves that do not follow their text: the clock's line is fitted to its half.
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
            columnGap: 1,
            alignItems: 'baseline',
          }}
        >
          <Typography variant="caption" color="text.secondary" noWrap data-user-content>
            {item.n ?? item.name ?? item.id}
          </Typography>
          <Box sx={{ textAlign: 'end', minWidth: 0 }}>
            <Countdown compact endDate={item.starts} from={at} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One rail as the viewer gets it. Memoised: an edit that only reorders the page's containers
 * moves the drawn rails, it does not draw them again. A rail placed since the save (`pending`)
 * shows its name and waits for a save for its content.
 */
const Rail = memo(function Rail({
  container,
  device,
  pending,
  at,
}: {
  container: StoredStoreItem;
  device: StorefrontDevice;
  pending: boolean;
  /** The moment previewed (ISO 8601); none: now. A countdown rail counts down from it. */
  at: string | undefined;
}) {
  const translate = useTranslate();
  const items = itemsOf(container);
  const slides = slidesOf(container);
  // A countdown rail (spec sections 2 and 9): each airing counts down to its start, a tick a
  // second, 15 days when its start is not known.
  const countdown = container.rail === 'countdown_airing';
  // Titles whose own policies keep them from this viewer (issue 11: content visibility).
  const hiddenItems = Array.isArray(container.hiddenItems)
    ? (container.hiddenItems as { id: string; n: string; reason: HiddenReason }[])
    : [];
  // The same rule as the publish check's (domain/storefront/images.ts).
  const ratio = ratioOnDevice(container as ImageContainer, device);
  const banner = container.ck === 'banner' || container.ck === 'carousel';
  const tiles = banner ? 1 : tilesOf(device, container.s);
  // A carousel (or a banner of several titles) shows one slide at a time: '1 of N', and a way
  // through them.
  const [slide, setSlide] = useState(0);
  const slideAt = items.length > 0 ? Math.min(slide, items.length - 1) : 0;
  const shownItems: (RailItem | undefined)[] =
    items.length === 0
      ? Array.from({ length: tiles }, () => undefined)
      : banner
        ? items.slice(slideAt, slideAt + 1)
        : items.slice(0, tiles);
  return (
    <Box
      role="group"
      aria-label={container.n}
      // Off-screen rails skip layout and paint: a long page's preview costs no layout per edit.
      sx={{ mb: 1.5, contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' }}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
        <Typography
          variant="subtitle2"
          component="h4"
          noWrap
          sx={{ minWidth: 0 }}
          data-user-content
        >
          {container.n}
        </Typography>
        {typeof container.con_tg === 'string' && container.con_tg !== 'regular' && (
          <Chip
            size="small"
            label={translate(`console.storefront.tags.${container.con_tg}`, {
              _: container.con_tg,
            })}
          />
        )}
        <Typography variant="caption" color="text.secondary">
          {ratio}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${tiles}, minmax(0, 1fr))`,
          gap: 0.75,
        }}
      >
        {shownItems.map((item, index) => (
          <Tile
            key={item?.id ?? index}
            item={item}
            ratio={ratio}
            rounded={container.stl === 'rounded'}
          />
        ))}
      </Box>
      {countdown && (
        <Countdowns
          railName={container.n}
          items={shownItems.filter((item): item is RailItem => item !== undefined)}
          at={at}
        />
      )}
      {banner && items.length > 1 && (
        <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="center">
          <IconButton
            size="small"
            aria-label={translate('console.storefront.preview.previousSlide', {
              name: container.n,
            })}
            onClick={() => setSlide((slideAt - 1 + items.length) % items.length)}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <Typography variant="caption" role="status">
            {translate('console.storefront.preview.slideOf', {
              n: slideAt + 1,
              count: items.length,
            })}
          </Typography>
          <IconButton
            size="small"
            aria-label={translate('console.storefront.preview.nextSlide', { name: container.n })}
            onClick={() => setSlide((slideAt + 1) % items.length)}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {items.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate(
            pending ? 'console.storefront.preview.savedOnly' : 'console.storefront.preview.noItems',
          )}
        </Typography>
      )}
      {slides.length > 0 && (
        <Box
          component="ul"
          aria-label={translate('console.storefront.preview.slides.title', { name: container.n })}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
        >
          {slides.map((slide) => (
            <Typography
              key={slide.entry}
              component="li"
              variant="caption"
              color={slide.read === 'address' ? 'text.secondary' : 'warning.main'}
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {translate(`console.storefront.preview.slides.${slide.read}`, {
                n: slide.entry + 1,
                cu: slide.cu,
                smart_count: slide.items,
              })}
            </Typography>
          ))}
        </Box>
      )}
      {hiddenItems.length > 0 && (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('console.storefront.preview.hiddenItems', {
              smart_count: hiddenItems.length,
            })}
          </Typography>
          <List dense disablePadding aria-label={container.n}>
            {hiddenItems.map((entry) => (
              <HiddenEntry key={entry.id} name={entry.n} reason={entry.reason} compact />
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
});

/** The answer drawn: memoised, drawn again only when the answer, the device or the edit change. */
const Answer = memo(function Answer({
  answer,
  device,
  pending,
  at,
}: {
  answer: ViewerAnswer;
  device: StorefrontDevice;
  pending: ReadonlySet<string>;
  at: string | undefined;
}) {
  const translate = useTranslate();
  const reasonText = useReasonText();
  const tabName = (tab: ViewerAnswer['tabs'][number]) =>
    tab.lon?.find((n) => n.lang === 'en')?.n ?? tab.lon?.[0]?.n ?? tab.id;
  if (answer.pageHidden)
    return (
      <Alert severity="warning">
        {translate('console.storefront.preview.pageHidden', {
          reason: reasonText(answer.pageHidden),
        })}
      </Alert>
    );
  return (
    <>
      <Box
        sx={{
          width: FRAME[device].width,
          maxWidth: '100%',
          mx: 'auto',
          border: 2,
          borderColor: 'divider',
          borderRadius: device === 'mobile' || device === 'tablet' ? 3 : 1,
          p: 1.5,
        }}
        aria-label={translate('console.storefront.preview.frame', {
          device: translate(`console.storefront.devices.${device}`),
        })}
        role="region"
      >
        {answer.tabs.map((tab) => (
          <Box key={tab.id} sx={{ mb: 1 }}>
            <Typography variant="overline" component="h3" data-user-content>
              {tabName(tab)}
            </Typography>
            {tab.containers.length === 0 ? (
              <Typography variant="caption" color="text.secondary">
                {translate('console.storefront.preview.emptyTab')}
              </Typography>
            ) : (
              tab.containers.map((container) => (
                <Rail
                  key={container.id}
                  container={container}
                  device={device}
                  pending={pending.has(container.id)}
                  at={at}
                />
              ))
            )}
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('console.storefront.preview.hiddenTitle', {
          smart_count: answer.hidden.length,
        })}
      </Typography>
      {answer.hidden.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('console.storefront.preview.noneHidden')}
        </Typography>
      ) : (
        <List dense>
          {answer.hidden.map((entry) => (
            <HiddenEntry
              key={`${entry.tabId}-${entry.id}`}
              name={entry.n ?? entry.id}
              reason={entry.reason}
            />
          ))}
        </List>
      )}
      {answer.missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('console.storefront.preview.missing', { ids: answer.missing.join(', ') })}
        </Alert>
      )}
    </>
  );
});

/** The saved personas (the policy what-if's), offered as the viewer's attributes. */
function usePersonas() {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: ['storefront', 'personas', product],
    enabled: product !== undefined,
    retry: false,
    queryFn: ({ signal }) => attributeServiceOf(dataProvider).listPersonas(signal),
  });
}

/** A user attribute typed in the preview: a key and its text. */
export interface AttributeRow {
  key: string;
  value: string;
}

/** A viewer read with the viewer's product (the service reads it from the body). */
type PreviewRequest = ViewerRequest & { product?: string };

/**
 * The typed attributes as policies read them: numbers and true/false as such, other text as it
 * is; rows without a key left out.
 */
export function typedAttributes(rows: readonly AttributeRow[]): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const { key, value } of rows) {
    const name = key.trim();
    if (name === '') continue;
    const text = value.trim();
    typed[name] =
      text === 'true'
        ? true
        : text === 'false'
          ? false
          : /^-?\d+(\.\d+)?$/.test(text)
            ? Number(text)
            : text;
  }
  return typed;
}

/** The user attributes typed for the preview, beside the persona's (which they override). */
function AttributeRows({
  rows,
  onRows,
}: {
  rows: readonly AttributeRow[];
  onRows: (rows: AttributeRow[]) => void;
}) {
  const translate = useTranslate();
  const change = (at: number, next: Partial<AttributeRow>) =>
    onRows(rows.map((row, index) => (index === at ? { ...row, ...next } : row)));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="body2" component="legend" sx={{ mb: 0.5 }}>
        {translate('console.storefront.preview.attributes')}
      </Typography>
      {rows.map((row, at) => (
        <Stack key={at} direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            label={translate('console.storefront.preview.attributeKey', { n: at + 1 })}
            value={row.key}
            onChange={(event) => change(at, { key: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={translate('console.storefront.preview.attributeValue', { n: at + 1 })}
            value={row.value}
            onChange={(event) => change(at, { value: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ flex: 1 }}
          />
          <IconButton
            size="small"
            aria-label={translate('console.storefront.preview.removeAttribute', { n: at + 1 })}
            onClick={() => onRows(rows.filter((_, index) => index !== at))}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button size="small" onClick={() => onRows([...rows, { key: '', value: '' }])}>
          {translate('console.storefront.preview.addAttribute')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('console.storefront.preview.attributesHint')}
      </Typography>
    </Stack>
  );
}

/**
 * The preview's choices: device, version, moment, demo viewer and attributes. Memoised (its props
 * are the choices and state setters): an edit in the editor, which the preview follows, does not
 * draw the choices again (the moment's picker alone costs a layout).
 */
const PreviewControls = memo(function PreviewControls({
  device,
  onDevice,
  version,
  onVersion,
  at,
  onAt,
  viewer,
  onViewer,
  persona,
  onPersona,
  personas,
  product,
  onProduct,
  products,
  attributes,
  onAttributes,
}: {
  product: string;
  onProduct: (product: string) => void;
  products: readonly string[];
  attributes: readonly AttributeRow[];
  onAttributes: (rows: AttributeRow[]) => void;
  device: StorefrontDevice;
  onDevice: (device: StorefrontDevice) => void;
  version: 'draft' | 'published';
  onVersion: (version: 'draft' | 'published') => void;
  at: Date | null;
  onAt: (at: Date | null) => void;
  viewer: string;
  onViewer: (viewer: string) => void;
  persona: string;
  onPersona: (persona: string) => void;
  personas: readonly { id: string; n: string }[] | undefined;
}) {
  const translate = useTranslate();
  return (
    <>
      {products.length > 0 && (
        <TextField
          select
          size="small"
          label={translate('console.storefront.preview.product')}
          value={product}
          onChange={(event) => onProduct(event.target.value)}
          // Product ids are the platform's data, not the console's words.
          slotProps={{
            select: { renderValue: (value) => <span data-user-content>{String(value)}</span> },
          }}
        >
          {products.map((option) => (
            <MenuItem key={option} value={option} data-user-content>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={device}
        onChange={(_event, next: StorefrontDevice | null) => next && onDevice(next)}
        aria-label={translate('console.storefront.preview.device')}
      >
        {STOREFRONT_DEVICES.map((option) => (
          <ToggleButton key={option} value={option}>
            {translate(`console.storefront.devices.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={translate('console.storefront.preview.version')}
          value={version}
          onChange={(event) => onVersion(event.target.value as 'draft' | 'published')}
          sx={{ flex: 1 }}
        >
          <MenuItem value="draft">{translate('console.storefront.preview.draft')}</MenuItem>
          <MenuItem value="published">{translate('console.storefront.preview.published')}</MenuItem>
        </TextField>
        <Box sx={{ flex: 1.4 }}>
          <DateTimeInput
            label={translate('console.storefront.preview.at')}
            value={at}
            onChange={onAt}
            size="small"
            fullWidth
            helperText={at ? undefined : translate('console.storefront.preview.now')}
          />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={translate('console.storefront.preview.viewer')}
          value={viewer}
          onChange={(event) => onViewer(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          <MenuItem value="">{translate('console.storefront.preview.anonymous')}</MenuItem>
          {DEMO_VIEWERS.map((id) => (
            <MenuItem key={id} value={id}>
              {translate(`console.storefront.preview.viewers.${id}`, { _: id })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('console.storefront.preview.persona')}
          value={persona}
          onChange={(event) => onPersona(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          <MenuItem value="">{translate('console.storefront.preview.noAttributes')}</MenuItem>
          {(personas ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.n}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <AttributeRows rows={attributes} onRows={onAttributes} />
    </>
  );
});

/** No container placed since the save. */
const NONE_PENDING: ReadonlySet<string> = new Set();

/**
 * The page as a viewer gets it, beside the editor: a device (its frame and each rail's image
 * ratio), a moment, the version (the saved draft or the published page), a demo viewer (whose
 * history fills personalised rails) and a persona (the attributes policies read). The answer is
 * the service's own viewer read — what the apps get — with every hidden container and why.
 * While the page is edited, the preview of the version being edited follows the edit at once
 * (`answerWithEdit`: the tabs, their names, the containers' order, a container taken off or
 * placed); it is drawn after the editor's own update (a deferred value), so a change on a long
 * page is not held up by the preview.
 */
export const PreviewPanel = memo(function PreviewPanel({
  item,
  hasDraft,
  edit,
}: {
  item: StoredStoreItem;
  hasDraft: boolean;
  /** The page's tabs as being edited (absent: not editing). */
  edit?: readonly StorefrontTab[] | undefined;
}) {
  const translate = useTranslate();
  const personas = usePersonas();
  const [device, setDevice] = useState<StorefrontDevice>('tv');
  const [version, setVersion] = useState<'draft' | 'published'>(hasDraft ? 'draft' : 'published');
  const [at, setAt] = useState<Date | null>(null);
  const [viewer, setViewer] = useState('');
  const [persona, setPersona] = useState('');
  const [attributes, setAttributes] = useState<AttributeRow[]>([]);
  // The viewer's product: the products the user may see, the console's own first.
  const { product: currentProduct, products } = useProduct();
  const [chosenProduct, setChosenProduct] = useState<string | undefined>(undefined);
  const viewProduct = chosenProduct ?? currentProduct ?? '';
  const context = personas.data?.find((p) => p.id === persona)?.context;
  const typed = useMemo(() => typedAttributes(attributes), [attributes]);
  const request = useMemo<PreviewRequest>(
    () => ({
      device,
      version,
      ...(at ? { at: at.toISOString() } : {}),
      ...(viewProduct !== '' && viewProduct !== currentProduct ? { product: viewProduct } : {}),
      context: { ...(context ?? {}), ...typed, ...(viewer ? { userId: viewer } : {}) },
    }),
    [device, version, at, context, typed, viewer, viewProduct, currentProduct],
  );
  const view = useViewerView(item.id, request);
  // The edit applies to the answer of the version it was started from.
  const deferredEdit = useDeferredValue(edit);
  const tabs = (version === 'draft') === (item.st === 'draft') ? deferredEdit : undefined;
  const placed = useMemo(
    () => (view.data && tabs ? placedSinceSave(view.data, tabs) : []),
    [view.data, tabs],
  );
  // Read from the editor's cache: the editor has read every container it shows.
  const placedContainers = useContainersById(placed).data;
  const shown = useMemo(
    () =>
      view.data && tabs
        ? answerWithEdit(view.data, tabs, (id) => placedContainers.get(id))
        : view.data && { answer: view.data, pending: NONE_PENDING },
    [view.data, tabs, placedContainers],
  );
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={translate('console.storefront.preview.title')}
      sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 }, minWidth: 0 }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('console.storefront.preview.title')}
      </Typography>
      <Stack spacing={1.5}>
        <PreviewControls
          device={device}
          onDevice={setDevice}
          version={version}
          onVersion={setVersion}
          at={at}
          onAt={setAt}
          viewer={viewer}
          onViewer={setViewer}
          persona={persona}
          onPersona={setPersona}
          personas={personas.data}
          product={viewProduct}
          onProduct={setChosenProduct}
          products={products}
          attributes={attributes}
          onAttributes={setAttributes}
        />
        {view.isFetching && <LinearProgress aria-label={translate('console.storefront.loading')} />}
        {view.error ? (
          <Alert severity={version === 'published' ? 'info' : 'error'}>
            {version === 'published' && hasDraft
              ? translate('console.storefront.preview.notPublished')
              : readFailure(view.error, translate('console.storefront.notify.loadFailed')).message}
          </Alert>
        ) : (
          shown && (
            <Answer answer={shown.answer} device={device} pending={shown.pending} at={request.at} />
          )
        )}
        <Typography variant="caption" color="text.secondary">
          {translate('console.storefront.preview.savedOnly')}
        </Typography>
      </Stack>
    </Paper>
  );
});
