/**
 * Messages of the generic resource pages (`resources/ui/ResourceEditPage`,
 * `ResourceCreatePage`) under `console.resources.*`: titles, the spec's success messages
 * (verbatim in English, with its spelling 'sucessfully'), and load failures.
 */
const en = {
  console: {
    resources: {
      title: { create: 'New %{type}' },
      messages: {
        created: '%{type} created sucessfully!',
        updated: '%{type} updated sucessfully!',
        deleted: '%{type} deleted sucessfully!',
      },
      errors: {
        schema: 'Failed to retrieve %{type} Schema',
        notFound: 'Failed to retrieve %{id}',
      },
    },
  },
};

/** The same keys as English, every value a string. */
type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

const zh: Catalog<typeof en> = {
  console: {
    resources: {
      title: { create: '新建%{type}' },
      messages: {
        created: '%{type}创建成功！',
        updated: '%{type}更新成功！',
        deleted: '%{type}删除成功！',
      },
      errors: {
        schema: '获取%{type}架构失败',
        notFound: '获取 %{id} 失败',
      },
    },
  },
};

const ms: Catalog<typeof en> = {
  console: {
    resources: {
      title: { create: '%{type} baharu' },
      messages: {
        created: '%{type} berjaya dicipta!',
        updated: '%{type} berjaya dikemas kini!',
        deleted: '%{type} berjaya dipadam!',
      },
      errors: {
        schema: 'Gagal mendapatkan skema %{type}',
        notFound: 'Gagal mendapatkan %{id}',
      },
    },
  },
};

const ta: Catalog<typeof en> = {
  console: {
    resources: {
      title: { create: 'புதிய %{type}' },
      messages: {
        created: '%{type} வெற்றிகரமாக உருவாக்கப்பட்டது!',
        updated: '%{type} வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
        deleted: '%{type} வெற்றிகரமாக நீக்கப்பட்டது!',
      },
      errors: {
        schema: '%{type} திட்டவரைவைப் பெற முடியவில்லை',
        notFound: '%{id} ஐப் பெற முடியவில்லை',
      },
    },
  },
};

/** The resource page messages in the console's four languages (same keys in each). */
export const messages = { en, zh, ms, ta };
