import { DataTableBody, DataTableRow } from 'react-admin';
import type { DataTableBodyProps, DataTableRowProps } from 'react-admin';
import type { KeyboardEvent } from 'react';

/** Enter on a focused row does what a click does (opens the item). */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
};

/** A data table row reachable with Tab, opened with Enter. */
export function KeyboardRow(props: DataTableRowProps) {
  return <DataTableRow {...props} tabIndex={0} onKeyDown={openOnEnter} />;
}

/** The focus ring of keyboard-reachable rows, for the data table's `sx`. */
export const KEYBOARD_ROW_SX = {
  '& .RaDataTable-row:focus-visible': {
    outline: 2,
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
} as const;

/** The data table body with keyboard-reachable rows. */
export function KeyboardBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={KeyboardRow} />;
}
