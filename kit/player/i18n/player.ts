/** `console.player.*`: the console's one player and its preview dialog (issue 14). */
export const messages = {
  console: {
    player: {
      loading: 'Loading the video...',
      failed: 'The video cannot be played: %{message}',
      speed: 'Speed',
      speedValue: '%{speed}×',
      preview: 'Preview',
      previewTitle: 'Preview: %{title}',
      nothingToPlay: 'There is no content to play.',
      videoLabel: 'Video: %{title}',
      duration: 'Duration %{duration}',
    },
  },
};
