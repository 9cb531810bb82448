import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './lists';

/** `console.lists.*` in Simplified Chinese: the keys of `./lists.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    lists: {
      create: '新建',
      search: {
        label: '搜索',
        hint: '请至少输入 %{min} 个字符进行搜索',
      },
      status: {
        label: '状态',
        all: '全部',
      },
      filters: {
        any: '任意',
        clear: '清除筛选',
      },
      savedFilters: {
        button: '已保存的筛选',
        empty: '暂无已保存的筛选',
        saveCurrent: '保存当前筛选…',
        dialogTitle: '保存筛选',
        name: '名称',
        delete: '删除已保存的筛选 %{name}',
        saved: '筛选已保存为“%{name}”',
        deleted: '已删除保存的筛选',
        loadFailed: '获取%{type}筛选失败！',
      },
      bulk: {
        publish: '发布',
        archive: '归档',
        delete: '删除',
        restore: '恢复为草稿',
        archiveOutcome: {
          reading: '正在检查所选标题中哪些有已发布版本…',
          published: '%{smart_count} 个已发布标题将不再可用：%{names}。',
          draftWithPublished:
            '%{smart_count} 个标题有已发布版本：%{names}。其草稿和已发布版本都将归档，因此不再可用。',
          draftOnly: '%{smart_count} 个草稿将归档（从未发布）：%{names}。',
        },
        confirmArchiveTitle: '归档条目',
        confirmArchive: '确定归档所选的 %{smart_count} 个条目吗？',
        confirmDeleteTitle: '删除条目',
        confirmDelete: '确定删除所选的 %{smart_count} 个条目吗？',
        progress: '正在更新条目：已完成 %{done} / %{count}',
        succeeded: '已更新 %{smart_count} 个条目',
        failed: '批量更新失败：%{count} 个条目中有 %{failure} 个未能更新',
      },
      empty: {
        title: '暂无%{name}',
        createHint: '新建第一个条目即可开始。',
        viewHint: '这里还没有添加任何内容。',
      },
      error: {
        title: '无法加载列表',
      },
    },
  },
};
