import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { buildMenuGroups } from '../../domain/navigation/menuGroups';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../domain/languages';
import { DEFAULT_NAV_TYPES } from '../../domain/navigation/catalogueTypes';
import type { NavTypesByArea } from '../../domain/navigation/catalogueTypes';
import { loadPageMenuEntries } from '../navigation/pageMenus';
import { currentUser } from '../plugins/auth';
import type { RouteDeps } from './context';
import { envelopeResponses, viewableTypes } from './context';

export interface GlobalConfigOptions {
  /** Server settings whose keys contain 'disable' hide menu items (spec section 2). */
  menuSettings: Record<string, unknown>;
}

/**
 * The global configuration the console's shell reads (section 7 'Global search'): menu items,
 * global search field mappings and language preferences.
 */
export function registerConfigRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  options: GlobalConfigOptions,
): void {
  const typesByArea = (): NavTypesByArea => {
    const byArea: Record<string, string[]> = { vod: [], live: [], assets: [], syndication: [] };
    for (const t of deps.catalog.types.values()) byArea[t.list.area]?.push(t.type);
    // Bespoke pages of an area that are not catalogue types (the EPG) stay in the menu.
    for (const [area, types] of Object.entries(DEFAULT_NAV_TYPES)) {
      for (const type of types) if (!deps.catalog.get(type)) byArea[area]?.push(type);
    }
    return byArea as unknown as NavTypesByArea;
  };

  const pageEntries = loadPageMenuEntries();

  app.get(
    '/config/menu',
    {
      schema: {
        summary: "Reads the console's menu: its groups and pages, and the menu settings.",
        response: envelopeResponses,
      },
    },
    async (request) => {
      currentUser(request);
      return successEnvelope({
        items: buildMenuGroups(typesByArea(), pageEntries),
        settings: options.menuSettings,
      });
    },
  );

  app.get(
    '/config/search-fields',
    {
      schema: {
        summary: 'Reads the fields and content types the global search offers.',
        response: envelopeResponses,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const searchAcross = [
        { key: 'lon.n', value: 'lon.n', header: 'Name', accessor: 'name' },
        { key: 'id', value: 'id', header: 'Id', accessor: 'id' },
        { key: 'ex_id', value: 'ex_id', header: 'External Id', accessor: 'ex_id' },
      ];
      // Only the types the caller may view: search never offers what the role tables hide.
      const contentTypes = viewableTypes(deps, user).map((t) => ({
        key: t.type,
        value: t.type,
        header: t.type,
        accessor: t.type,
        area: t.list.area,
      }));
      return successEnvelope([{ attrs: { searchAcross, contentTypes } }]);
    },
  );

  app.get(
    '/config/language',
    {
      schema: {
        summary: "Reads the console's languages and its default language.",
        response: envelopeResponses,
      },
    },
    async (request) => {
      currentUser(request);
      return successEnvelope({ default: DEFAULT_LOCALE, languages: [...LOCALE_CODES] });
    },
  );
}
