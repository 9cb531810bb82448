import { Box, IconButton, Tooltip } from '@mui/material';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import {
  ICON_RAIL_SECTIONS,
  firstPermittedChild,
  sectionForPath,
} from '../../../domain/navigation/iconRail';
import { useProduct } from '../../../kit/product/useProduct';
import { withProduct } from '../productPath';
import { useShellConfig } from '../ShellConfigContext';
import { SHELL_SIZES } from '../shellSizes';
import { NavIcon } from './navIcons';
import { useNavigation } from './NavigationContext';
import { useNavTitle } from './useNavTitle';

/**
 * The left icon rail of section 2: one button per section; the section of the current
 * path is marked; a click opens the section's first page this user may see. Sections with
 * no such page are left out. The operations button opens the external site from the
 * runtime configuration in a new tab, and is hidden when none is configured.
 */
export function IconRail() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { product } = useProduct();
  const { served, settings, roles, isPending } = useNavigation();
  const { operationsUrl } = useShellConfig();
  const titleOf = useNavTitle();
  const activeId = sectionForPath(pathname)?.id;
  const user = { roles };

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
            <Tooltip key={section.id} title={title} placement="right">
              <IconButton
                component="a"
                href={operationsUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={title}
              >
                <NavIcon name={section.icon} />
              </IconButton>
            </Tooltip>
          );
        }
        if (isPending) return null;
        const target = firstPermittedChild(section.id, user, settings, served);
        if (target === undefined) return null;
        const active = section.id === activeId;
        return (
          <Tooltip key={section.id} title={title} placement="right">
            <IconButton
              aria-label={title}
              aria-current={active ? 'true' : undefined}
              color={active ? 'primary' : 'default'}
              onClick={() => navigate(withProduct(target.url, product))}
              sx={active ? { bgcolor: 'action.selected' } : undefined}
            >
              <NavIcon name={section.icon} />
            </IconButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}
