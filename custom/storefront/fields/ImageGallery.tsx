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
import { useId, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { isConsoleHttpError } from '../../../dataProvider/errors';
import { readFailure } from '../../../dataProvider/envelopeReader';
import {
  enabledImageTypes,
  hasSponsor,
  imagesOf,
  missingImageRatios,
  neededRatios,
  thumbnailBox,
} from '../../../domain/storefront/images';
import type {
  ContainerImage,
  ContainerImageType,
  ImageRatio,
} from '../../../domain/storefront/images';
import { IMAGE_RATIOS } from '../../../domain/storefront/options';
import {
  IMAGE_CONTENT_MESSAGE,
  IMAGE_UPLOAD_MESSAGES,
  checkImageUpload,
} from '../../../domain/validation/imageUpload';
import type { FormProblem, StoreForm } from '../storeForm';
import { problemsAt } from '../storeForm';
import { useUploadStoreImage } from '../useContainerImages';
import { useProblemText } from './CommonFields';
import { ImageFileInput } from '../../../kit/gallery/ImageFileInput';

/** An image type's message key ('Logo Sponsor' is `LogoSponsor`). */
const typeKey = (type: ContainerImageType) => type.replace(' ', '');

/** Why an upload was refused, as a message key: the service's refusals by status and words. */
export function uploadFailureKey(error: unknown): { key: string; reason?: string } {
  if (isConsoleHttpError(error) && error.status === 413)
    return { key: 'console.storefront.gallery.errors.size' };
  const message = readFailure(error, 'Request failed').message;
  if (message === IMAGE_UPLOAD_MESSAGES.type)
    return { key: 'console.storefront.gallery.errors.type' };
  if (message === IMAGE_UPLOAD_MESSAGES.size)
    return { key: 'console.storefront.gallery.errors.size' };
  if (message === IMAGE_CONTENT_MESSAGE)
    return { key: 'console.storefront.gallery.errors.content' };
  return { key: 'console.storefront.gallery.errors.failed', reason: message };
}

export interface ImageGalleryProps {
  /** The container's form: its images (`ex_ia`), and what enables types and needs ratios. */
  form: StoreForm;
  onChange: (images: ContainerImage[]) => void;
  /** The saved container images are uploaded to; none yet: save first. */
  containerId?: string | undefined;
  readOnly: boolean;
  /** The form's problems; those at '/ex_ia' show here. */
  problems: readonly FormProblem[];
}

/**
 * A container's image gallery (spec section 3, issue 12): its images, each in a box of its
 * ratio enlarged 2.5 times and at most 200 px high (domain/storefront/images), removable; the
 * ratios its devices need to publish, each marked held or missing; and an upload of a JPEG or
 * PNG of at most 128 MB for a chosen type and ratio (one image per type and ratio: a
 * new one replaces the old). A file of another type or too large is refused beside the upload
 * before anything is sent; the service's refusals show there too.
 */
export function ImageGallery({
  form,
  onChange,
  containerId,
  readOnly,
  problems,
}: ImageGalleryProps): ReactElement {
  const translate = useTranslate();
  const problemText = useProblemText();
  const upload = useUploadStoreImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const headingId = useId();
  const images = imagesOf(form);
  const enabled = enabledImageTypes(form);
  const [type, setType] = useState<ContainerImageType>('Poster');
  const [ratio, setRatio] = useState<ImageRatio>(
    () => neededRatios(form)[0]?.ratio ?? IMAGE_RATIOS[0],
  );
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const chosenType = enabled.includes(type) ? type : 'Poster';
  const missing = new Set(missingImageRatios(form).map((needed) => needed.ratio));
  const label = (image: { t: ContainerImageType; r: ImageRatio }) => ({
    type: translate(`console.storefront.gallery.types.${typeKey(image.t)}`),
    ratio: translate(`console.storefront.ratios.${image.r}`),
  });
  const galleryProblem = problemText(problems.filter((problem) => problem.field === '/ex_ia'));

  const remove = (index: number) => onChange(images.filter((_image, i) => i !== index));

  const send = async (file: File) => {
    setUploadError(undefined);
    // Checked here first: a wrong type or too large a file is never sent.
    const check = checkImageUpload({ type: file.type, size: file.size });
    if (!check.ok) {
      setUploadError(translate(`console.storefront.gallery.errors.${check.reason}`));
      return;
    }
    if (!containerId) return;
    try {
      const uploaded = await upload.mutateAsync({ id: containerId, file });
      const added: ContainerImage = { u: uploaded.u, t: chosenType, r: ratio };
      // One image per type and ratio: the new one takes the old one's place.
      const at = images.findIndex((image) => image.t === added.t && image.r === added.r);
      onChange(
        at === -1 ? [...images, added] : images.map((image, i) => (i === at ? added : image)),
      );
    } catch (error) {
      const { key, reason } = uploadFailureKey(error);
      setUploadError(translate(key, { reason }));
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ mb: 0.5 }}>
        {translate('console.storefront.gallery.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('console.storefront.gallery.intro')}
      </Typography>

      <Typography variant="subtitle2" component="h4">
        {translate('console.storefront.gallery.needed')}
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 1.5, pl: 2.5 }}>
        {neededRatios(form).map(({ ratio: needed, devices }) => (
          <Typography
            component="li"
            variant="body2"
            key={needed}
            color={missing.has(needed) ? 'error' : 'text.primary'}
          >
            {translate('console.storefront.gallery.neededRatio', {
              ratio: translate(`console.storefront.ratios.${needed}`),
              devices: devices
                .map((device) => translate(`console.storefront.devices.${device}`))
                .join(', '),
              state: translate(
                missing.has(needed)
                  ? 'console.storefront.gallery.missing'
                  : 'console.storefront.gallery.held',
              ),
            })}
          </Typography>
        ))}
      </Box>
      {galleryProblem && (
        <FormHelperText error role="alert" sx={{ mb: 1.5 }}>
          {galleryProblem}
        </FormHelperText>
      )}

      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('console.storefront.gallery.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('console.storefront.gallery.title')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 2 }}
        >
          {images.map((image, index) => {
            const box = thumbnailBox(image.r);
            const words = label(image);
            const own = problemText(problemsAt(problems, `/ex_ia/${String(index)}`));
            return (
              <Box component="li" key={`${image.t}|${image.r}|${image.u}`} sx={{ minWidth: 0 }}>
                <Box
                  data-ratio={image.r}
                  style={{ width: box.width, height: box.height }}
                  sx={{
                    border: 1,
                    borderColor: own ? 'error.main' : 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: 'action.hover',
                  }}
                >
                  <Box
                    component="img"
                    src={image.u}
                    alt={translate('console.storefront.gallery.imageAlt', words)}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </Box>
                <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 0.5 }}>
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {translate('console.storefront.gallery.caption', words)}
                  </Typography>
                  {!readOnly && (
                    <IconButton
                      size="small"
                      aria-label={translate('console.storefront.gallery.remove', words)}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                {own && <FormHelperText error>{own}</FormHelperText>}
              </Box>
            );
          })}
        </Box>
      )}

      {!readOnly &&
        (containerId === undefined ? (
          <Typography variant="body2" color="text.secondary">
            {translate('console.storefront.gallery.saveFirst')}
          </Typography>
        ) : (
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems="flex-start">
              <TextField
                select
                size="small"
                label={translate('console.storefront.gallery.type')}
                value={chosenType}
                onChange={(event) => setType(event.target.value as ContainerImageType)}
                sx={{ minWidth: 180 }}
              >
                {enabled.map((option) => (
                  <MenuItem key={option} value={option}>
                    {translate(`console.storefront.gallery.types.${typeKey(option)}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={translate('console.storefront.gallery.ratio')}
                value={ratio}
                onChange={(event) => setRatio(event.target.value as ImageRatio)}
                sx={{ minWidth: 140 }}
              >
                {IMAGE_RATIOS.map((option) => (
                  <MenuItem key={option} value={option}>
                    {translate(`console.storefront.ratios.${option}`)}
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
                {translate(
                  upload.isPending
                    ? 'console.storefront.gallery.uploading'
                    : 'console.storefront.gallery.upload',
                )}
              </Button>
              <ImageFileInput
                ref={fileInput}
                testId="gallery-file"
                onFile={(file) => void send(file)}
              />
            </Stack>
            <FormHelperText
              id={errorId}
              error={uploadError !== undefined}
              role={uploadError ? 'alert' : undefined}
            >
              {uploadError ?? translate('console.storefront.gallery.fileHint')}
            </FormHelperText>
            {(!enabled.includes('Logo Sponsor') || !enabled.includes('Logo Header')) && (
              <Typography variant="caption" color="text.secondary">
                {[
                  hasSponsor(form)
                    ? undefined
                    : translate('console.storefront.gallery.enableSponsor'),
                  form.logo_overlay === true
                    ? undefined
                    : translate('console.storefront.gallery.enableHeader'),
                ]
                  .filter((hint) => hint !== undefined)
                  .join(' ')}
              </Typography>
            )}
          </Stack>
        ))}
    </Box>
  );
}
