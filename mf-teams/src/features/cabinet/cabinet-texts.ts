/** The texts of /cabinet's page (outside its forms). */
export const CABINET_VIEW_TEXTS = {
  title: 'Личный кабинет',
  legionary: 'Готов играть в других командах',
  legionaryHint: 'Капитаны, которым не хватает игроков, смогут позвать вас в свою команду.',
  comfortableTime: 'Удобное время',
  themeVote: 'Голосование за тему',
  myTeams: 'Мои команды',
  upcoming: 'Ближайшие игры',
  past: 'Прошедшие игры',
  noUpcoming: 'Вы пока не зарегистрированы ни на одну игру.',
  noPast: 'Сыгранных игр пока нет.',
} as const;
