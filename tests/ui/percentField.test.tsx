import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ResourceJsonForm from '../../kit/jsonforms/ResourceJsonForm';
import { renderInAdmin, strictI18nProvider } from '../../kit/testing/renderInAdmin';
import { messages as appConfigMessages } from '../../custom/appconfig/i18n/appconfig';
import { messages as editorMessages } from '../../resources/ui/i18n/editor';
import { appConfigType, renderAppConfigForm } from './support/appConfigForm';

/*
 * The percent input of spec section 5 where the console has one: a feature flag's rollout
 * (resources/_appconfig/features, `"x-percent": true`). Digits only; above 100 becomes 100, 0
 * empties the field, an emptied field reads as 0 (then refused: the range is 1-100).
 */

afterEach(cleanup);

beforeAll(async () => {
  await import('../../kit/jsonforms/ResourceJsonForm');
}, 60_000);

const features = appConfigType('features');

let latest: Record<string, unknown> = {};

function renderRollout(rollout: number) {
  latest = {};
  renderAppConfigForm({
    type: features,
    initial: { flags: [{ key: 'downloads', enabled: true, rollout }] },
    onData: (data) => {
      latest = data;
    },
  });
}

const rolloutOf = () => (latest.flags as { rollout?: unknown }[] | undefined)?.[0]?.rollout;

/** The first row's rollout input, by the name the table gives it (column and row). */
async function rolloutInput(): Promise<HTMLInputElement> {
  await screen.findByDisplayValue('downloads');
  return screen.getByDisplayValue<HTMLInputElement>('50');
}

describe("a feature flag's rollout (a percent field)", () => {
  it('clamps what is typed to 1-100 and keeps digits only', async () => {
    renderRollout(50);
    const input = await rolloutInput();
    expect(input.value).toBe('50');
    fireEvent.change(input, { target: { value: '150' } });
    await waitFor(() => expect(input.value).toBe('100'));
    await waitFor(() => expect(rolloutOf()).toBe(100));
    fireEvent.change(input, { target: { value: '4a2%' } });
    await waitFor(() => expect(input.value).toBe('42'));
    await waitFor(() => expect(rolloutOf()).toBe(42));
  });

  it('empties the field for 0 or below, and reads an emptied field as 0', async () => {
    renderRollout(50);
    const input = await rolloutInput();
    fireEvent.change(input, { target: { value: '0' } });
    await waitFor(() => expect(input.value).toBe(''));
    await waitFor(() => expect(rolloutOf()).toBeUndefined());
    fireEvent.change(input, { target: { value: '7' } });
    await waitFor(() => expect(input.value).toBe('7'));
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(input.value).toBe('0'));
    await waitFor(() => expect(rolloutOf()).toBe(0));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("keeps what was typed when the form's earlier report comes back late", async () => {
    // The form reports its data a moment after each change; a page that passes an earlier report
    // back after the operator typed again must not undo the newer typing.
    const reports: Record<string, unknown>[] = [];
    let applyReport: (data: Record<string, unknown>) => void = () => undefined;
    function SlowPage() {
      const [data, setData] = useState<Record<string, unknown>>({
        flags: [{ key: 'downloads', enabled: true, rollout: 50 }],
      });
      applyReport = setData;
      return (
        <ResourceJsonForm
          schema={features.schema}
          uischema={features.uischema}
          data={data}
          readonly={false}
          showValidation
          additionalErrors={[]}
          onChange={(next) => reports.push(next as Record<string, unknown>)}
        />
      );
    }
    renderInAdmin(<SlowPage />, {
      i18nProvider: strictI18nProvider(appConfigMessages, editorMessages),
    });
    const input = await rolloutInput();
    const rolloutIn = (data: Record<string, unknown> | undefined) =>
      (data?.flags as { rollout?: unknown }[] | undefined)?.[0]?.rollout;
    fireEvent.change(input, { target: { value: '7' } });
    await waitFor(() => expect(rolloutIn(reports.at(-1))).toBe(7));
    const earlier = reports.at(-1) as Record<string, unknown>;
    fireEvent.change(input, { target: { value: '9' } });
    expect(input.value).toBe('9');
    act(() => applyReport(earlier));
    expect(input.value).toBe('9');
    await waitFor(() => expect(rolloutIn(reports.at(-1))).toBe(9));
    expect(input.value).toBe('9');
  });
});
