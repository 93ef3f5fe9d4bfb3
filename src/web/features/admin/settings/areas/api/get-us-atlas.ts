import type { GeometryCollection, Topology } from "topojson-specification";
import atlasUrl from "us-atlas/counties-10m.json?url";

type Named = { name: string };
type UsAtlas = Topology<{
  counties: GeometryCollection<Named>;
  states: GeometryCollection<Named>;
  nation: GeometryCollection;
}>;

/**
 * The base map's state and county outlines: a static file of the build (about 200 KB brotli),
 * not the API, fetched by the map editor only.
 */
export async function getUsAtlas(): Promise<UsAtlas> {
  const response = await fetch(atlasUrl);
  if (!response.ok) throw new Error(`the base map answered ${response.status}`);
  return (await response.json()) as UsAtlas;
}
