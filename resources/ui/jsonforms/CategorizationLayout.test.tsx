import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import ResourceJsonForm from '../../../kit/jsonforms/ResourceJsonForm';
import { renderInAdmin, strictI18nProvider } from '../../../kit/testing/renderInAdmin';
import { UI_ENGLISH } from '../testing/uiMessages';

/*
 * An item's form keeps the tab the user is on when it is drawn again: the edit page reloads the
 * item after a save (the form is replaced by a loading bar meanwhile), and an editor who saved on
 * the Images tab stays there instead of being sent back to General.
 */
const SCHEMA = {
  type: 'object',
  properties: { pn: { type: 'string' }, rt: { type: 'integer' } },
} as JsonSchemaObject;

const UISCHEMA = {
  type: 'Categorization',
  elements: [
    {
      type: 'Category',
      label: 'categories.general',
      elements: [{ type: 'Control', scope: '#/properties/pn', label: 'fields.pn' }],
    },
    {
      type: 'Category',
      label: 'categories.images',
      elements: [{ type: 'Control', scope: '#/properties/rt', label: 'fields.rt' }],
    },
  ],
};

/** The edit page as far as the form sees it: the tab remembered, the form drawn again on demand. */
function Page() {
  const [category, setCategory] = useState(0);
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((now) => !now)}>
        reload
      </button>
      {shown && (
        <ResourceJsonForm
          schema={SCHEMA}
          uischema={UISCHEMA}
          data={{ pn: 'P1', rt: 60 }}
          readonly
          showValidation={false}
          additionalErrors={[]}
          onChange={() => undefined}
          category={category}
          onCategoryChange={setCategory}
        />
      )}
    </>
  );
}

describe('the form’s tabs (Categorization)', () => {
  afterEach(cleanup);

  it('opens on the tab the user was on when the form is drawn again', async () => {
    const user = userEvent.setup();
    renderInAdmin(<Page />, { i18nProvider: strictI18nProvider(...UI_ENGLISH) });
    await user.click(await screen.findByRole('tab', { name: 'Images' }));
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'reload' }));
    expect(screen.queryByRole('tab')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByRole('tab', { name: 'Images' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'false');
  });
});
