import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { FieldError } from "@/web/components/ui/field-error";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { type ImportedArea, parseGeoJsonImport } from "../parse-geojson-import";

/** A new polygon area from a GeoJSON file or pasted text (docs/product/settings.md#service-areas). */
export function GeoJsonImport({ onImport }: { onImport: (imported: ImportedArea) => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const importText = (source: string) => {
    const parsed = parseGeoJsonImport(source);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(undefined);
    setText("");
    const { ok: _, ...imported } = parsed;
    onImport(imported);
  };
  return (
    <section aria-labelledby="geojson-import-title" className="grid content-start gap-3">
      <h3 id="geojson-import-title" className="font-semibold">
        Import GeoJSON
      </h3>
      <div>
        <Label htmlFor="geojson-file">GeoJSON file</Label>
        <input
          id="geojson-file"
          type="file"
          accept=".geojson,.json,application/geo+json,application/json"
          className="block w-full text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:font-medium"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) importText(await file.text());
          }}
        />
      </div>
      <div>
        <Label htmlFor="geojson-text">Or paste GeoJSON</Label>
        <Textarea
          id="geojson-text"
          value={text}
          rows={4}
          spellCheck={false}
          placeholder='{"type": "Polygon", "coordinates": [...]}'
          invalid={Boolean(error)}
          onChange={(event) => setText(event.target.value)}
          className="font-mono text-sm"
        />
        <div aria-live="polite">
          <FieldError fieldId="geojson-text" message={error} />
        </div>
      </div>
      <div>
        <Button variant="secondary" size="sm" onClick={() => importText(text)}>
          Import as a new area
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        A Polygon, a MultiPolygon, or a Feature or FeatureCollection of them; several polygons
        become one area.
      </p>
    </section>
  );
}
