import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './geo';

/** `console.geo.*` in Simplified Chinese: the keys of `./geo.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    geo: {
      title: 'IP 配置',
      intro: '将某个地址或地址段指定到某个国家：应用会先读取这些覆盖规则，再查询地理 IP 数据库。',
      add: '添加覆盖规则',
      createTitle: '新建 IP 覆盖规则',
      editTitle: 'IP 覆盖规则 %{id}',
      fields: {
        ip: 'IP 地址或 CIDR 地址段',
        family: '协议族',
        country: '国家/地区',
        region: '行政区',
        note: '备注',
        ut: '更新时间',
        changedBy: '修改人',
      },
      hints: {
        ip: '例如 203.0.113.0/24、192.0.2.10 或 2001:db8::/48',
        normalised: '将保存为 %{id}',
        region: '可选的 ISO 3166-2 代码，例如 MY-14',
        note: '可选，最多 %{max} 个字符',
      },
      family: { v4: 'IPv4', v6: 'IPv6' },
      filters: { search: '搜索', country: '国家/地区' },
      empty: {
        title: '还没有 IP 覆盖规则',
        createHint: '添加一条规则，把某个地址段指定到某个国家。',
        viewHint: '目前还没有人添加覆盖规则。',
        filtered: '没有符合这些筛选条件的覆盖规则。',
      },
      lookup: {
        title: '哪条覆盖规则生效？',
        label: 'IP 地址',
        button: '查询',
        none: '%{ip} 没有适用的覆盖规则：由地理 IP 数据库决定。',
        found: '%{ip} 属于 %{id}：%{country}',
      },
      back: '返回 IP 配置',
      readOnly: '您可以查看这些覆盖规则；修改需要 IP 配置权限。',
      notifications: {
        created: 'IP 覆盖规则创建成功！',
        updated: 'IP 覆盖规则更新成功！',
        deleted: 'IP 覆盖规则删除成功！',
        createFailed: '创建操作失败！',
        updateFailed: '更新操作失败',
        deleteFailed: '删除操作失败',
      },
      delete: {
        button: '删除',
        title: '删除覆盖规则 %{id}？',
        content: '其中的地址将重新由地理 IP 数据库决定。此操作无法撤销。',
      },
      problems: {
        empty: '请输入 IPv4 或 IPv6 地址或 CIDR 地址段',
        malformed: '“%{input}”不是 IPv4 或 IPv6 地址或 CIDR 地址段',
        prefixTooLong: 'IPv%{family} 前缀最长为 /%{max}（当前为 /%{prefix}）',
        zoneNotAllowed: '不能使用带区域标识（%）的地址',
        countryRequired: '请选择国家/地区',
        unknownCountry: '“%{value}”不是 ISO 3166-1 国家代码',
        malformedRegion: '“%{value}”不是 ISO 3166-2 行政区代码（例如 MY-14）',
        regionOfOtherCountry: '行政区 %{value} 不属于所选国家/地区',
        noteTooLong: '备注最多 %{max} 个字符',
        overlap: '与覆盖规则 %{existing}（%{country}）重叠：一个地址只能有一条覆盖规则',
        rangeNotAddress: '请查询单个地址，而不是地址段',
      },
    },
  },
};
