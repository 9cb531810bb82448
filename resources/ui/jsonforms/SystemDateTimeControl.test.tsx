import { cleanup, screen } from '@testing-library/react';
import type { ControlElement, JsonSchema, TesterContext, VerticalLayout } from '@jsonforms/core';
import { afterEach, describe, expect, it } from 'vitest';
import { preferencesSetting } from '../../../kit/preferences/preferences';
import { fakeDataProvider, renderInAdmin } from '../../../kit/testing/renderInAdmin';
import {
  SystemDateTimeControl,
  systemDateTimeControlTester,
} from '../../../kit/jsonforms/SystemDateTimeControl';

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

function renderControl(value: string) {
  renderInAdmin(
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
}

describe('SystemDateTimeControl', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    preferencesSetting.reset();
  });

  it("shows the date in the default display format 'DD MMM YYYY HH:mm', disabled, without a calendar", async () => {
    await preferencesSetting.save(fakeDataProvider(), undefined, {
      language: 'en',
      dateFormat: 'DD MMM YYYY HH:mm',
      timeZone: 'UTC',
    });
    renderControl('2024-05-02T10:00:00.000Z');
    const input = screen.getByRole('textbox', { name: 'Updated' });
    expect(input).toHaveValue('02 May 2024 10:00');
    expect(input).toBeDisabled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("follows the user's display format and time zone", async () => {
    await preferencesSetting.save(fakeDataProvider(), undefined, {
      language: 'en',
      dateFormat: 'YYYY MMM DD HH:mm',
      timeZone: 'Asia/Singapore',
    });
    // 20:00 UTC is 04:00 the next day in Singapore.
    renderControl('2024-05-02T20:00:00.000Z');
    expect(screen.getByRole('textbox', { name: 'Updated' })).toHaveValue('2024 May 03 04:00');
  });
});
