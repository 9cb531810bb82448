import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLogin, useLogout, useNavigate, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '../../authProvider/authProvider';
import { ConsoleLogo } from '../../kit/feedback/Splash';
import { DASHBOARD_PATH } from './routeAccess';

/**
 * `/login` (react-admin's `loginPage`): where the access guard sends a user without any role
 * (spec sections 2 and 4). It explains why, and offers to sign in again with another account,
 * coming back to `?returnTo=` afterwards, to go to the dashboard, or to sign out.
 */
export function LoginRedirectPage() {
  const translate = useTranslate();
  const login = useLogin();
  const logout = useLogout();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const hasPath = returnTo !== '/';

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 4,
      }}
    >
      <Stack spacing={3} alignItems="center" sx={{ maxWidth: 560, textAlign: 'center' }}>
        <ConsoleLogo size={56} />
        <Typography variant="h5" component="h1">
          {translate('console.auth.loginRedirect.title')}
        </Typography>
        <Typography>
          {hasPath
            ? translate('console.auth.loginRedirect.message', { path: returnTo })
            : translate('console.auth.loginRedirect.messageNoPath')}
        </Typography>
        <Stack direction="row" spacing={2} flexWrap="wrap" justifyContent="center">
          <Button variant="contained" onClick={() => void login({ returnTo })}>
            {translate('console.auth.loginRedirect.signIn')}
          </Button>
          <Button variant="outlined" onClick={() => void navigate(DASHBOARD_PATH)}>
            {translate('console.auth.loginRedirect.home')}
          </Button>
          <Button onClick={() => void logout()}>
            {translate('console.auth.loginRedirect.signOut')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
