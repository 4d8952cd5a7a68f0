/**
 * `pnpm organizer grant <phone> --city <name|id>` / `pnpm organizer revoke <phone> --city <name|id>`:
 * migrate, then make (or stop making) the phone's owner an organizer of the city. DATABASE_URL as
 * for the server (default: the SQLite file under data/).
 * `grant … --new-city [--timezone <IANA zone>] [--currency <ISO code>]` makes the city first when it
 * does not exist: how a fresh deployment (production never seeds) gets its first city and organizer.
 */
import { ORGANIZER_TEXTS } from '@quiz/domain';
import { GrantError, grantOrganizer, revokeOrganizer } from '../modules/organizer/grants';
import { runMigrated } from './run-migrated';

const NEW_CITY_USAGE =
  'pnpm organizer grant <телефон> --city <название> --new-city [--timezone Europe/Moscow] [--currency RUB] — создать город (первый город нового сайта) и назначить организатора';

function parse(argv: readonly string[]) {
  const [action, phone, ...rest] = argv;
  const value = (flag: string) => {
    const at = rest.indexOf(flag);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const city = value('--city');
  const newCity = rest.includes('--new-city');
  if ((action !== 'grant' && action !== 'revoke') || !phone || !city) return null;
  if (newCity && action !== 'grant') return null;
  return {
    action,
    phone,
    city,
    newCity,
    timezone: value('--timezone'),
    currency: value('--currency'),
  } as const;
}

const args = parse(process.argv.slice(2));
if (!args) {
  console.error(`Использование: ${ORGANIZER_TEXTS.grantUsage}\n  ${NEW_CITY_USAGE}`);
  process.exit(2);
}
runMigrated(
  async (handle) => {
    console.log(
      args.action === 'grant'
        ? await grantOrganizer(handle.db, args.phone, args.city, args)
        : await revokeOrganizer(handle.db, args.phone, args.city),
    );
  },
  (error) => (error instanceof GrantError ? error.message : error),
);
