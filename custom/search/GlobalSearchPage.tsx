import {
  Alert,
  Box,
  LinearProgress,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LinkBase, Title, useTranslate } from 'react-admin';
import type { SearchHit } from '../../dataProvider/types';
import { FilterPanel } from './FilterPanel';
import { HitTypeAndStatus, useHitName } from './SearchHitText';
import { RESULTS_PAGE_SIZES, useSearchResults } from './useSearchResults';
import { PageControls } from '../../kit/list/PageControls';

function ResultRow({
  hit,
  path,
  name,
  area,
}: {
  hit: SearchHit;
  path: string | undefined;
  name: string;
  area: string | undefined;
}) {
  return (
    <TableRow hover>
      <TableCell sx={{ maxWidth: 420 }}>
        {path === undefined ? (
          <span data-user-content>{name}</span>
        ) : (
          <MuiLink component={LinkBase} to={path} data-user-content>
            {name}
          </MuiLink>
        )}
      </TableCell>
      <TableCell>
        <HitTypeAndStatus hit={hit} area={area} />
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>{hit.id}</TableCell>
    </TableRow>
  );
}

/**
 * The full results of the global search (`/apps/:product?/globalSearch[/list]`, `/globalSearch/list`):
 * the term from the toolbar box (kept in local storage while these pages are open), the same
 * filters as the popup, and the hits page by page (page number in session storage). Leaving the
 * pages forgets the term, the page number and the filters.
 */
export function GlobalSearchPage() {
  const translate = useTranslate();
  const nameOf = useHitName();
  const results = useSearchResults();
  const { term, hits, total } = results;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('console.search.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {term === undefined
          ? translate('console.search.page.hint')
          : translate('console.search.page.resultsFor', { term })}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1.5, width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
          <FilterPanel
            lists={results.lists}
            selection={results.selection}
            onChange={results.setSelection}
            error={results.fieldsError}
          />
        </Paper>
        <Paper variant="outlined" sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          {results.isFetching ? (
            <LinearProgress aria-label={translate('console.search.processing')} />
          ) : (
            <Box sx={{ height: 4 }} />
          )}
          {results.error !== undefined ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {results.error}
            </Alert>
          ) : term !== undefined && !results.isPending && hits.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary" role="status">
              {translate('console.search.noResults')}
            </Typography>
          ) : null}
          {hits.length > 0 && (
            <>
              <TableContainer>
                <Table size="small" aria-label={translate('console.search.page.tableLabel')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('console.search.page.columns.name')}</TableCell>
                      <TableCell>{translate('console.search.page.columns.type')}</TableCell>
                      <TableCell>{translate('console.search.page.columns.id')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {hits.map((hit) => (
                      <ResultRow
                        key={hit.key}
                        hit={hit}
                        name={nameOf(hit)}
                        path={results.hitPath(hit)}
                        area={results.areaOf(hit.cty)}
                      />
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <PageControls
                total={total}
                pageNumber={results.pageNumber}
                pageSize={results.pageSize}
                pageSizes={RESULTS_PAGE_SIZES}
                onPageNumber={results.setPageNumber}
                onPageSize={results.setPageSize}
              />
            </>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
