import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';

const VirtualChannelsPage = lazy(() =>
  import('./VirtualChannelsPage').then((m) => ({ default: m.VirtualChannelsPage })),
);

/**
 * The virtual channels list (spec section 2: `/apps/live/virtuallivechannel`, 'Virtual Channels'),
 * on cp_vll. A static path: react-router ranks it above the generic `/live/:resourceType` list;
 * add, edit and the schedule keep their own routes.
 */
export const virtualChannelRoutes: readonly CustomPageRoute[] = [
  {
    path: '/apps/:product?/live/virtuallivechannel',
    resource: 'cp_vll',
    element: <VirtualChannelsPage />,
  },
];
