import type { ConsolePage } from '../../kit/customPage';
import type { LiveEventPanels } from './LiveEventsSection';
import { epgRoutes } from './routes';

/** The EPG page's manifest; `panels` are the live event panels its Live events section opens. */
export function epgPage(panels: LiveEventPanels): ConsolePage {
  return {
    id: 'epg',
    routes: epgRoutes(panels),
  };
}
