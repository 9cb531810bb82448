import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './epg';

/** `console.epg.*` in Simplified Chinese: the keys of `./epg.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    epg: {
      title: '电子节目指南',
      intro:
        '每个直播频道某一天的节目指南。可按需从其电台采集某一天；已完成或已取消的采集可以重新处理。',
      readOnly: '您可以查看节目指南，但不能采集或更改。',
      day: '日期（UTC）',
      refresh: '刷新',
      empty: '此产品中没有直播频道。',
      columns: {
        number: '编号',
        channel: '频道',
        status: '采集',
        airings: '播出',
        guide: '节目指南',
        actions: '操作',
      },
      status: {
        none: '未采集',
        processing: '处理中',
        progress: '处理中 %{success}/%{count}',
        completed: '已完成',
        cancelled: '已取消',
        failed: '失败',
      },
      airingCount: '%{smart_count} 个播出',
      reprocess: '重新处理',
      cancel: '取消重新处理',
      station: '电台',
      start: '开始',
      dialogTitle: '重新处理 %{title} 的节目指南',
      submit: '开始',
      close: '关闭',
      notify: {
        started: '成功！已启动 %{title} 的节目指南重新处理',
        eventStarted: '成功！已启动 %{title} 的赛事重新处理',
        cancelled: '已成功取消 %{title} 的重新处理！',
        failed: '节目指南重新处理失败',
        eventFailed: '赛事重新处理失败',
        cancelFailed: '取消操作失败！',
      },
      event: {
        title: '赛事重新处理',
        intro: '为体育赛事的某支球队重新处理其节目指南条目。',
        eventId: '赛事编号',
        teamId: '球队编号',
        submit: '重新处理赛事',
        status: '%{title} 的状态',
      },
      guideLabel: '%{title}，%{start}-%{end} UTC',
    },
  },
};
