/**
 * Messages of the generic resource lists (`resources/ui/list`) and the shared pieces of
 * `resources/ui/shared` (names, status and availability chips), under `console.lists.*`.
 * Plural forms use polyglot's `smart_count` with ' |||| ' between the forms.
 */
const en = {
  console: {
    lists: {
      create: 'Create',
      noName: 'Untitled',
      search: {
        label: 'Search',
        hint: 'Type at least %{min} characters to search',
      },
      status: {
        label: 'Status',
        all: 'All',
      },
      vodStatus: {
        published: 'Available',
        draft: 'In-Progress',
        'pre-draft': 'Processing',
      },
      filters: {
        any: 'Any',
        clear: 'Clear filters',
      },
      savedFilters: {
        button: 'Saved filters',
        empty: 'No saved filters yet',
        saveCurrent: 'Save current filters…',
        dialogTitle: 'Save filters',
        name: 'Name',
        delete: 'Delete saved filter %{name}',
        saved: 'Filters saved as "%{name}"',
        deleted: 'Saved filter deleted',
        loadFailed: 'Fetch %{type} filters failed!',
      },
      bulk: {
        publish: 'Publish',
        archive: 'Archive',
        delete: 'Delete',
        restore: 'Restore to draft',
        confirmArchiveTitle: 'Archive items',
        confirmArchive:
          'Archive the selected item? |||| Archive the %{smart_count} selected items?',
        confirmDeleteTitle: 'Delete items',
        confirmDelete: 'Delete the selected item? |||| Delete the %{smart_count} selected items?',
        progress: 'Updating items: %{done} of %{count} done',
        succeeded: '%{smart_count} item updated |||| %{smart_count} items updated',
        failed: 'Bulk update failed: %{failure} of %{count} items were not updated',
      },
      empty: {
        title: 'No %{name} yet',
        createHint: 'Create the first one to get started.',
        viewHint: 'Nothing has been added here yet.',
      },
      error: {
        title: 'The list could not be loaded',
      },
      availability: {
        EXPIRED: 'EXPIRED',
        ACTIVE: 'ACTIVE',
        ARCHIVED: 'ARCHIVED',
        FUTURE: 'FUTURE %{date}',
      },
    },
  },
};

/** The same keys as English, every value a string. */
type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

const zh: Catalog<typeof en> = {
  console: {
    lists: {
      create: '新建',
      noName: '未命名',
      search: {
        label: '搜索',
        hint: '请至少输入 %{min} 个字符进行搜索',
      },
      status: {
        label: '状态',
        all: '全部',
      },
      vodStatus: {
        published: '可用',
        draft: '编辑中',
        'pre-draft': '处理中',
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
      availability: {
        EXPIRED: '已过期',
        ACTIVE: '有效',
        ARCHIVED: '已归档',
        FUTURE: '未开始 %{date}',
      },
    },
  },
};

const ms: Catalog<typeof en> = {
  console: {
    lists: {
      create: 'Cipta',
      noName: 'Tanpa nama',
      search: {
        label: 'Cari',
        hint: 'Taip sekurang-kurangnya %{min} aksara untuk mencari',
      },
      status: {
        label: 'Status',
        all: 'Semua',
      },
      vodStatus: {
        published: 'Tersedia',
        draft: 'Dalam Proses',
        'pre-draft': 'Sedang Diproses',
      },
      filters: {
        any: 'Mana-mana',
        clear: 'Kosongkan penapis',
      },
      savedFilters: {
        button: 'Penapis tersimpan',
        empty: 'Belum ada penapis tersimpan',
        saveCurrent: 'Simpan penapis semasa…',
        dialogTitle: 'Simpan penapis',
        name: 'Nama',
        delete: 'Padam penapis tersimpan %{name}',
        saved: 'Penapis disimpan sebagai "%{name}"',
        deleted: 'Penapis tersimpan telah dipadam',
        loadFailed: 'Gagal mendapatkan penapis %{type}!',
      },
      bulk: {
        publish: 'Terbitkan',
        archive: 'Arkibkan',
        delete: 'Padam',
        restore: 'Pulihkan ke draf',
        confirmArchiveTitle: 'Arkibkan item',
        confirmArchive: 'Arkibkan %{smart_count} item yang dipilih?',
        confirmDeleteTitle: 'Padam item',
        confirmDelete: 'Padam %{smart_count} item yang dipilih?',
        progress: 'Mengemas kini item: %{done} daripada %{count} selesai',
        succeeded: '%{smart_count} item dikemas kini',
        failed: 'Kemas kini pukal gagal: %{failure} daripada %{count} item tidak dikemas kini',
      },
      empty: {
        title: 'Belum ada %{name}',
        createHint: 'Cipta yang pertama untuk bermula.',
        viewHint: 'Belum ada apa-apa ditambah di sini.',
      },
      error: {
        title: 'Senarai tidak dapat dimuatkan',
      },
      availability: {
        EXPIRED: 'TAMAT TEMPOH',
        ACTIVE: 'AKTIF',
        ARCHIVED: 'DIARKIBKAN',
        FUTURE: 'AKAN DATANG %{date}',
      },
    },
  },
};

const ta: Catalog<typeof en> = {
  console: {
    lists: {
      create: 'உருவாக்கு',
      noName: 'பெயரிடப்படாதது',
      search: {
        label: 'தேடு',
        hint: 'தேட குறைந்தது %{min} எழுத்துகளை உள்ளிடவும்',
      },
      status: {
        label: 'நிலை',
        all: 'அனைத்தும்',
      },
      vodStatus: {
        published: 'கிடைக்கிறது',
        draft: 'செயல்பாட்டில்',
        'pre-draft': 'செயலாக்கப்படுகிறது',
      },
      filters: {
        any: 'ஏதேனும்',
        clear: 'வடிகட்டிகளை அழி',
      },
      savedFilters: {
        button: 'சேமித்த வடிகட்டிகள்',
        empty: 'சேமித்த வடிகட்டிகள் இன்னும் இல்லை',
        saveCurrent: 'தற்போதைய வடிகட்டிகளைச் சேமி…',
        dialogTitle: 'வடிகட்டிகளைச் சேமி',
        name: 'பெயர்',
        delete: 'சேமித்த வடிகட்டி %{name} ஐ நீக்கு',
        saved: 'வடிகட்டிகள் "%{name}" எனச் சேமிக்கப்பட்டன',
        deleted: 'சேமித்த வடிகட்டி நீக்கப்பட்டது',
        loadFailed: '%{type} வடிகட்டிகளைப் பெற முடியவில்லை!',
      },
      bulk: {
        publish: 'வெளியிடு',
        archive: 'காப்பகப்படுத்து',
        delete: 'நீக்கு',
        restore: 'வரைவாக மீட்டமை',
        confirmArchiveTitle: 'உருப்படிகளைக் காப்பகப்படுத்து',
        confirmArchive:
          'தேர்ந்தெடுத்த உருப்படியைக் காப்பகப்படுத்தவா? |||| தேர்ந்தெடுத்த %{smart_count} உருப்படிகளைக் காப்பகப்படுத்தவா?',
        confirmDeleteTitle: 'உருப்படிகளை நீக்கு',
        confirmDelete:
          'தேர்ந்தெடுத்த உருப்படியை நீக்கவா? |||| தேர்ந்தெடுத்த %{smart_count} உருப்படிகளை நீக்கவா?',
        progress: 'உருப்படிகள் புதுப்பிக்கப்படுகின்றன: %{count} இல் %{done} முடிந்தது',
        succeeded:
          '%{smart_count} உருப்படி புதுப்பிக்கப்பட்டது |||| %{smart_count} உருப்படிகள் புதுப்பிக்கப்பட்டன',
        failed: 'மொத்தப் புதுப்பிப்பு தோல்வியடைந்தது: %{count} இல் %{failure} உருப்படிகள் புதுப்பிக்கப்படவில்லை',
      },
      empty: {
        title: '%{name} இன்னும் இல்லை',
        createHint: 'தொடங்க முதலாவதை உருவாக்கவும்.',
        viewHint: 'இங்கு இன்னும் எதுவும் சேர்க்கப்படவில்லை.',
      },
      error: {
        title: 'பட்டியலை ஏற்ற முடியவில்லை',
      },
      availability: {
        EXPIRED: 'காலாவதியானது',
        ACTIVE: 'செயலில்',
        ARCHIVED: 'காப்பகப்படுத்தப்பட்டது',
        FUTURE: 'வரவிருக்கிறது %{date}',
      },
    },
  },
};

/** The list messages in the console's four languages (same keys in each). */
export const messages = { en, zh, ms, ta };
