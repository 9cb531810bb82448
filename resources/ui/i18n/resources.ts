/**
 * Messages of the generic resource pages (`resources/ui/ResourceEditPage`,
 * `ResourceCreatePage`) under `console.resources.*`: titles, the spec's success messages
 * (verbatim in English, with its spelling 'sucessfully'), and load failures.
 *
 * This file is the English reference; `resources.zh.ts`, `resources.ms.ts` and `resources.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    resources: {
      title: { create: 'New %{type}' },
      messages: {
        created: '%{type} created sucessfully!',
        published: '%{type} published sucessfully!',
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
