import DeleteIcon from '@mui/icons-material/DeleteOutline';
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
import { IconButton, List, ListItem, ListItemText } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

/** One title of the list: its key (unique in the list), name and secondary line. */
export interface SortableTitle {
  key: string;
  name: string;
  secondary: string;
  problem: boolean;
}

/** The sensors' options, fixed once (see ContainerList). */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

function TitleRow({
  title,
  position,
  readOnly,
  onRemove,
}: {
  title: SortableTitle;
  position: number;
  readOnly: boolean;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: title.key,
    disabled: readOnly,
  });
  return (
    <ListItem
      ref={setNodeRef}
      data-sort-index={position}
      disableGutters
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
      secondaryAction={
        readOnly ? undefined : (
          <IconButton
            size="small"
            aria-label={translate('console.storefront.containers.remove', { name: title.name })}
            onClick={onRemove}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )
      }
    >
      {!readOnly && (
        <IconButton
          disableRipple
          size="small"
          sx={{ cursor: 'grab', mr: 0.5 }}
          aria-label={translate('console.storefront.containers.reorder', { name: title.name })}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
      <ListItemText
        primary={`${position + 1}. ${title.name}`}
        secondary={title.secondary}
        slotProps={{ secondary: { color: title.problem ? 'error' : 'text.secondary' } }}
      />
    </ListItem>
  );
}

/**
 * A curation entry's chosen titles in their order: dragged by their handle or moved by the
 * keyboard (Space lifts, the arrow keys move, Space drops, Escape cancels), each step announced
 * to screen readers — as the page's containers are (dnd-kit).
 */
export function SortableTitles({
  label,
  titles,
  readOnly,
  onMove,
  onRemove,
}: {
  label: string;
  titles: readonly SortableTitle[];
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (position: number) => void;
}): ReactElement {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const keys = titles.map((title) => title.key);
  const positionOf = (id: unknown) => keys.indexOf(String(id));
  const nameOf = (id: unknown) => titles[positionOf(id)]?.name ?? String(id);
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
        screenReaderInstructions: {
          draggable: translate('console.storefront.curation.dragHelp'),
        },
        announcements: {
          onDragStart: ({ active }) =>
            translate('console.storefront.containers.lifted', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? translate('console.storefront.containers.over', {
                  name: nameOf(active.id),
                  position: positionOf(over.id) + 1,
                })
              : undefined,
          onDragEnd: ({ active, over }) =>
            translate('console.storefront.containers.dropped', {
              name: nameOf(active.id),
              position: positionOf(over ? over.id : active.id) + 1,
            }),
          onDragCancel: ({ active }) =>
            translate('console.storefront.containers.cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <List dense aria-label={label}>
          {titles.map((title, position) => (
            <TitleRow
              key={title.key}
              title={title}
              position={position}
              readOnly={readOnly}
              onRemove={() => onRemove(position)}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
