import type { JsonSchemaObject } from '../../domain/jsonSchema';
import type { ComponentType } from 'react';
import type { ConsoleArea } from '../areas';

/** What the generic edit page gives each extra piece it shows beside an item's form. */
export interface ItemExtraProps {
  area: ConsoleArea;
  /** The item's type (`movie`, `songs`, `liveevent`, ...). */
  type: string;
  id: string;
  /** The type's schema (undefined while it loads). */
  schema?: JsonSchemaObject | undefined;
  /** The shown version as loaded; undefined for a new item. */
  record: Record<string, unknown> | undefined;
  /** The form's current data (with unsaved edits). */
  data: Record<string, unknown> | undefined;
  /** Whether the form is being edited (under the user's lock). */
  editing: boolean;
  /** Whether the user may update items of this type. */
  canUpdate: boolean;
  /** Replaces the form's data (an edit, like any field's). */
  onChange: (next: Record<string, unknown>) => void;
  /** Loads the item again (after an operation changed it on the server), preferring this version. */
  reload: (preferredKey?: string) => void;
}

/**
 * A piece the composition root adds to every item's edit page (media actions, the video editor):
 * it decides itself whether it applies to the area and type, and renders nothing otherwise.
 */
export type ItemExtra = ComponentType<ItemExtraProps>;
