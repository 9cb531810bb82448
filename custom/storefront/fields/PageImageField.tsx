import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import {
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { thumbnailBox } from '../../../domain/storefront/images';
import type { ContainerImage, ImageRatio } from '../../../domain/storefront/images';
import { IMAGE_RATIOS } from '../../../domain/storefront/options';
import { PAGE_IMAGE_SLOTS, pageImageOf } from '../../../domain/storefront/pageImages';
import type { PageImageTab } from '../../../domain/storefront/pageImages';
import { checkImageUpload } from '../../../domain/validation/imageUpload';
import { useUploadStoreImage } from '../useContainerImages';
import { uploadFailureKey } from './ImageGallery';
import { ImageFileInput } from '../../../kit/gallery/ImageFileInput';

export interface PageImageFieldProps {
  /** The settings tab whose image this is (its type: Banner, Logo or Cover). */
  tab: PageImageTab;
  label: string;
  /** The stored `set.<TAB>.image`. */
  value: unknown;
  onChange: (image: ContainerImage | undefined) => void;
  /** The saved page images are uploaded for; none yet: save first. */
  pageId?: string | undefined;
  readOnly: boolean;
  /** The form's or the service's problem with the stored value, in words. */
  problem?: string | undefined;
}

/**
 * One image of a page's settings (Tab background, Tab logo, Background image; issue 12), taken
 * like a container's gallery image: uploaded through the image service (JPEG or PNG, at most
 * 128 MB, checked before sending) in a chosen ratio, shown in its ratio enlarged 2.5
 * times and at most 200 px high, removable. Refusals show beside the upload; nothing changes.
 */
export function PageImageField({
  tab,
  label,
  value,
  onChange,
  pageId,
  readOnly,
  problem,
}: PageImageFieldProps): ReactElement {
  const translate = useTranslate();
  const upload = useUploadStoreImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const errorId = useId();
  const slot = PAGE_IMAGE_SLOTS[tab];
  const image = pageImageOf(tab, value);
  const [ratio, setRatio] = useState<ImageRatio>(() => image?.r ?? slot.ratio);
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const words = image
    ? {
        type: translate(`console.storefront.gallery.types.${image.t}`),
        ratio: translate(`console.storefront.ratios.${image.r}`),
      }
    : undefined;

  const send = async (file: File) => {
    setUploadError(undefined);
    // Checked here first: a wrong type or too large a file is never sent.
    const check = checkImageUpload({ type: file.type, size: file.size });
    if (!check.ok) {
      setUploadError(translate(`console.storefront.gallery.errors.${check.reason}`));
      return;
    }
    if (!pageId) return;
    try {
      const uploaded = await upload.mutateAsync({ id: pageId, file });
      onChange({ u: uploaded.u, t: slot.type, r: ratio });
    } catch (error) {
      const { key, reason } = uploadFailureKey(error);
      setUploadError(translate(key, { reason }));
    }
  };

  const box = image ? thumbnailBox(image.r) : undefined;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle2" component="h3" id={headingId} sx={{ mb: 1 }}>
        {label}
      </Typography>
      {image && box && words ? (
        <Box sx={{ mb: 1.5 }}>
          <Box
            data-ratio={image.r}
            style={{ width: box.width, height: box.height }}
            sx={{
              maxWidth: '100%',
              border: 1,
              borderColor: problem ? 'error.main' : 'divider',
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
            <Typography variant="body2">
              {translate('console.storefront.gallery.caption', words)}
            </Typography>
            {!readOnly && (
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteIcon fontSize="small" />}
                onClick={() => onChange(undefined)}
              >
                {translate('console.storefront.pageImages.remove', { name: label })}
              </Button>
            )}
          </Stack>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('console.storefront.pageImages.empty')}
        </Typography>
      )}
      {problem && (
        <FormHelperText error role="alert" sx={{ mb: 1 }}>
          {problem}
          {!readOnly && image === undefined && value !== undefined && (
            <Button size="small" color="inherit" onClick={() => onChange(undefined)} sx={{ ml: 1 }}>
              {translate('console.storefront.pageImages.clear')}
            </Button>
          )}
        </FormHelperText>
      )}
      {!readOnly &&
        (pageId === undefined ? (
          <Typography variant="body2" color="text.secondary">
            {translate('console.storefront.pageImages.saveFirst')}
          </Typography>
        ) : (
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems="flex-start">
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
                    : 'console.storefront.pageImages.upload',
                  { name: label },
                )}
              </Button>
              <ImageFileInput
                ref={fileInput}
                testId={`page-image-file-${tab}`}
                onFile={(file) => void send(file)}
              />
            </Stack>
            <FormHelperText
              id={errorId}
              error={uploadError !== undefined}
              role={uploadError ? 'alert' : undefined}
            >
              {uploadError ?? translate('console.storefront.pageImages.fileHint')}
            </FormHelperText>
          </Stack>
        ))}
    </Box>
  );
}
