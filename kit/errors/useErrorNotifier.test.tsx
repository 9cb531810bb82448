import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleHttpError } from '../../dataProvider/errors';
import { renderInAdmin } from '../testing/renderInAdmin';
import { ErrorDetailsProvider } from './ErrorDetailsContext';
import { useErrorNotifier } from './useErrorNotifier';

const lockError = new ConsoleHttpError('Acquire lock operation failed!', 423, {
  data: null,
  header: {
    code: 1,
    count: 0,
    errors: [
      { code: 40710423, description: 'Acquire lock operation failed!' },
      { code: 40710424, description: 'The item is locked by Ana Lim' },
    ],
  },
});

function Trigger({ error }: { error: unknown }) {
  const notifyError = useErrorNotifier();
  return (
    <button type="button" onClick={() => notifyError(error)}>
      fail
    </button>
  );
}

function renderTrigger(error: unknown) {
  renderInAdmin(
    <>
      <ErrorDetailsProvider>
        <Trigger error={error} />
      </ErrorDetailsProvider>
      <Notification />
    </>,
  );
  return userEvent.click(screen.getByRole('button', { name: 'fail' }));
}

describe('useErrorNotifier', () => {
  afterEach(cleanup);

  it("notifies the envelope's first description, with the details behind 'Show details...'", async () => {
    await renderTrigger(lockError);
    expect(await screen.findByText('Acquire lock operation failed!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show details...' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).queryByText('Code 40710424')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show details...' }));
    const details = within(dialog).getByRole('list', { name: 'Error details' });
    expect(within(details).getByText('Code 40710423')).toBeInTheDocument();
    expect(within(details).getByText('Code 40710424')).toBeInTheDocument();
    expect(within(details).getByText('The item is locked by Ana Lim')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the translated message and offers no details without envelope errors', async () => {
    await renderTrigger(new Error(''));
    expect(await screen.findByText('Request failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show details...' })).not.toBeInTheDocument();
  });

  it('stays silent about cancelled requests', async () => {
    await renderTrigger(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    expect(screen.queryByText('aborted')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
