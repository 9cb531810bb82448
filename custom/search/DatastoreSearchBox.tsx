import ClearIcon from '@mui/icons-material/Clear';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  ClickAwayListener,
  IconButton,
  InputAdornment,
  Paper,
  Popper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useRef } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { sectionForPath } from '../../domain/navigation/iconRail';
import { SEARCH_ACCESS } from './paths';
import type { SearchFilterLists } from '../../domain/search/searchFilters';
import { FilterPanel } from './FilterPanel';
import { HitTypeAndStatus, useHitName } from './SearchHitText';
import { useSearchPopup, type SearchPopupController } from './useSearchPopup';

/**
 * Spec section 9: the search input is 350 px wide (narrower below 1200 px, where the toolbar has
 * less room); the popup 35vw, at most 64vh high — and never under 560 px, so that its two columns
 * stay readable on a 1024 px screen (35vw would leave them 180 px each), nor wider than the window.
 */
const INPUT_WIDTH = 350;

const areaOf = (lists: SearchFilterLists, type: string) =>
  lists.contentTypes.find((option) => option.value === type)?.area;

function HitList({ popup, listId }: { popup: SearchPopupController; listId: string }) {
  const translate = useTranslate();
  const nameOf = useHitName();
  if (popup.error !== undefined)
    return (
      <Alert severity="error" variant="outlined">
        {popup.error}
      </Alert>
    );
  if (popup.processing)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">{translate('console.search.processing')}</Typography>
      </Stack>
    );
  if (popup.hits.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }} role="status">
        {translate('console.search.noResults')}
      </Typography>
    );
  return (
    <>
      <Box
        component="ul"
        role="listbox"
        id={listId}
        aria-label={translate('console.search.hitsLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {popup.hits.map((hit, index) => {
          const selected = index === popup.active;
          const linked = popup.hitPath(hit) !== undefined;
          return (
            <Box
              component="li"
              role="option"
              id={`${listId}-${index}`}
              key={hit.key}
              aria-selected={selected}
              aria-disabled={linked ? undefined : true}
              // The box keeps the focus: a click must not blur it before it opens the hit.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => popup.openHit(hit)}
              sx={{
                px: 1,
                py: 0.75,
                borderRadius: 1,
                cursor: linked ? 'pointer' : 'default',
                bgcolor: selected ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Typography variant="body2" noWrap data-user-content>
                {nameOf(hit)}
              </Typography>
              <HitTypeAndStatus hit={hit} area={areaOf(popup.lists, hit.cty)} />
            </Box>
          );
        })}
      </Box>
      <Button size="small" onMouseDown={(event) => event.preventDefault()} onClick={popup.showAll}>
        {translate('console.search.showAll', { count: popup.total })}
      </Button>
    </>
  );
}

/**
 * The toolbar's datastore search box (spec section 2), shown only while the current path is in
 * the datastore section, and only to whoever may search the catalogue (the global search page's
 * one permission: a live-only administrator works in the section but cannot search it); and its
 * popup: DATA STORE with the hits on the left, FILTER RESULTS on the right. See
 * {@link useSearchPopup} for the rules.
 */
export function DatastoreSearchBox() {
  const { pathname } = useLocation();
  const maySearch = usePermission('view', SEARCH_ACCESS.resource);
  if (!maySearch || sectionForPath(pathname)?.id !== 'datastore') return null;
  return <SearchBoxWithPopup />;
}

function SearchBoxWithPopup() {
  const translate = useTranslate();
  const popup = useSearchPopup();
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const headingId = useId();
  const activeId = popup.active >= 0 ? `${listId}-${popup.active}` : undefined;
  // The listbox exists only while it shows hits: the box names it only then.
  const listShown =
    popup.open && !popup.processing && popup.error === undefined && popup.hits.length > 0;

  return (
    <ClickAwayListener onClickAway={popup.close}>
      <Box
        ref={anchor}
        sx={{ width: { xs: 200, md: 290, lg: INPUT_WIDTH }, flexShrink: 1, minWidth: 160 }}
      >
        <TextField
          size="small"
          fullWidth
          value={popup.text}
          onChange={(event) => popup.change(event.target.value)}
          onKeyDown={popup.keyDown}
          inputRef={input}
          placeholder={translate('console.search.placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('console.search.label'),
              'aria-expanded': popup.open,
              'aria-controls': listShown ? listId : undefined,
              'aria-haspopup': 'listbox',
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeId,
              autoComplete: 'off',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <ManageSearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment:
                popup.text !== '' ? (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={translate('console.search.clear')}
                      onClick={popup.reset}
                    >
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
            },
          }}
        />
        <Popper
          open={popup.open}
          anchorEl={anchor.current}
          placement="bottom-start"
          disablePortal
          sx={{ zIndex: 1300 }}
        >
          <Paper
            elevation={8}
            role="dialog"
            aria-label={translate('console.search.popupLabel')}
            onKeyDown={(event) => {
              // Escape from a filter control closes the popup and puts the focus back in the box.
              if (event.key !== 'Escape') return;
              popup.close();
              input.current?.focus();
            }}
            sx={{
              mt: 0.5,
              width: 'min(max(35vw, 560px), calc(100vw - 24px))',
              maxHeight: '64vh',
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
              overflow: 'hidden',
            }}
          >
            <Box
              component="section"
              aria-labelledby={headingId}
              sx={{
                p: 1.5,
                overflowY: 'auto',
                maxHeight: '64vh',
                borderRight: 1,
                borderColor: 'divider',
              }}
            >
              <Typography
                id={headingId}
                variant="overline"
                component="h2"
                sx={{ fontWeight: 600, lineHeight: 1.5, display: 'block', minHeight: 40, pt: 1 }}
              >
                {translate('console.search.dataStore')}
              </Typography>
              <HitList popup={popup} listId={listId} />
            </Box>
            <Box sx={{ p: 1.5, overflowY: 'auto', maxHeight: '64vh' }}>
              <FilterPanel
                lists={popup.lists}
                selection={popup.selection}
                onChange={popup.setSelection}
                error={popup.fieldsError}
                listMaxHeight="21vh"
              />
            </Box>
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
