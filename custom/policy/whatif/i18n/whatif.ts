/**
 * Messages of the policy editor's what-if panel (`custom/policy/whatif`), under
 * `console.whatIf.*`. This file is the English reference; `whatif.zh.ts`, `whatif.ms.ts` and
 * `whatif.ta.ts` hold the same keys.
 */
export const messages = {
  console: {
    whatIf: {
      title: 'What if?',
      intro:
        'Describe a viewer, or pick a saved persona, to see what this policy and the others decide.',
      contextTitle: 'Viewer context',
      noAttributes: 'The policies name no attribute yet: add a rule to try a viewer against it.',
      clear: 'Clear %{attribute}',
      notGiven: 'not given',
      yes: 'Yes',
      no: 'No',
      arrayHint: 'Type a value and press Enter',
      persona: {
        pick: 'Saved persona',
        none: 'None (enter values)',
        save: 'Save as persona',
        saveTitle: 'Save the context as a persona',
        rename: 'Rename',
        renameTitle: 'Rename the persona %{name}',
        name: 'Persona name',
        nameRequired: 'Enter a name',
        delete: 'Delete',
        deleteTitle: 'Delete the persona %{name}?',
        deleteContent: 'Its saved context is removed for everyone. This cannot be undone.',
        saved: 'Persona saved',
        renamed: 'Persona renamed',
        deleted: 'Persona deleted',
        readOnly: 'Saving personas needs the right to update policies.',
      },
      decision: {
        title: 'Decision',
        allow: 'Allow',
        deny: 'Deny',
        decidedBy: 'Decided by the policy %{policy}',
        rule: 'Rule: %{attribute} %{operator} %{value}',
        defaultDeny: 'No policy allows this viewer.',
        failedIn: 'Closest allowing policy: %{policy}',
        failed: 'Failed condition: %{attribute} %{operator} %{expected}; given: %{actual}',
        editedPolicy: 'this policy',
        broken:
          'Rule %{rule} of the policy %{policy} (%{attribute}) uses an operator its type does not have: fix it to see decisions.',
      },
      personas: {
        title: 'Saved personas',
        empty: 'No saved personas yet: enter a viewer context and save it as a persona.',
        name: 'Persona',
        decision: 'Decision',
        why: 'Why',
        actions: 'Actions',
        loading: 'Loading personas…',
        loadFailed: 'The personas could not be loaded.',
      },
      operators: {
        equals: 'equals',
        'not-equals': 'not equals',
        'starts-with': 'starts with',
        'ends-with': 'ends with',
        'one-of': 'one of',
        'none-of': 'none of',
        'greater-than': 'greater than',
        'less-than': 'less than',
        before: 'before',
        after: 'after',
        contains: 'contains',
      },
      types: {
        StringArray: 'list',
        String: 'text',
        Number: 'number',
        Boolean: 'yes/no',
        DateTime: 'date and time',
      },
    },
  },
};
