import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Link,
  List,
  ListItem,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ClipSearchHit, MediaQuality } from '../../domain/media/api';
import { SUPPORTED_LOCALES } from '../../domain/languages';
import { formatDuration } from '../../domain/timecode';
import { playbackServiceOf } from '../../dataProvider/playback/playbackProvider';
import { usePermission } from '../../authProvider/usePermission';
import type { Mp4State } from './useMp4Download';
import type { VideoEditorController } from './useVideoEditor';

/** Play the composed clip, request its MP4 in a quality (progress, download, failure), ready-for-air. */
export function ClipPanel({
  editor,
  mp4,
  canCut,
  shortsPath,
}: {
  editor: VideoEditorController;
  mp4: Mp4State;
  canCut: boolean;
  shortsPath: string;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`console.videoEditor.${key}`, options);
  // The composed clip plays as a remix (the service's, which takes the right to change items)
  // for those who may change them; as a plain playback for the others.
  const canRemix = usePermission('update', 'cp_datastore');
  const qualities = editor.info?.qualities ?? [];
  const [quality, setQuality] = useState<MediaQuality>('HD');
  const [locale] = useLocaleState();
  // The short's name in each console language: the UI language's is required, the others not.
  const [names, setNames] = useState<Partial<Record<string, string>>>({});
  const [nameError, setNameError] = useState(false);
  const languages = [
    ...SUPPORTED_LOCALES.filter((entry) => entry.locale === locale),
    ...SUPPORTED_LOCALES.filter((entry) => entry.locale !== locale),
  ];
  const [mainLanguage, ...otherLanguages] = languages;
  const hasContent = editor.smil.length > 0;
  const job = mp4.job;
  const title = editor.info?.title ?? editor.item?.title ?? '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ve-clip">
      <Typography variant="h6" component="h2" id="ve-clip" sx={{ mb: 1 }}>
        {t('clip.title')}
      </Typography>
      {!hasContent && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('clip.noContent')}
        </Typography>
      )}
      <Button
        variant="outlined"
        disabled={!hasContent}
        onClick={() =>
          void editor.playRanges(editor.smil, t('player.composedClip'), { remix: canRemix })
        }
      >
        {t('clip.play')}
      </Button>
      {editor.clipFailure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {editor.clipFailure}
        </Alert>
      )}
      {canCut && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t('mp4.title')}
          </Typography>
          <Stack direction="row" spacing={2} alignItems="center">
            <TextField
              select
              size="small"
              label={t('mp4.quality')}
              value={qualities.includes(quality) ? quality : (qualities[0] ?? '')}
              onChange={(event) => {
                const next = qualities.find((q) => q === event.target.value);
                if (next) setQuality(next);
              }}
              disabled={qualities.length === 0}
              sx={{ minWidth: 140 }}
            >
              {qualities.map((q) => (
                <MenuItem key={q} value={q}>
                  {q}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={
                !hasContent ||
                mp4.requesting ||
                job?.status === 'queued' ||
                job?.status === 'processing'
              }
              onClick={() => void mp4.request(quality, editor.smil, title)}
            >
              {t('mp4.request')}
            </Button>
          </Stack>
          {job && (
            <Box sx={{ mt: 1 }} role="status" aria-live="polite">
              <Typography variant="body2" data-testid="mp4-status">
                {t(`mp4.status.${job.status}`, { percent: Math.round(job.progress * 100) })}
              </Typography>
              {(job.status === 'queued' || job.status === 'processing') && (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(job.progress * 100)}
                  aria-label={t('mp4.title')}
                  sx={{ mt: 0.5 }}
                />
              )}
              {job.status === 'ready' && job.mp4Url && (
                <Link href={job.mp4Url} download>
                  {t('mp4.again')}
                </Link>
              )}
            </Box>
          )}
          {mp4.failure && (
            <Alert severity="error" sx={{ mt: 1 }} data-testid="mp4-failure">
              {mp4.failure}
            </Alert>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t('ready.title')}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!(names[locale] ?? '').trim()) {
                setNameError(true);
                return;
              }
              void editor.readyForAir(names);
            }}
            sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            {mainLanguage && (
              <TextField
                size="small"
                required
                label={`${t('ready.name')} (${mainLanguage.name})`}
                value={names[mainLanguage.locale] ?? ''}
                onChange={(event) => {
                  setNames((current) => ({
                    ...current,
                    [mainLanguage.locale]: event.target.value,
                  }));
                  setNameError(false);
                }}
                error={nameError}
                helperText={nameError ? t('ready.nameRequired') : undefined}
                // Wide enough for the label in every language (Tamil's is the longest: at a fixed
                // 260 px it was cut off at 1024 px); it takes the row's room beside the button.
                sx={{ flex: '1 1 340px', minWidth: 0 }}
              />
            )}
            <Button type="submit" variant="contained" disabled={!hasContent || editor.shipping}>
              {t('ready.submit')}
            </Button>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, flexBasis: '100%' }}>
              <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('ready.otherNames')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
                }}
              >
                {otherLanguages.map((entry) => (
                  <TextField
                    key={entry.locale}
                    size="small"
                    label={`${t('ready.name')} (${entry.name})`}
                    value={names[entry.locale] ?? ''}
                    onChange={(event) =>
                      setNames((current) => ({ ...current, [entry.locale]: event.target.value }))
                    }
                    fullWidth
                  />
                ))}
              </Box>
            </Box>
          </Box>
          {editor.shipped && (
            <Alert severity="success" sx={{ mt: 1 }}>
              {t('ready.done', { name: editor.shipped.name })}{' '}
              <Link component={RouterLink} to={shortsPath}>
                {t('ready.open')}
              </Link>
            </Alert>
          )}
          {editor.shipFailure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {editor.shipFailure}
            </Alert>
          )}
        </>
      )}
    </Paper>
  );
}

function hitName(hit: ClipSearchHit): string {
  return (hit.lon.find((n) => n.lang === 'en') ?? hit.lon[0])?.n ?? hit.id;
}

/** Clip search over saved clips (names, descriptions, segment notes); a hit plays. */
export function ClipSearchPanel({ editor }: { editor: VideoEditorController }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`console.videoEditor.${key}`, options);
  const service = playbackServiceOf(useDataProvider());
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const hits = useQuery({
    queryKey: ['playback', 'clips', query],
    queryFn: ({ signal }) => service.searchClips(query, signal),
    enabled: query !== '',
    retry: false,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ve-search">
      <Typography variant="h6" component="h2" id="ve-search" sx={{ mb: 1 }}>
        {t('search.title')}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
        sx={{ display: 'flex', gap: 1 }}
      >
        <TextField
          size="small"
          label={t('search.query')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined">
          {t('search.submit')}
        </Button>
      </Box>
      {hits.isFetching && <LinearProgress sx={{ mt: 1 }} />}
      {hits.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {hits.error.message}
        </Alert>
      )}
      {hits.data && hits.data.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('search.none')}
        </Typography>
      )}
      {hits.data && hits.data.length > 0 && (
        <List dense>
          {hits.data.map((hit) => (
            <ListItem
              key={hit.id}
              secondaryAction={
                <Button size="small" onClick={() => void editor.playRanges(hit.smil, hitName(hit))}>
                  {t('search.play')}
                </Button>
              }
            >
              <Typography variant="body2" sx={{ pr: 8 }}>
                {t('search.hit', {
                  name: hitName(hit),
                  duration: formatDuration(hit.durationSeconds),
                  where: t(`search.matchedIn.${hit.matchedIn}`),
                })}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
