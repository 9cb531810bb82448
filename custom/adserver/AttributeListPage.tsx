import LabelIcon from '@mui/icons-material/Label';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Box,
  Button,
  Chip,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { LinkBase, Title, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { AD_ATTRIBUTE_PAGE_SIZE } from '../../dataProvider/adServer/adServerProvider';
import type { StoredAdAttribute } from '../../dataProvider/adServer/adServerProvider';
import { AD_ATTRIBUTE_SOURCES } from '../../domain/ads/adAttribute';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import {
  FilterBar,
  FilterSelect,
  ListBody,
  ListIntro,
  ListPager,
  SearchField,
  AddLink,
} from '../../kit/list/ListParts';
import { AD_SERVER_PATHS } from './paths';

const PREFIX = 'console.adServer';
import { useAttributeList } from './useAdServer';

/** Where an attribute's value comes from, in words: 'Content · Genre' or the fixed value. */
export function useSourceText() {
  const translate = useTranslate();
  return (attribute: Pick<StoredAdAttribute, 'src' | 'field' | 'value'>) =>
    attribute.src === 'static' ? (
      <>
        {translate('console.adServer.sources.static')} ·{' '}
        <Box component="span" data-user-content sx={{ fontFamily: 'monospace' }}>
          {attribute.value ?? ''}
        </Box>
      </>
    ) : (
      `${translate(`console.adServer.sources.${attribute.src}`)} · ${translate(
        `console.adServer.fieldNames.${attribute.src}.${attribute.field ?? ''}`,
        { _: attribute.field ?? '' },
      )}`
    );
}

/**
 * Ad Server Attributes (`/apps/:product?/ad/attribute`): the product's key-values for ad requests,
 * 25 a page, searched by key or name and filtered by source; each key opens it. Add for who may
 * create; an empty product says what to do; the ad tags and load policies are one link away.
 */
export function AttributeListPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const canCreate = usePermission('create', 'cp_adconfig');
  const displayDate = useDisplayDate();
  const sourceText = useSourceText();
  const [search, setSearch] = useState('');
  const [source, setSource] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const q = useDeferredValue(search.trim());
  const list = useAttributeList({ q, src: source, pageNumber });
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const filtered = q !== '' || source !== '';
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPageNumber(1);
  };
  return (
    <Box>
      <Title title={translate('console.adServer.title')} />
      <ListIntro prefix={PREFIX} hasProduct={product !== undefined} readOnly={!canCreate} />
      <FilterBar>
        <SearchField
          label={translate('console.adServer.search')}
          value={search}
          onChange={filter(setSearch)}
        />
        <FilterSelect
          label={translate('console.adServer.fields.src')}
          value={source}
          onChange={filter(setSource)}
          every={translate('console.adServer.allSources')}
          options={AD_ATTRIBUTE_SOURCES.map((id) => ({
            id,
            name: translate(`console.adServer.sources.${id}`),
          }))}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          component={LinkBase}
          to={AD_SERVER_PATHS.tagsOf(product)}
          startIcon={<LocalOfferIcon />}
        >
          {translate('console.adServer.tags')}
        </Button>
        <Button
          component={LinkBase}
          to={AD_SERVER_PATHS.loadPoliciesOf(product)}
          startIcon={<TuneIcon />}
        >
          {translate('console.adServer.loadPolicies')}
        </Button>
        {canCreate && (
          <AddLink to={AD_SERVER_PATHS.addOf(product)} labelKey="console.adServer.add" />
        )}
      </FilterBar>
      <ListBody
        prefix={PREFIX}
        query={list}
        rowCount={rows.length}
        filtered={filtered}
        canCreate={canCreate}
        failedKey="console.adServer.notify.loadFailed"
        icon={<LabelIcon />}
        addAction={<AddLink to={AD_SERVER_PATHS.addOf(product)} labelKey="console.adServer.add" />}
      >
        <TableContainer>
          <Table size="small" aria-label={translate('console.adServer.title')}>
            <TableHead>
              <TableRow>
                {(['id', 'n', 'src', 'enabled', 'ut'] as const).map((column) => (
                  <TableCell key={column}>
                    {translate(`console.adServer.fields.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((attribute) => (
                <TableRow key={attribute.id} hover>
                  <TableCell>
                    <MuiLink
                      component={LinkBase}
                      to={AD_SERVER_PATHS.editOf(product, attribute.id)}
                      sx={{ fontFamily: 'monospace' }}
                    >
                      {attribute.id}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{attribute.n}</TableCell>
                  <TableCell>{sourceText(attribute)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={attribute.enabled ? 'success' : 'default'}
                      label={translate(
                        attribute.enabled
                          ? 'console.adServer.enabledYes'
                          : 'console.adServer.enabledNo',
                      )}
                    />
                  </TableCell>
                  <TableCell>{displayDate(attribute.ut)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          prefix={PREFIX}
          pageNumber={pageNumber}
          pageSize={AD_ATTRIBUTE_PAGE_SIZE}
          rowCount={rows.length}
          total={total}
          onPage={setPageNumber}
        />
      </ListBody>
    </Box>
  );
}
