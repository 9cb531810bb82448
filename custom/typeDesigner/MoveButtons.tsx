import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

export interface MoveButtonsProps {
  /** The messages of the three buttons, each given `values` (e.g. `{ field: 'host' }`). */
  labels: { up: string; down: string; remove: string };
  values: Record<string, string>;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** e.g. the last tab, which stays. */
  removeDisabled?: boolean;
}

function IconAction(props: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  icon: ReactElement;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          disabled={props.disabled}
          onClick={props.onClick}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * Up, down and remove for one entry of an ordered list of the designer (fields, tabs): buttons,
 * so Tab and Enter or Space reach them; up is off on the first entry and down on the last.
 */
export function MoveButtons({
  labels,
  values,
  index,
  count,
  onMove,
  onRemove,
  removeDisabled,
}: MoveButtonsProps) {
  const translate = useTranslate();
  return (
    <>
      <IconAction
        label={translate(labels.up, values)}
        disabled={index === 0}
        onClick={() => onMove(-1)}
        icon={<ArrowUpwardIcon fontSize="small" />}
      />
      <IconAction
        label={translate(labels.down, values)}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        icon={<ArrowDownwardIcon fontSize="small" />}
      />
      <IconAction
        label={translate(labels.remove, values)}
        disabled={removeDisabled}
        onClick={onRemove}
        icon={<DeleteIcon fontSize="small" />}
      />
    </>
  );
}
