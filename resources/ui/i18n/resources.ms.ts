import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './resources';

/** `console.resources.*` in Malay: the keys of `./resources.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    resources: {
      title: { create: '%{type} baharu' },
      messages: {
        created: '%{type} berjaya dicipta!',
        published: '%{type} berjaya diterbitkan!',
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
