import { Box, IconButton } from '@mui/material';
import { useEffect } from 'react';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { useIdentity } from '../../../authProvider/useIdentity';
import {
  ICON_RAIL_SECTIONS,
  sectionForPath,
  sectionTarget,
} from '../../../domain/navigation/iconRail';
import { useProduct } from '../../../kit/product/useProduct';
import { withProduct } from '../productPath';
import { useShellConfig } from '../ShellConfigContext';
import { SHELL_SIZES } from '../shellSizes';
import { NavIcon } from './navIcons';
import { railMemory } from './railMemory';
import { useNavigation } from './NavigationContext';
import { useNavTitle } from './useNavTitle';
import { HoverTooltip } from '../../../kit/feedback/HoverTooltip';

/**
 * The left icon rail of section 2: one button per section; the section of the current
 * path is marked; a click opens the section's page this user used last (kept per user in the
 * browser), else its default (the Datastore: Movies), else its first page this user may see
 * (`sectionTarget`). Sections with
 * no such page are left out. The operations button opens the external site from the
 * runtime configuration in a new tab, and is hidden when none is configured.
 */
export function IconRail() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { product } = useProduct();
  const { served, items, settings, roles, isPending } = useNavigation();
  const uid = useIdentity()?.uid;
  const { operationsUrl } = useShellConfig();
  const titleOf = useNavTitle();
  const activeId = sectionForPath(pathname)?.id;
  const user = { roles };

  // The menu page of each section the user is on is remembered for the section's button.
  useEffect(() => {
    if (uid !== undefined && items.length > 0) railMemory.visit(uid, items, pathname);
  }, [uid, items, pathname]);

  return (
    <Box
      component="nav"
      aria-label={translate('console.shell.rail.label')}
      sx={{
        width: SHELL_SIZES.iconRail,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        py: 1,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      {ICON_RAIL_SECTIONS.map((section) => {
        const title = titleOf(section);
        if (section.external) {
          if (operationsUrl === undefined || operationsUrl === '') return null;
          return (
            <HoverTooltip key={section.id} title={title} placement="right">
              <IconButton
                component="a"
                href={operationsUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={title}
              >
                <NavIcon name={section.icon} />
              </IconButton>
            </HoverTooltip>
          );
        }
        if (isPending) return null;
        const remembered = uid === undefined ? undefined : railMemory.get(uid, section.id);
        const target = sectionTarget(section.id, user, settings, served, remembered);
        if (target === undefined) return null;
        const active = section.id === activeId;
        return (
          <HoverTooltip key={section.id} title={title} placement="right">
            <IconButton
              aria-label={title}
              aria-current={active ? 'true' : undefined}
              color={active ? 'primary' : 'default'}
              onClick={() => navigate(withProduct(target.url, product))}
              sx={active ? { bgcolor: 'action.selected' } : undefined}
            >
              <NavIcon name={section.icon} />
            </IconButton>
          </HoverTooltip>
        );
      })}
    </Box>
  );
}
