import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  AdminAccountError,
  createAdminUser,
  createPlatformOperator,
  describePasswordProblem,
  resetAdminPassword,
} from "@/server/admin/admin-accounts";
import { loadBusinessFile } from "@/server/config/business-config";
import { parseEnv } from "@/server/config/env";
import { openDatabaseFromEnv } from "@/server/db/open-database-from-env";
import { seedBusiness } from "@/server/db/seed-business";
import { projectRoot } from "@/server/paths";

const USAGE = `Usage:
  npm run admin -- create <email> [--name "Full Name"]
  npm run admin -- reset-password <email>
  npm run admin -- create-operator <email> [--name "Full Name"]

create-operator makes a Quotewise operator (the platform console at /platform): a new staff
account of the default business, or, when an account already reaches that inbox (however
spelt), that account with this password, its email verified and every session signed out.

The password is asked twice on a terminal, or read from the first line of standard input
(echo "$PASSWORD" | npm run admin -- create owner@example.com). The database is the one the
server uses: DATABASE_URL, else DATA_DIR (default ./data).`;

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolvePrompt, reject) => {
    let typed = "";
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      stdout.write("\n");
      if (error) reject(error);
      else resolvePrompt(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003") return finish(new AdminAccountError("Cancelled"));
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += chunk;
    return input.split(/\r?\n/)[0] ?? "";
  }
  const password = await promptHidden("New password (at least 12 characters): ");
  const problem = describePasswordProblem(password);
  if (problem) throw new AdminAccountError(problem);
  const again = await promptHidden("Repeat the password: ");
  if (again !== password) throw new AdminAccountError("The two passwords differ");
  return password;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { name: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, email, ...extra] = positionals;
  if (
    values.help ||
    !email ||
    extra.length > 0 ||
    !["create", "reset-password", "create-operator"].includes(command!)
  ) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }

  const password = await readPassword();
  const env = parseEnv();
  const businessFile = loadBusinessFile(resolve(projectRoot, env.BUSINESS_CONFIG));
  const database = openDatabaseFromEnv(env);
  try {
    await database.migrate();
    await seedBusiness(database.db, businessFile);
    const now = new Date();
    if (command === "create") {
      const admin = await createAdminUser(database.db, {
        businessId: businessFile.id,
        email,
        password,
        name: values.name,
        now,
      });
      console.log(`Created admin ${admin.email} (${admin.name}).`);
    } else if (command === "create-operator") {
      const operator = await createPlatformOperator(database.db, {
        businessId: businessFile.id,
        email,
        password,
        name: values.name,
        now,
      });
      console.log(
        operator.tookOver
          ? `${operator.email} (${operator.name}) is now a Quotewise operator: the account that already had this address got the new password, and every session of it is signed out.`
          : `Created Quotewise operator ${operator.email} (${operator.name}).`,
      );
    } else {
      const admin = await resetAdminPassword(database.db, { email, password, now });
      console.log(
        `New password set for ${admin.email}; every session of that admin is signed out.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof AdminAccountError ||
    (error instanceof Error && ["ConfigError", "DataDirInUseError"].includes(error.name));
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
