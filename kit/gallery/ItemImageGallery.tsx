import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import {
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  IconButton,
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
import { resizerPath } from '../../domain/media/imageResizer';
import type { GalleryRatio } from '../../domain/media/imageResizer';
import { BASE_IMAGE_TYPES, thumbnailBox } from '../../domain/storefront/images';
import { IMAGE_RATIOS } from '../../domain/storefront/options';
import {
  IMAGE_CONTENT_MESSAGE,
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  checkImageUpload,
} from '../../domain/validation/imageUpload';
import { useCurrentProduct } from '../product/useCurrentProduct';
import { galleryImagesOf, imageSuffix, uploadRatio, withImage } from './galleryImages';
import type { GalleryImage, GalleryImageType } from './galleryImages';
import { useUploadItemImage } from './useUploadItemImage';
import { formQuiet } from '../jsonforms/settle';

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
  /** The item's `ex_ia`. */
  value: unknown;
  onChange: (images: GalleryImage[]) => void;
  readOnly: boolean;
}

/**
 * An item's image gallery (spec sections 3, 5, 7, 9; issue 14): its Poster, Cover, Banner and Logo
 * images, each drawn through the resizer in a box of its ratio (16x9, 4x3, 3x1, 16x6) enlarged 2.5
 * times and at most 200 px high, removable; and an upload of a JPEG or PNG of at most 128 MB
 * for a chosen type, filed under the ratio chosen or, by default, the one the service
 * recognised in the file's pixels (none matching: 16x9). A wrong type or too large a file is
 * refused beside the upload before it is sent; the service's refusals show there too.
 */
export function ItemImageGallery({
  itemId,
  cty,
  value,
  onChange,
  readOnly,
}: ItemImageGalleryProps): ReactElement {
  const translate = useTranslate();
  const product = useCurrentProduct() ?? '';
  const upload = useUploadItemImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const headingId = useId();
  const images = galleryImagesOf(value);
  const [type, setType] = useState<GalleryImageType>('Poster');
  const [ratio, setRatio] = useState<GalleryRatio | 'auto'>('auto');
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  // The value and its handler as last rendered: an upload's answer is filed into the form as it
  // is then, not as it was when the file was chosen (a name typed meanwhile, or an image
  // removed, would otherwise be replaced by that older copy of the form). And only once the
  // form has reported what was typed before the answer came: a change of the form's data while
  // a text cell still holds a keystroke lost that keystroke (the name typed just before an
  // upload came back as it was). The form's last change is when `value` or `onChange` last
  // changed (GalleryExtra's handler changes with the form's data).
  const latest = useRef({ value, onChange, at: 0 });
  useEffect(() => {
    latest.current = { value, onChange, at: Date.now() };
  }, [value, onChange]);
  const words = (image: GalleryImage) => ({
    type: translate(`console.gallery.types.${image.t}`),
    ratio: translate(`console.gallery.ratios.${image.r}`),
  });

  const send = async (file: File) => {
    setUploadError(undefined);
    setNotice(undefined);
    const check = checkImageUpload({ type: file.type, size: file.size });
    if (!check.ok) {
      setUploadError(translate(`console.gallery.errors.${check.reason}`));
      return;
    }
    if (!itemId) return;
    try {
      const uploaded = await upload.mutateAsync({ id: itemId, file });
      await formQuiet(() => latest.current.at);
      const filed = uploadRatio(ratio, uploaded.r);
      const now = latest.current;
      now.onChange(withImage(galleryImagesOf(now.value), { u: uploaded.u, t: type, r: filed }));
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
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle1" component="h2" id={headingId} sx={{ mb: 0.5 }}>
        {translate('console.gallery.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('console.gallery.intro')}
      </Typography>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('console.gallery.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('console.gallery.title')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 2 }}
        >
          {images.map((image, index) => {
            const box = thumbnailBox(image.r);
            const suffix = imageSuffix(image.u);
            // Drawn through the resizer at the box's width; an address from elsewhere as it is.
            const src =
              suffix !== undefined && itemId && product
                ? resizerPath({
                    product,
                    contentId: itemId,
                    cty,
                    imageType: image.t,
                    width: box.width,
                    suffix,
                    timestamp: 0,
                  })
                : image.u;
            return (
              <Box component="li" key={`${image.t}|${image.r}|${image.u}`} sx={{ minWidth: 0 }}>
                <Box
                  data-ratio={image.r}
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
                    alt={translate('console.gallery.imageAlt', words(image))}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </Box>
                <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 0.5 }}>
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {translate('console.gallery.caption', words(image))}
                  </Typography>
                  {!readOnly && (
                    <IconButton
                      size="small"
                      aria-label={translate('console.gallery.remove', words(image))}
                      onClick={() => onChange(images.filter((_image, i) => i !== index))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
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
              variant="outlined"
              startIcon={
                upload.isPending ? <CircularProgress size={16} aria-hidden /> : <UploadIcon />
              }
              disabled={upload.isPending}
              aria-describedby={errorId}
              onClick={() => fileInput.current?.click()}
            >
              {translate(upload.isPending ? 'console.gallery.uploading' : 'console.gallery.upload')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              tabIndex={-1}
              accept={IMAGE_UPLOAD_TYPES.join(',')}
              data-testid="item-gallery-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // The same file chosen again after a refusal is a new choice.
                event.target.value = '';
                if (file) void send(file);
              }}
            />
          </Stack>
          <FormHelperText
            id={errorId}
            error={uploadError !== undefined}
            role={uploadError ? 'alert' : undefined}
          >
            {uploadError ?? notice ?? translate('console.gallery.fileHint')}
          </FormHelperText>
        </Stack>
      )}
    </Box>
  );
}
