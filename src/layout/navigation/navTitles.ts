import type { StringMap } from 'react-admin';

/** One title key of the served menu or the icon rail, in en, zh, ms and ta. */
type TitleRow = readonly [key: string, en: string, zh: string, ms: string, ta: string];

/*
 * Translations of the title keys the menu (domain/navigation/menuGroups) and the icon rail
 * (domain/navigation/iconRail) carry; the shell's catalogs hold them under
 * 'console.shell.' (see useNavTitle). Kept as one table so the four languages cannot drift.
 */
// prettier-ignore
const ROWS: readonly TitleRow[] = [
  ['nav.dashboards', 'Dashboard', '仪表板', 'Papan Pemuka', 'முகப்புப் பலகை'],
  ['nav.dashboard', 'Dashboard', '仪表板', 'Papan Pemuka', 'முகப்புப் பலகை'],
  ['nav.datastore', 'Datastore', '数据存储', 'Stor Data', 'தரவுக் களஞ்சியம்'],
  ['nav.vod', 'VOD', '视频点播', 'Video Atas Permintaan', 'தேவைக்கேற்ப காணொளி'],
  ['nav.live', 'Live', '直播', 'Langsung', 'நேரலை'],
  ['nav.assets', 'Assets', '资源', 'Aset', 'சொத்துகள்'],
  ['nav.syndication', 'Syndication', '内容联合发布', 'Sindikasi', 'உள்ளடக்கப் பகிர்வு'],
  ['nav.globalsearch', 'Global Search', '全局搜索', 'Carian Global', 'முழுமைத் தேடல்'],
  ['nav.store-front', 'Storefront', '店面', 'Hadapan Kedai', 'கடை முகப்பு'],
  ['nav.storefront', 'Manage Storefronts', '管理店面', 'Urus Hadapan Kedai', 'கடை முகப்புகளை நிர்வகி'],
  ['nav.collection', 'Collections', '合集', 'Koleksi', 'சேகரிப்புகள்'],
  ['nav.container', 'Containers', '容器', 'Bekas', 'கொள்கலன்கள்'],
  ['nav.settings', 'Settings', '设置', 'Tetapan', 'அமைப்புகள்'],
  ['nav.policy', 'Policy Management', '策略管理', 'Pengurusan Dasar', 'கொள்கை மேலாண்மை'],
  ['nav.attributes', 'Policy Attributes', '策略属性', 'Atribut Dasar', 'கொள்கைப் பண்புகள்'],
  ['nav.app-configuration', 'App Configuration', '应用配置', 'Konfigurasi Aplikasi', 'செயலி உள்ளமைவு'],
  ['nav.config', 'App Configuration', '应用配置', 'Konfigurasi Aplikasi', 'செயலி உள்ளமைவு'],
  ['nav.ip-configuration', 'IP Configuration', 'IP 配置', 'Konfigurasi IP', 'IP முகவரி உள்ளமைவு'],
  ['nav.ip', 'IP Configuration', 'IP 配置', 'Konfigurasi IP', 'IP முகவரி உள்ளமைவு'],
  ['nav.ad-management', 'Ad Management', '广告管理', 'Pengurusan Iklan', 'விளம்பர மேலாண்மை'],
  ['nav.ad-tag', 'Ad Tag Configurations', '广告标签配置', 'Konfigurasi Tag Iklan', 'விளம்பரக் குறிச்சொல் உள்ளமைவுகள்'],
  ['nav.ad-attribute', 'Ad Server Attributes', '广告服务器属性', 'Atribut Pelayan Iklan', 'விளம்பர சேவையகப் பண்புகள்'],
  ['nav.video-editor', 'Video Editor', '视频编辑器', 'Penyunting Video', 'காணொளித் தொகுப்பி'],
  ['nav.videoeditor', 'Video Editor', '视频编辑器', 'Penyunting Video', 'காணொளித் தொகுப்பி'],
  ['nav.type.movie', 'Movies', '电影', 'Filem', 'திரைப்படங்கள்'],
  ['nav.type.shortvideo', 'Short Videos', '短视频', 'Video Pendek', 'குறும் காணொளிகள்'],
  ['nav.type.tvseries', 'TV Series', '电视剧集', 'Siri TV', 'தொலைக்காட்சித் தொடர்கள்'],
  ['nav.type.tvseason', 'TV Seasons', '电视剧季', 'Musim TV', 'தொலைக்காட்சிப் பருவங்கள்'],
  ['nav.type.tvepisode', 'TV Episodes', '电视剧单集', 'Episod TV', 'தொலைக்காட்சி அத்தியாயங்கள்'],
  ['nav.type.webseries', 'Web Series', '网络剧集', 'Siri Web', 'இணையத் தொடர்கள்'],
  ['nav.type.webseason', 'Web Seasons', '网络剧季', 'Musim Web', 'இணையப் பருவங்கள்'],
  ['nav.type.webepisode', 'Web Episodes', '网络剧单集', 'Episod Web', 'இணைய அத்தியாயங்கள்'],
  ['nav.type.trailer', 'Trailers', '预告片', 'Treler', 'முன்னோட்டங்கள்'],
  ['nav.type.promo', 'Promos', '宣传片', 'Promosi', 'விளம்பரக் காட்சிகள்'],
  ['nav.type.bumper', 'Bumpers', '插播片头', 'Klip Selingan', 'இடைக்காட்சிகள்'],
  ['nav.type.filler', 'Fillers', '填充内容', 'Pengisi', 'நிரப்புக் காட்சிகள்'],
  ['nav.type.sportshow', 'Sport Shows', '体育节目', 'Rancangan Sukan', 'விளையாட்டு நிகழ்ச்சிகள்'],
  ['nav.type.sporthighlight', 'Sport Highlights', '体育集锦', 'Sorotan Sukan', 'விளையாட்டுச் சிறப்புக் காட்சிகள்'],
  ['nav.type.sportclip', 'Sport Clips', '体育短片', 'Klip Sukan', 'விளையாட்டுக் துணுக்குகள்'],
  ['nav.type.sportevent', 'Sport Events', '体育赛事', 'Acara Sukan', 'விளையாட்டு நிகழ்வுகள்'],
  ['nav.type.tvbonus', 'TV Bonus', '电视花絮', 'Bonus TV', 'தொலைக்காட்சி கூடுதல் காட்சிகள்'],
  ['nav.type.podcast', 'Podcasts', '播客', 'Siniar', 'ஒலிப்பதிவுத் தொடர்கள்'],
  ['nav.type.vodcast', 'Vodcasts', '视频播客', 'Siniar Video', 'காணொளித் தொடர்கள்'],
  ['nav.type.special', 'Specials', '特别节目', 'Rancangan Khas', 'சிறப்பு நிகழ்ச்சிகள்'],
  ['nav.type.show', 'Shows', '节目', 'Rancangan', 'நிகழ்ச்சிகள்'],
  ['nav.type.episode', 'Episodes', '单集', 'Episod', 'அத்தியாயங்கள்'],
  ['nav.type.bundle', 'Bundles', '套餐', 'Pakej', 'தொகுப்புகள்'],
  ['nav.type.channel', 'Channels', '频道', 'Saluran', 'அலைவரிசைகள்'],
  ['nav.type.liveevent', 'Live Events', '直播活动', 'Acara Langsung', 'நேரலை நிகழ்வுகள்'],
  ['nav.type.sportliveevent', 'Sport Live Events', '体育直播赛事', 'Acara Sukan Langsung', 'நேரலை விளையாட்டு நிகழ்வுகள்'],
  ['nav.type.event', 'Events', '活动', 'Acara', 'நிகழ்வுகள்'],
  ['nav.type.program', 'Programs', '节目单', 'Atur Cara', 'நிகழ்ச்சி நிரல்கள்'],
  ['nav.type.virtuallivechannel', 'Virtual Channels', '虚拟频道', 'Saluran Maya', 'மெய்நிகர் அலைவரிசைகள்'],
  ['nav.type.epg', 'EPG', '电子节目指南', 'Panduan Rancangan Elektronik', 'மின்னணு நிகழ்ச்சி வழிகாட்டி'],
  ['nav.type.chapters', 'Chapters', '章节', 'Bab', 'அத்தியாயப் பிரிவுகள்'],
  ['nav.type.preview', 'Previews', '预览', 'Pratonton', 'முன்பார்வைகள்'],
  ['nav.type.scenes', 'Scenes', '场景', 'Babak', 'காட்சிகள்'],
  ['nav.type.songs', 'Songs', '歌曲', 'Lagu', 'பாடல்கள்'],
  ['nav.type.team', 'Teams', '球队', 'Pasukan', 'அணிகள்'],
  ['nav.type.league', 'Leagues', '联赛', 'Liga', 'லீக்குகள்'],
  ['nav.type.sport', 'Sports', '体育项目', 'Sukan', 'விளையாட்டுகள்'],
  ['nav.type.player', 'Players', '球员', 'Pemain', 'வீரர்கள்'],
  ['nav.rail.dashboard', 'Dashboard', '仪表板', 'Papan Pemuka', 'முகப்புப் பலகை'],
  ['nav.rail.datastore', 'Datastore', '数据存储', 'Stor Data', 'தரவுக் களஞ்சியம்'],
  ['nav.rail.store_front', 'Storefront', '店面', 'Hadapan Kedai', 'கடை முகப்பு'],
  ['nav.rail.settings', 'Settings', '设置', 'Tetapan', 'அமைப்புகள்'],
  ['nav.rail.app_configuration', 'App Configuration', '应用配置', 'Konfigurasi Aplikasi', 'செயலி உள்ளமைவு'],
  ['nav.rail.ad_config', 'Ad Management', '广告管理', 'Pengurusan Iklan', 'விளம்பர மேலாண்மை'],
  ['nav.rail.videoeditor', 'Video Editor', '视频编辑器', 'Penyunting Video', 'காணொளித் தொகுப்பி'],
  ['nav.rail.operations', 'Operations', '运营', 'Operasi', 'செயல்பாடுகள்'],
];

const COLUMN = { en: 1, zh: 2, ms: 3, ta: 4 } as const;

/** The menu and rail titles of one language as a message tree (`{ nav: { type: { movie } } }`). */
export function navTitleMessages(locale: keyof typeof COLUMN): StringMap {
  const tree: StringMap = {};
  for (const row of ROWS) {
    const path = row[0].split('.');
    const leaf = path.pop() ?? '';
    let node = tree;
    for (const part of path) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[leaf] = row[COLUMN[locale]];
  }
  return tree;
}
