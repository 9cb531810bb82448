import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, IconButton, Stack } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The sensors' options, fixed once. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The messages of a sortable stack, each given `name` (and `position`, from 1): the handle's
 * label, the keyboard instructions, and what is announced as an entry is lifted, moved, dropped
 * or put back.
 */
export interface SortableMessages {
  handle: string;
  help: string;
  lifted: string;
  over: string;
  dropped: string;
  cancelled: string;
}

function SortableEntry({
  id,
  name,
  handleLabel,
  children,
}: {
  id: string;
  name: string;
  handleLabel: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <IconButton
      disableRipple
      size="small"
      sx={{ cursor: 'grab' }}
      aria-label={translate(handleLabel, { name })}
      {...attributes}
      {...listeners}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
  return (
    <Box
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      {children(handle)}
    </Box>
  );
}

/**
 * A vertical stack whose entries are reordered by dragging their handle or by the keyboard
 * (Space on the handle lifts, the arrow keys move, Space drops, Escape cancels), each step
 * announced to screen readers in the console's language (dnd-kit). `children` draws an entry
 * with its handle.
 */
export function SortableStack({
  ids,
  nameOf,
  messages,
  onMove,
  spacing = 2,
  children,
}: {
  /** One id per entry, unique, in order. */
  ids: readonly string[];
  nameOf: (index: number) => string;
  messages: SortableMessages;
  onMove: (from: number, to: number) => void;
  spacing?: number;
  children: (index: number, handle: ReactNode) => ReactNode;
}): ReactElement {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const positionOf = (id: unknown) => ids.indexOf(String(id));
  const nameOfId = (id: unknown) => nameOf(positionOf(id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id), positionOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: translate(messages.help) },
        announcements: {
          onDragStart: ({ active }) => translate(messages.lifted, { name: nameOfId(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? translate(messages.over, {
                  name: nameOfId(active.id),
                  position: positionOf(over.id) + 1,
                })
              : undefined,
          onDragEnd: ({ active, over }) =>
            translate(messages.dropped, {
              name: nameOfId(active.id),
              position: positionOf(over ? over.id : active.id) + 1,
            }),
          onDragCancel: ({ active }) =>
            translate(messages.cancelled, { name: nameOfId(active.id) }),
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <Stack spacing={spacing}>
          {ids.map((id, index) => (
            <SortableEntry key={id} id={id} name={nameOf(index)} handleLabel={messages.handle}>
              {(handle) => children(index, handle)}
            </SortableEntry>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
