/**
 * The route catalogue of SPEC §2: one row per route, in match order.
 * Names are camelCase (SPEC's where it gives them: home, login, eventPage, …); screens are named after them.
 */
export type RemoteName = 'mf_events' | 'mf_teams' | 'mf_preorder' | 'mf_reviews' | 'mf_seating';
export type RouteOwner = RemoteName | 'shell';

export interface RouteDef {
  readonly name: string;
  readonly path: string;
  readonly owner: RouteOwner;
  readonly loginRequired: boolean;
  /** Russian screen title, used for document.title and the screen frame heading. */
  readonly title: string;
  /**
   * A public page that arrives rendered by the server: the owner's server bundle renders
   * its screen, the browser takes it over. Logged-in pages stay rendered in the browser.
   */
  readonly serverRendered?: boolean;
  /**
   * A personal page that arrives rendered by the server for the player of the request's `quiz_token`
   * cookie (his cabinet, his teams): rendered per request as him, answered `private, no-store`, never
   * kept. Without a valid token the page is the shell's, which asks for the login as before. An
   * organizer's page (`organizerOnly`, `organizerData`) is rendered only for an organizer of its game's
   * city (a route naming no game: of any city); anyone else gets the shell's page.
   */
  readonly personalRendered?: boolean;
  /**
   * The query parameters a server-rendered page's markup depends on (its loader and its screen's
   * first render). The page is rendered and kept for its path and these only (`renderedPageUrl`), so
   * other parameters (utm tags, junk) make no new render and no new cached page. A parameter the page
   * reads only after hydration (in an effect, like the home page's `regonevent`) need not be listed.
   */
  readonly renderQuery?: readonly string[];
  /**
   * The organizer console: only for organizers (the server answers its calls for the organizer's
   * cities only). Implies `loginRequired`; the shell shows such a route to organizers
   * (`user.is_organizer`) and sends anyone else home. No player route imports its code.
   */
  readonly organizerOnly?: boolean;
  /**
   * The page shows a game's organizer data (the API answers it to the organizers of the game's city
   * only), though the route is open to everyone (its screen tells anyone else it is for organizers).
   * Like an `organizerOnly` route, its personal render (`personalRendered`) is made only for an
   * organizer of the game's city (packages/server ssr/render-page.ts); anyone else gets the shell's page.
   */
  readonly organizerData?: boolean;
  /** Shown without the navbar and footer, filling the screen (the venue's TV view of live results). */
  readonly fullScreen?: boolean;
}

export const ROUTES = [
  {
    name: 'home',
    path: '/',
    owner: 'mf_events',
    loginRequired: false,
    title: 'Главная',
    serverRendered: true,
  },
  {
    name: 'childRegistration',
    path: '/childregistration',
    owner: 'mf_events',
    loginRequired: false,
    title: 'Детская игра',
  },
  {
    name: 'cabinet',
    path: '/cabinet',
    owner: 'mf_teams',
    loginRequired: true,
    title: 'Личный кабинет',
    personalRendered: true,
  },
  { name: 'login', path: '/login', owner: 'shell', loginRequired: false, title: 'Вход' },
  {
    name: 'eventPage',
    path: '/event/:eventId',
    owner: 'mf_events',
    loginRequired: false,
    title: 'Игра',
    serverRendered: true,
  },
  {
    name: 'eventRegistration',
    path: '/event/:eventId/registration',
    owner: 'mf_events',
    loginRequired: false,
    title: 'Регистрация на игру',
  },
  {
    name: 'preorder',
    path: '/event/:eventId/team/:teamId/preorder',
    owner: 'mf_preorder',
    loginRequired: false,
    title: 'Предзаказ',
    personalRendered: true,
    renderQuery: ['t'],
  },
  {
    name: 'regTeamOnEvent',
    path: '/event/:eventId/team/:teamId/event_registration',
    owner: 'mf_teams',
    loginRequired: true,
    title: 'Регистрация команды',
    personalRendered: true,
    renderQuery: ['set_check'],
  },
  {
    name: 'photoReport',
    path: '/event/:eventId/photoReport',
    owner: 'mf_events',
    loginRequired: false,
    title: 'Фотоотчёт',
    serverRendered: true,
  },
  {
    name: 'reviews',
    path: '/event/:eventId/reviews',
    owner: 'mf_reviews',
    loginRequired: true,
    title: 'Отзыв об игре',
  },
  {
    name: 'cart',
    path: '/event_team/:eventTeamId/preorder/cart',
    owner: 'mf_preorder',
    loginRequired: true,
    title: 'Корзина',
    personalRendered: true,
  },
  {
    name: 'regOnTeam',
    path: '/reg_on_team/:slug',
    owner: 'mf_teams',
    loginRequired: true,
    title: 'Приглашение в команду',
  },
  {
    name: 'secretPreorder',
    path: '/preorder/:secret',
    owner: 'mf_preorder',
    loginRequired: false,
    title: 'Предзаказы',
  },
  {
    name: 'themeVote',
    path: '/theme_vote',
    owner: 'mf_reviews',
    loginRequired: true,
    title: 'Голосование за тему',
  },
  {
    name: 'gameResults',
    path: '/game_results',
    owner: 'mf_seating',
    loginRequired: false,
    title: 'Итоги игр',
    serverRendered: true,
    renderQuery: ['month'],
  },
  {
    name: 'games',
    path: '/games',
    owner: 'mf_events',
    loginRequired: false,
    title: 'Игры',
    serverRendered: true,
    renderQuery: ['type'],
  },
  {
    name: 'promoGame',
    path: '/promo_game',
    owner: 'mf_events',
    loginRequired: false,
    title: 'Пробная игра',
    serverRendered: true,
  },
  {
    name: 'gameResultScreen',
    path: '/game_result/:eventId/screen',
    owner: 'mf_seating',
    loginRequired: false,
    fullScreen: true,
    title: 'Результаты на экране',
  },
  {
    name: 'gameResult',
    path: '/game_result/:eventId',
    owner: 'mf_seating',
    loginRequired: false,
    title: 'Итоги игры',
    serverRendered: true,
  },
  {
    name: 'rating',
    path: '/rating',
    owner: 'mf_seating',
    loginRequired: false,
    title: 'Рейтинг команд',
    serverRendered: true,
  },
  {
    name: 'sitting',
    path: '/sitting/:eventId',
    owner: 'mf_seating',
    loginRequired: false,
    title: 'Рассадка',
    personalRendered: true,
    organizerData: true,
  },
  {
    name: 'organizer',
    path: '/organizer',
    owner: 'mf_events',
    loginRequired: true,
    organizerOnly: true,
    personalRendered: true,
    title: 'Организатору',
  },
  {
    name: 'organizerNewEvent',
    path: '/organizer/event/new',
    owner: 'mf_events',
    loginRequired: true,
    organizerOnly: true,
    personalRendered: true,
    title: 'Новая игра',
  },
  {
    name: 'organizerEventTeams',
    path: '/organizer/event/:eventId/teams',
    owner: 'mf_teams',
    loginRequired: true,
    organizerOnly: true,
    personalRendered: true,
    title: 'Кто придёт',
  },
  {
    name: 'organizerEventScores',
    path: '/organizer/event/:eventId/scores',
    owner: 'mf_seating',
    loginRequired: true,
    organizerOnly: true,
    personalRendered: true,
    title: 'Баллы игры',
  },
  {
    name: 'organizerEventPhotos',
    path: '/organizer/event/:eventId/photos',
    owner: 'mf_events',
    loginRequired: true,
    organizerOnly: true,
    personalRendered: true,
    title: 'Фотоотчёт игры',
  },
  {
    name: 'organizerEvent',
    path: '/organizer/event/:eventId',
    owner: 'mf_events',
    loginRequired: true,
    organizerOnly: true,
    personalRendered: true,
    title: 'Игра организатора',
  },
  { name: 'newTeam', path: '/team/new_team', owner: 'mf_teams', loginRequired: true, title: 'Новая команда' },
  {
    name: 'myTeams',
    path: '/my_teams',
    owner: 'mf_teams',
    loginRequired: true,
    title: 'Мои команды',
    personalRendered: true,
  },
  {
    name: 'teamCabinet',
    path: '/team/:slug',
    owner: 'mf_teams',
    loginRequired: true,
    title: 'Команда',
    personalRendered: true,
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];
export type Route<N extends RouteName = RouteName> = Extract<(typeof ROUTES)[number], { name: N }>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a route's path needs, e.g. RouteParams<'eventPage'> = { eventId: string | number }. */
export type RouteParams<N extends RouteName> = { [K in ParamNames<Route<N>['path']>]: string | number };
