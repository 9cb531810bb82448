import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { AttributeMethods, Persona } from '../../../dataProvider/attribute/attributeProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import type { KnownAttribute, Policy } from '../../../domain/policy/types';
import { policy, rule } from '../../../domain/policy/testPolicies.testkit';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeMessages } from '../../../kit/i18n/messageTree';
import { failOnMissingKey } from '../../../kit/testing/renderInAdmin';
import { kitMessagesIn } from '../../../kit/testing/kitMessages';
import { messages } from './i18n/whatif';
import { messages as tamil } from './i18n/whatif.ta';
import { WhatIfPanel } from './WhatIfPanel';

afterEach(cleanup);

const kidsOnly = policy('kids-v1', [rule('String', 'profileType', 'equals', 'kids')], {
  n: 'Kids only',
  id: 'kids',
});
const premium = policy(
  'premium-v1',
  [
    rule('String', 'subscription', 'one-of', ['premium']),
    rule('Number', 'age', 'greater-than', 17),
  ],
  { n: 'Premium subscribers', id: 'premium' },
);
const known: KnownAttribute[] = [
  { key: 'profileType', type: 'String', source: 'user' },
  { key: 'subscription', type: 'String', source: 'user' },
  { key: 'age', type: 'Number', source: 'user' },
  { key: 'isKidsSafe', type: 'Boolean', source: 'content' },
  { key: 'genres', type: 'StringArray', source: 'content' },
];

const adult: Persona = {
  id: 'p1',
  n: 'Adult premium viewer',
  context: { profileType: 'adult', subscription: 'premium', age: 35 },
};
const child: Persona = { id: 'p2', n: 'Kids profile', context: { profileType: 'kids', age: 9 } };

function personaService(personas: Persona[]) {
  const methods = {
    listPersonas: vi.fn<AttributeMethods['listPersonas']>(() => Promise.resolve([...personas])),
    createPersona: vi.fn<AttributeMethods['createPersona']>((input) =>
      Promise.resolve({ id: 'p9', ...input }),
    ),
    updatePersona: vi.fn<AttributeMethods['updatePersona']>((id, input) =>
      Promise.resolve({ id, ...input }),
    ),
    deletePersona: vi.fn<AttributeMethods['deletePersona']>(() => Promise.resolve()),
  };
  const dataProvider: ConsoleDataProvider = { ...fakeDataProvider(), ...methods };
  return { methods, dataProvider };
}

/** The same attributes with display names (what the attribute pages give them). */
const named: KnownAttribute[] = known.map((attribute) =>
  attribute.key === 'subscription'
    ? { ...attribute, names: { en: 'Subscription tier', ta: 'சந்தா' } }
    : attribute.key === 'age'
      ? { ...attribute, names: { en: 'Age', zh: '年龄', ta: 'வயது' } }
      : attribute,
);

function renderPanel(
  options: {
    policy?: Policy;
    others?: Policy[];
    personas?: Persona[];
    roles?: string[];
    attributes?: KnownAttribute[];
  } = {},
) {
  const service = personaService(options.personas ?? []);
  renderInAdmin(
    <WhatIfPanel
      policy={options.policy ?? kidsOnly}
      otherPolicies={options.others ?? []}
      knownAttributes={options.attributes ?? known}
    />,
    {
      dataProvider: service.dataProvider,
      i18nProvider: strictI18nProvider(messages),
      authProvider: authAs(options.roles ?? ['policy_admin']),
    },
  );
  return service.methods;
}

const decision = () => screen.getByRole('status', { name: 'Decision' });

describe('WhatIfPanel', () => {
  it('denies an empty context, naming the failed condition with the value not given', async () => {
    renderPanel();
    expect(
      await screen.findByText(
        'No saved personas yet: enter a viewer context and save it as a persona.',
      ),
    ).toBeInTheDocument();
    expect(within(decision()).getByText('Deny')).toBeInTheDocument();
    expect(
      within(decision()).getByText('Failed condition: profileType equals kids; given: not given'),
    ).toBeInTheDocument();
  });

  it('decides live as the context is typed: Deny with the actual value, then Allow with the rule', async () => {
    renderPanel();
    const input = screen.getByRole('textbox', { name: 'profileType' });
    await userEvent.type(input, 'adult');
    expect(
      within(decision()).getByText('Failed condition: profileType equals kids; given: adult'),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'kids');
    expect(within(decision()).getByText('Allow')).toBeInTheDocument();
    expect(
      within(decision()).getByText('Decided by the policy Kids only (this policy)'),
    ).toBeInTheDocument();
    expect(within(decision()).getByText('Rule: profileType equals kids')).toBeInTheDocument();
  });

  it('names every rule that decided an all-match Allow, not only the first', async () => {
    renderPanel({ policy: premium });
    await userEvent.type(screen.getByLabelText('subscription'), 'premium');
    await userEvent.type(screen.getByLabelText('age'), '35');
    expect(within(decision()).getByText('Allow')).toBeInTheDocument();
    expect(within(decision()).getByText('Rule: subscription one of premium')).toBeInTheDocument();
    expect(within(decision()).getByText('Rule: age greater than 17')).toBeInTheDocument();
  });

  it("labels the inputs and names the deciding rules by the attributes' display names", async () => {
    renderPanel({ policy: premium, attributes: named });
    await userEvent.type(screen.getByRole('textbox', { name: 'Subscription tier' }), 'premium');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Age' }), '35');
    expect(screen.queryByRole('textbox', { name: 'subscription' })).not.toBeInTheDocument();
    expect(within(decision()).getByText('Allow')).toBeInTheDocument();
    expect(
      within(decision()).getByText('Rule: Subscription tier one of premium'),
    ).toBeInTheDocument();
    expect(within(decision()).getByText('Rule: Age greater than 17')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Subscription tier' }));
    expect(
      within(decision()).getByText(
        'Failed condition: Subscription tier one of premium; given: not given',
      ),
    ).toBeInTheDocument();
  });

  it('offers one input per attribute the policies name, typed by the attribute type', async () => {
    const typed = policy('typed-v1', [
      rule('Number', 'age', 'greater-than', 17),
      rule('Boolean', 'isKidsSafe', 'equals', true),
      rule('StringArray', 'genres', 'contains', ['drama']),
      rule('DateTime', 'launchDate', 'before', '2027-01-01T00:00:00Z'),
    ]);
    renderPanel({ policy: typed, others: [kidsOnly] });
    expect(screen.getByRole('spinbutton', { name: 'age' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /isKidsSafe/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'genres' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'profileType' })).toBeInTheDocument();
    // DateTime: the console's date-time picker (its field plus the calendar button).
    expect(screen.getByRole('textbox', { name: 'launchDate' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'age' })).not.toBeInTheDocument();
    await screen.findByText(/No saved personas yet/);
  });

  it('shows each saved persona with the policy that decided, another policy included', async () => {
    renderPanel({ policy: premium, others: [kidsOnly], personas: [adult, child] });
    const table = await screen.findByRole('table', { name: 'Saved personas' });
    const adultRow = within(table).getByRole('row', { name: /Adult premium viewer/ });
    const childRow = within(table).getByRole('row', { name: /Kids profile/ });
    expect(within(adultRow).getByText('Allow')).toBeInTheDocument();
    expect(
      within(adultRow).getByText('Decided by the policy Premium subscribers (this policy)'),
    ).toBeInTheDocument();
    // The kids persona is allowed by Kids only: the other policy decides.
    expect(within(childRow).getByText('Allow')).toBeInTheDocument();
    expect(within(childRow).getByText('Decided by the policy Kids only')).toBeInTheDocument();
  });

  it('shows a denied persona with the failed condition of the closest Allow', async () => {
    renderPanel({ policy: premium, personas: [adult, child] });
    const table = await screen.findByRole('table', { name: 'Saved personas' });
    const childRow = within(table).getByRole('row', { name: /Kids profile/ });
    expect(within(childRow).getByText('Deny')).toBeInTheDocument();
    expect(
      within(childRow).getByText('Failed condition: subscription one of premium; given: not given'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Adult premium viewer/ })).toHaveTextContent(
      'Allow',
    );
  });

  it('loads a persona into the inputs when picked', async () => {
    renderPanel({ policy: premium, personas: [adult, child] });
    await screen.findByRole('table', { name: 'Saved personas' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Saved persona' }));
    await userEvent.click(screen.getByRole('option', { name: 'Adult premium viewer' }));
    expect(screen.getByRole('spinbutton', { name: 'age' })).toHaveValue(35);
    expect(within(decision()).getByText('Allow')).toBeInTheDocument();
  });

  it('saves the typed context as a persona through the name dialog', async () => {
    const methods = renderPanel({ policy: premium });
    await screen.findByText(/No saved personas yet/);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'age' }), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Save as persona' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the context as a persona' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(methods.createPersona).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Persona name/ }),
      'Adult{Enter}',
    );
    await waitFor(() =>
      expect(methods.createPersona).toHaveBeenCalledWith({ n: 'Adult', context: { age: 42 } }),
    );
  });

  it('renames and deletes a persona after confirmation', async () => {
    const methods = renderPanel({ policy: premium, personas: [adult, child] });
    await screen.findByRole('table', { name: 'Saved personas' });
    await userEvent.click(screen.getByRole('button', { name: 'Rename: Kids profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the persona Kids profile' });
    const name = within(dialog).getByRole('textbox', { name: /Persona name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Child{Enter}');
    await waitFor(() =>
      expect(methods.updatePersona).toHaveBeenCalledWith('p2', {
        n: 'Child',
        context: child.context,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Adult premium viewer' }));
    expect(methods.deletePersona).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('dialog', {
      name: 'Delete the persona Adult premium viewer?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(methods.deletePersona).toHaveBeenCalledWith('p1'));
  });

  it('lets a viewer without update rights see decisions but not edit personas', async () => {
    renderPanel({ policy: premium, personas: [adult], roles: ['service_admin'] });
    await screen.findByRole('table', { name: 'Saved personas' });
    expect(screen.queryByRole('button', { name: 'Save as persona' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Saving personas needs the right to update policies.'),
    ).toBeInTheDocument();
  });

  it('says so when a rule cannot be evaluated instead of failing', async () => {
    const broken = policy('broken-v1', [rule('Number', 'age', 'starts-with', '1')]);
    renderPanel({ policy: broken });
    expect(
      await screen.findByText(
        'Rule 1 of the policy policy broken-v1 (age) uses an operator its type does not have: fix it to see decisions.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Tamil with every key defined (a missing one fails the render), attributes by their Tamil names', async () => {
    const [reactAdmin, ...kit] = await kitMessagesIn('ta');
    const service = personaService([child]);
    renderInAdmin(<WhatIfPanel policy={premium} otherPolicies={[]} knownAttributes={named} />, {
      dataProvider: service.dataProvider,
      i18nProvider: polyglotI18nProvider(
        () => mergeMessages(reactAdmin, ...kit, tamil),
        'ta',
        [{ locale: 'ta', name: 'தமிழ்' }],
        { onMissingKey: failOnMissingKey },
      ),
      authProvider: authAs(['policy_admin']),
    });
    const table = await screen.findByRole('table', { name: 'சேமித்த ஆளுருக்கள்' });
    expect(within(table).getByText('மறு')).toBeInTheDocument();
    expect(
      within(table).getByText(
        'தோல்வியடைந்த நிபந்தனை: சந்தா இவற்றில் ஒன்று premium; வழங்கப்பட்டது: வழங்கப்படவில்லை',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'வயது' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'சந்தா' })).toBeInTheDocument();
  });

  it('has no axe violations with personas and an explanation shown (jsdom: structure and names, not colours)', async () => {
    renderPanel({ policy: premium, others: [kidsOnly], personas: [adult, child] });
    await screen.findByRole('table', { name: 'Saved personas' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
