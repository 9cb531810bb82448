import { DataTableBody, DataTableRow, useDataTableConfigContext } from 'react-admin';
import type { DataTableBodyProps, DataTableRowProps } from 'react-admin';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

/** Enter on a focused row does what a click does (opens the item). */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
};

/**
 * react-admin's row checkbox puts its name ('Select this row') on the checkbox's wrapper, a
 * span, where it names nothing (and is not allowed), and leaves the checkbox input itself
 * unnamed. Move the name onto the input, which is what assistive technology reads.
 */
function nameRowCheckbox(row: HTMLTableRowElement | null): void {
  const wrapper = row?.querySelector('.select-item[aria-label]');
  const input = wrapper?.querySelector('input[type="checkbox"]');
  const name = wrapper?.getAttribute('aria-label');
  if (!wrapper || !input || !name) return;
  input.setAttribute('aria-label', name);
  wrapper.removeAttribute('aria-label');
}

/** A data table row reachable with Tab, opened with Enter, its selection checkbox named. */
export function KeyboardRow(props: DataTableRowProps) {
  const row = useRef<HTMLTableRowElement>(null);
  // The checkboxes come and go with the bulk actions (known once permissions are): run again then.
  const { hasBulkActions } = useDataTableConfigContext();
  useLayoutEffect(() => nameRowCheckbox(row.current), [hasBulkActions]);
  return <DataTableRow {...props} ref={row} tabIndex={0} onKeyDown={openOnEnter} />;
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
