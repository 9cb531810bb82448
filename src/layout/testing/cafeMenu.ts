import type { NavItem } from '../../../domain/navigation/navItem';

/** A served menu group whose entry's name has an accent ('Café Menu'): search must find it from 'cafe'. */
export const CAFE: NavItem = {
  id: 'cafe-group',
  type: 'group',
  titleKey: 'nav.cafe-group',
  title: 'Café',
  icon: 'Dashboard',
  children: [
    {
      id: 'cafe',
      type: 'item',
      titleKey: 'nav.cafe',
      title: 'Café Menu',
      icon: 'Dashboard',
      url: '/apps/cafe',
    },
  ],
};
