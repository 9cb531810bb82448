import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import {
  Box,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useMemo, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { AD_MACROS, AD_TAG_URL_MAX, adTagProblems, expandAdTag } from '../../domain/ads/adTag';
import type { AdMacro, MacroGroup } from '../../domain/ads/adTag';
import { urlProblemMessages } from './adTagForm';

const GROUPS: readonly MacroGroup[] = ['request', 'player', 'content', 'viewer', 'privacy'];

function macrosByGroup(): [MacroGroup, AdMacro[]][] {
  return GROUPS.map((group) => [group, AD_MACROS.filter((macro) => macro.group === group)]);
}

/**
 * The ad tag URL with what an operator needs while writing it, live as they type: the URL's
 * problems (domain/ads/adTag.ts) in words, the URL a sample request would ask for (each known
 * macro filled with its sample) to read and copy, and the known macros by group, each inserting
 * itself at the cursor. `serverError` is the service's refusal of the last save, until the URL
 * changes. The empty URL's problem waits for `showMissing` (a first save), the others do not.
 */
export function AdTagUrlField({
  value,
  onChange,
  readOnly,
  showMissing,
  serverError,
}: {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  showMissing: boolean;
  serverError: string | undefined;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const problemsId = useId();
  const expandedId = useId();
  const problems = useMemo(
    () =>
      urlProblemMessages(
        adTagProblems(value).filter((problem) => showMissing || problem.code !== 'urlMissing'),
      ),
    [value, showMissing],
  );
  const expanded = useMemo(() => expandAdTag(value, {}, { strict: false }), [value]);
  const groups = useMemo(macrosByGroup, []);

  const insert = (name: string) => {
    const element = input.current;
    const text = `[${name}]`;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    onChange(value.slice(0, start) + text + value.slice(end));
    // Back to the field with the cursor after the inserted macro, once React has rendered it.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(expanded);
      notify('console.adTags.url.copied', { type: 'info' });
    } catch {
      notify('console.adTags.notify.copyFailed', { type: 'warning' });
    }
  };

  const invalid = problems.length > 0 || serverError !== undefined;
  return (
    <Stack spacing={1.5}>
      <TextField
        required
        multiline
        minRows={2}
        maxRows={8}
        label={translate('console.adTags.fields.url')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={readOnly}
        error={invalid}
        inputRef={input}
        helperText={translate('console.adTags.url.hint')}
        slotProps={{
          htmlInput: {
            maxLength: AD_TAG_URL_MAX + 1,
            spellCheck: false,
            'aria-describedby': `${problemsId} ${expandedId}`,
            style: { fontFamily: 'monospace' },
          },
        }}
      />
      <Box id={problemsId} aria-live="polite">
        {invalid ? (
          <List dense disablePadding>
            {serverError !== undefined && problems.length === 0 && (
              <ListItem disableGutters sx={{ color: 'error.main' }}>
                <ListItemIcon sx={{ minWidth: 32, color: 'error.main' }}>
                  <ErrorOutlineIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={serverError} />
              </ListItem>
            )}
            {problems.map((problem, index) => (
              <ListItem key={`${problem.key}-${index}`} disableGutters sx={{ color: 'error.main' }}>
                <ListItemIcon sx={{ minWidth: 32, color: 'error.main' }}>
                  <ErrorOutlineIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={translate(problem.key, problem.params)} />
              </ListItem>
            ))}
          </List>
        ) : (
          value.trim() !== '' && (
            <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'success.main' }}>
              <CheckCircleOutlineIcon fontSize="small" />
              <Typography variant="body2">{translate('console.adTags.url.valid')}</Typography>
            </Stack>
          )
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
        <Stack direction="row" alignItems="center" spacing={1}>
          <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
            {translate('console.adTags.url.expanded')}
          </Typography>
          <Tooltip title={translate('console.adTags.url.copy')}>
            <span>
              <IconButton
                size="small"
                aria-label={translate('console.adTags.url.copy')}
                disabled={expanded === ''}
                onClick={() => void copy()}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Box
          id={expandedId}
          component="output"
          aria-label={translate('console.adTags.url.expanded')}
          sx={{
            display: 'block',
            mt: 0.5,
            fontFamily: 'monospace',
            fontSize: '0.85rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            userSelect: 'all',
            minHeight: '1.5em',
          }}
        >
          {expanded}
        </Box>
      </Paper>
      {!readOnly && (
        <Box component="section" aria-labelledby={`${problemsId}-macros`}>
          <Typography id={`${problemsId}-macros`} variant="subtitle2" component="h3">
            {translate('console.adTags.url.macros')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('console.adTags.url.macrosHint')}
          </Typography>
          <Stack spacing={1}>
            {groups.map(([group, macros]) => (
              <Stack
                key={group}
                direction="row"
                spacing={0.75}
                alignItems="center"
                flexWrap="wrap"
                useFlexGap
                role="group"
                aria-label={translate(`console.adTags.url.groups.${group}`)}
              >
                <Typography variant="caption" color="text.secondary" sx={{ minWidth: 130 }}>
                  {translate(`console.adTags.url.groups.${group}`)}
                </Typography>
                {macros.map((macro) => (
                  <Tooltip
                    key={macro.name}
                    title={translate('console.adTags.url.insert', {
                      name: macro.name,
                      sample: macro.sample,
                    })}
                  >
                    <Chip
                      size="small"
                      variant="outlined"
                      label={macro.name}
                      onClick={() => insert(macro.name)}
                      sx={{ fontFamily: 'monospace' }}
                    />
                  </Tooltip>
                ))}
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
