import CategoryIcon from '@mui/icons-material/Category';
import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  Link as MuiLink,
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
import type { TypeSummary } from '../../dataProvider/typeDesignerProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { AddLink } from '../../kit/list/ListParts';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { TYPE_DESIGNER_PATHS } from './paths';
import { ImportTypeButton } from './TypeTransfer';
import { useTypeList } from './useTypeDesigner';

const T = 'console.typeDesigner';

function TypeTable({ rows, caption }: { rows: readonly TypeSummary[]; caption: string }) {
  const translate = useTranslate();
  const product = useCurrentProduct();
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {(['id', 'name', 'area', 'fields', 'items', 'status'] as const).map((column) => (
              <TableCell
                key={column}
                align={column === 'fields' || column === 'items' ? 'right' : 'left'}
              >
                {translate(`${T}.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((type) => (
            <TableRow key={type.id} hover>
              <TableCell>
                {type.builtIn ? (
                  type.id
                ) : (
                  <MuiLink component={LinkBase} to={TYPE_DESIGNER_PATHS.editOf(product, type.id)}>
                    {type.id}
                  </MuiLink>
                )}
              </TableCell>
              <TableCell>{translate(type.titleKey, { smart_count: 2, _: type.id })}</TableCell>
              <TableCell>{translate(`${T}.areas.${type.area}`, { _: type.area })}</TableCell>
              <TableCell align="right">{type.fieldCount}</TableCell>
              <TableCell align="right">{type.itemCount}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={
                    type.status === 'published'
                      ? 'success'
                      : type.status === 'builtIn'
                        ? 'default'
                        : 'warning'
                  }
                  label={translate(`${T}.status.${type.status}`)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The type designer's list (settings): the designed types (or, when there are none, what to do)
 * and the built-in ones, each with its datastore section, field count, item count and status.
 * A designed type's identifier opens it in the designer.
 */
export function TypeListPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const list = useTypeList();
  const rows = list.data ?? [];
  const designed = rows.filter((type) => !type.builtIn);
  const builtIn = rows.filter((type) => type.builtIn);
  return (
    <Box>
      <Title title={translate(`${T}.title`)} />
      <Stack
        direction="row"
        alignItems="center"
        spacing={2}
        sx={{ my: 2 }}
        useFlexGap
        flexWrap="wrap"
      >
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: 1, minWidth: 280, maxWidth: 900 }}
        >
          {translate(`${T}.intro`)}
        </Typography>
        <ImportTypeButton />
        <AddLink to={TYPE_DESIGNER_PATHS.addOf(product)} labelKey={`${T}.add`} />
      </Stack>
      {list.isFetching && <LinearProgress aria-label={translate(`${T}.title`)} />}
      {list.error ? (
        <Alert severity="error">
          {readFailure(list.error, translate('ra.notification.http_error')).message}
        </Alert>
      ) : list.isPending ? null : (
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="designed-types">
            <Typography id="designed-types" variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate(`${T}.designed`)}
            </Typography>
            {designed.length === 0 ? (
              <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }}>
                <Box
                  sx={{ fontSize: 64, color: 'text.disabled', '& svg': { fontSize: 'inherit' } }}
                >
                  <CategoryIcon />
                </Box>
                <Typography variant="h6" component="h3">
                  {translate(`${T}.empty.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`${T}.empty.hint`)}
                </Typography>
              </Stack>
            ) : (
              <TypeTable rows={designed} caption={translate(`${T}.designed`)} />
            )}
          </Box>
          <Box component="section" aria-labelledby="built-in-types">
            <Typography id="built-in-types" variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate(`${T}.builtInTypes`)}
            </Typography>
            <TypeTable rows={builtIn} caption={translate(`${T}.builtInTypes`)} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
