import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import type { ErrorReport } from './ErrorDetailsDialog';

// The dialog's code loads when an error's details are first asked for.
const ErrorDetailsDialog = lazy(() =>
  import('./ErrorDetailsDialog').then((module) => ({ default: module.ErrorDetailsDialog })),
);

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
        <Suspense fallback={null}>
          <ErrorDetailsDialog key={shown.serial} open report={shown.report} onClose={close} />
        </Suspense>
      )}
    </ErrorDetailsContext.Provider>
  );
}

/** Opens the error details dialog; undefined outside {@link ErrorDetailsProvider}. */
export function useShowErrorDetails(): ShowErrorDetails | undefined {
  return useContext(ErrorDetailsContext);
}
