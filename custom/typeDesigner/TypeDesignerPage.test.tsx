import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PublishCheck } from '../../domain/typeDesigner/answers';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import type { TypeVersion } from '../../dataProvider/typeDesignerProvider';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { newDefinition } from './draft';
import { messages } from './i18n/typeDesigner';
import { TYPE_DESIGNER_PATHS } from './paths';
import { TypeDesignerPage } from './TypeDesignerPage';

/*
 * The type designer's publish check, as an administrator sees it on a saved draft whose removed
 * field an item still holds: the 'clear the removed fields' values' box.
 */

afterEach(cleanup);

const DEFINITION: TypeDefinition = {
  ...newDefinition(),
  id: 'podcast',
  names: { en: 'Podcast', zh: '播客', ms: 'Podcast', ta: 'பாட்காஸ்ட்' },
};
const DRAFT: TypeVersion = {
  vn: 2,
  st: 'draft',
  changedBy: 'u1',
  changedByName: 'Ana',
  ut: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
  definition: DEFINITION,
};

const checkOf = (clearRemoved: boolean): PublishCheck =>
  ({
    id: 'podcast',
    vn: 2,
    classification: 'breaking',
    defaults: {},
    checked: 1,
    affected: clearRemoved ? 0 : 1,
    defaulted: 0,
    holdingRemoved: 1,
    clearRemoved,
    failures: [],
  }) as unknown as PublishCheck;

describe('the type designer page', () => {
  it('ticks the box that clears removed fields at once, while the check it asks for runs', async () => {
    let finishSecondCheck: (answer: PublishCheck) => void = () => undefined;
    const checkType = vi.fn((_id: string, options?: { clearRemoved?: boolean }) =>
      options?.clearRemoved
        ? new Promise<PublishCheck>((resolve) => {
            finishSecondCheck = resolve;
          })
        : Promise.resolve(checkOf(false)),
    );
    const dataProvider = fakeDataProvider({
      listTypes: () => Promise.resolve([]),
      getType: () =>
        Promise.resolve({
          id: 'podcast',
          builtIn: false,
          status: 'draft',
          draft: DRAFT,
          published: null,
        }),
      getTypeVersions: () => Promise.resolve([DRAFT]),
      checkType,
    });
    renderInAdmin(<></>, {
      dataProvider,
      path: TYPE_DESIGNER_PATHS.editOf('main', 'podcast'),
      i18nProvider: strictI18nProvider(messages),
      routes: { [TYPE_DESIGNER_PATHS.edit]: <TypeDesignerPage /> },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check existing items' }));
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: /^Clear the removed fields/,
    });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    // Ticked as soon as it is clicked (it was unticked until the check's pending state arrived:
    // a click the browser then saw change nothing), and kept while that check runs.
    expect(box.checked).toBe(true);
    await waitFor(() =>
      expect(checkType).toHaveBeenLastCalledWith('podcast', { clearRemoved: true }),
    );
    expect(box.checked).toBe(true);
    finishSecondCheck(checkOf(true));
    await screen.findByText(/0 would fail/);
    expect(box.checked).toBe(true);
  });
});
