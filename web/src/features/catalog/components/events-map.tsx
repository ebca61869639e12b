// The events page's Map view. Its own chunk with d3-geo, topojson-client and the US atlas: loaded when the map
// is opened (events-map-loader.tsx), never with the list.
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'us-atlas/states-10m.json' with { type: 'json' };
import { useVocabularyLabels } from '../../../lib/use-vocabulary-labels';
import { eventTypes, type CatalogEvent, type UnlockedEvent } from '../api/catalog-event';
import { formatEventDates } from '../format';
import { eventsByState, groupColour, groupPlace, groupPoints, mixedColour, typeColours, type MapGroup, type MapPoint } from '../map-groups';
import { useLanguage } from '../../../lib/use-language';
import { EventGrid } from './event-grid';
import './events-map.css';

// us-atlas's own frame for Albers USA: the lower 48, Alaska and Hawaii in a 975 × 610 box.
const width = 975;
const height = 610;
const projection = geoAlbersUsa().scale(1300).translate([width / 2, height / 2]);
/** Dots closer than this on screen share a circle. */
const groupPixels = 12;

type Shapes = { land: string; borders: string };
let shapes: Shapes | undefined;

/** The land and the state borders as SVG paths, drawn once per page load. */
function usShapes(): Shapes {
  if (shapes) return shapes;
  const topology = atlas as unknown as Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
  const path = geoPath(projection);
  shapes = {
    land: path(feature(topology, topology.objects.nation)) ?? '',
    borders: path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '',
  };
  return shapes;
}

function project(location: { lat: number; lon: number }): [number, number] | null {
  return projection([location.lon, location.lat]);
}

/** The map's width on screen, followed as the window resizes (a phone turned sideways). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setMeasured(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasured(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return measured;
}

export type EventsMapProps = {
  events: readonly CatalogEvent[];
  /** The user's home, marked on the map; null: no home ZIP (or a server without it). */
  home: { city: string; state: string; lat: number; lon: number } | null;
};

/** The group opened below the map, by its events' ids: a refreshed list (an event saved from its card) keeps it open. */
/** The events a dot opened, and that dot's key: Close gives it the focus back. */
type Selection = { place: string; ids: ReadonlySet<string>; dot: string };

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

export function EventsMap({ events, home }: EventsMapProps) {
  const { t } = useTranslation('catalog');
  const { land, borders } = usShapes();
  const canvas = useRef<HTMLDivElement>(null);
  const screenWidth = useWidth(canvas);
  const { points, unplaced } = useMemo(() => {
    const placed: MapPoint<UnlockedEvent>[] = [];
    let missing = 0;
    for (const event of events) {
      if (event.isLocked) continue;
      const at = event.location ? project(event.location) : null;
      if (at) placed.push({ x: at[0], y: at[1], event });
      else missing += 1;
    }
    return { points: placed, unplaced: missing };
  }, [events]);
  // 12 screen pixels in the map's units; before the first measure (or without layout), as on a 390 px phone.
  const groups = useMemo(() => groupPoints(points, (groupPixels * width) / (screenWidth || 390)), [points, screenWidth]);
  const homeAt = home ? project(home) : null;
  const [selection, setSelection] = useState<Selection | null>(null);
  // Those still in the list: changed filters may leave none.
  const selected = useMemo(
    () => (selection ? points.filter((point) => selection.ids.has(point.event.id)).map((point) => point.event) : []),
    [selection, points],
  );
  const selectedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => selectedHeading.current?.focus(), [selection]);
  const dots = useRef(new Map<string, HTMLButtonElement>());
  const close = () => {
    const dot = selection ? dots.current.get(selection.dot) : undefined;
    setSelection(null);
    dot?.focus();
  };

  const groupLabel = (group: MapGroup<UnlockedEvent>) => t('map.group', { count: group.events.length, place: groupPlace(group.events) });

  return (
    <section className="events-map" aria-label={t('map.label')}>
      <div className="events-map__canvas" ref={canvas}>
        <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
          <path className="events-map__land" d={land} />
          <path className="events-map__borders" d={borders} />
        </svg>
        {homeAt && home ? (
          <span
            className="events-map__home"
            role="img"
            aria-label={t('map.home', { place: `${home.city}, ${home.state}` })}
            style={{ left: percent(homeAt[0], width), top: percent(homeAt[1], height) }}
          />
        ) : null}
        {groups.map((group) => (
          <button
            key={group.events[0].id}
            type="button"
            className={group.events.length > 1 ? 'events-map__dot events-map__dot--group' : 'events-map__dot'}
            style={{ left: percent(group.x, width), top: percent(group.y, height), '--dot': groupColour(group.events) } as React.CSSProperties}
            aria-label={groupLabel(group)}
            aria-pressed={selection?.ids.has(group.events[0].id) === true}
            ref={(element) => {
              if (element) dots.current.set(group.events[0].id, element);
              else dots.current.delete(group.events[0].id);
            }}
            onClick={() =>
              setSelection({ place: groupPlace(group.events), ids: new Set(group.events.map((event) => event.id)), dot: group.events[0].id })
            }
          >
            {group.events.length > 1 ? group.events.length : null}
          </button>
        ))}
      </div>
      <MapLegend hasHome={homeAt !== null} />
      {points.length === 0 ? <p className="events-map__note">{t('map.empty')}</p> : null}
      {unplaced > 0 ? <p className="events-map__note">{t('map.unplaced', { count: unplaced })}</p> : null}
      {selection && selected.length > 0 ? (
        <section className="events-map__selection" aria-labelledby="events-map-selection">
          <div className="events-map__selection-header">
            <h2 id="events-map-selection" tabIndex={-1} ref={selectedHeading}>
              {t('map.selected', { count: selected.length, place: selection.place })}
            </h2>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('map.close')}
            </button>
          </div>
          <EventGrid events={selected} headingLevel={3} label={t('map.selected', { count: selected.length, place: selection.place })} />
        </section>
      ) : null}
      <EventsByState events={points} />
    </section>
  );
}

function MapLegend({ hasHome }: { hasHome: boolean }) {
  const { t } = useTranslation('catalog');
  const labels = useVocabularyLabels();
  return (
    <div className="events-map__legend">
      <h2 className="events-map__legend-title">{t('map.legend')}</h2>
      <ul>
        {eventTypes.map((type) => (
          <li key={type}>
            <span className="events-map__swatch" style={{ background: typeColours[type] }} aria-hidden="true" />
            {labels.eventType(type)}
          </li>
        ))}
        <li>
          <span className="events-map__swatch" style={{ background: mixedColour }} aria-hidden="true" />
          {t('map.severalTypes')}
        </li>
        {hasHome ? (
          <li>
            <span className="events-map__swatch events-map__swatch--home" aria-hidden="true" />
            {t('map.homeMarker')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The same events as a list, by state, for keyboards and screen readers; drawn only while open. */
function EventsByState({ events }: { events: readonly MapPoint<UnlockedEvent>[] }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const states = useMemo(() => (open ? eventsByState(events.map((point) => point.event)) : []), [open, events]);
  if (events.length === 0) return null;
  return (
    <details className="events-map__list" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('map.byState')}</summary>
      {states.map(([state, list]) => (
        <section key={state} aria-labelledby={`events-map-state-${state}`}>
          <h3 id={`events-map-state-${state}`}>{state}</h3>
          <ul>
            {list.map((event) => (
              <li key={event.id}>
                <Link to={`/events/${encodeURIComponent(event.id)}`}>{event.name}</Link>
                {` · ${event.city} · ${formatEventDates(event.startDate, event.endDate, language)}`}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </details>
  );
}
