/**
 * Zod compiles its object parsers with `new Function` where the page allows it, and probes for
 * that by trying; the pages' Content-Security-Policy allows no eval, and the browser reports the
 * probe as a violation even though zod catches it. In the browser, parsers run uncompiled (the
 * forms' few fields do not notice); the server keeps the compiled ones.
 *
 * Zod keeps its settings in this global (one object for every copy of zod on a page), so both
 * entries set it before any zod code loads without loading zod: zod's own `config()` would put
 * about 4 KB gzip into every first load. zod-jitless.test.ts checks zod still reads it there.
 */
export const ZOD_CONFIG_GLOBAL = "__zod_globalConfig";

const holder = globalThis as { [ZOD_CONFIG_GLOBAL]?: { jitless?: boolean } };
holder[ZOD_CONFIG_GLOBAL] ??= {};
holder[ZOD_CONFIG_GLOBAL].jitless = true;
