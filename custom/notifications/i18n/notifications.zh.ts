import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './notifications';

/** `console.notifications.*` in Chinese: the keys of `./notifications.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    notifications: {
      title: '通知',
      bell: {
        label: '任务通知',
        unseen: '任务通知：有新任务',
        heading: '任务状态',
        empty: '未找到状态记录',
        openPage: '打开通知页面',
      },
      jobTitle: '%{action} · %{smart_count} 个%{type}',
      actions: {
        archive: '归档',
        publish: '发布',
        delete: '删除',
        restore: '恢复为草稿',
        update: '批量更新',
        episodesort: '剧集排序',
      },
      states: {
        failed: '失败',
        'in-progress': '进行中',
        complete: '已完成',
      },
      progress: '成功 %{progress}',
      page: {
        intro: '您的批量更新和剧集排序任务，最新的在前。任务运行时进度会实时更新。',
        columns: {
          job: '任务',
          status: '状态',
          progress: '成功 / 总数',
          failures: '失败',
          failedItems: '失败的条目及原因',
          started: '开始时间',
          updated: '更新时间',
        },
        none: '无',
        openItem: '在编辑器中打开 %{id}',
        empty: '未找到状态记录',
        loadFailed: '获取数据失败',
        rowsPerPage: '每页任务数',
        pageOf: '第 %{from}–%{to} 条，共 %{count} 条',
        nextPage: '下一页',
        previousPage: '上一页',
      },
    },
  },
};
