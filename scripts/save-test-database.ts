import { saveMigratedDatabase } from "../tests/helpers/database-templates";

/**
 * `npm test`'s one migrated embedded database: prints the file every new test database of the
 * run copies (NEW_DATABASE_TEMPLATE), so Vitest and the browser tests migrate once between them.
 */
console.log(await saveMigratedDatabase());
