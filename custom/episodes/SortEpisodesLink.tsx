import LowPriorityIcon from '@mui/icons-material/LowPriority';
import { Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { usePermission } from '../../authProvider/usePermission';
import { EPISODE_PATHS, seasonOfEditorPath } from './paths';

/**
 * 'Sort episodes' in the toolbar while a season's editor is open (the generic editor has no
 * place for a type's own actions): opens the season's episode sorting page. Shown to those who
 * may update datastore items.
 */
export function SortEpisodesLink() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const canUpdate = usePermission('update', 'cp_datastore');
  const season = seasonOfEditorPath(pathname);
  if (!season || !canUpdate) return null;
  return (
    <Button
      component={LinkBase}
      to={EPISODE_PATHS.sortOf(season.product, season.seasonId)}
      startIcon={<LowPriorityIcon />}
      color="inherit"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('console.episodes.open')}
    </Button>
  );
}
