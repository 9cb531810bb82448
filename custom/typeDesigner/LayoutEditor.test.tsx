import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ReactElement } from 'react';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import { renderInAdmin, strictI18nProvider } from '../../kit/testing/renderInAdmin';
import { newDefinition } from './draft';
import { messages } from './i18n/typeDesigner';
import { FormLayoutEditor, ListSettingsEditor, type LayoutEditorProps } from './LayoutEditor';

afterEach(cleanup);

const names = (text: string) => ({ en: text, zh: text, ms: text, ta: text });

const START: TypeDefinition = {
  ...newDefinition(),
  id: 'pod',
  names: names('Pod'),
  fields: [
    { key: 'host', kind: 'text', names: names('Host') },
    { key: 'guest', kind: 'text', names: names('Guest') },
  ],
};

/** One of the designer's editors over a definition it changes, and the definition as it stands. */
function renderEditor(Editor: (props: LayoutEditorProps) => ReactElement) {
  const current: { definition: TypeDefinition } = { definition: START };
  function Harness() {
    const [definition, setDefinition] = useState(START);
    current.definition = definition;
    return <Editor definition={definition} onChange={setDefinition} problemProps={() => ({})} />;
  }
  renderInAdmin(<Harness />, { i18nProvider: strictI18nProvider(messages) });
  return current;
}

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('the form layout of a designed type', () => {
  it('adds a titled group to a tab, places fields in it, and gives them back to the tab when it goes', () => {
    const current = renderEditor(FormLayoutEditor);
    const tab = screen.getByRole('group', { name: 'Tab general' });
    // One tab and no group: nothing to place yet.
    expect(screen.queryByText('The tab and group of each field')).toBeNull();

    fireEvent.click(within(tab).getByRole('button', { name: 'Add group' }));
    const group = within(tab).getByRole('group', { name: 'Group group1' });
    for (const language of ['English', 'Chinese', 'Malay', 'Tamil'])
      type(within(group).getByRole('textbox', { name: `Group name (${language})` }), 'People');
    type(within(group).getByRole('textbox', { name: /^Group key/ }), 'people');

    // Each field can now go to the tab or to its group.
    expect(screen.getByText('The tab and group of each field')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tab of Host' }));
    fireEvent.click(screen.getByRole('option', { name: 'General › People' }));
    expect(current.definition.layout.tabs[0]?.groups).toEqual([
      { key: 'people', names: names('People'), fields: ['host'] },
    ]);

    // Removing the group keeps its field on the tab, outside any group.
    fireEvent.click(within(group).getByRole('button', { name: 'Remove group people' }));
    expect(within(tab).queryByRole('group', { name: /^Group / })).toBeNull();
    expect(current.definition.layout.tabs[0]?.groups).toEqual([{ key: 'main', fields: ['host'] }]);
  });
});

describe('the list screen of a designed type', () => {
  it('adds a column last, moves it up and removes it; filters keep the offered order', () => {
    const current = renderEditor(ListSettingsEditor);
    const columns = screen.getByRole('group', { name: 'Columns' });
    fireEvent.click(within(columns).getByRole('checkbox', { name: 'Host' }));
    expect(current.definition.list.columns).toEqual(['lon', 'st', 'ut', 'host']);
    const order = screen.getByRole('region', { name: 'Column order' });
    fireEvent.click(within(order).getByRole('button', { name: 'Move column Host up' }));
    fireEvent.click(within(order).getByRole('button', { name: 'Move column Host up' }));
    expect(current.definition.list.columns).toEqual(['lon', 'host', 'st', 'ut']);
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Name', '2. Host', '3. Status', '4. Last updated']);
    fireEvent.click(within(order).getByRole('button', { name: 'Remove column Status' }));
    expect(current.definition.list.columns).toEqual(['lon', 'host', 'ut']);
    expect(
      within(screen.getByRole('group', { name: 'Columns' })).getByRole<HTMLInputElement>(
        'checkbox',
        { name: 'Status' },
      ).checked,
    ).toBe(false);
  });
});
