import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HoverTooltip } from './HoverTooltip';

describe('HoverTooltip', () => {
  it('shows MUI’s tooltip when the button is pointed at, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <HoverTooltip title="Theme settings">
        <button type="button" aria-label="Theme settings">
          T
        </button>
      </HoverTooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Theme settings' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Theme settings');
    await user.unhover(screen.getByRole('button', { name: 'Theme settings' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Shown again on the next hover.
    await user.hover(screen.getByRole('button', { name: 'Theme settings' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Theme settings');
  });

  it('keeps the child’s own handlers and ref', async () => {
    const user = userEvent.setup();
    let entered = 0;
    let element: HTMLButtonElement | null = null;
    render(
      <HoverTooltip title="Notifications">
        <button
          type="button"
          aria-label="Notifications"
          ref={(node) => {
            element = node;
          }}
          onMouseEnter={() => {
            entered += 1;
          }}
        >
          N
        </button>
      </HoverTooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('tooltip');
    expect(entered).toBe(1);
    expect(element).toBe(screen.getByRole('button', { name: 'Notifications' }));
  });
});
