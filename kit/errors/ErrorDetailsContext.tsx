import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { ErrorDetailsDialog } from './ErrorDetailsDialog';
import type { ErrorReport } from './ErrorDetailsDialog';

type ShowErrorDetails = (report: ErrorReport) => void;

const ErrorDetailsContext = createContext<ShowErrorDetails | undefined>(undefined);

/**
 * Holds the one error details dialog of the console. The shell mounts it around the
 * screens so that a notification's 'Show details...' can open the dialog even after the
 * snackbar itself has gone.
 */
export function ErrorDetailsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ report: ErrorReport; serial: number } | undefined>();
  const show = useCallback<ShowErrorDetails>(
    (report) => setShown((previous) => ({ report, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => setShown(undefined), []);

  return (
    <ErrorDetailsContext.Provider value={show}>
      {children}
      {shown && (
        <ErrorDetailsDialog key={shown.serial} open report={shown.report} onClose={close} />
      )}
    </ErrorDetailsContext.Provider>
  );
}

/** Opens the error details dialog; undefined outside {@link ErrorDetailsProvider}. */
export function useShowErrorDetails(): ShowErrorDetails | undefined {
  return useContext(ErrorDetailsContext);
}
