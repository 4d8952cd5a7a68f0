/** The team cabinet's texts. */
export const CABINET_TEXTS = {
  players: 'Игроков',
  games: 'Сыграно игр',
  rank: 'Место в рейтинге',
  addPlayer: 'Добавить игрока',
  leave: 'Покинуть команду',
  title: 'Название команды',
  save: 'Сохранить',
  captain: 'капитан',
  remove: 'Убрать',
  makeCaptain: 'Сделать капитаном',
  handover: (name: string) => `Передать капитанство игроку ${name}?`,
  saved: 'Название сохранено.',
  notFound: 'Команда не найдена',
} as const;
