import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './resources';

/** `console.resources.*` in Tamil: the keys of `./resources.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    resources: {
      title: { create: 'புதிய %{type}' },
      messages: {
        created: '%{type} வெற்றிகரமாக உருவாக்கப்பட்டது!',
        published: '%{type} வெற்றிகரமாக வெளியிடப்பட்டது!',
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
