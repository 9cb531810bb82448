import {
  Suspense,
  cloneElement,
  lazy,
  useCallback,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { PopperProps } from '@mui/material/Popper';
import { useForkRef } from '@mui/material/utils';

/** The bubble and MUI's Popper under it, loaded the first time any HoverTooltip is shown. */
const TooltipPopup = lazy(() => import('./TooltipPopup'));

interface ChildProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}

/** Whether `element` has the keyboard's focus (false where the selector is unknown). */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

export interface HoverTooltipProps {
  title: ReactNode;
  placement?: PopperProps['placement'];
  /** One element that takes a ref and names itself (`aria-label`): the tooltip only shows. */
  children: ReactElement<ChildProps>;
}

/**
 * A tooltip for the shell's icon buttons in MUI's look, whose code (MUI's Popper, popper.js)
 * loads the first time the pointer comes over such a button or it takes the keyboard's focus: the
 * sign-in → dashboard path does not carry it. The button stays the same element throughout (it
 * names itself with its `aria-label`, as every such button of the shell does); the bubble is drawn
 * beside it while the pointer is over it or it has the keyboard's focus.
 */
export function HoverTooltip({ title, placement, children }: HoverTooltipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const keep = useCallback((node: HTMLElement | null) => setAnchor(node), []);
  const ref = useForkRef(children.props.ref, keep);
  const { onMouseEnter, onMouseLeave, onFocus, onBlur } = children.props;
  return (
    <>
      {cloneElement(children, {
        ref,
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          onMouseEnter?.(event);
          setOpen(true);
        },
        onMouseLeave: (event: MouseEvent<HTMLElement>) => {
          onMouseLeave?.(event);
          setOpen(false);
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          onFocus?.(event);
          // A keyboard focus shows the tooltip; a click's focus does not.
          if (focusVisible(event.currentTarget)) setOpen(true);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          onBlur?.(event);
          setOpen(false);
        },
      })}
      {open && anchor && title !== '' && (
        <Suspense fallback={null}>
          <TooltipPopup anchor={anchor} title={title} placement={placement} />
        </Suspense>
      )}
    </>
  );
}
