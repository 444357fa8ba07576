import { type DragEvent, type PointerEvent, useState } from "react";

/** The attribute a list's rows carry, their place in it: where a finger over them would drop. */
const ROW = "data-drag-row";

/**
 * Moving one of a list's rows to another place by dragging its handle: with a mouse by the
 * browser's own drag and drop (the row is the drag's image, every row a place to drop), with a
 * finger by pointer events (the row under the finger when it lifts). `onMove` is told the row's
 * place and its new one; `over` is the row a drop would land on, for the list to mark.
 */
export function useDragOrder(onMove: (from: number, to: number) => void) {
  const [from, setFrom] = useState<number>();
  const [over, setOver] = useState<number>();
  const end = () => {
    setFrom(undefined);
    setOver(undefined);
  };
  const drop = (to: number | undefined) => {
    if (from !== undefined && to !== undefined && to !== from) onMove(from, to);
    end();
  };

  const handle = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      setFrom(index);
      event.dataTransfer.effectAllowed = "move";
      // Firefox starts a drag only with some data.
      event.dataTransfer.setData("text/plain", String(index + 1));
      const row = event.currentTarget.closest(`[${ROW}]`);
      if (row) event.dataTransfer.setDragImage(row, 16, 16);
    },
    onDragEnd: end,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === "mouse") return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setFrom(index);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (from === undefined || event.pointerType === "mouse") return;
      const row = document.elementFromPoint(event.clientX, event.clientY)?.closest(`[${ROW}]`);
      if (row) setOver(Number(row.getAttribute(ROW)));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== "mouse") drop(over);
    },
    onPointerCancel: end,
  });

  const row = (index: number) => ({
    [ROW]: index,
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (from === undefined) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setOver(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      drop(index);
    },
  });

  return { handle, row, over, dragging: from };
}
