import { Typography } from '@mui/material';

/**
 * Where react-admin's `<Title>` shows a page's title (its portal target has the id
 * 'react-admin-title'): the page heading above the content, as the dashboard and the editor have
 * theirs. Lists get their title ('Movies') this way. Hidden while no page puts a title in it.
 */
export function PageTitleSlot() {
  return (
    <Typography
      id="react-admin-title"
      variant="h5"
      component="h1"
      sx={{ pt: 1, '&:empty': { display: 'none' } }}
    />
  );
}
