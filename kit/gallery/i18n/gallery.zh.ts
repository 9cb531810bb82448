import type { Translation } from '../../i18n/messageTree';
import type { messages as english } from './gallery';

/** `console.gallery.*` in Chinese: the keys of `./gallery.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    gallery: {
      title: '图片',
      intro: '海报、封面、横幅和标志图片，均按其比例显示。可上传不超过 128 MB的 JPEG 或 PNG。',
      empty: '暂无图片。',
      type: '图片类型',
      ratio: '比例',
      ratioAuto: '根据文件识别',
      upload: '上传图片',
      uploading: '正在上传…',
      fileHint: 'JPEG 或 PNG，不超过 128 MB。',
      editToUpload: '编辑此项目后才能上传或删除图片。',
      saveFirst: '请先保存此项目，再上传图片。',
      filed: '已按 %{ratio} 添加%{type}（%{width}×%{height} 像素）。',
      filedDefault: '已按 %{ratio} 添加%{type}：其尺寸（%{width}×%{height} 像素）不符合任何比例。',
      caption: '%{type} · %{ratio}',
      imageAlt: '%{type}图片，比例 %{ratio}',
      remove: '删除比例为 %{ratio} 的%{type}图片',
      removeButton: '删除',
      replace: '替换比例为 %{ratio} 的%{type}图片',
      replaceButton: '替换',
      replaced: '已替换比例为 %{ratio} 的%{type}（%{width}×%{height} 像素）。',
      replacedOtherRatio:
        '已替换比例为 %{ratio} 的%{type}。该文件为 %{width}×%{height} 像素，不是 %{ratio}：显示时会裁剪以适应。',
      removed: '已删除比例为 %{ratio} 的%{type}：保存后生效。',
      confirmRemoveTitle: '删除这张图片？',
      confirmRemove: '保存后，比例为 %{ratio} 的%{type}图片将从此项目中移除。',
      cancel: '取消',
      progress: '正在上传：%{percent}%',
      noType: '无类型',
      noRatio: '无比例',
      untypedAlt: '未指定类型的图片',
      typeOnlyAlt: '%{type}图片',
      types: { Poster: '海报', Cover: '封面', Banner: '横幅', Logo: '标志' },
      ratios: { '16x9': '16:9', '4x3': '4:3', '3x1': '3:1', '16x6': '16:6' },
      errors: {
        type: '只能上传 JPEG 和 PNG 图片。',
        size: '图片超过 128 MB的上限。',
        content: '该文件不是其声称的 JPEG 或 PNG 图片。',
        failed: '上传失败：%{reason}',
      },
    },
  },
};
