/**
 * Import rules checked by `npm run lint:imports` (a step of `npm test`): see
 * docs/decisions/038-app-context-and-payments-provider.md.
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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
