import { readPagePermission, type PagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';

/** The video editor's path (spec section 2). */
export const VIDEO_EDITOR_PATH = '/apps/:product?/videoeditor';

/**
 * The one permission that lets a user into the video editor (its route) and offers every way to
 * it (the menu entry, the item pages' 'Open in video editor'): the page's `page.json`, view on the
 * VOD datastore's page. Cutting needs create there, checked in the page.
 */
export const VIDEO_EDITOR_ACCESS: PagePermission = readPagePermission(
  permission,
  'custom/videoeditor/page.json',
);
