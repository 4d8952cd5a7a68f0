/** The logged-in registration form's texts and values. */
import { freePlacesText } from '@quiz/domain';

export const REG_TEXTS = {
  register: 'Зарегистрироваться',
  newTeam: 'Новая команда',
  newTeamTitle: 'Название новой команды',
  myTeams: 'Мои команды',
  place: 'Место проведения',
  registered: 'Команда зарегистрирована на игру!',
  reserved: (n: number | null) =>
    `Мест нет: команда в резерве${n ? ` (№ ${n})` : ''}. Мы напишем, когда место освободится.`,
  freePlaces: freePlacesText,
  chooseTeam: 'Выберите команду или введите название новой.',
} as const;

/** The place (the game's id, '' while a united game's place is not chosen), the team ('' for a new one). */
export type RegValues = { place: string; team: string; title?: string };

/** What the next submit does: register the chosen team, or play in the united team. */
export type RegMode = { current: 'register' | 'united' };
