import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface LockBannerProps {
  lockedBy: string;
  /** Only roles holding force-unlock on the type's page see the button. */
  canForceUnlock: boolean;
  onForceUnlock: () => void;
}

/** Tells the user someone else is editing the item: the form stays read-only. */
export function LockBanner({ lockedBy, canForceUnlock, onForceUnlock }: LockBannerProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      action={
        canForceUnlock ? (
          <Button color="inherit" size="small" onClick={onForceUnlock}>
            {translate('console.editor.actions.forceUnlock')}
          </Button>
        ) : undefined
      }
    >
      {translate('console.editor.lock.lockedBy', { name: lockedBy })}
    </Alert>
  );
}
