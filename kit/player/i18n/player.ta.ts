/** `console.player.*` in Tamil. */
export const messages = {
  console: {
    player: {
      loading: 'காணொளி ஏற்றப்படுகிறது...',
      failed: 'காணொளியை இயக்க முடியவில்லை: %{message}',
      speed: 'வேகம்',
      speedValue: '%{speed}×',
      preview: 'முன்னோட்டம்',
      previewTitle: 'முன்னோட்டம்: %{title}',
      nothingToPlay: 'இயக்குவதற்கு உள்ளடக்கம் இல்லை.',
      videoLabel: 'காணொளி: %{title}',
      duration: 'கால அளவு %{duration}',
    },
  },
};
