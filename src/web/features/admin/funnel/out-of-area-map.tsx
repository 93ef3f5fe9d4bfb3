import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import type { MapSettings } from "@/shared/api/admin-contract";
import type { FunnelResponse } from "@/shared/api/funnel-contract";

const MARKER_COLOR = "#be123c";
/** The centre of the contiguous US, shown whole until there are checks to show. */
const US_CENTRE = { lat: 39.8, lng: -98.6 };

/**
 * Where out-of-area checks came from: a circle per ZIP code at its centre, larger for more
 * checks (Leaflet, as the area editor: docs/decisions/010-map-editor.md). The table beside it
 * holds the same figures for the keyboard and screen readers.
 */
export default function OutOfAreaMap({
  zipCodes,
  tiles,
}: {
  zipCodes: FunnelResponse["outOfArea"];
  tiles: MapSettings;
}) {
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { center: US_CENTRE, zoom: 4, zoomSnap: 0.5 });
    if (tiles.tileUrl) {
      L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    }
    const most = Math.max(1, ...zipCodes.map((zip) => zip.checks));
    const points: L.LatLngExpression[] = [];
    for (const { zipCode, checks, place } of zipCodes) {
      if (!place) continue;
      points.push([place.lat, place.lng]);
      L.circleMarker([place.lat, place.lng], {
        radius: 6 + 18 * Math.sqrt(checks / most),
        color: MARKER_COLOR,
        fillColor: MARKER_COLOR,
        fillOpacity: 0.35,
        weight: 2,
      })
        .bindTooltip(`${zipCode} ${place.city}, ${place.state}: ${checks} checks`)
        .addTo(map);
    }
    if (points.length > 0) {
      map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 11, animate: false });
    }
    return () => {
      map.remove();
    };
  }, [zipCodes, tiles]);

  return (
    <section
      ref={container}
      aria-label="Map of where out-of-area checks came from"
      className="h-72 w-full overflow-hidden rounded-md border border-border bg-muted sm:h-96"
    />
  );
}
