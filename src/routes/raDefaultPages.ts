// react-admin's own pages the console keeps as they are, loaded only when one is shown: its error
// page (with the page title, whose preference editor brings MUI's text fields), the access
// denied and authentication error pages, and the OAuth callback page.
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
