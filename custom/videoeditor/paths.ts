/** The video editor's path (spec section 2). */
export const VIDEO_EDITOR_PATH = '/apps/:product?/videoeditor';
