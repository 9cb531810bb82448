import type { Action } from '../../domain/permissions/actions';
import { PAGE_PERMISSIONS } from '../../domain/navigation/pagePermissions';
import type { PageResource } from '../../domain/permissions/pages';

/** The video editor's path (spec section 2). */
export const VIDEO_EDITOR_PATH = '/apps/:product?/videoeditor';

/**
 * The one permission that lets a user into the video editor (its route) and offers every way to
 * it (the menu entry, the item pages' 'Open in video editor'): view on the VOD datastore's page,
 * the video editor's entry of PAGE_PERMISSIONS. Cutting needs create there, checked in the page.
 */
export const VIDEO_EDITOR_ACCESS: { action: Action; resource: PageResource } = {
  action: 'view',
  resource: PAGE_PERMISSIONS.videoEditor,
};
