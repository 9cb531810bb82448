import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { mediaOpsServiceOf } from '../../dataProvider/mediaOps/mediaOpsProvider';
import type { UploadedItemImage } from '../../dataProvider/mediaOps/mediaOpsProvider';

/**
 * Uploads a JPEG or PNG to an item (`POST /image/upload/{id}`): answers where it is served and what
 * its pixels showed (size, recognised ratio); `onProgress` hears how much of the file has been
 * sent (0 to 1). Refusals reject with the service's error.
 */
export function useUploadItemImage() {
  const dataProvider = useDataProvider();
  return useMutation<
    UploadedItemImage,
    unknown,
    { id: string; file: Blob; onProgress?: (fraction: number) => void }
  >({
    mutationFn: ({ id, file, onProgress }) =>
      mediaOpsServiceOf(dataProvider).uploadItemImage(id, file, onProgress ? { onProgress } : {}),
  });
}
