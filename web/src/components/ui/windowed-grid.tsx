import { defaultRangeExtractor, measureElement, observeWindowOffset, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { startTransition, useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import './windowed-grid.css';

/** Rows beyond each edge of the viewport: Tab from the last card on screen lands on a rendered card, not past the list. */
const overscanRows = 3;

type WindowedGridProps<T> = {
  id?: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** The list's class: a CSS grid whose columns (and row gap) decide how many items share a row. */
  className: string;
  /** A row's height in pixels until it is measured. */
  estimatedRowHeight: number;
  /** The whole list's size, when `items` are only its first part (the rest is on its way): what each item announces. */
  setSize?: number;
};

type GridShape = { columns: number; rowGap: number };

/**
 * The grid's columns as the browser laid them out (`repeat(auto-fill, …)` resolves to one length per track), so
 * the stylesheet alone decides how many cards share a row at each width. No layout (jsdom): one column.
 */
function gridShape(list: HTMLElement): GridShape {
  const style = getComputedStyle(list);
  const tracks = style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px')).length;
  return { columns: Math.max(1, tracks), rowGap: Number.parseFloat(style.rowGap) || 0 };
}

/** The list's top in the document: where the window's scroll offset reaches its first row. */
function documentTop(list: HTMLElement): number {
  return list.getBoundingClientRect().top + window.scrollY;
}

/** Index runs of consecutive rows, e.g. [2, 3, 4, 40] → [[2, 3, 4], [40]]. */
function runsOf(indexes: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs;
}

/**
 * A list laid out as a responsive grid that renders only the rows near the viewport, so a list of thousands costs
 * the page a few dozen items. The page keeps scrolling with the window; rows are measured as they render (items
 * vary in height) and stand in for the rest as padding, so the scrollbar matches the whole list.
 *
 * What stays true for keyboard and screen-reader users: it is a real list whose items carry their position and
 * the list's size (`aria-posinset`, `aria-setsize`); the rows around the viewport are in the DOM, so Tab moves on
 * to the next item and the browser scrolls it into view, which renders the rows after it; and the row holding
 * focus stays rendered however far the page scrolls away from it, so focus is never dropped to the page.
 */
export function WindowedGrid<T>({ id, items, itemKey, renderItem, label, className, estimatedRowHeight, setSize }: WindowedGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [shape, setShape] = useState<GridShape>({ columns: 1, rowGap: 0 });
  const [top, setTop] = useState(0);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const { columns, rowGap } = shape;
  const rowCount = Math.ceil(items.length / columns);

  // Before the first paint, then whenever the list's width changes: a row holds as many items as the grid has columns.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setShape((current) => {
        const next = gridShape(list);
        return next.columns === current.columns && next.rowGap === current.rowGap ? current : next;
      });
    update();
    let width = list.clientWidth;
    // Its height changes at every scroll as rows come and go; only a new width can change the columns.
    const observer = new ResizeObserver(() => {
      if (list.clientWidth === width) return;
      width = list.clientWidth;
      update();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // Where the list starts moves with whatever is above it (a filter panel opening, another list growing), which
  // changes the page's height: read then, once layout is done, never forcing a layout in the middle of a render.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    setTop(documentTop(list));
    const observer = new ResizeObserver(() => setTop(documentTop(list)));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const getItemKey = useCallback((row: number) => `${columns}:${itemKey(items[row * columns])}`, [columns, itemKey, items]);
  const focusedIndex = focusedKey === null ? -1 : items.findIndex((item) => itemKey(item) === focusedKey);
  const focusedRow = focusedIndex < 0 ? -1 : Math.floor(focusedIndex / columns);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (focusedRow < 0 || focusedRow >= range.count || rows.includes(focusedRow)) return rows;
      return [...rows, focusedRow].sort((a, b) => a - b);
    },
    [focusedRow],
  );

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight,
    // Without layout (jsdom) every row would measure 0 and the whole list would fit the window: keep the estimate.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimatedRowHeight,
    getItemKey,
    rangeExtractor,
    overscan: overscanRows,
    gap: rowGap,
    scrollMargin: top,
    // Rows that scrolling brings in render as a transition, in slices between frames, instead of inside the scroll
    // event: the rows of overscan are on screen well before they are needed.
    useFlushSync: false,
    observeElementOffset: (instance, onOffset) =>
      observeWindowOffset(instance, (offset, isScrolling) => startTransition(() => onOffset(offset, isScrolling))),
    // The first render already fills the window instead of committing an empty list first.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  const rows = virtualizer.getVirtualItems();
  const runs = runsOf(rows.map((row) => row.index));
  const rowByIndex = new Map(rows.map((row) => [row.index, row]));
  const first = rows[0];
  const last = rows.at(-1);
  const paddingTop = first ? first.start - top : 0;
  const paddingBottom = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - top)) : 0;

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const key = (event.target as HTMLElement).closest('[data-item-key]')?.getAttribute('data-item-key');
    if (key) setFocusedKey(key);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  };

  return (
    <ul
      ref={listRef}
      id={id}
      // Safari drops the list role of a list styled without bullets.
      role="list"
      className={`${className} windowed-grid`}
      aria-label={label}
      style={{ paddingTop, paddingBottom }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {runs.flatMap((run, runIndex) => {
        const previous = runIndex > 0 ? rowByIndex.get(runs[runIndex - 1].at(-1) ?? -1) : undefined;
        const start = rowByIndex.get(run[0]);
        // The rows skipped between two runs (the focused row far from the viewport) take their height as one
        // full-width spacer; the grid's gap falls on both sides of it.
        const spacer = previous && start ? (
          <li key={`spacer-${runIndex}`} className="windowed-grid__spacer" aria-hidden="true" style={{ height: Math.max(0, start.start - previous.end - 2 * rowGap) }} />
        ) : null;
        // One flat list of keyed items: an item stays mounted while the rows around it come and go.
        const cells = run.flatMap((rowIndex) =>
          items.slice(rowIndex * columns, (rowIndex + 1) * columns).map((item, column) => {
            const key = itemKey(item);
            // A row is as tall as its tallest item and its first item stretches to it: that one is measured.
            const measured = column === 0;
            return (
              <li
                key={key}
                data-item-key={key}
                data-index={measured ? rowIndex : undefined}
                ref={measured ? virtualizer.measureElement : undefined}
                aria-setsize={Math.max(setSize ?? 0, items.length)}
                aria-posinset={rowIndex * columns + column + 1}
              >
                {renderItem(item)}
              </li>
            );
          }),
        );
        return spacer ? [spacer, ...cells] : cells;
      })}
    </ul>
  );
}
