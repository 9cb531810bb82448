import { useState, type MouseEvent } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Avatar,
  Button,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useGetIdentity, useLogout, useNavigate, useTranslate } from 'react-admin';
import { useIdentity } from '../../../authProvider/useIdentity';
import { usePermission } from '../../../authProvider/usePermission';

/**
 * Section 2's profile menu: My Profile, Global Attributes (for who may view policy management),
 * Logout.
 */
export function ConsoleUserMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const identity = useIdentity();
  // The user's photoURL (the IdP's picture) when there is one, else the default avatar.
  const photoURL = useGetIdentity().identity?.avatar;
  // Global Attributes belong to policy management: only who may view it sees the entry.
  const seesAttributes = usePermission('view', 'cp_policymgmt');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name =
    identity?.fullName || identity?.username || translate('console.shell.user.anonymous');

  const goTo = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={
          photoURL ? (
            <Avatar src={photoURL} alt="" sx={{ width: 24, height: 24 }} />
          ) : (
            <AccountCircleIcon data-testid="default-avatar" />
          )
        }
        aria-haspopup="menu"
        aria-controls={anchor ? 'console-user-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={translate('console.shell.user.menu', { name })}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: 220, minWidth: 0, flexShrink: 1 }}
      >
        <Typography noWrap variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
          {name}
        </Typography>
      </Button>
      <Menu
        id="console-user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => goTo('/pages/profile')}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('console.shell.user.profile')}</ListItemText>
        </MenuItem>
        {seesAttributes && (
          <MenuItem onClick={() => goTo('/apps/globalAttributes')}>
            <ListItemIcon>
              <TuneIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('console.shell.user.globalAttributes')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('console.shell.user.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
