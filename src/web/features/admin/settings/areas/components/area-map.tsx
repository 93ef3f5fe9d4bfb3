import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import {
  type GeoJSONStoreFeatures,
  TerraDraw,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
} from "terra-draw";
import { TerraDrawLeafletAdapter } from "terra-draw-leaflet-adapter";
import { findServiceArea } from "@/domain/find-service-area";
import type { MapSettings } from "@/shared/api/admin-contract";
import type { AreaShape } from "@/shared/config-fields";
import type { OfferingArea } from "@/shared/offering";
import type { AreaGeometry, AreaPolygon } from "../area-draft";
import { addBaseLayer } from "./base-layer";

const METRES_PER_MILE = 1609.344;
/** Miles in a degree of latitude. */
const MILES_PER_DEGREE = 69;
/** The centre of the contiguous US, shown whole while no area has an outline. */
export const NO_AREAS_CENTRE = { lat: 39.8, lng: -98.6 };
const AREA_COLOR = "#4b5565";
const SELECTED_COLOR = "#2f54d4";
/** How long after a polygon is finished the click that finished it may still arrive. */
const CLOSING_CLICK_MS = 500;
/** A template's example area is drawn dashed: it is not offered to customers yet. */
const EXAMPLE_DASHES = "6 5";

/** Where a listed ZIP code is: the centre of its area, as the server's ZIP list has it. */
export type ZipCentres = ReadonlyMap<string, { lat: number; lng: number }>;

export type AreaMapProps = {
  areas: readonly OfferingArea[];
  selected: number | null;
  /** Drawing a new polygon: clicks add vertices, a click on the first one (or Enter) finishes. */
  drawing: boolean;
  tiles: MapSettings;
  /** The centres of the ZIP codes the areas list, drawn as dots (a ZIP list has no outline). */
  zipCentres: ZipCentres;
  onSelect: (index: number) => void;
  onPolygonDrawn: (geometry: AreaPolygon) => void;
  /** The selected area's new shape: a polygon's vertices moved, a circle's centre clicked. */
  onShapeChanged: (index: number, shape: AreaShape) => void;
  onTilesUnavailable: () => void;
  /** Where the map is looking, after each move: new circles start there. */
  onViewCentred: (centre: { lat: number; lng: number }) => void;
};

type MapParts = { map: L.Map; draw: TerraDraw; areaLayers: L.LayerGroup };

/**
 * Every area drawn with its name over a US base map that needs no tile server (states, counties
 * and their names), a ZIP list as a dot at each ZIP code's centre, an example dashed and labelled
 * so; a click on an outlined area selects it.
 * The selected polygon's vertices can be dragged, inserted at midpoints and deleted (right click);
 * with a circle selected, a click on the map moves its centre instead. Leaflet with terra-draw
 * (docs/decisions/010-map-editor.md).
 */
export function AreaMap(props: AreaMapProps) {
  const container = useRef<HTMLElement>(null);
  const parts = useRef<MapParts | null>(null);
  const latest = useRef(props);
  latest.current = props;
  /** The shape terra-draw last reported, so that echo is not loaded back into it. */
  const reported = useRef<AreaShape | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { center: NO_AREAS_CENTRE, zoom: 4, zoomSnap: 0.5 });
    const { tileUrl, attribution } = latest.current.tiles;
    if (tileUrl) {
      let reportedFailure = false;
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
        .on("tileerror", () => {
          if (reportedFailure) return;
          reportedFailure = true;
          latest.current.onTilesUnavailable();
        })
        .addTo(map);
    }
    // The outlines and names need no server; if their chunk cannot load, the tiles remain.
    addBaseLayer(map).catch(() => undefined);
    const draw = createDraw(map);
    let finishedDrawingAt = Number.NEGATIVE_INFINITY;
    const areaLayers = L.layerGroup().addTo(map);
    parts.current = { map, draw, areaLayers };

    draw.on("finish", (id, context) => {
      const { selected } = latest.current;
      if (context.mode === "polygon" && context.action === "draw") {
        const feature = draw.getSnapshotFeature(id);
        finishedDrawingAt = performance.now();
        if (feature?.geometry.type === "Polygon") {
          latest.current.onPolygonDrawn({
            type: "Polygon",
            coordinates: feature.geometry.coordinates as AreaPolygon["coordinates"],
          });
        }
      } else if (context.mode === "select" && selected !== null) {
        const shape: AreaShape = { type: "geojson", geometry: geometryOf(draw.getSnapshot()) };
        reported.current = shape;
        latest.current.onShapeChanged(selected, shape);
      }
    });
    // A click beside the polygon deselects it in terra-draw; the area stays selected here, so its
    // corners stay in reach (unless the click selected another polygon of the same area).
    draw.on("deselect", (id) => {
      setTimeout(() => {
        if (!draw.enabled || draw.getMode() !== "select" || !draw.hasFeature(id)) return;
        const anotherSelected = draw.getSnapshot().some((feature) => feature.properties.selected);
        if (!anotherSelected) draw.selectFeature(id);
      });
    });
    map.on("moveend", () => {
      const centre = map.getCenter();
      latest.current.onViewCentred({ lat: round(centre.lat), lng: round(centre.lng) });
    });
    map.on("click", (event) => {
      const { areas, selected, drawing } = latest.current;
      // The click on the first corner that closed a new polygon neither selects nor moves an area.
      if (drawing || performance.now() - finishedDrawingAt < CLOSING_CLICK_MS) return;
      const area = selected === null ? undefined : areas[selected];
      const here = { lat: round(event.latlng.lat), lng: round(event.latlng.lng) };
      if (selected !== null && area?.shape.type === "radius") {
        latest.current.onShapeChanged(selected, { ...area.shape, center: here });
        return;
      }
      const clicked = areaAt(areas, here);
      if (clicked !== undefined && clicked !== selected) latest.current.onSelect(clicked);
    });

    return () => {
      draw.stop();
      map.remove();
      parts.current = null;
    };
  }, []);

  const { areas, selected, drawing, zipCentres } = props;
  const zipCentresKnown = zipCentres.size > 0;

  // The areas and their names as Leaflet layers; the selected polygon's outline is terra-draw's.
  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    current.areaLayers.clearLayers();
    areas.forEach((area, index) => {
      const isSelected = index === selected;
      const layer = layerOf(area, isSelected, zipCentres);
      if (!layer) return;
      const editedByDraw = isSelected && area.shape.type === "geojson";
      if (!editedByDraw) current.areaLayers.addLayer(layer);
      const label = L.tooltip({
        permanent: true,
        direction: "center",
        interactive: false,
        className: "area-map-label",
      })
        .setLatLng(labelPosition(area.shape, layer))
        .setContent(area.example ? `${area.name} (example)` : area.name);
      current.areaLayers.addLayer(label);
    });
  }, [areas, selected, zipCentres]);

  // terra-draw: drawing a new polygon, or editing the selected one's vertices.
  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    const { draw } = current;
    const area = selected === null ? undefined : areas[selected];
    if (drawing) {
      draw.clear();
      draw.setMode("polygon");
      return;
    }
    if (area?.shape.type !== "geojson") {
      draw.clear();
      draw.setMode("static");
      return;
    }
    if (area.shape === reported.current) return;
    draw.clear();
    draw.setMode("select");
    const features = polygonsOf(area.shape.geometry).map(
      (coordinates): GeoJSONStoreFeatures => ({
        type: "Feature",
        geometry: { type: "Polygon", coordinates },
        properties: { mode: "polygon" },
      }),
    );
    const added = draw.addFeatures(features);
    const first = added.find((result) => result.valid)?.id;
    if (first !== undefined) draw.selectFeature(first);
  }, [areas, selected, drawing]);

  // Show the selected area, or all of them at first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits on selection (and once the ZIP centres arrive), not on each edit
  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    const shown = selected === null ? latest.current.areas : [areas[selected]];
    const shapes = shown.flatMap((area) => (area ? [area.shape] : []));
    const bounds = boundsOf(shapes, latest.current.zipCentres);
    if (bounds) current.map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14, animate: false });
  }, [selected, zipCentresKnown]);

  return (
    <section
      ref={container}
      aria-label="Map of the service areas"
      className="h-80 w-full overflow-hidden rounded-md border border-border bg-muted sm:h-[28rem]"
    />
  );
}

function createDraw(map: L.Map): TerraDraw {
  const draw = new TerraDraw({
    adapter: new TerraDrawLeafletAdapter({ lib: L, map, coordinatePrecision: 6 }),
    modes: [
      new TerraDrawPolygonMode({
        styles: {
          fillColor: SELECTED_COLOR,
          fillOpacity: 0.2,
          outlineColor: SELECTED_COLOR,
          outlineWidth: 2,
          closingPointColor: "#ffffff",
          closingPointOutlineColor: SELECTED_COLOR,
          closingPointWidth: 6,
          closingPointOutlineWidth: 2,
        },
      }),
      new TerraDrawSelectMode({
        // Deleting an area is the editor's button, never a stray key press on the map.
        keyEvents: { deselect: null, delete: null, rotate: null, scale: null },
        flags: {
          polygon: {
            feature: {
              draggable: false,
              coordinates: { midpoints: true, draggable: true, deletable: true },
            },
          },
        },
        styles: {
          selectedPolygonColor: SELECTED_COLOR,
          selectedPolygonFillOpacity: 0.25,
          selectedPolygonOutlineColor: SELECTED_COLOR,
          selectedPolygonOutlineWidth: 3,
          selectionPointColor: "#ffffff",
          selectionPointOutlineColor: SELECTED_COLOR,
          selectionPointWidth: 6,
          selectionPointOutlineWidth: 2,
          midPointColor: SELECTED_COLOR,
          midPointOutlineColor: "#ffffff",
          midPointWidth: 4,
        },
      }),
    ],
  });
  draw.start();
  return draw;
}

function layerOf(
  area: OfferingArea,
  selected: boolean,
  zipCentres: ZipCentres,
): L.Path | L.FeatureGroup | undefined {
  const { shape } = area;
  const color = selected ? SELECTED_COLOR : AREA_COLOR;
  // Clicks go to the map (which finds the area under them) and to terra-draw, never to a layer
  // that would keep them from the polygon being edited.
  const style = {
    color,
    weight: selected ? 3 : 2,
    fillOpacity: selected ? 0.25 : 0.12,
    interactive: false,
    ...(area.example && { dashArray: EXAMPLE_DASHES }),
  };
  switch (shape.type) {
    case "geojson":
      return L.polygon(latLngsOf(shape.geometry), style);
    case "radius":
      return L.circle([shape.center.lat, shape.center.lng], {
        ...style,
        radius: shape.radiusMiles * METRES_PER_MILE,
      });
    case "zip_codes": {
      const dots = centresOf(shape.zipCodes, zipCentres).map((centre) =>
        L.circleMarker([centre.lat, centre.lng], { ...style, radius: 7, fillOpacity: 0.6 }),
      );
      return dots.length > 0 ? L.featureGroup(dots) : undefined;
    }
  }
}

function centresOf(zipCodes: readonly string[], zipCentres: ZipCentres) {
  return zipCodes.flatMap((zip) => {
    const centre = zipCentres.get(zip);
    return centre ? [centre] : [];
  });
}

/** The first area with an outline under a point (ZIP lists have none on the map). */
function areaAt(areas: readonly OfferingArea[], point: { lat: number; lng: number }) {
  const outlined = areas.flatMap((area, index) =>
    area.shape.type === "zip_codes" ? [] : [{ shape: area.shape, index }],
  );
  // A map point has no ZIP code; only outlines are tested.
  const location = { ...point, zip: "", precision: "street" as const };
  return findServiceArea({ areas: outlined, location })?.index;
}

function labelPosition(shape: AreaShape, layer: L.Path | L.FeatureGroup): L.LatLng {
  // Near the circle's top, inside it: rings around one centre keep their names apart.
  if (shape.type === "radius") {
    return L.latLng(
      shape.center.lat + (shape.radiusMiles * 0.8) / MILES_PER_DEGREE,
      shape.center.lng,
    );
  }
  return (layer as L.Polygon | L.FeatureGroup).getBounds().getCenter();
}

/** What the shapes cover together; undefined when none has an outline or a known ZIP code. */
function boundsOf(
  shapes: readonly AreaShape[],
  zipCentres: ZipCentres,
): L.LatLngBounds | undefined {
  let bounds: L.LatLngBounds | undefined;
  for (const shape of shapes) {
    const next =
      shape.type === "geojson"
        ? L.latLngBounds(latLngsOf(shape.geometry).flat(2))
        : shape.type === "radius"
          ? L.latLng(shape.center.lat, shape.center.lng).toBounds(
              2 * shape.radiusMiles * METRES_PER_MILE,
            )
          : zipBounds(shape.zipCodes, zipCentres);
    if (next) bounds = bounds ? bounds.extend(next) : next;
  }
  return bounds;
}

function zipBounds(zipCodes: readonly string[], zipCentres: ZipCentres) {
  const centres = centresOf(zipCodes, zipCentres);
  return centres.length > 0
    ? L.latLngBounds(centres.map((centre) => [centre.lat, centre.lng]))
    : undefined;
}

function polygonsOf(geometry: AreaGeometry): AreaPolygon["coordinates"][] {
  return geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
}

function latLngsOf(geometry: AreaGeometry): L.LatLngTuple[][][] {
  return polygonsOf(geometry).map((rings) =>
    rings.map((ring) => ring.map(([lng, lat]) => [lat, lng])),
  );
}

/** terra-draw's polygons as one geometry: a Polygon, or a MultiPolygon for several. */
function geometryOf(features: readonly GeoJSONStoreFeatures[]): AreaGeometry {
  const polygons = features.flatMap((feature) =>
    feature.geometry.type === "Polygon"
      ? [feature.geometry.coordinates as AreaPolygon["coordinates"]]
      : [],
  );
  return polygons.length === 1
    ? { type: "Polygon", coordinates: polygons[0]! }
    : { type: "MultiPolygon", coordinates: polygons };
}

function round(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}
