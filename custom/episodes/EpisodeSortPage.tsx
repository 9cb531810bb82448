import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Alert, Box, Button, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { LinkBase, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { pickLocalizedName } from '../../kit/names/localizedName';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { useEpisodeSort } from './useEpisodeSort';

const P = 'console.episodes';

function useNameOf() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (record: { lon?: unknown; id?: unknown } | undefined, fallback: string) =>
    pickLocalizedName(record?.lon, locale) ??
    (record ? translate('console.common.noName') : fallback);
}

interface RowProps {
  id: string;
  index: number;
  count: number;
  name: string;
  onMove: (from: number, to: number) => void;
}

function EpisodeRow({ id, index, count, name, onMove }: RowProps) {
  const translate = useTranslate();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-episode-id={id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 4 : 0,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-label={translate(`${P}.handle`, { name })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Typography component="span" sx={{ width: 40, fontVariantNumeric: 'tabular-nums' }}>
        {index + 1}
      </Typography>
      <Typography component="span" sx={{ flex: 1, minWidth: 0 }} noWrap data-user-content>
        {name}
      </Typography>
      <IconButton
        size="small"
        disabled={index === 0}
        aria-label={translate(`${P}.moveUp`, { name })}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={index === count - 1}
        aria-label={translate(`${P}.moveDown`, { name })}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/**
 * Sort a season's episodes (`/apps/:product?/vod/tvseason/:seasonId/episodes`, linked from the
 * season editor): drag an episode by its handle (or focus the handle, Space, arrow keys, Space),
 * or use its up and down buttons; saving starts the episode sorting job that numbers them in
 * this order, whose progress the bell shows.
 */
export function EpisodeSortPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const product = useCurrentProduct();
  const { seasonId = '' } = useParams();
  const sort = useEpisodeSort(seasonId);
  const nameOf = useNameOf();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOfId = (id: string | number) => nameOf(sort.episodeOf(String(id)), String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate(`${P}.dnd.pickedUp`, { name: nameOfId(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? translate(`${P}.dnd.over`, {
            name: nameOfId(active.id),
            position: sort.ids.indexOf(String(over.id)) + 1,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      translate(`${P}.dnd.dropped`, {
        name: nameOfId(active.id),
        position: sort.ids.indexOf(String(over?.id ?? active.id)) + 1,
      }),
    onDragCancel: ({ active }) => translate(`${P}.dnd.cancelled`, { name: nameOfId(active.id) }),
  };
  const seasonName = nameOf(sort.season, seasonId);
  const productBase = product ? `/apps/${encodeURIComponent(product)}` : '/apps';
  const editorPath = useMemo(
    () => `${productBase}/vod/tvseason/${encodeURIComponent(seasonId)}`,
    [productBase, seasonId],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    sort.move(sort.ids.indexOf(String(active.id)), sort.ids.indexOf(String(over.id)));
  };
  const save = () =>
    sort.save.mutate(undefined, {
      onSuccess: () => {
        notify(`${P}.started`, { type: 'info' });
        sort.reset();
      },
      onError: (error) => notifyError(error, `${P}.saveFailed`),
    });

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 900 }}>
      <Title title={translate(`${P}.title`)} />
      <Typography variant="subtitle1" component="p" color="text.secondary" data-user-content>
        {sort.series ? (
          <>
            <Link
              component={LinkBase}
              to={`${productBase}/vod/${encodeURIComponent(sort.series.cty)}/${encodeURIComponent(sort.series.id)}`}
              color="inherit"
            >
              {nameOf(sort.series, sort.series.id)}
            </Link>
            {' › '}
          </>
        ) : null}
        {seasonName}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1.5 }}>
        {translate(`${P}.intro`)}
      </Typography>
      {sort.error ? <Alert severity="error">{translate(`${P}.loadFailed`)}</Alert> : null}
      {!sort.isLoading && !sort.error && sort.ids.length === 0 && (
        <Typography sx={{ py: 2 }}>{translate(`${P}.empty`)}</Typography>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: translate(`${P}.dnd.instructions`) },
        }}
      >
        <SortableContext items={sort.ids} strategy={verticalListSortingStrategy}>
          <Stack
            component="ol"
            aria-label={translate(`${P}.title`)}
            spacing={0.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {sort.ids.map((id, index) => (
              <EpisodeRow
                key={id}
                id={id}
                index={index}
                count={sort.ids.length}
                name={nameOfId(id)}
                onMove={sort.move}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={save} disabled={!sort.changed || sort.save.isPending}>
          {translate(`${P}.save`)}
        </Button>
        <Button onClick={sort.reset} disabled={!sort.changed}>
          {translate(`${P}.reset`)}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button component={LinkBase} to={editorPath}>
          {translate(`${P}.back`)}
        </Button>
      </Stack>
    </Box>
  );
}
