import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import {
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { readFailure } from '../../dataProvider/envelopeReader';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { DEFAULT_GALLERY_RATIO, resizerPath } from '../../domain/media/imageResizer';
import type { GalleryRatio } from '../../domain/media/imageResizer';
import { BASE_IMAGE_TYPES, thumbnailBox } from '../../domain/storefront/images';
import { IMAGE_RATIOS } from '../../domain/storefront/options';
import {
  IMAGE_CONTENT_MESSAGE,
  IMAGE_UPLOAD_MESSAGES,
  checkImageUpload,
} from '../../domain/validation/imageUpload';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { useCurrentProduct } from '../product/useCurrentProduct';
import { imageEntriesOf, imageSuffix, shownImage, uploadRatio, withImage } from './galleryImages';
import type { GalleryImage, GalleryImageType, ShownImage } from './galleryImages';
import { useUploadItemImage } from './useUploadItemImage';
import { ImageFileInput } from './ImageFileInput';

/** Why an upload was refused, as a message key (the service's refusals by status and words). */
function failureKey(error: unknown): { key: string; reason?: string } {
  if (isConsoleHttpError(error) && error.status === 413)
    return { key: 'console.gallery.errors.size' };
  const message = readFailure(error, 'Request failed').message;
  if (message === IMAGE_UPLOAD_MESSAGES.type) return { key: 'console.gallery.errors.type' };
  if (message === IMAGE_UPLOAD_MESSAGES.size) return { key: 'console.gallery.errors.size' };
  if (message === IMAGE_CONTENT_MESSAGE) return { key: 'console.gallery.errors.content' };
  return { key: 'console.gallery.errors.failed', reason: message };
}

export interface ItemImageGalleryProps {
  /** The item's id (none yet: save first) and type (the resizer's extension follows it). */
  itemId: string | undefined;
  cty: string;
  /** The item's images (`ex_ia` or `ia`): entries of {u, t, r}. */
  value: unknown;
  /** The images after an upload, a replace or a removal (every other entry kept as it was). */
  onChange: (images: unknown[]) => void;
  readOnly: boolean;
  /** The gallery's heading (the field's label); 'Images' by default. */
  title?: string | undefined;
  /** The form's problems with these images, shown under the heading. */
  problems?: string | undefined;
}

/** What an upload is for: a new image of the chosen type and ratio, or the one at an index. */
type UploadTarget = { kind: 'add' } | { kind: 'replace'; index: number };

/**
 * An item's image gallery (spec sections 3, 5, 7, 9): its Poster, Cover, Banner and Logo images,
 * each drawn through the resizer in a box of its ratio (16x9, 4x3, 3x1, 16x6) enlarged 2.5 times
 * and at most 200 px high, each replaceable (a new file in its place, same type and ratio) and
 * removable (once confirmed); and an upload of a JPEG or PNG of at most 128 MB for a chosen
 * type, filed under the ratio chosen or, by default, the one the service recognised in the
 * file's pixels (none matching: 16x9), its progress shown as it is sent. A wrong type or too
 * large a file is refused beside the upload before it is sent; the service's refusals show
 * there too. An address without a type or ratio (given through the API) is shown and kept.
 */
export function ItemImageGallery({
  itemId,
  cty,
  value,
  onChange,
  readOnly,
  title,
  problems,
}: ItemImageGalleryProps): ReactElement {
  const translate = useTranslate();
  const product = useCurrentProduct() ?? '';
  const upload = useUploadItemImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorId = useId();
  const headingId = useId();
  const entries = imageEntriesOf(value);
  const [type, setType] = useState<GalleryImageType>('Poster');
  const [ratio, setRatio] = useState<GalleryRatio | 'auto'>('auto');
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [removing, setRemoving] = useState<number | undefined>(undefined);
  const [focusUpload, setFocusUpload] = useState(false);
  const target = useRef<UploadTarget>({ kind: 'add' });
  // The value and its handler as last rendered: an upload's answer is filed into the images as
  // they are then, not as they were when the file was chosen (an image removed meanwhile).
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  // After a removal the focus goes to the upload (the removed image's buttons are gone).
  useEffect(() => {
    if (!focusUpload) return;
    setFocusUpload(false);
    (uploadButton.current ?? heading.current)?.focus();
  }, [focusUpload]);

  const words = (image: ShownImage) => ({
    type: image.t
      ? translate(`console.gallery.types.${image.t}`)
      : translate('console.gallery.noType'),
    ratio: image.r
      ? translate(`console.gallery.ratios.${image.r}`)
      : translate('console.gallery.noRatio'),
  });
  const altOf = (image: ShownImage) => {
    if (!image.t) return translate('console.gallery.untypedAlt');
    return image.r
      ? translate('console.gallery.imageAlt', words(image))
      : translate('console.gallery.typeOnlyAlt', words(image));
  };

  const choose = (next: UploadTarget) => {
    target.current = next;
    fileInput.current?.click();
  };

  const send = async (file: File) => {
    const aim = target.current;
    target.current = { kind: 'add' };
    setUploadError(undefined);
    setNotice(undefined);
    const check = checkImageUpload({ type: file.type, size: file.size });
    if (!check.ok) {
      setUploadError(translate(`console.gallery.errors.${check.reason}`));
      return;
    }
    if (!itemId) return;
    setProgress(0);
    try {
      const uploaded = await upload.mutateAsync({
        id: itemId,
        file,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      const now = latest.current;
      const current = imageEntriesOf(now.value);
      const replaced = aim.kind === 'replace' ? shownImage(current[aim.index]) : undefined;
      if (aim.kind === 'replace' && replaced) {
        // In its place: the same type and ratio (a type or ratio it lacked: the upload's).
        const image: GalleryImage = {
          u: uploaded.u,
          t: replaced.t ?? type,
          r: replaced.r ?? uploadRatio('auto', uploaded.r),
        };
        now.onChange(current.map((entry, i) => (i === aim.index ? image : entry)));
        const fits = uploaded.ratioMatched && uploaded.r === image.r;
        setNotice(
          translate(fits ? 'console.gallery.replaced' : 'console.gallery.replacedOtherRatio', {
            ...words(image),
            width: uploaded.width,
            height: uploaded.height,
          }),
        );
        return;
      }
      const filed = uploadRatio(ratio, uploaded.r);
      now.onChange(withImage(current, { u: uploaded.u, t: type, r: filed }));
      setNotice(
        translate(
          ratio === 'auto' && !uploaded.ratioMatched
            ? 'console.gallery.filedDefault'
            : 'console.gallery.filed',
          {
            type: translate(`console.gallery.types.${type}`),
            ratio: translate(`console.gallery.ratios.${filed}`),
            width: uploaded.width,
            height: uploaded.height,
          },
        ),
      );
    } catch (error) {
      const { key, reason } = failureKey(error);
      setUploadError(translate(key, { reason }));
    } finally {
      setProgress(undefined);
    }
  };

  const remove = (index: number) => {
    const image = shownImage(entries[index]);
    onChange(entries.filter((_entry, i) => i !== index));
    setUploadError(undefined);
    if (image) setNotice(translate('console.gallery.removed', words(image)));
    setFocusUpload(true);
  };

  const shown = entries.flatMap((entry, index) => {
    const image = shownImage(entry);
    return image ? [{ image, index }] : [];
  });
  const removingImage = removing === undefined ? undefined : shownImage(entries[removing]);
  const canUpload = !readOnly && itemId !== undefined;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography
        variant="subtitle1"
        component="h2"
        id={headingId}
        ref={heading}
        tabIndex={-1}
        sx={{ mb: 0.5, outline: 'none' }}
      >
        {title ?? translate('console.gallery.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('console.gallery.intro')}
      </Typography>
      {problems ? (
        <FormHelperText error sx={{ mb: 1.5 }}>
          {problems}
        </FormHelperText>
      ) : null}
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('console.gallery.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={title ?? translate('console.gallery.title')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 2 }}
        >
          {shown.map(({ image, index }) => {
            const box = thumbnailBox(image.r ?? DEFAULT_GALLERY_RATIO);
            const suffix = imageSuffix(image.u);
            // Drawn through the resizer at the box's width; an address from elsewhere as it is.
            const src =
              suffix !== undefined && itemId && product
                ? resizerPath({
                    product,
                    contentId: itemId,
                    cty,
                    imageType: image.t ?? 'Poster',
                    width: box.width,
                    suffix,
                    timestamp: 0,
                  })
                : image.u;
            const named = words(image);
            return (
              <Box
                component="li"
                key={image.t && image.r ? `${image.t}|${image.r}` : `${String(index)}|${image.u}`}
                sx={{ minWidth: 0, maxWidth: box.width }}
              >
                <Box
                  data-ratio={image.r ?? ''}
                  style={{ width: box.width, height: box.height }}
                  sx={{
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: 'action.hover',
                  }}
                >
                  <Box
                    component="img"
                    src={src}
                    alt={altOf(image)}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {translate('console.gallery.caption', named)}
                </Typography>
                {image.t && image.r ? null : (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                    data-user-content
                  >
                    {image.u}
                  </Typography>
                )}
                {!readOnly && (
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    {canUpload && (
                      <Button
                        size="small"
                        startIcon={<SwapIcon fontSize="small" />}
                        aria-label={translate('console.gallery.replace', named)}
                        disabled={upload.isPending}
                        onClick={() => choose({ kind: 'replace', index })}
                      >
                        {translate('console.gallery.replaceButton')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon fontSize="small" />}
                      aria-label={translate('console.gallery.remove', named)}
                      disabled={upload.isPending}
                      onClick={() => setRemoving(index)}
                    >
                      {translate('console.gallery.removeButton')}
                    </Button>
                  </Stack>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {readOnly ? (
        <Typography variant="body2" color="text.secondary">
          {translate('console.gallery.editToUpload')}
        </Typography>
      ) : itemId === undefined ? (
        <Typography variant="body2" color="text.secondary">
          {translate('console.gallery.saveFirst')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems="flex-start">
            <TextField
              select
              size="small"
              label={translate('console.gallery.type')}
              value={type}
              onChange={(event) => setType(event.target.value as GalleryImageType)}
              sx={{ minWidth: 180 }}
            >
              {BASE_IMAGE_TYPES.map((option) => (
                <MenuItem key={option} value={option}>
                  {translate(`console.gallery.types.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={translate('console.gallery.ratio')}
              value={ratio}
              onChange={(event) => setRatio(event.target.value as GalleryRatio | 'auto')}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="auto">{translate('console.gallery.ratioAuto')}</MenuItem>
              {IMAGE_RATIOS.map((option) => (
                <MenuItem key={option} value={option}>
                  {translate(`console.gallery.ratios.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              ref={uploadButton}
              variant="outlined"
              startIcon={
                upload.isPending ? <CircularProgress size={16} aria-hidden /> : <UploadIcon />
              }
              disabled={upload.isPending}
              aria-describedby={errorId}
              onClick={() => choose({ kind: 'add' })}
            >
              {translate(upload.isPending ? 'console.gallery.uploading' : 'console.gallery.upload')}
            </Button>
          </Stack>
          {progress !== undefined && (
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={translate('console.gallery.progress', { percent: progress })}
              sx={{ maxWidth: 420 }}
            />
          )}
          <FormHelperText
            id={errorId}
            error={uploadError !== undefined}
            role={uploadError ? 'alert' : undefined}
            aria-live={uploadError ? undefined : 'polite'}
          >
            {uploadError ?? notice ?? translate('console.gallery.fileHint')}
          </FormHelperText>
        </Stack>
      )}
      {canUpload && (
        <ImageFileInput
          ref={fileInput}
          testId="item-gallery-file"
          onFile={(file) => void send(file)}
        />
      )}
      <ConfirmDialog
        isOpen={removingImage !== undefined}
        title="console.gallery.confirmRemoveTitle"
        content="console.gallery.confirmRemove"
        contentTranslateOptions={removingImage ? words(removingImage) : {}}
        confirm="console.gallery.removeButton"
        cancel="console.gallery.cancel"
        confirmColor="error"
        onClose={() => setRemoving(undefined)}
        onConfirm={() => {
          if (removing !== undefined) remove(removing);
          setRemoving(undefined);
        }}
      />
    </Box>
  );
}
