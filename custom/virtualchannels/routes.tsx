import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/virtualchannels/page.json');

const VirtualChannelsPage = lazy(() =>
  import('./VirtualChannelsPage').then((m) => ({ default: m.VirtualChannelsPage })),
);
const ChannelCreatePage = lazy(() =>
  import('./ChannelEditorPage').then((m) => ({ default: m.ChannelCreatePage })),
);
const ChannelEditPage = lazy(() =>
  import('./ChannelEditorPage').then((m) => ({ default: m.ChannelEditPage })),
);

/**
 * The virtual channels pages (spec section 2): the list (`/apps/live/virtuallivechannel`,
 * 'Virtual Channels'), 'New Virtual Channel' (`.../add`) and the channel editor (`.../:channelId`),
 * on cp_vll. Static paths: react-router ranks them above the generic `/live/:resourceType` pages;
 * the schedule keeps its own route.
 */
export const virtualChannelRoutes: readonly CustomPageRoute[] = [
  {
    path: '/apps/:product?/live/virtuallivechannel',
    ...ACCESS,
    element: <VirtualChannelsPage />,
  },
  {
    path: '/apps/:product?/live/virtuallivechannel/add',
    ...ACCESS,
    action: 'create',
    element: <ChannelCreatePage />,
  },
  {
    path: '/apps/:product?/live/virtuallivechannel/:channelId',
    ...ACCESS,
    element: <ChannelEditPage />,
  },
];
