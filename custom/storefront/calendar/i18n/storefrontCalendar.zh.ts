import type { Translation } from '../../../../kit/i18n/messageTree';
import type { messages as english } from './storefrontCalendar';

/** `console.storefrontCalendar.*` in Chinese: the keys of `./storefrontCalendar.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    storefrontCalendar: {
      title: {
        storefront: '店面日历',
        collection: '合集日历',
      },
      intro: {
        storefront:
          '每个店面页面在何时展示什么：上线版本、已排期的草稿，以及某类页面没有上线版本或同时有多个上线版本的时段。',
        collection:
          '每个合集在何时展示什么：上线版本、已排期的草稿，以及没有上线合集或同时有多个上线合集的时段。',
      },
      introNone: '请选择一个产品以查看其日历。',
      view: '显示的时段',
      views: {
        week: '周',
        month: '月',
        quarter: '季度',
      },
      previous: {
        week: '上一周',
        month: '上个月',
        quarter: '上一季度',
      },
      next: {
        week: '下一周',
        month: '下个月',
        quarter: '下一季度',
      },
      today: '今天',
      period: '%{from} – %{to}',
      loading: '正在加载日历…',
      loadFailed: '无法加载日历。',
      retry: '重试',
      empty: {
        title: '此时段内没有任何排期',
        hint: {
          storefront:
            '发布一个店面页面，或在页面自己的编辑页上设置开始和结束日期；也可以前往其他时段。',
          collection:
            '发布一个合集，或在合集自己的编辑页上设置开始和结束日期；也可以前往其他时段。',
        },
        open: {
          storefront: '打开店面页面',
          collection: '打开合集',
        },
      },
      timeline: '时间线',
      now: '现在',
      nowAt: '现在：%{at}',
      containers: {
        of: '%{name} 的容器',
        outside: '不在此期间',
      },
      legend: {
        title: '图例',
        live: '上线（已发布）',
        scheduledDraft: '已排期草稿（未上线）',
        gap: '空档：没有上线内容',
        overlap: '重叠：多个同时上线',
      },
      bar: {
        live: '上线',
        scheduledDraft: '已排期草稿',
        label: '%{name}：%{status}，%{from} 至 %{to}',
        noStart: '无开始时间',
        noEnd: '无结束时间',
      },
      groups: {
        home: '首页',
        section: '栏目页',
        kids: '儿童页',
        seasonal: '季节页',
        landing: '落地页',
        none: '未指定类型的页面',
        all: '合集',
        other: '类型“%{kind}”',
      },
      rows: '%{smart_count} 项',
      noRows: '此时段内没有此类内容。',
      kindNoun: {
        home: '首页',
        section: '栏目页',
        kids: '儿童页',
        seasonal: '季节页',
        landing: '落地页',
        none: '未指定类型的页面',
        all: '合集',
        other: '“%{kind}”类页面',
      },
      findings: {
        title: '空档与重叠',
        none: '此时段内没有空档或重叠。',
        gap: '%{from} 至 %{to} 没有上线的%{kind}',
        overlap: '%{from} 至 %{to} 有 %{smart_count} 个%{kinds}同时上线：%{names}',
      },
    },
  },
};
