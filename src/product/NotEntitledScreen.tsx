import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLogout, useTranslate } from 'react-admin';
import { ConsoleLogo } from '../../kit/feedback/Splash';

/**
 * What a user whose token lists no products sees instead of the console (spec section 1):
 * '{name} is not entitled to any products', and a way to sign out and use another account.
 */
export function NotEntitledScreen({ name }: { name: string }) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 4,
        textAlign: 'center',
      }}
    >
      <ConsoleLogo size={56} />
      <Typography role="alert" variant="h6" component="p">
        {translate('console.product.notEntitled', { name })}
      </Typography>
      <Button variant="outlined" onClick={() => void logout()}>
        {translate('console.product.signOut')}
      </Button>
    </Box>
  );
}
