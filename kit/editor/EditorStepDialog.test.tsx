import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, strictI18nProvider } from '../testing/renderInAdmin';
import { EditorStepDialog } from './EditorStepDialog';

afterEach(cleanup);

const words = {
  ra: { action: { cancel: 'Cancel' } },
  page: {
    confirm: {
      discardTitle: 'Discard your changes?',
      discardContent: 'The changes to %{name} will be lost.',
      publishTitle: 'Publish %{name}?',
      publishContent: 'Apps read it at once.',
      unlockTitle: 'Take over the lock?',
      unlockContent: '%{name} is being edited.',
    },
    actions: {
      discard: 'Discard',
      keepEditing: 'Go back',
      publish: 'Publish',
      forceUnlock: 'Force unlock',
    },
  },
};

type Step = 'discard' | 'publish' | 'unlock';

function renderStep(step: Step | undefined) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderInAdmin(
    <EditorStepDialog<Step>
      step={step}
      messages="page"
      confirmKeys={{ unlock: 'page.actions.forceUnlock' }}
      busy={false}
      translateOptions={{ name: 'Home' }}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
    { i18nProvider: strictI18nProvider(words) },
  );
  return { onConfirm, onClose };
}

describe('EditorStepDialog', () => {
  it('asks nothing while no step waits', () => {
    renderStep(undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks before a discard, with 'keep editing' as the way back", async () => {
    const { onConfirm, onClose } = renderStep('discard');
    const dialog = screen.getByRole('dialog', { name: 'Discard your changes?' });
    expect(dialog).toHaveTextContent('The changes to Home will be lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('names OK after the step, or after the action the page names for it', () => {
    renderStep('unlock');
    expect(screen.getByRole('dialog', { name: 'Take over the lock?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Force unlock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    cleanup();
    renderStep('publish');
    expect(screen.getByRole('dialog', { name: 'Publish Home?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });
});
