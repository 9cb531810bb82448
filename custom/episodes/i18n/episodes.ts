/**
 * Messages of the episode sorting page (`custom/episodes`), under `console.episodes.*`. English
 * reference; `episodes.zh.ts`, `.ms.ts` and `.ta.ts` hold the same keys.
 */
export const messages = {
  console: {
    episodes: {
      title: 'Sort episodes',
      open: 'Sort episodes',
      intro:
        'Drag the episodes by their handles, or use the arrow buttons, into their new order, then save. The episodes are numbered in this order by a job whose progress the bell shows.',
      handle: 'Move %{name}: press Space, then the arrow keys',
      moveUp: 'Move %{name} up',
      moveDown: 'Move %{name} down',
      save: 'Save order',
      reset: 'Undo changes',
      back: 'Back to the season',
      started: 'Episode sorting started: the bell shows its progress',
      empty: 'This season has no episodes.',
      loadFailed: 'Failed to retrieve data',
      saveFailed: 'Update operation failed',
      dnd: {
        instructions:
          'To pick up an episode, press Space or Enter. Move it with the up and down arrow keys, press Space or Enter again to drop it, or Escape to cancel.',
        pickedUp: 'Picked up %{name}.',
        over: '%{name} is now at position %{position}.',
        dropped: '%{name} dropped at position %{position}.',
        cancelled: 'Moving %{name} was cancelled.',
      },
    },
  },
};
