import { useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import {
  Alert,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { vllServiceOf } from '../../dataProvider/vll/vllProvider';
import type { EpgLiveEvent } from '../../dataProvider/vll/vllProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { EVENT_INGESTION_TYPES } from '../../domain/epg/ingestion';
import { LIVE_TO_VOD_SOURCE_TYPES } from '../../domain/media/liveToVod';
import { ConsoleDialog } from '../../kit/dialog/ConsoleDialog';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import type { ItemExtraProps } from '../../kit/editor/itemExtras';

type Work = 'l2v' | 'processing';

/**
 * The live event edit page's panels this section opens (custom/mediaops' LiveToVodPanel and
 * EventProcessingPanel), given by the composition root: custom pages do not import each other.
 */
export interface LiveEventPanels {
  liveToVod: ComponentType<ItemExtraProps>;
  eventProcessing: ComponentType<ItemExtraProps>;
}

/**
 * What the edit page's panels take, for an event of the list: its type, id and record (names,
 * live window, teams). The panels read only these; there is no form here to edit or reload.
 */
function panelProps(event: EpgLiveEvent): ItemExtraProps {
  const record: Record<string, unknown> = { ...event };
  return {
    area: 'live',
    type: event.type,
    id: event.id,
    record,
    data: record,
    editing: false,
    canUpdate: false,
    onChange: () => undefined,
    reload: () => undefined,
  };
}

const converts = (type: string) => (LIVE_TO_VOD_SOURCE_TYPES as readonly string[]).includes(type);
const processes = (type: string) => (EVENT_INGESTION_TYPES as readonly string[]).includes(type);

/**
 * The EPG page's Live events (spec sections 5, 6): the product's live events whose live window
 * meets the day (or the days beside it), each opening the live-to-VOD panel or the event
 * processing panel (the edit page's own, in the console's dialog) — where an l2v_admin, who has
 * the EPG page but not the live edit pages, works on live events. The panels decide what a
 * viewer may do (status only).
 */
export function LiveEventsSection({
  day,
  product,
  panels,
}: {
  day: string;
  product: string | undefined;
  panels: LiveEventPanels;
}): ReactElement {
  const { liveToVod: LiveToVodPanel, eventProcessing: EventProcessingPanel } = panels;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const display = useDisplayDate();
  const service = vllServiceOf(useDataProvider());
  const events = useQuery({
    queryKey: ['epg', 'events', product, day, locale],
    queryFn: ({ signal }) => service.getEpgLiveEvents(day, locale, signal),
    enabled: product !== undefined,
  });
  const [open, setOpen] = useState<{ event: EpgLiveEvent; work: Work } | undefined>();
  const rows = events.data ?? [];
  const typeName = (type: string) => translate(`console.epg.liveEvents.types.${type}`, { _: type });

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 3 }}
      component="section"
      aria-labelledby="epg-live-events-title"
    >
      <Typography variant="h6" component="h2" id="epg-live-events-title">
        {translate('console.epg.liveEvents.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('console.epg.liveEvents.intro')}
      </Typography>
      {events.isPending && product !== undefined && (
        <LinearProgress aria-label={translate('console.epg.liveEvents.title')} />
      )}
      {events.error && (
        <Alert severity="error">
          {readFailure(events.error, translate('console.common.errors.requestFailed')).message}
        </Alert>
      )}
      {events.isSuccess && rows.length === 0 && (
        <Alert severity="info">{translate('console.epg.liveEvents.empty')}</Alert>
      )}
      {rows.length > 0 && (
        <Table size="small" aria-labelledby="epg-live-events-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.epg.liveEvents.columns.name')}</TableCell>
              <TableCell>{translate('console.epg.liveEvents.columns.type')}</TableCell>
              <TableCell>{translate('console.epg.liveEvents.columns.window')}</TableCell>
              <TableCell>{translate('console.epg.liveEvents.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((event) => (
              <TableRow key={event.id} data-live-event={event.id}>
                <TableCell>{event.title}</TableCell>
                <TableCell>{typeName(event.type)}</TableCell>
                <TableCell>
                  {display(event.lws)} – {display(event.lwe)}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                    {converts(event.type) && (
                      <Button
                        size="small"
                        onClick={() => setOpen({ event, work: 'l2v' })}
                        aria-label={translate('console.epg.liveEvents.openL2vLabel', {
                          title: event.title,
                        })}
                      >
                        {translate('console.epg.liveEvents.openL2v')}
                      </Button>
                    )}
                    {processes(event.type) && (
                      <Button
                        size="small"
                        onClick={() => setOpen({ event, work: 'processing' })}
                        aria-label={translate('console.epg.liveEvents.openProcessingLabel', {
                          title: event.title,
                        })}
                      >
                        {translate('console.epg.liveEvents.openProcessing')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConsoleDialog
        open={open !== undefined}
        title={
          open
            ? translate(
                open.work === 'l2v'
                  ? 'console.epg.liveEvents.l2vDialog'
                  : 'console.epg.liveEvents.processingDialog',
                { title: open.event.title },
              )
            : ''
        }
        onClose={() => setOpen(undefined)}
        maxWidth="lg"
      >
        {open?.work === 'l2v' && <LiveToVodPanel {...panelProps(open.event)} />}
        {open?.work === 'processing' && <EventProcessingPanel {...panelProps(open.event)} />}
      </ConsoleDialog>
    </Paper>
  );
}
