import { cleanup, render, screen } from '@testing-library/react';
import type { ControlElement, JsonSchema, TesterContext, VerticalLayout } from '@jsonforms/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../../domain/dates';
import { SystemDateTimeControl, systemDateTimeControlTester } from './SystemDateTimeControl';

const rootSchema: JsonSchema = {
  type: 'object',
  properties: {
    ut: { type: 'string', format: 'date-time', readOnly: true },
    lwe: { type: 'string', format: 'date-time' },
    key: { type: 'string', readOnly: true },
  },
};
const context: TesterContext = { rootSchema, config: {} };
const control = (name: string): ControlElement => ({
  type: 'Control',
  scope: `#/properties/${name}`,
});

describe('systemDateTimeControlTester', () => {
  it('applies to a read-only date-time, above the material date-time control', () => {
    expect(systemDateTimeControlTester(control('ut'), rootSchema, context)).toBe(5);
  });

  it('does not apply to an editable date-time', () => {
    expect(systemDateTimeControlTester(control('lwe'), rootSchema, context)).toBe(-1);
  });

  it('does not apply to a read-only field that is not a date-time', () => {
    expect(systemDateTimeControlTester(control('key'), rootSchema, context)).toBe(-1);
  });

  it('does not apply to layouts', () => {
    const layout: VerticalLayout = { type: 'VerticalLayout', elements: [control('ut')] };
    expect(systemDateTimeControlTester(layout, rootSchema, context)).toBe(-1);
  });
});

describe('SystemDateTimeControl', () => {
  afterEach(cleanup);

  it("shows the date in the display format 'DD MMM YYYY HH:mm', disabled", () => {
    const value = '2024-05-02T10:00:00.000Z';
    render(
      <SystemDateTimeControl
        data={value}
        label="Updated"
        visible
        enabled={false}
        id="ut"
        path="ut"
        schema={{ type: 'string' }}
        rootSchema={rootSchema}
        uischema={control('ut')}
        errors=""
        handleChange={() => undefined}
      />,
    );
    const input = screen.getByLabelText('Updated');
    expect(input).toHaveValue(formatDisplayDate(value));
    expect(input).toBeDisabled();
  });
});
