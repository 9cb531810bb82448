import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { FormDialog } from './FormDialog';

function renderDialog(props: { submitDisabled?: boolean; busy?: boolean } = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderInAdmin(
    <FormDialog
      open
      title="Save filter"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Save"
      cancelLabel="Cancel"
      {...props}
    >
      <TextField label="Name" />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('is named by its title and submits with Enter from a field', async () => {
    const { onSubmit } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Save filter' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Drafts{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not submit while disabled or busy', async () => {
    const { onSubmit } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Drafts{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on its close button, never on Escape (the shared dialog)', async () => {
    const { onClose } = renderDialog({ submitDisabled: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dra');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Save filter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
