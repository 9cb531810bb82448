import type { Ref } from 'react';
import { IMAGE_UPLOAD_TYPES } from '../../domain/validation/imageUpload';

/**
 * The hidden file input behind an image upload button: takes the image kinds the service
 * accepts, hands the chosen file on, and forgets it at once, so the same file chosen again after
 * a refusal is a new choice. The button opens it through `ref`.
 */
export function ImageFileInput({
  ref,
  testId,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  /** The input's `data-testid`, by which tests hand it a file. */
  testId: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      tabIndex={-1}
      accept={IMAGE_UPLOAD_TYPES.join(',')}
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
