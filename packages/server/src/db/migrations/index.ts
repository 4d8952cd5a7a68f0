/**
 * The static list of migrations, in order. Names are sortable; to add one, create
 * `NNNN_<what>.ts` exporting a MigrationFactory and append it here (never edit an applied one).
 */
import type { Migration } from 'kysely';
import { m0001 } from './0001_catalogue';
import { m0002 } from './0002_teams_results';
import { m0003 } from './0003_engagement_preorder';
import { m0004 } from './0004_auth_ops';
import { m0005 } from './0005_auth_dev_outbox';
import { m0006 } from './0006_token_last_used';
import { m0007 } from './0007_teams';
import { m0008 } from './0008_preorder';
import { m0010 } from './0010_seating';
import { m0011 } from './0011_reminders';
import { m0012 } from './0012_user_avatars';
import { m0014 } from './0014_public_data_version';
import { m0015 } from './0015_pending_registrations';
import { m0018 } from './0018_remote_registry';
import { m0020 } from './0020_organizer';
import { m0021 } from './0021_event_tours';
import { m0022 } from './0022_login_challenges';
import { m0023 } from './0023_album_per_game';
import { m0024 } from './0024_score_cell_versions';
import { m0027 } from './0027_rate_limit_reset_index';
import { m0028 } from './0028_lineup_arrivals';
import { m0029 } from './0029_event_revision';
import { m0030 } from './0030_theme_place_archive';
import type { DialectName, MigrationFactory } from './util';

export const MIGRATIONS: ReadonlyArray<readonly [string, MigrationFactory]> = [
  ['0001_catalogue', m0001],
  ['0002_teams_results', m0002],
  ['0003_engagement_preorder', m0003],
  ['0004_auth_ops', m0004],
  ['0005_auth_dev_outbox', m0005],
  ['0006_token_last_used', m0006],
  ['0007_teams', m0007],
  ['0008_preorder', m0008],
  ['0010_seating', m0010],
  ['0011_reminders', m0011],
  ['0012_user_avatars', m0012],
  ['0014_public_data_version', m0014],
  ['0015_pending_registrations', m0015],
  ['0018_remote_registry', m0018],
  ['0020_organizer', m0020],
  ['0021_event_tours', m0021],
  ['0022_login_challenges', m0022],
  ['0023_album_per_game', m0023],
  ['0024_score_cell_versions', m0024],
  ['0027_rate_limit_reset_index', m0027],
  ['0028_lineup_arrivals', m0028],
  ['0029_event_revision', m0029],
  ['0030_theme_place_archive', m0030],
];

export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return Object.fromEntries(MIGRATIONS.map(([name, factory]) => [name, factory(dialect)]));
}
