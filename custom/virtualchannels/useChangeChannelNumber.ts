import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { vllServiceOf } from '../../dataProvider/vll/vllProvider';

/** Changes a virtual channel's number from the version shown (its key and ut). */
export function useChangeChannelNumber() {
  const dataProvider = useDataProvider();
  return useCallback(
    (id: string, change: { cn: number; key: string; ut: string }) =>
      vllServiceOf(dataProvider).changeChannelNumber(id, change),
    [dataProvider],
  );
}
