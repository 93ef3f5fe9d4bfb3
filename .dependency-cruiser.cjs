/**
 * Import rules checked by `npm run lint:imports` (a step of `npm test`): see
 * docs/decisions/038-app-context-and-payments-provider.md (no circle in the server) and
 * docs/decisions/039-layers-point-one-way.md (shared, domain, server and web).
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular-server",
      comment:
        "The server's modules import one way: a circle means a module cannot be read (or built) without the one that needs it.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { circular: true },
    },
    {
      name: "shared-below-domain",
      comment:
        "src/shared (contracts, schemas, formatting used by the browser and the server) imports nothing from src/domain; the domain may import shared.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/domain/" },
    },
    {
      name: "pure-layers-stay-pure",
      comment: "src/shared and src/domain import nothing of the server or the browser app.",
      severity: "error",
      from: { path: "^src/(shared|domain)/" },
      to: { path: "^src/(server|web)/" },
    },
    {
      name: "browser-uses-the-domain-only-to-preview",
      comment:
        "The browser may run two domain functions, to show an owner before saving what the server will compute: the settings preview's prices and the area map's check of a point (decision 039).",
      severity: "error",
      from: { path: "^src/web/" },
      to: {
        path: "^src/domain/",
        pathNot: "^src/domain/(price-offering|find-service-area)\\.ts$",
      },
    },
    {
      name: "features-stand-alone",
      comment:
        "A front-end feature imports only src/web/components, src/web/lib, src/web/hooks and src/shared, never another feature nor the app; src/web/app (and the entries in src/web/embed and src/web/prerender) compose them.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/(features|app)/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "shared-pieces-below-features",
      comment: "What features share knows no feature and not the app that composes them.",
      severity: "error",
      from: { path: "^src/web/(components|lib|hooks)/" },
      to: { path: "^src/web/(features|app)/" },
    },
    {
      name: "requests-live-in-api-files",
      comment:
        "Every HTTP call of the browser app is in an api/ folder (a feature's, or src/web/lib/api for what features share), one file per endpoint with its request function and its query or mutation; components, hooks and pages import those (decision 039). Biome refuses a bare fetch outside them.",
      severity: "error",
      from: { path: "^src/web/", pathNot: ["/api/", "^src/web/lib/api-client\\.ts$"] },
      to: { path: "^src/web/lib/(api-client|api/admin-request)\\.ts$" },
    },
    {
      name: "browser-never-imports-the-server",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
