import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './episodes';

/** `console.episodes.*` in Chinese: the keys of `./episodes.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    episodes: {
      title: '剧集排序',
      open: '剧集排序',
      intro:
        '拖动剧集的手柄，或使用箭头按钮，将剧集排成新的顺序，然后保存。系统会按此顺序为剧集编号，任务进度显示在通知铃中。',
      handle: '移动 %{name}：按空格键，然后使用方向键',
      moveUp: '上移 %{name}',
      moveDown: '下移 %{name}',
      save: '保存顺序',
      reset: '撤销更改',
      back: '返回该季',
      started: '剧集排序已开始：通知铃会显示其进度',
      empty: '这一季没有剧集。',
      loadFailed: '获取数据失败',
      saveFailed: '更新操作失败',
      dnd: {
        instructions:
          '按空格键或回车键拿起剧集，用上下方向键移动，再按空格键或回车键放下，或按 Esc 键取消。',
        pickedUp: '已拿起 %{name}。',
        over: '%{name} 现在位于第 %{position} 位。',
        dropped: '%{name} 已放在第 %{position} 位。',
        cancelled: '已取消移动 %{name}。',
      },
    },
  },
};
