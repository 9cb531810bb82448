import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authAs,
  identitySettled,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/programs';
import { SegmentDialog } from './SegmentDialog';

afterEach(cleanup);

function renderDialog(roles: string[], readOnly = false) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  const onRemove = vi.fn();
  renderInAdmin(
    <SegmentDialog
      open
      segment={{ seg_ty: 'vod', sp: 10, ep: 20, ctkey: 'movie-1' }}
      readOnly={readOnly}
      onApply={onApply}
      onRemove={onRemove}
      onClose={onClose}
    />,
    { i18nProvider: strictI18nProvider(messages), authProvider: authAs(roles) },
  );
  return { onApply, onClose, onRemove };
}

describe('the segment-info dialog (on the shared ConsoleDialog)', () => {
  it('has a title bar with its close button; Escape does not close it; Apply applies', async () => {
    const { onApply, onClose } = renderDialog(['vll_admin']);
    const dialog = screen.getByRole('dialog', { name: 'Segment information' });
    const apply = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Apply' });
    await waitFor(() => expect(apply.disabled).toBe(false));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith({ seg_ty: 'vod', sp: 10, ep: 20, ctkey: 'movie-1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Remove segment' })).toBeTruthy();
  });

  it('keeps Apply disabled without update on the programs page (cp_live)', async () => {
    const { onApply } = renderDialog(['content_user']);
    const dialog = screen.getByRole('dialog', { name: 'Segment information' });
    const apply = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Apply' });
    await identitySettled();
    expect(apply.disabled).toBe(true);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('read-only: no Apply, no Remove, only the close button', () => {
    renderDialog(['content_user'], true);
    const dialog = screen.getByRole('dialog', { name: 'Segment information' });
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove segment' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
