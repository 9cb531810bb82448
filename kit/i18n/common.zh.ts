import type { Translation } from './messageTree';
import type { messages as english } from './common';

/** `console.common.*` in Simplified Chinese: the keys of `./common.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    common: {
      save: '保存',
      cancel: '取消',
      ok: '确定',
      close: '关闭',
      retry: '重试',
      add: '添加',
      edit: '编辑',
      delete: '删除',
      back: '返回',
      refresh: '刷新',
      search: '搜索',
      confirm: '确认',
      yes: '是',
      no: '否',
      loading: '处理中...',
      noResults: '未找到结果',
      showDetails: '显示详情...',
      hideDetails: '隐藏详情',
      details: '详情',
      code: '代码',
      description: '描述',
      language: '语言',
      languages: {
        en: 'English',
        zh: '中文',
        ms: 'Bahasa Melayu',
        ta: 'தமிழ்',
      },
      errors: {
        requestFailed: '请求失败',
        networkRequestFailed: '网络请求失败',
        networkError: '网络错误',
        retrieveDataFailed: '获取数据失败',
        retrieveItemFailed: '获取 %{id} 失败',
        fetchFailed: '获取失败',
        fetchTypeFailed: '获取%{type}失败',
        createFailed: '创建操作失败！',
        saveFailed: '保存操作失败！',
        updateFailed: '更新操作失败',
        deleteFailed: '删除操作失败',
        cancelFailed: '取消操作失败！',
        filterFailed: '筛选操作失败！',
        searchFailed: '搜索操作失败',
      },
      success: {
        created: '%{type}创建成功！',
        updated: '%{type}更新成功！',
        deleted: '%{type}删除成功！',
      },
    },
  },
};
