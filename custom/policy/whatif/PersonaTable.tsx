import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { Persona } from '../../../dataProvider/attribute/attributeProvider';
import { decisionParts } from './decisionParts';
import { EffectChip, useDecisionLines } from './DecisionView';
import type { PersonaDecision } from './useWhatIfController';

/** Props of {@link PersonaTable}. */
export interface PersonaTableProps {
  rows: readonly PersonaDecision[];
  editedKey: string;
  /** Whether personas may be renamed and deleted (update on cp_policymgmt). */
  canEdit: boolean;
  onRename: (persona: Persona) => void;
  onDelete: (persona: Persona) => void;
  /** An attribute's name by its key, in the UI language (stable: the rows are memoised). */
  nameOf?: (key: string) => string;
}

const PersonaRow = memo(function PersonaRow({
  row,
  editedKey,
  canEdit,
  onRename,
  onDelete,
  nameOf,
}: Omit<PersonaTableProps, 'rows'> & { row: PersonaDecision }) {
  const translate = useTranslate();
  const lines = useDecisionLines(nameOf);
  const { persona, decision } = row;
  const parts = decision === undefined ? undefined : decisionParts(decision, editedKey);
  const why = parts
    ? lines(parts).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))
    : null;
  // One row a persona: its name, the decision with why under it, the actions: three columns read
  // well beside the form and in long languages.
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {persona.n}
      </TableCell>
      <TableCell>
        {parts ? <EffectChip effect={parts.effect} /> : '—'}
        <Box sx={{ mt: 0.5, color: 'text.secondary' }}>{why}</Box>
      </TableCell>
      {canEdit && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title={translate('console.whatIf.persona.rename')}>
            <IconButton
              size="small"
              aria-label={`${translate('console.whatIf.persona.rename')}: ${persona.n}`}
              onClick={() => onRename(persona)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('console.whatIf.persona.delete')}>
            <IconButton
              size="small"
              aria-label={`${translate('console.whatIf.persona.delete')}: ${persona.n}`}
              onClick={() => onDelete(persona)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
  );
});

/**
 * "Saved personas": each persona's decision under the edited policy (and the others), with the
 * deciding rule or the failed condition, so personas read side by side. Rows are memoised: only
 * rows whose decision changed re-render while the policy is edited.
 */
export function PersonaTable({
  rows,
  editedKey,
  canEdit,
  onRename,
  onDelete,
  nameOf,
}: PersonaTableProps) {
  const translate = useTranslate();
  return (
    // Long words (Tamil) wrap inside the panel; what still does not fit scrolls in its own box.
    <TableContainer
      tabIndex={0}
      aria-label={translate('console.whatIf.personas.title')}
      sx={{ overflowX: 'auto', '& td, & th': { overflowWrap: 'break-word' } }}
    >
      <Table size="small" aria-label={translate('console.whatIf.personas.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.whatIf.personas.name')}</TableCell>
            <TableCell>{translate('console.whatIf.personas.decision')}</TableCell>
            {canEdit && (
              <TableCell align="right">{translate('console.whatIf.personas.actions')}</TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <PersonaRow
              key={row.persona.id}
              row={row}
              editedKey={editedKey}
              canEdit={canEdit}
              onRename={onRename}
              onDelete={onDelete}
              nameOf={nameOf}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
