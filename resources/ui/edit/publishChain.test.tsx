import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleHttpError } from '../../../dataProvider/errors';
import { ResourceEditPage } from '../ResourceEditPage';
import { createFakeProvider, V1, V2 } from './testing/fakeConsoleProvider';
import { asMe, renderAt } from './testing/renderEditor';

/*
 * Publishing from the editor is one chained action (spec section 4): an update to pending with
 * the approval flag, then a second update to published based on what the first returned. A
 * submitted (pending) version is published by the second update alone.
 */
const EDIT_ROUTE = '/apps/vod/:resourceType/:contentId';

function openEditor(docs = [V1, V2]) {
  const fake = createFakeProvider({ docs });
  renderAt(
    '/apps/vod/movie/m1',
    { [EDIT_ROUTE]: <ResourceEditPage area="vod" /> },
    fake.provider,
    asMe(['approver']),
  );
  return fake;
}

/** The status changes the editor sent: [status, approval flag, base key, base revision]. */
function sentUpdates(update: ReturnType<typeof createFakeProvider>['provider']['update']) {
  return vi.mocked(update).mock.calls.map(([, params]) => {
    const meta = (params.meta ?? {}) as { status?: string; apr?: boolean };
    const base = params.previousData as { key: string; ut: string };
    return [meta.status, meta.apr, base.key, base.ut];
  });
}

describe('Publish as one chained action', () => {
  afterEach(cleanup);

  it('submits the draft for approval, then publishes it on the revision the submission returned', async () => {
    const user = userEvent.setup();
    const { provider } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Publish' }, { timeout: 20_000 }));
    expect(await screen.findByText('Movie published sucessfully!')).toBeInTheDocument();
    const submittedUt = new Date(Date.parse(V2.ut) + 60_000).toISOString();
    expect(sentUpdates(provider.update)).toEqual([
      ['pending', true, 'm1-v2', V2.ut],
      ['published', undefined, 'm1-v2', submittedUt],
    ]);
    // The versions are read again: the picker names the version as published.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent('V2 - published'),
    );
  });

  it('publishes a pending version with the second update alone', async () => {
    const user = userEvent.setup();
    const { provider } = openEditor([V1, { ...V2, st: 'pending' }]);
    await user.click(await screen.findByRole('button', { name: 'Publish' }, { timeout: 20_000 }));
    expect(await screen.findByText('Movie published sucessfully!')).toBeInTheDocument();
    expect(sentUpdates(provider.update)).toEqual([['published', undefined, 'm1-v2', V2.ut]]);
  });

  it('says so when the publish after the submission fails, and shows the version as submitted', async () => {
    const user = userEvent.setup();
    const fake = openEditor();
    const update = vi.mocked(fake.provider.update);
    const original = update.getMockImplementation()!;
    update.mockImplementation((type, params) =>
      (params.meta as { status?: string } | undefined)?.status === 'published'
        ? Promise.reject(new ConsoleHttpError('The service refused the publication', 400))
        : original(type, params),
    );
    await user.click(await screen.findByRole('button', { name: 'Publish' }, { timeout: 20_000 }));
    expect(await screen.findByText(/The service refused the publication/)).toBeInTheDocument();
    expect(sentUpdates(fake.provider.update).map(([status]) => status)).toEqual([
      'pending',
      'published',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent('V2 - pending'),
    );
  });
});
