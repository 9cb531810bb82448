import { useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { ErrorBoundary } from 'react-error-boundary';
import { LazyErrorPage } from '../routes/lazyDefaultPages';
import { SkipNavigationButton } from './SkipNavigationButton';

export interface ConsoleFrameProps {
  appBar: ComponentType<{ alwaysOn?: boolean }>;
  sidebar: ComponentType<{ children: ReactNode; appBarAlwaysOn?: boolean }>;
  menu: ComponentType;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

const PREFIX = 'RaLayout';
const classes = {
  appFrame: `${PREFIX}-appFrame`,
  contentWithSidebar: `${PREFIX}-contentWithSidebar`,
  content: `${PREFIX}-content`,
};

const Root = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    zIndex: 1,
    minHeight: '100vh',
    backgroundColor: theme.palette.background.default,
    position: 'relative',
    minWidth: 'fit-content',
    width: '100%',
    [`& .${classes.appFrame}`]: { display: 'flex', flexDirection: 'column', flexGrow: 1 },
    [`& .${classes.contentWithSidebar}`]: {
      display: 'flex',
      flexGrow: 1,
      transition: theme.transitions.create('margin', {
        easing: theme.transitions.easing.easeOut,
        duration: theme.transitions.duration.enteringScreen,
      }),
    },
    [`& .${classes.content}`]: {
      backgroundColor: theme.palette.background.default,
      zIndex: 2,
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      flexBasis: 0,
      padding: 0,
    },
  }),
);

/**
 * The frame of react-admin's `<Layout>` (the same elements and class names: skip link, app bar,
 * sidebar with the menu, `#main-content` inside an error boundary) with the console's own app
 * bar, sidebar and menu only. react-admin's `<Layout>` imports its default app bar, sidebar, menu,
 * preference inspector and error page whatever it is given, which put them on every page; here
 * the error page (react-admin's) loads when an error is shown.
 */
export function ConsoleFrame({
  appBar: AppBar,
  sidebar: Sidebar,
  menu: Menu,
  sx,
  children,
}: ConsoleFrameProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Root className="layout" sx={sx}>
      <SkipNavigationButton />
      <div className={classes.appFrame}>
        <AppBar />
        <main className={classes.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={classes.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <LazyErrorPage
                  error={error as Error}
                  errorInfo={errorInfo}
                  resetErrorBoundary={resetErrorBoundary}
                />
              )}
            >
              {children}
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}
