import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import type { ConsoleArea } from '../../../kit/areas';
import { useResourcePaths } from '../shared/useResourcePaths';
import { useResourceType } from '../shared/useResourceType';
import { typeSchemaOf } from './typeSchema';
import { blankDraft } from './blankDraft';
import { useContentCreation } from './useContentCreation';
import { useEditPermissions } from './useEditPermissions';
import { useFormDraft } from './useFormDraft';
import { useSaveShortcut } from './useSaveShortcut';

/**
 * The create page's state: a blank draft (one empty English name; the channel type from the
 * route when the type has one), Save creates the item then opens its edit page, Cancel goes
 * back to the list.
 */
export function useCreatePageController(
  area: ConsoleArea,
  type: string,
  channelType: string | undefined,
) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const paths = useResourcePaths(area, type);
  const { definition, error: typeError } = useResourceType(type);
  const schema = typeSchemaOf(definition);
  const permissions = useEditPermissions(definition?.list.resource);
  const typeName = translate(`resources.${type}.name`, { smart_count: 1, _: type });
  const hasChannelType =
    schema?.properties !== undefined && Object.hasOwn(schema.properties, 'chty');
  const blank = useMemo(() => {
    const draft = blankDraft(type);
    if (hasChannelType && channelType) draft.chty = channelType;
    return draft;
  }, [type, hasChannelType, channelType]);
  // The blank draft changes only when the schema arrives (channel type): that is the form's reset.
  const draft = useFormDraft(blank, hasChannelType ? 2 : 1);
  const actions = useContentCreation(type, schema, typeName);
  const [created, setCreated] = useState(false);

  const saveEnabled = permissions.create && draft.dirty && !actions.busy && !created;
  const saving = useRef(false);
  const save = useCallback(async () => {
    // One save at a time: a second click while the form settles does not write twice.
    if (!saveEnabled || saving.current) return;
    saving.current = true;
    try {
      const data = await draft.settledData();
      if (data === undefined) return;
      const doc = await actions.create(data);
      if (doc === undefined) return;
      const newId = doc.id;
      setCreated(true);
      if (typeof newId === 'string' || typeof newId === 'number')
        navigate(paths.edit({ id: newId, chty: doc.chty }));
      else navigate(paths.list);
    } finally {
      saving.current = false;
    }
  }, [saveEnabled, draft, actions, navigate, paths]);
  useSaveShortcut(saveEnabled, () => void save());

  return {
    typeName,
    typeError,
    schema,
    uischema: definition?.uischema,
    permissions,
    draft,
    actions,
    created,
    saveEnabled,
    save: () => void save(),
    cancel: () => navigate(paths.list),
  };
}
