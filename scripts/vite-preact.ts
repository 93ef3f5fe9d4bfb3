/**
 * Both browser builds run the app's React-style components on Preact through preact/compat
 * (docs/decisions/016-preact-and-server-rendered-first-steps.md): React's package names point at
 * Preact, and JSX compiles to Preact's runtime. Types stay React's (@types/react).
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];

export const PREACT_JSX = { jsx: { runtime: "automatic", importSource: "preact" } } as const;
