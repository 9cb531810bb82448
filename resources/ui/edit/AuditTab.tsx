import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDisplayDate } from '../../../kit/dates/useDisplayDate';
import { auditActionMessage, auditChangeLines, formatAuditVersions, truncate } from './auditFormat';
import type { AuditChangeLine } from './auditFormat';
import { useAudit } from './useAudit';
import { LoadingBar } from '../../../kit/feedback/LoadingBar';
import { PageControls } from '../../../kit/list/PageControls';

export interface AuditTabProps {
  type: string;
  id: string;
  /** Changes after each write, so the trail re-reads. */
  refresh: number;
}

const PAGE_SIZES = [10, 25, 100];

/** Values longer than this many characters are folded, with a button that shows them whole. */
export const AUDIT_FOLD_AT = 160;

/** One changed field (one language of a localized field): label, before → after, never cut. */
function AuditChange({ line }: { line: AuditChangeLine }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const long =
    Array.from(line.from).length > AUDIT_FOLD_AT || Array.from(line.to).length > AUDIT_FOLD_AT;
  const label = translate(`fields.${line.field}`, { _: line.field });
  const language =
    line.lang === undefined ? undefined : translate(`enums.lang.${line.lang}`, { _: line.lang });
  const shown = (text: string) => (long && !open ? truncate(text, AUDIT_FOLD_AT) : text);
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {language === undefined
          ? translate('console.editor.audit.field', { field: label })
          : translate('console.editor.audit.fieldInLanguage', { field: label, language })}
      </Box>{' '}
      <span data-user-content>{shown(line.from)}</span> →{' '}
      <span data-user-content>{shown(line.to)}</span>
      {long && (
        <Button
          size="small"
          sx={{ ml: 1, py: 0 }}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {translate(open ? 'console.editor.audit.showLess' : 'console.editor.audit.showAll')}
        </Button>
      )}
    </Typography>
  );
}

/** The item's audit trail: who, when, versions (previous → current), action and the field diff. */
export function AuditTab({ type, id, refresh }: AuditTabProps) {
  const translate = useTranslate();
  const actionLabel = (action: string): string => {
    const message = auditActionMessage(action);
    if (!message) return action;
    return message.status === undefined
      ? translate(message.key)
      : translate(message.key, {
          status: translate(`enums.st.${message.status}`, { _: message.status }),
        });
  };
  const displayDate = useDisplayDate();
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const { data, total, loading, error } = useAudit(type, id, pageNumber, pageSize, refresh);

  if (error !== undefined)
    return <Alert severity="error">{error || translate('console.editor.audit.loadFailed')}</Alert>;
  return (
    <Box>
      {loading && <LoadingBar />}
      <Table size="small" aria-label={translate('console.editor.tabs.audit')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.editor.audit.who')}</TableCell>
            <TableCell>{translate('console.editor.audit.when')}</TableCell>
            <TableCell>{translate('console.editor.audit.versions')}</TableCell>
            <TableCell>{translate('console.editor.audit.action')}</TableCell>
            <TableCell>{translate('console.editor.audit.changes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!loading && data.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{translate('console.editor.audit.empty')}</TableCell>
            </TableRow>
          )}
          {data.map((entry) => (
            <TableRow key={`${entry.seq}-${entry.TraceKey}`}>
              <TableCell title={entry.changed_by}>
                {entry.changed_by_name ?? entry.changed_by}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDate(entry.at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatAuditVersions(entry.PreviousVersion, entry.CurrentVersion)}
              </TableCell>
              <TableCell>{actionLabel(entry.action)}</TableCell>
              <TableCell>
                {entry.change.flatMap(auditChangeLines).map((line) => (
                  <AuditChange key={`${line.field}|${line.lang ?? ''}`} line={line} />
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PageControls
        total={total}
        pageNumber={pageNumber}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPageNumber={setPageNumber}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNumber(1);
        }}
      />
    </Box>
  );
}
