/**
 * Messages of the attribute pages (`custom/attributes`), under `console.attributes.*`. This file
 * is the English reference; `attributes.zh.ts`, `attributes.ms.ts` and `attributes.ta.ts` hold
 * the same keys.
 */
export const messages = {
  console: {
    attributes: {
      titles: {
        product: 'Product attributes',
        global: 'Global attributes',
        source: 'Attributes: %{source}',
      },
      intro: {
        product:
          'Attributes of the product %{product} that policy rules can test. Global attributes apply to every product.',
        productNone: 'Choose a product to see its attributes.',
        global: 'Attributes every product shares; policy rules of any product can test them.',
        source: 'Attributes whose value comes from %{source}, product and global together.',
        application:
          'Attributes each application provides. Choose an application to see its attributes.',
      },
      add: 'Add attribute',
      fields: {
        name: 'Name',
        key: 'Key',
        type: 'Type',
        source: 'Source',
        value: 'Value',
        choices: 'Choices',
        scope: 'Scope',
        desc: 'Description',
        actions: 'Actions',
      },
      hints: {
        key: "Starts with a letter; letters, digits, '_', '.' and '-' (64 at most)",
        choices: 'The values the rule builder offers. Type one and press Enter.',
        list: 'Type a value and press Enter',
        number: 'A number, for example 18 or 2.5',
        dateTime: 'Optional default instant',
        text: 'Optional default value',
        keyFixed: 'The key cannot change once created.',
      },
      names: {
        legend: 'Display name',
        hint: "How the policy editor and the what-if panel name the attribute, in the user's language; a language left empty shows the English name.",
        en: 'Name in English',
        zh: 'Name in Chinese',
        ms: 'Name in Malay',
        ta: 'Name in Tamil',
      },
      types: {
        StringArray: 'Text list',
        String: 'Text',
        Number: 'Number',
        Boolean: 'Yes/No',
        DateTime: 'Date and time',
      },
      sources: {
        select: 'Select',
        application: 'Application',
        product: 'Product',
        content: 'Content',
        user: 'User',
      },
      scopes: { product: 'Product', global: 'Global' },
      yes: 'Yes',
      no: 'No',
      noValue: 'no value',
      filters: {
        search: 'Search names and keys',
        type: 'Type',
        source: 'Source',
        scope: 'Scope',
        all: 'All',
      },
      empty: {
        title: 'No attributes here yet',
        createHint:
          'Add an attribute (a key, its type and where its value comes from) so policy rules can test it.',
        viewHint: 'Nobody has added an attribute here yet. Policy managers can add them.',
        filtered: 'No attribute matches these filters.',
        noApps: 'No applications are defined yet.',
      },
      apps: {
        label: 'Application',
        count: '%{name} (%{count})',
      },
      edit: 'Edit %{key}',
      delete: 'Delete %{key}',
      createTitle: 'New attribute',
      editTitle: 'Attribute %{key}',
      deleteTitle: 'Delete the attribute %{key}?',
      deleteContent: 'Policy rules can no longer test it. This cannot be undone.',
      inUse:
        'The attribute %{key} is used by a policy, so it cannot be deleted. Remove it from the policy rules first.',
      conflict: 'The attribute could not be saved: %{message}',
      readOnly: 'You can view attributes; changing them needs the right to update policies.',
      loadFailed: 'The attributes could not be loaded: %{message}',
      unknownSource: "'%{source}' is not an attribute source.",
      problems: {
        keyRequired: 'Enter a key',
        nameRequired: 'Enter the name in English',
        nameTooLong: 'Use at most 100 characters',
        keyPattern: "Start with a letter; use only letters, digits, '_', '.' and '-' (64 at most)",
        notANumber: 'Enter a number',
        notADate: 'Enter a date and time',
      },
      notifications: {
        created: 'Attribute created sucessfully!',
        updated: 'Attribute updated sucessfully!',
        deleted: 'Attribute deleted sucessfully!',
      },
    },
  },
};
