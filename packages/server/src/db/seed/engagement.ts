/** Likes, availability, the theme vote, child sign-ups and the first log line. */

import { insertId } from '../rows';
import type { CityIds } from './cities';
import type { SeedContext } from './context';
import type { People } from './people';

export async function seedEngagement(
  { db, r, created }: SeedContext,
  { cityId, themeIds, people }: { cityId: CityIds; themeIds: number[]; people: People },
): Promise<void> {
  const { organizerId, demoId, allPlayers } = people;
  const likes = new Set<string>();
  for (const t of [18, 19]) likes.add(`${demoId}:${themeIds[t]}`);
  for (let i = 0; i < 80; i++) likes.add(`${r.pick(allPlayers)}:${r.pick(themeIds)}`);
  await db
    .insertInto('theme_likes')
    .values(
      [...likes].map((k) => {
        const [user_id, theme_id] = k.split(':').map(Number) as [number, number];
        return { user_id, theme_id, created_at: created };
      }),
    )
    .execute();

  const slots: { user_id: number; day: string; hour: number; created_at: string }[] = [];
  for (const userId of r.shuffle(allPlayers).slice(0, 30)) {
    const days = r.shuffle(['mn', 'tu', 'we', 'th', 'fr', 'sa', 'su']).slice(0, r.int(1, 3));
    for (const day of days)
      slots.push({ user_id: userId, day, hour: r.pick([18, 19, 20, 21]), created_at: created });
  }
  await db.insertInto('comfortable_times').values(slots).execute();

  const voteId = await insertId(db, 'votes', {
    title: 'Тема следующей недели',
    city_id: cityId.msk,
    is_active: 1,
    created_at: created,
  });
  const voteThemes = [15, 17, 18, 19].map((i) => themeIds[i] as number);
  await db
    .insertInto('vote_themes')
    .values(voteThemes.map((theme_id) => ({ vote_id: voteId, theme_id })))
    .execute();
  const voters = r.shuffle(allPlayers.filter((u) => u !== demoId)).slice(0, 12);
  await db
    .insertInto('user_votes')
    .values(
      voters.flatMap((user_id) =>
        r
          .shuffle(voteThemes)
          .slice(0, r.int(1, 2))
          .map((theme_id) => ({ vote_id: voteId, user_id, theme_id, created_at: created })),
      ),
    )
    .execute();

  await db
    .insertInto('child_registrations')
    .values([
      {
        name: 'Марина Соколова',
        age_category: '8-10 лет',
        team_name: 'Знайки',
        team_size: '4',
        phone: '79161112233',
        created_at: created,
      },
      {
        name: 'Игорь Петров',
        age_category: '11-13 лет',
        team_name: 'solo',
        team_size: 'solo',
        phone: '79163334455',
        created_at: created,
      },
    ])
    .execute();

  await db
    .insertInto('logs')
    .values({
      user_id: organizerId,
      from_url: '/',
      payload: JSON.stringify({ event: 'seed', summary: 'demo data created' }),
      created_at: created,
    })
    .execute();
}
