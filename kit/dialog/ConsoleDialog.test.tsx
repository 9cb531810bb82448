import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authAs, renderInAdmin } from '../testing/renderInAdmin';
import { ConfirmDialog } from './ConfirmDialog';
import { ConsoleDialog } from './ConsoleDialog';

function renderScoped(roles: string[]) {
  const onOk = vi.fn();
  renderInAdmin(
    <ConsoleDialog
      open
      title="Publish"
      onClose={() => undefined}
      onOk={onOk}
      scope={{ action: 'publish', resource: 'cp_datastore' }}
    >
      Publish now?
    </ConsoleDialog>,
    { authProvider: authAs(roles) },
  );
  return onOk;
}

describe('ConsoleDialog', () => {
  it('has a title bar naming it and a close button; Escape does not close it', async () => {
    const onClose = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <ConsoleDialog
          open={open}
          title="Additional info"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          Details
        </ConsoleDialog>
      );
    }
    renderInAdmin(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Additional info' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps OK disabled without the scope on the named resource', async () => {
    const onOk = renderScoped(['vod_content_user']);
    // The identity loads: OK must still be disabled once it has.
    await screen.findByText('Publish now?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled());
    expect(onOk).not.toHaveBeenCalled();
  });

  it('enables OK for a user holding the scope', async () => {
    const onOk = renderScoped(['vod_content_admin']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('shows optional tabs and additional actions', async () => {
    const onTab = vi.fn();
    renderInAdmin(
      <ConsoleDialog
        open
        title="Item"
        onClose={() => undefined}
        tabs={[
          { value: 'general', label: 'General' },
          { value: 'audit', label: 'Audit' },
        ]}
        tab="general"
        onTabChange={onTab}
        actions={<button type="button">Preview</button>}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Audit' }));
    expect(onTab).toHaveBeenCalledWith('audit');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('answers only by its buttons: Escape neither confirms nor cancels', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderInAdmin(
      <ConfirmDialog
        isOpen
        title="Delete the item?"
        content="It cannot be undone."
        confirmColor="warning"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete the item?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
