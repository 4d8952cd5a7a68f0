/**
 * `pnpm organizer grant <phone> --city <name|id>` / `pnpm organizer revoke <phone> --city <name|id>`:
 * migrate, then make (or stop making) the phone's owner an organizer of the city. DATABASE_URL as
 * for the server (default: the SQLite file under data/).
 */
import { ORGANIZER_TEXTS } from '@quiz/domain';
import { migrateToLatest, openDb } from '../db';
import { GrantError, grantOrganizer, revokeOrganizer } from '../modules/organizer/grants';

function parse(argv: readonly string[]) {
  const [action, phone, ...rest] = argv;
  const at = rest.indexOf('--city');
  const city = at >= 0 ? rest[at + 1] : undefined;
  if ((action !== 'grant' && action !== 'revoke') || !phone || !city) return null;
  return { action, phone, city } as const;
}

async function main(): Promise<void> {
  const args = parse(process.argv.slice(2));
  if (!args) {
    console.error(`Использование: ${ORGANIZER_TEXTS.grantUsage}`);
    process.exit(2);
  }
  const handle = openDb({ url: process.env.DATABASE_URL });
  try {
    await migrateToLatest(handle);
    const change = args.action === 'grant' ? grantOrganizer : revokeOrganizer;
    console.log(await change(handle.db, args.phone, args.city));
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof GrantError ? error.message : error);
  process.exit(1);
});
