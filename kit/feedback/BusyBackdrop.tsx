import { useEffect, useState } from 'react';
import { Backdrop, CircularProgress } from '@mui/material';
import { useLoading, useTranslate } from 'react-admin';

/** Loads shorter than this never show the backdrop, so quick refreshes do not flash. */
const SHOW_AFTER_MS = 400;

/** The busy backdrop of section 4, over the page while react-admin is loading. */
export function BusyBackdrop() {
  const loading = useLoading();
  const translate = useTranslate();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [loading]);

  return (
    <Backdrop
      open={loading && shown}
      sx={{ zIndex: (theme) => theme.zIndex.modal - 1, bgcolor: 'rgba(0, 0, 0, 0.2)' }}
      // Out of the page once faded out: kept merely hidden, its spinner's animation would still
      // run, and the browser would redraw it sixty times a second on every page.
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <CircularProgress color="inherit" aria-label={translate('ra.page.loading')} />
    </Backdrop>
  );
}
