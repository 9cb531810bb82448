/** `console.mediaOps.*`: restore original, re-aggregate and live-to-VOD (issue 14; spec section 8). */
export const messages = {
  console: {
    mediaOps: {
      title: 'Media operations',
      intro: 'Restore the item as it was first ingested, or re-aggregate what is derived from it.',
      cancel: 'Cancel',
      restore: {
        action: 'Restore original',
        confirmTitle: 'Restore to Original',
        confirm:
          'The item as it was first ingested becomes its draft again. Edits made since are replaced. Continue?',
        success: 'Restore to Original request has been submitted successfully',
        failure: 'Failed to submit Restore to Original request',
      },
      preview: {
        title: 'Preview',
        intro: "Play the item's video in the console's player.",
        preparing: 'Preparing the video…',
        progress: 'Preparing the video: %{percent}% done, about %{seconds} s left',
        failed: 'The video cannot be prepared.',
      },
      reaggregate: {
        action: 'Re-aggregate',
        success:
          'Your request has been successfully submitted! It could take up to 30 seconds for your change to reflect. Please come back later or refresh the page after 30 seconds.',
        failure: 'Request failed',
      },
      l2v: {
        listFailed: 'Failed to retrieve converted metadata',
        recordedPart:
          'The VOD item holds the first %{seconds} s of the window (the demo recorder renders no more).',
        title: 'Live to VOD',
        intro:
          'Convert a recorded window of this live event into a VOD item. It is made once the window has ended; until then it can be renamed or cancelled.',
        readOnly: 'You can see the conversions of this event but not start or change them.',
        vodTitle: 'VOD title',
        vodTitleHint: "Empty: the event's name",
        start: 'Recorded from',
        end: 'Recorded until',
        convert: 'Convert to VOD',
        empty: 'No conversions of this event yet.',
        listLabel: 'Live to VOD conversions',
        columns: { title: 'Title', window: 'Window', status: 'Status', actions: 'Actions' },
        status: {
          'yet-to-start': 'Waiting for the window to end',
          processing: 'Processing',
          completed: 'Completed',
          failed: 'Failed',
          cancelled: 'Cancelled',
        },
        rename: 'Rename',
        save: 'Save',
        cancel: 'Cancel conversion',
        started: 'Successfully! Initiated Live to VOD workflow for %{title}',
        updated: 'Successfully! Updated Live to VOD workflow for %{name}',
        cancelled: 'Successfully cancelled the Live to vod conversion!',
        failed: 'Live to VOD conversion failed!',
        updateFailed: 'Update operation failed',
        cancelFailed: 'Cancel operation failed!',
        open: 'Open the VOD item',
        openLabel: 'Open the VOD item %{title}',
      },
      events: {
        title: 'Event processing',
        intro:
          "The event's guide entry, processed for one of its teams from a station. A completed, cancelled or failed processing can be re-processed; one in progress can be cancelled.",
        readOnly: 'You can see the processing of this event but not start or cancel it.',
        statusLabel: 'Processing status:',
        details: 'Day %{day}, team %{team}, station %{station}',
        status: {
          none: 'Not processed yet',
          processing: 'Processing',
          progress: 'Processing %{success}/%{count}',
          completed: 'Completed',
          cancelled: 'Cancelled',
          failed: 'Failed',
        },
        reprocess: 'Re-process',
        cancel: 'Cancel re-process',
        start: 'Process the event',
        team: 'Team',
        station: 'Station',
        noTeams: 'Add the teams to the event (and save it) to process it.',
        notify: {
          started: 'Successfully! Initiated Event re-process for %{title}',
          failed: 'Event re-process failed',
          cancelled: 'Successfully cancelled the re-process for %{title}!',
          cancelFailed: 'Cancel operation failed!',
        },
      },
    },
  },
} as const;
