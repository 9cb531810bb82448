/** `console.virtualChannels.*`: the virtual channels list (issue 10; spec sections 2, 5, 8). */
export const messages = {
  console: {
    virtualChannels: {
      title: 'Virtual Channels',
      intro:
        '24/7 linear channels built from VOD programs. Each has a channel number unique in the product and a weekly schedule.',
      readOnly: 'You can see the virtual channels but not change them.',
      add: 'New Virtual Channel',
      empty: 'No virtual channels yet.',
      columns: {
        name: 'Name',
        number: 'Channel number',
        zone: 'Time zone',
        status: 'Status',
        actions: 'Actions',
      },
      edit: 'Edit',
      schedule: 'Schedule',
      changeNumber: 'Change channel number',
      numberDialog: 'Channel number of %{name}',
      number: 'Channel number',
      numberHint: 'A whole number from 1 to 99999, unique in this product.',
      save: 'Save',
      cancel: 'Cancel',
      updated: 'Successfully Updated Channel Number for %{name}',
      activeDraft:
        'Active Draft version exists, please save existing draft before editing channel number',
      duplicateTitle: 'Duplicate channel number',
      duplicateText: 'Channel number %{cn} is already used by %{holder}. Choose another number.',
      ok: 'OK',
    },
  },
};
