/** `console.player.*` in Chinese. */
export const messages = {
  console: {
    player: {
      loading: '正在加载视频...',
      failed: '无法播放视频：%{message}',
      speed: '速度',
      speedValue: '%{speed}×',
      preview: '预览',
      previewTitle: '预览：%{title}',
      nothingToPlay: '没有可播放的内容。',
      videoLabel: '视频：%{title}',
      duration: '时长 %{duration}',
    },
  },
};
