import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventsMapProps } from './events-map';

type MapModule = typeof import('./events-map');

// The map's code (d3-geo, topojson-client and the atlas, about as much as the rest of the page) is asked for only
// when the Map view opens; once loaded it stays for the page's life.
let loaded: Promise<MapModule> | undefined;
const loadMap = () => (loaded ??= import('./events-map'));

/** The Map view: "Loading the map…" while its chunk downloads, a clear line if it cannot. */
export function EventsMapLoader(props: EventsMapProps) {
  const { t } = useTranslation('catalog');
  const [module, setModule] = useState<MapModule | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    loadMap().then(
      (map) => live && setModule(map),
      () => {
        loaded = undefined;
        if (live) setModule('failed');
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (module === 'failed') {
    return (
      <p className="catalog-error" role="alert">
        {t('map.loadFailed')}
      </p>
    );
  }
  if (!module) return <p className="events-map__loading">{t('map.loading')}</p>;
  return <module.EventsMap {...props} />;
}
