import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** Moves the keyboard to the page's content (`#main-content`), past the app bar and the menu. */
function skipToContent(): void {
  const element = document.getElementById('main-content');
  if (!element) return;
  element.setAttribute('tabIndex', '-1');
  element.focus();
  element.blur();
  element.removeAttribute('tabIndex');
}

const StyledButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  position: 'fixed',
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  padding: theme.spacing(1, 2),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  backgroundColor: (theme.vars ?? theme).palette.background.default,
  color: (theme.vars ?? theme).palette.primary.main,
  boxShadow: theme.shadows[2],
  transition: theme.transitions.create(['top', 'opacity'], {
    easing: theme.transitions.easing.easeIn,
    duration: theme.transitions.duration.leavingScreen,
  }),
  '&:hover': { opacity: 0.8 },
  '&:focus': {
    top: theme.spacing(2),
    transition: theme.transitions.create(['top', 'opacity'], {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
}));

/**
 * The first stop of the keyboard on every page: 'Skip to content' (react-admin's
 * `ra.navigation.skip_nav`), out of sight until it takes the focus. The console's own, as
 * react-admin's is its Button with a Tooltip, which would bring MUI's Popper to every page.
 */
export function SkipNavigationButton() {
  const translate = useTranslate();
  return (
    <StyledButton type="button" className="skip-nav-button" onClick={skipToContent}>
      {translate('ra.navigation.skip_nav')}
    </StyledButton>
  );
}
