import { rankWith, schemaMatches } from '@jsonforms/core';
import type { ControlProps, JsonSchema, RankedTester } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';
import { ItemImageGallery } from '../gallery/ItemImageGallery';
import { useFormItem } from './formItem';

/**
 * An item's images (`ex_ia`, `ia`: entries of address, image type and ratio) in its form: the
 * image gallery (kit/gallery) instead of a table of address fields. Thumbnails by type and
 * ratio; upload, replace and remove while the item is edited; a new item is saved first (an
 * upload belongs to a saved item). Every catalogue type's images get it.
 */
export function ImagesControl(props: ControlProps) {
  const { path, label, enabled, visible, errors } = props;
  const data: unknown = props.data;
  const item = useFormItem();
  if (!visible) return null;
  return (
    <ItemImageGallery
      itemId={item?.id}
      cty={item?.type ?? ''}
      value={data}
      onChange={(images) => props.handleChange(path, images)}
      readOnly={!enabled}
      title={label}
      problems={errors}
    />
  );
}

/** Whether an array's items are images: objects of an address `u`, a type `t` and a ratio `r`. */
function isImageArray(schema: JsonSchema): boolean {
  if (schema.type !== 'array' || typeof schema.items !== 'object' || Array.isArray(schema.items))
    return false;
  const properties = schema.items.properties ?? {};
  return ['u', 't', 'r'].every((name) => name in properties);
}

/** Applies to every images array (the `images` definition), above the console's array table. */
export const imagesControlTester: RankedTester = rankWith(5, schemaMatches(isImageArray));

export default withJsonFormsControlProps(ImagesControl);
