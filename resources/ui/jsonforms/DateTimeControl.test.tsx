import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ControlElement, JsonSchema, TesterContext } from '@jsonforms/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { preferencesSetting } from '../../../kit/preferences/preferences';
import { fakeDataProvider, renderInAdmin } from '../../../kit/testing/renderInAdmin';
import { DateTimeControl, dateTimeControlTester } from '../../../kit/jsonforms/DateTimeControl';
import { systemDateTimeControlTester } from '../../../kit/jsonforms/SystemDateTimeControl';

const rootSchema: JsonSchema = {
  type: 'object',
  properties: {
    lwe: { type: 'string', format: 'date-time' },
    ut: { type: 'string', format: 'date-time', readOnly: true },
    tc: { type: 'string' },
  },
};
const context: TesterContext = { rootSchema, config: {} };
const control = (name: string): ControlElement => ({
  type: 'Control',
  scope: `#/properties/${name}`,
});

describe('dateTimeControlTester', () => {
  it('applies to an editable date-time, above the material date-time control (2)', () => {
    expect(dateTimeControlTester(control('lwe'), rootSchema, context)).toBe(3);
  });

  it('leaves read-only system dates to their own control, which outranks it', () => {
    expect(systemDateTimeControlTester(control('ut'), rootSchema, context)).toBeGreaterThan(
      dateTimeControlTester(control('ut'), rootSchema, context),
    );
  });

  it('does not apply to a plain string', () => {
    expect(dateTimeControlTester(control('tc'), rootSchema, context)).toBe(-1);
  });
});

/** The control as JSON Forms holds it: what it reports comes back as its data. */
function Stateful({ initial, onChange }: { initial: string | undefined; onChange: Mock }) {
  const [data, setData] = useState(initial);
  return (
    <DateTimeControl
      data={data}
      label="Licence window end"
      visible
      enabled
      id="lwe"
      path="lwe"
      schema={{ type: 'string', format: 'date-time' }}
      rootSchema={rootSchema}
      uischema={control('lwe')}
      errors=""
      handleChange={(path: string, value: string | undefined) => {
        onChange(path, value);
        setData(value);
      }}
    />
  );
}

function renderControl(data: string | undefined, handleChange = vi.fn()) {
  renderInAdmin(<Stateful initial={data} onChange={handleChange} />);
  return handleChange;
}

describe('DateTimeControl', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    preferencesSetting.reset();
  });

  it("shows the value in the user's format and time zone and saves a typed one as a UTC instant", async () => {
    await preferencesSetting.save(fakeDataProvider(), undefined, {
      language: 'en',
      dateFormat: 'MMM DD YYYY HH:mm',
      timeZone: 'Asia/Singapore',
    });
    const handleChange = renderControl('2030-12-31T15:59:00.000Z');
    const input = screen.getByRole('textbox', { name: 'Licence window end' });
    // 15:59 UTC is 23:59 in Singapore.
    expect(input).toHaveValue('Dec 31 2030 23:59');

    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.keyboard('6');
    await userEvent.keyboard('01');
    await userEvent.keyboard('2031');
    await userEvent.keyboard('0800');
    expect(input).toHaveValue('Jun 01 2031 08:00');
    expect(handleChange).toHaveBeenLastCalledWith('lwe', '2031-06-01T00:00:00.000Z');
  });
});
