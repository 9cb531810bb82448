import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './mediaOps';

/** `console.mediaOps.*` in Chinese: the keys of `./mediaOps.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    mediaOps: {
      title: '媒体操作',
      intro: '将此项目恢复为首次导入时的状态，或重新聚合由其派生的数据。',
      cancel: '取消',
      restore: {
        action: '恢复原始版本',
        confirmTitle: '恢复为原始版本',
        confirm: '此项目首次导入时的内容将重新成为其草稿，此后的编辑将被替换。是否继续？',
        success: '恢复原始版本的请求已成功提交',
        failure: '提交恢复原始版本的请求失败',
      },
      preview: {
        title: '预览',
        intro: '在控制台的播放器中播放此项目的视频。',
        preparing: '正在准备视频…',
        progress: '正在准备视频：已完成 %{percent}%，约剩 %{seconds} 秒',
        failed: '无法准备视频。',
      },
      reaggregate: {
        action: '重新聚合',
        success:
          '您的请求已成功提交！更改最多可能需要 30 秒才能生效。请稍后再来，或在 30 秒后刷新页面。',
        failure: '请求失败',
      },
      l2v: {
        listFailed: '无法获取转换后的元数据',
        recordedPart: '点播项目包含该时段的前 %{seconds} 秒（演示录制器最多只渲染这么长）。',
        title: '直播转点播',
        intro:
          '将此直播活动的一段录制时段转换为点播项目。该项目会在时段结束后生成；在此之前可以重命名或取消。',
        readOnly: '您可以查看此活动的转换，但不能发起或更改。',
        vodTitle: '点播标题',
        vodTitleHint: '留空：使用活动名称',
        start: '录制开始',
        end: '录制结束',
        convert: '转换为点播',
        empty: '此活动尚无转换。',
        listLabel: '直播转点播的转换',
        columns: { title: '标题', window: '时段', status: '状态', actions: '操作' },
        status: {
          'yet-to-start': '等待时段结束',
          processing: '处理中',
          completed: '已完成',
          failed: '失败',
          cancelled: '已取消',
        },
        rename: '重命名',
        save: '保存',
        cancel: '取消转换',
        started: '成功！已为 %{title} 启动直播转点播流程',
        updated: '成功！已更新 %{name} 的直播转点播流程',
        cancelled: '已成功取消直播转点播的转换！',
        failed: '直播转点播转换失败！',
        updateFailed: '更新操作失败',
        cancelFailed: '取消操作失败！',
        open: '打开点播节目',
        openLabel: '打开点播节目 %{title}',
      },
      events: {
        title: '赛事处理',
        intro:
          '赛事的节目指南条目，按其中一支球队从电台处理。已完成、已取消或失败的处理可以重新处理；进行中的处理可以取消。',
        readOnly: '您可以查看此赛事的处理情况，但不能启动或取消。',
        statusLabel: '处理状态：',
        details: '日期 %{day}，球队 %{team}，电台 %{station}',
        status: {
          none: '尚未处理',
          processing: '处理中',
          progress: '处理中 %{success}/%{count}',
          completed: '已完成',
          cancelled: '已取消',
          failed: '失败',
        },
        reprocess: '重新处理',
        cancel: '取消重新处理',
        start: '处理赛事',
        team: '球队',
        station: '电台',
        noTeams: '请先为赛事添加球队（并保存）再进行处理。',
        notify: {
          started: '成功！已启动 %{title} 的赛事重新处理',
          failed: '赛事重新处理失败',
          cancelled: '已成功取消 %{title} 的重新处理！',
          cancelFailed: '取消操作失败！',
        },
      },
    },
  },
};
