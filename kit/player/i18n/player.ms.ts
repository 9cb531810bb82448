/** `console.player.*` in Malay. */
export const messages = {
  console: {
    player: {
      loading: 'Memuatkan video...',
      failed: 'Video tidak dapat dimainkan: %{message}',
      speed: 'Kelajuan',
      speedValue: '%{speed}×',
      preview: 'Pratonton',
      previewTitle: 'Pratonton: %{title}',
      nothingToPlay: 'Tiada kandungan untuk dimainkan.',
      videoLabel: 'Video: %{title}',
      duration: 'Tempoh %{duration}',
    },
  },
};
