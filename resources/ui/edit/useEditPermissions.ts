import { usePermission } from '../../../authProvider/usePermission';
import type { Action } from '../../../domain/permissions/actions';
import type { PageResource } from '../../../domain/permissions/pages';

export type EditPermissions = Readonly<
  Record<'create' | 'update' | 'publish' | 'archive' | 'delete' | 'forceUnlock', boolean>
> & {
  can: (action: Action) => boolean;
};

// Asked while the type's page is still unknown; every answer is then false anyway.
const PLACEHOLDER_PAGE: PageResource = 'cp_datastore';

/**
 * What the user may do to items of a type, on the type's permission page (its list
 * declaration's `resource`). Everything is refused until the page is known.
 */
export function useEditPermissions(resource: PageResource | undefined): EditPermissions {
  const page = resource ?? PLACEHOLDER_PAGE;
  const known = resource !== undefined;
  const create = usePermission('create', page) && known;
  const update = usePermission('update', page) && known;
  const publish = usePermission('publish', page) && known;
  const archive = usePermission('archive', page) && known;
  const remove = usePermission('delete', page) && known;
  const forceUnlock = usePermission('forceUnlock', page) && known;
  const answers: Partial<Record<Action, boolean>> = {
    create,
    update,
    publish,
    archive,
    delete: remove,
    forceUnlock,
  };
  return {
    create,
    update,
    publish,
    archive,
    delete: remove,
    forceUnlock,
    can: (action) => answers[action] ?? false,
  };
}
