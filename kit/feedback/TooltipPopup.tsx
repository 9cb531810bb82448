import Popper from '@mui/material/Popper';
import type { PopperProps } from '@mui/material/Popper';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

const Bubble = styled('div')(({ theme }) => ({
  ...theme.typography.caption,
  fontSize: theme.typography.pxToRem(11),
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: 1.4,
  color: (theme.vars ?? theme).palette.common.white,
  backgroundColor: theme.vars
    ? theme.vars.palette.Tooltip.bg
    : theme.palette.mode === 'dark'
      ? theme.palette.grey[700]
      : 'rgba(97, 97, 97, 0.92)',
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  padding: '4px 8px',
  margin: 14,
  maxWidth: 300,
  wordWrap: 'break-word',
}));

export interface TooltipPopupProps {
  anchor: HTMLElement;
  title: ReactNode;
  placement?: PopperProps['placement'];
}

/** The bubble of a HoverTooltip: MUI's Popper (role 'tooltip') beside the button, in MUI's tooltip look. */
export default function TooltipPopup({ anchor, title, placement = 'bottom' }: TooltipPopupProps) {
  return (
    <Popper
      open
      anchorEl={anchor}
      placement={placement}
      sx={{ zIndex: (theme) => theme.zIndex.tooltip, pointerEvents: 'none' }}
    >
      <Bubble className="MuiTooltip-tooltip">{title}</Bubble>
    </Popper>
  );
}
