import type { SxProps, Theme } from '@mui/material';

/**
 * The timeline's styles, once for the page: blocks and marks are plain elements with classes,
 * so thousands of them cost no styled component each.
 */
export const scheduleStyles: SxProps<Theme> = (theme) => ({
  // The timeline takes the row; the side panels sit beside it only when the window leaves the
  // week's nine columns room (wide screens), else they wrap below it, side by side.
  '& .sched-body': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    alignItems: 'flex-start',
  },
  '& .sched-scroll': {
    // Holds the timeline's hidden drag instructions and announcements (absolutely placed).
    position: 'relative',
    flex: '1000 1 980px',
    minWidth: 0,
    maxHeight: '72vh',
    overflow: 'auto',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 1,
  },
  '& .sched-side': {
    flex: '1 1 280px',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
  },
  '& .sched-side > .sched-panel': { flex: '1 1 260px', minWidth: 0 },
  '& .sched-panel': {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 1,
    p: 1,
    mb: 1,
  },
  '& .sched-warning-items': { margin: 0, paddingLeft: '1.2em', fontSize: 13 },
  '& .sched-grid': { display: 'grid', position: 'relative' },
  '& .sched-corner, & .sched-day-head': {
    position: 'sticky',
    top: 0,
    zIndex: 6,
    background: theme.palette.background.paper,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .sched-day-head': {
    padding: '4px',
    fontSize: 13,
    fontWeight: 700,
    display: 'flex',
    flexDirection: 'column',
    minHeight: 40,
  },
  '& .sched-day-hours': { color: theme.palette.warning.main, fontSize: 12 },
  '& .sched-day-note': {
    color: theme.palette.warning.light,
    fontSize: 11,
    fontWeight: 400,
    // A phrase wraps between its words in a narrow column (the week at 1024 px); the full
    // message is the note's title.
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& .sched-day-note:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  // A note's full message: read by screen readers, shown under the label while it has the focus.
  '& .sched-note-full': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '& .sched-day-note:focus .sched-note-full': {
    clip: 'auto',
    width: 'max-content',
    maxWidth: 240,
    height: 'auto',
    whiteSpace: 'normal',
    zIndex: 8,
    marginTop: 16,
    padding: '2px 6px',
    borderRadius: '3px',
    background: theme.palette.grey[900],
    color: theme.palette.common.white,
  },
  '& .sched-visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '& .sched-day-messages': { margin: 0, paddingLeft: '1.2em', fontSize: 13 },
  '& .sched-gutter': { position: 'relative', fontSize: 11, color: theme.palette.text.secondary },
  '& .sched-gutter span': { position: 'absolute', right: 4, transform: 'translateY(-50%)' },
  // Each column paints and lays out on its own (an edit in one day repaints that day only).
  '& .sched-column': {
    position: 'relative',
    borderLeft: `1px solid ${theme.palette.divider}`,
    contain: 'layout paint style',
    isolation: 'isolate',
    // A pointer drag selects no text on the way.
    userSelect: 'none',
  },
  '& .sched-target-cell': {
    position: 'relative',
    zIndex: 5,
    pointerEvents: 'none',
    willChange: 'transform',
  },
  // Under the blocks (the column is its own stacking context) and never the pointer's target:
  // drawn above them, it took every press, drag and hover meant for a block.
  '& .sched-daybox': {
    position: 'absolute',
    left: 0,
    right: 0,
    zIndex: -1,
    pointerEvents: 'none',
    background: theme.palette.action.hover,
  },
  '& .sched-hour': {
    position: 'absolute',
    left: 0,
    right: 0,
    borderTop: `1px dashed ${theme.palette.divider}`,
    fontSize: 10,
    color: theme.palette.text.secondary,
    pointerEvents: 'none',
  },
  '& .sched-now': {
    position: 'absolute',
    left: 0,
    right: 0,
    borderTop: `2px solid ${theme.palette.error.main}`,
    zIndex: 2,
    pointerEvents: 'none',
  },
  '& .sched-block': {
    display: 'block',
    boxSizing: 'border-box',
    width: 'calc(100% - 4px)',
    margin: '0 2px',
    padding: '0 3px',
    border: 0,
    borderBottom: '1px solid rgba(255,255,255,0.35)',
    // In pixels: a bare number here is a multiple of the theme's radius (a 30-minute block of
    // the week was drawn as a lozenge).
    borderRadius: '3px',
    color: '#fff',
    // The shorthand first: after fontSize and lineHeight it reset them to the page's, and a
    // 30-minute block's two lines (about 32 px) were cut at its 30 px bottom.
    font: 'inherit',
    fontFamily: theme.typography.fontFamily,
    fontSize: 11,
    lineHeight: '13px',
    textAlign: 'left',
    cursor: 'default',
  },
  '& .sched-block-draggable': { cursor: 'grab', touchAction: 'none' },
  '& .sched-block-dragging': { opacity: 0.45 },
  // Only a block with text clips (a clipping block paints as a layer of its own).
  '& .sched-block-texted': { overflow: 'hidden' },
  '& .sched-block:focus-visible': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
    position: 'relative',
    zIndex: 4,
  },
  // A short airing or ad break, drawn taller than its minutes, stays over the next block.
  '& .sched-block-short': { position: 'relative', zIndex: 2 },
  // A selected block, or one with an error, is drawn over its neighbours.
  '& .sched-block-raised': { position: 'relative', zIndex: 3 },
  '& .sched-block-text': {
    display: 'block',
    fontSize: 11,
    lineHeight: '13px',
    whiteSpace: 'nowrap',
  },
  '& .sched-block-name': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .sched-block-time': { display: 'block', opacity: 0.85 },
  // The lock is drawn, not written: the block's name says 'Locked' for screen readers.
  '& .sched-block-locked::before': { content: '"🔒 "' },
  '& .sched-block-error': {
    display: 'block',
    background: theme.palette.error.main,
    color: theme.palette.error.contrastText,
    fontSize: 11,
    whiteSpace: 'normal',
  },
  '& .sched-block-selected': {
    position: 'absolute',
    inset: 0,
    border: `2px solid ${theme.palette.primary.light}`,
    borderRadius: '3px',
  },
  // The full name and times of the block under the pointer or with the focus.
  '& .sched-hint': {
    position: 'absolute',
    zIndex: 7,
    maxWidth: 260,
    padding: '2px 6px',
    borderRadius: '3px',
    fontSize: 12,
    background: theme.palette.grey[900],
    color: theme.palette.common.white,
    border: `1px solid ${theme.palette.divider}`,
    pointerEvents: 'none',
    whiteSpace: 'normal',
  },
  '& .sched-target': {
    position: 'absolute',
    left: 0,
    right: 0,
    zIndex: 5,
    border: `2px dashed ${theme.palette.success.main}`,
    background: 'rgba(46, 125, 50, 0.25)',
    fontSize: 11,
    color: theme.palette.text.primary,
    pointerEvents: 'none',
    overflow: 'visible',
  },
  '& .sched-target-conflict': {
    borderColor: theme.palette.error.main,
    background: 'rgba(211, 47, 47, 0.3)',
  },
  '& .sched-target span': {
    display: 'block',
    background: theme.palette.background.paper,
    width: 'max-content',
    maxWidth: 220,
    whiteSpace: 'normal',
  },
});
