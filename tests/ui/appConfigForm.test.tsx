import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfigType, renderAppConfigForm } from './support/appConfigForm';

/*
 * The app configuration types' forms as an administrator fills them (the player settings type
 * from resources/_appconfig): options in words, required fields marked, problems naming their
 * field, nothing said of a row not yet touched, and no schema key in an accessible name.
 */

afterEach(cleanup);

beforeAll(async () => {
  await import('../../kit/jsonforms/ResourceJsonForm');
}, 60_000);

const player = appConfigType('player');

function renderForm(initial: Record<string, unknown>) {
  return renderAppConfigForm({ type: player, initial });
}

const filled = {
  autoplay: true,
  defaultQuality: 'hd',
  bufferSeconds: 30,
  playbackSpeeds: [1, 1.5],
};

describe('an app configuration form', () => {
  it('offers options in words, not their codes', async () => {
    renderForm(filled);
    const quality = await screen.findByRole('combobox', { name: /Default quality/ });
    expect((quality as HTMLInputElement).value).toBe('HD');
    await userEvent.click(quality);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Automatic',
      'SD',
      'HD',
      'Ultra HD',
    ]);
  });

  it('marks a required list and names its add button after its label, not its key', async () => {
    renderForm(filled);
    const add = await screen.findByRole('button', { name: 'Add to Playback speeds button' });
    expect(add).toBeTruthy();
    expect(document.body.innerHTML).not.toMatch(/playbackSpeeds/);
    expect(screen.getByRole('heading', { name: /Playback speeds/ }).textContent).toMatch(/\*$/);
  });

  it("names the field in a required field's problem", async () => {
    renderForm({ ...filled, bufferSeconds: undefined });
    expect(await screen.findByText('Buffer (seconds) is required')).toBeTruthy();
  });

  it('says nothing of rows just added and not yet filled', async () => {
    renderForm(filled);
    const add = await screen.findByRole('button', { name: 'Add to Playback speeds button' });
    await userEvent.click(add);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    await userEvent.click(add);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5));
    expect(screen.queryByText(/must not contain the same entry twice/)).toBeNull();
    expect(screen.queryByText(/is required/)).toBeNull();
    expect(screen.queryByText(/must be one of/)).toBeNull();
  });
});
