/** The virtual channel pages' paths (spec section 2). */
const base = (product: string | undefined) =>
  `/apps/${product === undefined ? '' : `${encodeURIComponent(product)}/`}live/virtuallivechannel`;

export const channelPaths = {
  list: base,
  add: (product: string | undefined) => `${base(product)}/add`,
  edit: (product: string | undefined, id: string) => `${base(product)}/${encodeURIComponent(id)}`,
  schedule: (product: string | undefined, id: string) =>
    `${base(product)}/schedule/draft/${encodeURIComponent(id)}`,
} as const;
