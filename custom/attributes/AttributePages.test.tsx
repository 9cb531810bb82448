// @vitest-environment jsdom -- axe reads the open dialog's focus guards as focusable inside
// hidden content under happy-dom (aria-hidden-focus), not under jsdom or Chromium.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import type {
  AttributeMethods,
  PolicyAttribute,
} from '../../dataProvider/attribute/attributeProvider';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { mergeMessages } from '../../kit/i18n/messageTree';
import { kitMessagesIn } from '../../kit/testing/kitMessages';
import {
  authAs,
  failOnMissingKey,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import {
  GlobalAttributesPage,
  ProductAttributesPage,
  SourceAttributesPage,
} from './AttributePages';
import { messages } from './i18n/attributes';
import { messages as chinese } from './i18n/attributes.zh';
import { ATTRIBUTE_PATHS } from './paths';

afterEach(cleanup);

const age: PolicyAttribute = {
  key: 'age',
  type: 'Number',
  source: 'user',
  scope: 'product',
  value: 18,
};
const genres: PolicyAttribute = {
  key: 'genres',
  type: 'StringArray',
  source: 'content',
  scope: 'product',
  value: ['drama', 'comedy'],
  names: { en: 'Genres', zh: '影片类型' },
};
const maxStreams: PolicyAttribute = {
  key: 'maxStreams',
  type: 'Number',
  source: 'product',
  scope: 'product',
  value: 2,
  names: { en: 'Max streams', zh: '最大并发流', ms: 'Strim maksimum', ta: 'அதிகபட்ச ஸ்ட்ரீம்கள்' },
};
const subscription: PolicyAttribute = {
  key: 'subscription',
  type: 'String',
  source: 'select',
  scope: 'global',
  value: ['free', 'basic', 'premium'],
};

function service(attributes: PolicyAttribute[], overrides: Partial<AttributeMethods> = {}) {
  const methods = {
    listAllAttributes: vi.fn<AttributeMethods['listAllAttributes']>((query) =>
      Promise.resolve(
        attributes.filter(
          (attribute) =>
            attribute.scope === query.scope &&
            (query.source === undefined || attribute.source === query.source),
        ),
      ),
    ),
    createAttribute: vi.fn<AttributeMethods['createAttribute']>((input) =>
      Promise.resolve({ ...input }),
    ),
    updateAttribute: vi.fn<AttributeMethods['updateAttribute']>((_key, input) =>
      Promise.resolve({ ...input }),
    ),
    deleteAttribute: vi.fn<AttributeMethods['deleteAttribute']>(() => Promise.resolve()),
    listAppSummaries: vi.fn<AttributeMethods['listAppSummaries']>(() =>
      Promise.resolve([
        { id: 'web', n: 'Web', attrs: 1 },
        { id: 'tv', n: 'TV', attrs: 1 },
      ]),
    ),
    listAppAttributes: vi.fn<AttributeMethods['listAppAttributes']>((app) =>
      Promise.resolve([
        {
          key: app === 'tv' ? 'remoteModel' : 'browser',
          type: 'String',
          source: 'application',
          scope: 'global',
        },
      ]),
    ),
    ...overrides,
  };
  const dataProvider: ConsoleDataProvider = { ...fakeDataProvider(), ...methods };
  return { methods, dataProvider };
}

function renderPage(
  path: string,
  attributes: PolicyAttribute[],
  options: {
    roles?: string[];
    overrides?: Partial<AttributeMethods>;
    i18nProvider?: I18nProvider;
  } = {},
) {
  const { methods, dataProvider } = service(attributes, options.overrides);
  renderInAdmin(null, {
    path,
    dataProvider,
    i18nProvider: options.i18nProvider ?? strictI18nProvider(messages),
    authProvider: authAs(options.roles ?? ['policy_admin']),
    notifications: true,
    routes: {
      [ATTRIBUTE_PATHS.product]: <ProductAttributesPage />,
      [ATTRIBUTE_PATHS.global]: <GlobalAttributesPage />,
      [ATTRIBUTE_PATHS.bySource]: <SourceAttributesPage />,
    },
  });
  return methods;
}

async function openCreateDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add attribute' }));
  return screen.getByRole('dialog', { name: 'New attribute' });
}

/** The console's messages in Chinese, a missing key failing the render. */
async function inChinese(): Promise<I18nProvider> {
  const [reactAdmin, ...kit] = await kitMessagesIn('zh');
  return polyglotI18nProvider(
    () => mergeMessages(reactAdmin, ...kit, chinese),
    'zh',
    [{ locale: 'zh', name: '中文' }],
    { onMissingKey: failOnMissingKey },
  );
}

/** Types the English display name the dialog asks for. */
async function nameInEnglish(dialog: HTMLElement, name: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name in English/ }), name);
}

async function choose(dialog: HTMLElement, field: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('attribute pages', () => {
  it("lists the route's product attributes with key, type, source, value and scope", async () => {
    const methods = renderPage('/apps/main/attributes/product', [age, genres, subscription]);
    const table = await screen.findByRole('table');
    expect(methods.listAllAttributes).toHaveBeenCalledWith(
      { scope: 'product', product: 'main' },
      expect.anything(),
    );
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('age');
    expect(rows[1]).toHaveTextContent('Number');
    expect(rows[1]).toHaveTextContent('User');
    expect(rows[1]).toHaveTextContent('18');
    expect(rows[1]).toHaveTextContent('Product');
    expect(within(rows[2] as HTMLElement).getByText('comedy')).toBeInTheDocument();
    expect(screen.queryByText('subscription')).not.toBeInTheDocument();
  });

  it('filters by type', async () => {
    renderPage('/apps/main/attributes/product', [age, genres]);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Text list' }));
    await waitFor(() => expect(screen.queryByText('age')).not.toBeInTheDocument());
    expect(screen.getByText('genres')).toBeInTheDocument();
  });

  it('says what to do when there is nothing yet', async () => {
    renderPage('/apps/globalAttributes', []);
    expect(await screen.findByText('No attributes here yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Add an attribute (a key, its type and where its value comes from) so policy rules can test it.',
      ),
    ).toBeInTheDocument();
  });

  it('offers the value input that follows the type, and chips for a select source', async () => {
    renderPage('/apps/globalAttributes', [subscription]);
    const dialog = await openCreateDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toBeInTheDocument();
    await choose(dialog, 'Type', 'Number');
    expect(within(dialog).getByRole('spinbutton', { name: 'Value' })).toBeInTheDocument();
    await choose(dialog, 'Type', 'Yes/No');
    expect(within(dialog).getByRole('switch', { name: /Value/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    await choose(dialog, 'Type', 'Text list');
    expect(within(dialog).getByText('Type a value and press Enter')).toBeInTheDocument();
    await choose(dialog, 'Type', 'Date and time');
    expect(within(dialog).getByText('Optional default instant')).toBeInTheDocument();
    await choose(dialog, 'Source', 'Select');
    expect(within(dialog).getByRole('combobox', { name: 'Choices' })).toBeInTheDocument();
  });

  it('creates an attribute with a typed value', async () => {
    const methods = renderPage('/apps/globalAttributes', [subscription]);
    const dialog = await openCreateDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Key/ }), 'minAge');
    await nameInEnglish(dialog, 'Minimum age');
    await choose(dialog, 'Type', 'Number');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Value' }), '13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(methods.createAttribute).toHaveBeenCalledWith(
        {
          key: 'minAge',
          type: 'Number',
          source: 'user',
          scope: 'global',
          value: 13,
          names: { en: 'Minimum age' },
        },
        undefined,
      ),
    );
  });

  it('creates select choices from chips', async () => {
    const methods = renderPage('/apps/attributes/select', [subscription]);
    const dialog = await openCreateDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Key/ }), 'tier');
    await nameInEnglish(dialog, 'Tier');
    const choices = within(dialog).getByRole('combobox', { name: 'Choices' });
    await userEvent.type(choices, 'gold{Enter}silver{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(methods.createAttribute).toHaveBeenCalledWith(
        {
          key: 'tier',
          type: 'String',
          source: 'select',
          scope: 'product',
          value: ['gold', 'silver'],
          names: { en: 'Tier' },
        },
        undefined,
      ),
    );
  });

  it('refuses a malformed key before sending and shows server field errors next to the field', async () => {
    const refusal = new ConsoleHttpError('The value is not a valid Number value', 400, {
      data: null,
      header: {
        code: 1,
        count: 0,
        errors: [
          { code: 400, field: '/value', description: 'The value is not a valid Number value' },
        ],
      },
    });
    const methods = renderPage('/apps/globalAttributes', [subscription], {
      overrides: { createAttribute: vi.fn(() => Promise.reject(refusal)) },
    });
    const dialog = await openCreateDialog();
    const key = within(dialog).getByRole('textbox', { name: /^Key/ });
    await nameInEnglish(dialog, 'Lives');
    await userEvent.type(key, '9lives');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText(
        "Start with a letter; use only letters, digits, '_', '.' and '-' (64 at most)",
      ),
    ).toBeInTheDocument();
    expect(methods.createAttribute).not.toHaveBeenCalled();
    await userEvent.clear(key);
    await userEvent.type(key, 'lives');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await waitFor(() =>
      expect(value).toHaveAccessibleDescription('The value is not a valid Number value'),
    );
  });

  it('deletes after confirmation and says plainly when a policy still uses the attribute', async () => {
    const inUse = new ConsoleHttpError("Attribute 'age' is used by the policy 'Adults'", 409);
    const methods = renderPage('/apps/main/attributes/product', [age], {
      overrides: { deleteAttribute: vi.fn(() => Promise.reject(inUse)) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete age' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the attribute age?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByText(
      'The attribute age is used by a policy, so it cannot be deleted. Remove it from the policy rules first.',
    );
    expect(alert).toBeInTheDocument();
    expect(screen.getByText("Attribute 'age' is used by the policy 'Adults'")).toBeInTheDocument();
    expect(methods.deleteAttribute).toHaveBeenCalledWith('age', 'product', 'main');
  });

  it('edits an attribute: the key stays, the stored value and names fill the inputs', async () => {
    const methods = renderPage('/apps/main/attributes/product', [genres]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit genres' }));
    const dialog = screen.getByRole('dialog', { name: 'Attribute genres' });
    expect(within(dialog).getByRole('textbox', { name: /^Key/ })).toHaveAttribute('readonly');
    expect(within(dialog).getByText('drama')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name in English/ })).toHaveValue('Genres');
    expect(within(dialog).getByRole('textbox', { name: 'Name in Chinese' })).toHaveValue(
      '影片类型',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name in Malay' }), 'Genre');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Value' }), 'news{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(methods.updateAttribute).toHaveBeenCalledWith(
        'genres',
        {
          key: 'genres',
          type: 'StringArray',
          source: 'content',
          scope: 'product',
          value: ['drama', 'comedy', 'news'],
          names: { en: 'Genres', zh: '影片类型', ms: 'Genre' },
        },
        'main',
      ),
    );
  });

  it('lists one source, product and global together', async () => {
    const methods = renderPage('/apps/attributes/select', [subscription, age]);
    expect(await screen.findByText('subscription')).toBeInTheDocument();
    expect(screen.queryByText('age')).not.toBeInTheDocument();
    expect(methods.listAllAttributes).toHaveBeenCalledWith(
      { scope: 'global', source: 'select' },
      expect.anything(),
    );
  });

  it('shows application attributes per application', async () => {
    const methods = renderPage('/apps/attributes/application', []);
    expect(await screen.findByText('browser')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Application' }));
    await userEvent.click(await screen.findByRole('option', { name: 'TV (1)' }));
    expect(await screen.findByText('remoteModel')).toBeInTheDocument();
    expect(methods.listAppAttributes).toHaveBeenCalledWith('tv', expect.anything());
  });

  it('is read-only without update on policy management', async () => {
    renderPage('/apps/main/attributes/product', [age], { roles: ['service_admin'] });
    await screen.findByText('age');
    expect(
      screen.getByText(
        'You can view attributes; changing them needs the right to update policies.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add attribute' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete age' })).not.toBeInTheDocument();
  });

  it('shows each attribute by its display name, the key under it, and finds it by either', async () => {
    renderPage('/apps/main/attributes/product', [age, maxStreams]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getByText('Name')).toBeInTheDocument();
    // Sorted by the name shown: 'age' (no display name: its key) before 'Max streams'.
    expect(within(rows[2] as HTMLElement).getByText('Max streams')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('maxStreams')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search names and keys' });
    await userEvent.type(search, 'max str');
    await waitFor(() => expect(screen.queryByText('age')).not.toBeInTheDocument());
    expect(screen.getByText('Max streams')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'maxstreams');
    expect(screen.getByText('Max streams')).toBeInTheDocument();
  });

  it('shows the display name in the UI language', async () => {
    renderPage('/apps/main/attributes/product', [maxStreams, genres], {
      i18nProvider: await inChinese(),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('最大并发流')).toBeInTheDocument();
    expect(within(table).getByText('maxStreams')).toBeInTheDocument();
    expect(within(table).getByText('影片类型')).toBeInTheDocument();
    expect(within(table).queryByText('Max streams')).not.toBeInTheDocument();
    expect(within(table).getByText('名称')).toBeInTheDocument();
  });

  it('names a new attribute in the four languages; the English name is asked for', async () => {
    const methods = renderPage('/apps/main/attributes/product', [age]);
    const dialog = await openCreateDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Key/ }), 'maxStreams');
    for (const [language, name] of [
      ['Chinese', '最大并发流'],
      ['Malay', 'Strim maksimum'],
      ['Tamil', 'அதிகபட்ச ஸ்ட்ரீம்கள்'],
    ] as const) {
      // Chinese and Tamil come from an input method, which commits the composed text at once.
      await userEvent.click(within(dialog).getByRole('textbox', { name: `Name in ${language}` }));
      await userEvent.paste(name);
    }
    expect(within(dialog).getByRole('textbox', { name: 'Name in Tamil' })).toHaveAttribute(
      'lang',
      'ta',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const english = within(dialog).getByRole('textbox', { name: /^Name in English/ });
    expect(english).toBeRequired();
    expect(english).toHaveAccessibleDescription('Enter the name in English');
    expect(methods.createAttribute).not.toHaveBeenCalled();
    await userEvent.type(english, ' Max streams ');
    expect(english).not.toHaveAccessibleDescription('Enter the name in English');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(methods.createAttribute).toHaveBeenCalledWith(
        {
          key: 'maxStreams',
          type: 'String',
          source: 'user',
          scope: 'product',
          names: {
            en: 'Max streams',
            zh: '最大并发流',
            ms: 'Strim maksimum',
            ta: 'அதிகபட்ச ஸ்ட்ரீம்கள்',
          },
        },
        'main',
      ),
    );
  });

  it("shows the service's refusal of a display name under that language's field", async () => {
    const refusal = new ConsoleHttpError(
      'The display name must be text of at most 100 characters',
      400,
      {
        data: null,
        header: {
          code: 1,
          count: 0,
          errors: [
            {
              code: 400,
              field: '/names/zh',
              description: 'The display name must be text of at most 100 characters',
            },
          ],
        },
      },
    );
    renderPage('/apps/globalAttributes', [subscription], {
      overrides: { createAttribute: vi.fn(() => Promise.reject(refusal)) },
    });
    const dialog = await openCreateDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Key/ }), 'tier');
    await nameInEnglish(dialog, 'Tier');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name in Chinese' }), '等级');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: 'Name in Chinese' }),
      ).toHaveAccessibleDescription('The display name must be text of at most 100 characters'),
    );
    expect(
      within(dialog).getByRole('textbox', { name: /^Name in English/ }),
    ).not.toHaveAccessibleDescription('The display name must be text of at most 100 characters');
  });

  it("shows the service's refusal of a list item and of the Tamil name under those fields", async () => {
    const tooLong = 'The display name must be text of at most 100 characters';
    const notText = 'Each value must be text of at most 200 characters';
    const refusal = new ConsoleHttpError(tooLong, 400, {
      data: null,
      header: {
        code: 1,
        count: 0,
        errors: [
          { code: 400, field: '/names/ta', description: tooLong },
          { code: 400, field: '/value/0', description: notText },
        ],
      },
    });
    renderPage('/apps/main/attributes/product', [genres], {
      overrides: { updateAttribute: vi.fn(() => Promise.reject(refusal)) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit genres' }));
    const dialog = screen.getByRole('dialog', { name: 'Attribute genres' });
    const tamil = within(dialog).getByRole('textbox', { name: 'Name in Tamil' });
    await userEvent.click(tamil);
    await userEvent.paste('வகைகள்');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tamil).toHaveAccessibleDescription(tooLong));
    // The list's first item is the list's input: the refusal shows under it.
    const value = within(dialog).getByRole('combobox', { name: 'Value' });
    expect(value).toHaveAccessibleDescription(notText);
    for (const language of ['English', 'Chinese', 'Malay'])
      expect(
        within(dialog).getByRole('textbox', { name: new RegExp(`^Name in ${language}`) }),
      ).not.toHaveAccessibleDescription(tooLong);
    // Changing a field forgets its refusal until the next save; the others' stay.
    await userEvent.type(tamil, '!');
    expect(tamil).not.toHaveAccessibleDescription(tooLong);
    expect(value).toHaveAccessibleDescription(notText);
  });

  it('says above the fields why the service refused (409) until the next try, then saves', async () => {
    const duplicate = new ConsoleHttpError('Attribute tier already exists', 409);
    const methods = renderPage('/apps/globalAttributes', [subscription], {
      overrides: {
        createAttribute: vi
          .fn<AttributeMethods['createAttribute']>()
          .mockRejectedValueOnce(duplicate)
          .mockImplementation((input) => Promise.resolve({ ...input })),
      },
    });
    const dialog = await openCreateDialog();
    const key = within(dialog).getByRole('textbox', { name: /^Key/ });
    await userEvent.type(key, 'tier');
    await nameInEnglish(dialog, 'Tier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The attribute could not be saved: Attribute tier already exists',
    );
    // What was typed stays.
    expect(key).toHaveValue('tier');
    await userEvent.clear(key);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a key')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(key, 'level');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Attribute created sucessfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New attribute' })).not.toBeInTheDocument(),
    );
    expect(methods.createAttribute).toHaveBeenLastCalledWith(
      {
        key: 'level',
        type: 'String',
        source: 'user',
        scope: 'global',
        names: { en: 'Tier' },
      },
      undefined,
    );
  });

  it("starts the value again on a new type, but keeps a select's choices", async () => {
    renderPage('/apps/globalAttributes', [subscription]);
    const dialog = await openCreateDialog();
    await choose(dialog, 'Type', 'Number');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Value' }), '13');
    await choose(dialog, 'Type', 'Text');
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('');
    await choose(dialog, 'Source', 'Select');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Choices' }), 'gold{Enter}');
    await choose(dialog, 'Type', 'Number');
    expect(within(dialog).getByText('gold')).toBeInTheDocument();
  });

  it('has no axe violations on the list and in the dialog (jsdom: structure and names, not colours)', async () => {
    renderPage('/apps/main/attributes/product', [age, genres]);
    await screen.findByRole('table');
    // Landmarks come from the console's layout, which this test does not render.
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const onList = await axe.run(document.body, options);
    expect(onList.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await openCreateDialog();
    const inDialog = await axe.run(document.body, options);
    expect(inDialog.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual(
      [],
    );
  });
});
