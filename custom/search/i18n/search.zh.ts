import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './search';

/** `console.search.*` in Simplified Chinese: the keys of `./search.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    search: {
      title: '全局搜索',
      label: '搜索数据存储',
      placeholder: '搜索数据存储',
      clear: '清除搜索',
      popupLabel: '数据存储搜索结果',
      dataStore: '数据存储',
      hitsLabel: '匹配的条目',
      processing: '处理中 ...',
      noResults: '未找到结果',
      showAll: '查看全部结果（%{count}）',
      filters: {
        title: '筛选结果',
        searchAcross: '搜索范围',
        contentType: '内容类型',
        showMore: '显示更多',
        showLess: '显示更少',
        openFilter: '筛选列表',
        filterLabel: '筛选文本',
        filterPlaceholder: '筛选...',
        closeFilter: '清除并关闭筛选',
        noMatch: '没有与筛选条件匹配的项。',
      },
      across: {
        name: '名称',
        id: '编号',
        ex_id: '外部编号',
      },
      errors: {
        search: '搜索操作失败',
        results: '无法获取搜索内容！',
        fields: '获取全局搜索字段映射时出错',
        filters: '无法保存搜索筛选条件',
      },
      page: {
        hint: '请在上方的数据存储搜索框中至少输入 3 个字符，然后按 Enter 键在此查看全部结果。',
        resultsFor: '“%{term}”的搜索结果',
        tableLabel: '搜索结果',
        columns: {
          name: '名称',
          type: '类型和状态',
          id: '编号',
        },
      },
    },
  },
};
