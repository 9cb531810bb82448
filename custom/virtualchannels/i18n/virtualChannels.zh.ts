import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './virtualChannels';

/** `console.virtualChannels.*` in Simplified Chinese. */
export const messages: Translation<typeof english> = {
  console: {
    virtualChannels: {
      title: '虚拟频道',
      intro: '由点播节目构成的全天候线性频道。每个频道在产品内有唯一的频道号和每周节目表。',
      readOnly: '您可以查看虚拟频道，但不能更改。',
      add: '新建虚拟频道',
      empty: '尚无虚拟频道。',
      columns: { name: '名称', number: '频道号', zone: '时区', status: '状态', actions: '操作' },
      edit: '编辑',
      schedule: '节目表',
      changeNumber: '更改频道号',
      numberDialog: '%{name} 的频道号',
      number: '频道号',
      numberHint: '1 到 99999 的整数，在此产品内唯一。',
      save: '保存',
      cancel: '取消',
      updated: '已成功更新 %{name} 的频道号',
      activeDraft: '存在有效的草稿版本，请先保存现有草稿再编辑频道号',
      duplicateTitle: '频道号重复',
      duplicateText: '频道号 %{cn} 已被 %{holder} 使用。请选择其他号码。',
      ok: '确定',
    },
  },
};
