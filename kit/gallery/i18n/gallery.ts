/** `console.gallery.*`: an item's image gallery (kit/gallery; issue 14). */
export const messages = {
  console: {
    gallery: {
      title: 'Images',
      intro:
        'Poster, cover, banner and logo images, each shown at its ratio. Upload a JPEG or PNG of at most 128 MB.',
      empty: 'No images yet.',
      type: 'Image type',
      ratio: 'Ratio',
      ratioAuto: 'Recognise from the file',
      upload: 'Upload image',
      uploading: 'Uploading…',
      fileHint: 'JPEG or PNG, at most 128 MB.',
      editToUpload: 'Edit the item to upload or remove images.',
      saveFirst: 'Save the item first, then upload its images.',
      filed: '%{type} added at %{ratio} (%{width}×%{height} px).',
      filedDefault:
        '%{type} added at %{ratio}: its size (%{width}×%{height} px) matches none of the ratios.',
      caption: '%{type} · %{ratio}',
      imageAlt: '%{type} image, ratio %{ratio}',
      remove: 'Remove the %{type} image at %{ratio}',
      removeButton: 'Remove',
      replace: 'Replace the %{type} image at %{ratio}',
      replaceButton: 'Replace',
      replaced: '%{type} at %{ratio} replaced (%{width}×%{height} px).',
      replacedOtherRatio:
        '%{type} at %{ratio} replaced. The file is %{width}×%{height} px, not %{ratio}: it is cropped to fit.',
      removed: '%{type} at %{ratio} removed: save to keep the change.',
      confirmRemoveTitle: 'Remove this image?',
      confirmRemove: 'The %{type} image at %{ratio} is taken off this item when you save.',
      cancel: 'Cancel',
      progress: 'Uploading: %{percent}%',
      noType: 'No type',
      noRatio: 'no ratio',
      untypedAlt: 'Image without a type',
      typeOnlyAlt: '%{type} image',
      types: { Poster: 'Poster', Cover: 'Cover', Banner: 'Banner', Logo: 'Logo' },
      ratios: { '16x9': '16:9', '4x3': '4:3', '3x1': '3:1', '16x6': '16:6' },
      errors: {
        type: 'Only JPEG and PNG images can be uploaded.',
        size: 'The image is larger than the maximum of 128 MB.',
        content: 'The file is not the JPEG or PNG image it claims to be.',
        failed: 'The upload failed: %{reason}',
      },
    },
  },
} as const;
