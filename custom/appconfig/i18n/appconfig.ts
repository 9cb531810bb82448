/**
 * Messages of the app configuration pages (`custom/appconfig`), under `console.appConfig.*`, and
 * the labels the config types' UI schemas name (`console.appConfig.labels.<type>.<field>`, resources/_appconfig).
 * This file is the English reference; `appconfig.zh.ts`, `appconfig.ms.ts` and `appconfig.ta.ts`
 * hold the same keys. 'sucessfully' is the spec's own spelling.
 */
export const messages = {
  console: {
    appConfig: {
      title: 'App Configuration',
      createTitle: 'New configuration',
      editTitle: 'Configuration: %{name}',
      intro:
        'What each application does: player settings, feature flags, menus, ad settings and languages. The apps read the published version of each.',
      introNone: 'Choose a product to see its configurations.',
      readOnly: 'You can view configurations but not change them.',
      add: 'Add configuration',
      back: 'Back to configurations',
      search: 'Search by name',
      allApps: 'Every application',
      allTypes: 'Every type',
      allStatuses: 'Every status',
      shown: '%{shown} of %{total} configurations',
      previous: 'Previous page',
      next: 'Next page',
      empty: {
        title: 'No configurations yet',
        createHint: 'Add a configuration to tell an application how to behave.',
        viewHint: 'Nobody has added a configuration to this product yet.',
        filtered: 'No configuration matches these filters.',
      },
      fields: {
        n: 'Name',
        app: 'Application',
        type: 'Configuration type',
        st: 'Status',
        ut: 'Updated',
        desc: 'Description',
        value: 'Settings',
      },
      types: {
        player: 'Player settings',
        features: 'Feature flags',
        menu: 'App menu',
        ads: 'Ad settings',
        languages: 'Language preferences',
      },
      chooseType: 'Choose the application and the configuration type to see its settings.',
      exists: 'This application already has a configuration of this type: %{name}.',
      open: 'Open it',
      actions: {
        edit: 'Edit',
        cancel: 'Cancel',
        save: 'Save',
        create: 'Create',
        publish: 'Publish',
        delete: 'Delete',
        compare: 'Compare versions',
        saving: 'Saving…',
        discard: 'Discard',
        keepEditing: 'Go back',
      },
      version: 'Version',
      olderVersion: 'You are viewing %{version}, an earlier version. Editing starts from it.',
      lockedBy:
        '%{name} is editing this configuration. You can view it; editing opens when they finish.',
      lockFailed:
        'The configuration could not be locked for editing. Reload the page to try again.',
      readOnlyHint: 'The configuration is read-only. Choose Edit to change it.',
      unsaved: 'Unsaved changes',
      deleted: 'This configuration is deleted.',
      invalid: 'Some settings are not valid: fix the fields marked in red, then save again.',
      diff: {
        title: 'Compare versions',
        publishTitle: 'Publish %{version}?',
        from: 'From',
        to: 'To',
        path: 'Setting',
        before: 'Before',
        after: 'After',
        same: 'The two versions hold the same settings.',
        added: 'added',
        removed: 'removed',
        changed: 'changed',
        count: '%{smart_count} difference |||| %{smart_count} differences',
        publishHint:
          'The apps read the published version: after publishing, they get the settings on the right.',
        close: 'Close',
      },
      confirm: {
        deleteTitle: 'Delete the configuration "%{name}"?',
        deleteContent: 'The application no longer reads it. Its versions and audit trail are kept.',
        discardTitle: 'Discard your changes?',
        discardContent: 'The changes you made since the last save will be lost.',
      },
      notify: {
        created: 'Configuration created sucessfully!',
        updated: 'Configuration updated sucessfully!',
        deleted: 'Configuration deleted sucessfully!',
        loadFailed: 'Failed to retrieve data',
        createFailed: 'Create operation failed!',
        updateFailed: 'Update operation failed',
        notFound: 'There is no configuration %{id} in this product.',
      },
      // The words of the config types' options (`i18n` of a control in resources/_appconfig).
      options: {
        player: {
          defaultQuality: { auto: 'Automatic', sd: 'SD', hd: 'HD', uhd: 'Ultra HD' },
          subtitleLanguage: { en: 'English', zh: 'Chinese', ms: 'Malay', ta: 'Tamil' },
        },
        languages: {
          default: { en: 'English', zh: 'Chinese', ms: 'Malay', ta: 'Tamil' },
          available: { en: 'English', zh: 'Chinese', ms: 'Malay', ta: 'Tamil' },
        },
      },
      labels: {
        player: {
          autoplay: 'Autoplay',
          startMuted: 'Start muted',
          defaultQuality: 'Default quality',
          maxBitrateKbps: 'Highest bitrate (kbit/s)',
          bufferSeconds: 'Buffer (seconds)',
          playbackSpeeds: 'Playback speeds',
          subtitleLanguage: 'Subtitle language',
          skipIntroSeconds: 'Skip intro (seconds)',
          heartbeatSeconds: 'Heartbeat (seconds)',
        },
        features: { flags: 'Feature flags' },
        menu: { items: 'Menu items' },
        ads: {
          prd: 'Product',
          ad_st: 'Ads start',
          ad_ed: 'Ads end',
          ad_rl: 'Ad rule',
          ad_rl_en: 'Ad rule enabled',
          ad_ct: 'Ad count',
          ad_pn: 'Ad partner',
          ad_pn_url: 'Ad partner URL',
        },
        languages: {
          default: 'Default language',
          available: 'Available languages',
          audioPreference: 'Audio preference',
          subtitlePreference: 'Subtitle preference',
        },
      },
    },
  },
};
