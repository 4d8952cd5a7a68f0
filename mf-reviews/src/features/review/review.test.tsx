/**
 * The review wizard (SPEC §2 "Review wizard", §4 "Review", §5 Claim, §8): every step, state and text;
 * the draft saved on load and after each claim; completion; 403 → already reviewed; the organizer
 * summary. The network is faked at the api edge (fakeNetwork).
 */
import { fakeNetwork, type SeenRequest } from '@quiz/api/testing';
import type { ReviewPageResponse } from '@quiz/contract';
import { makeReview, makeReviewPage, makeReviewSummary } from '@quiz/contract/fixtures';
import { REVIEW_TEXTS } from '@quiz/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewsView } from './ReviewsView';

function setup(page: ReviewPageResponse, save?: (req: SeenRequest) => { status: number; data?: unknown }) {
  const net = fakeNetwork();
  net.on('reviewPage', { status: 200, data: page });
  net.on(
    'saveReview',
    save ?? ((req) => ({ status: 200, data: { ...makeReview(), ...(req.body as object), claims: [] } })),
  );
  render(<ReviewsView eventId={42} />);
  return net;
}

const bodies = (net: ReturnType<typeof fakeNetwork>) =>
  net.calls('saveReview').map((r) => r.body as Record<string, unknown>);

describe('review page states', () => {
  it.each([
    ['not_passed', REVIEW_TEXTS.notPassed],
    ['completed', REVIEW_TEXTS.alreadyReviewed],
    ['not_participant', REVIEW_TEXTS.notParticipant],
    ['closed', REVIEW_TEXTS.windowClosed],
  ] as const)('%s shows «%s» and saves nothing', async (state, text) => {
    const net = setup(makeReviewPage({ state, game_package: null }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Отзыв об игре' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(net.calls('saveReview')).toHaveLength(0);
  });

  it('an unknown game says so', async () => {
    const net = fakeNetwork();
    net.on('reviewPage', { status: 404, data: { detail: 'Игра не найдена.' } });
    render(<ReviewsView eventId={42} />);
    expect(await screen.findByText('Игра не найдена')).toBeInTheDocument();
  });

  it('SPEC texts are exact', () => {
    expect(REVIEW_TEXTS.notPassed).toBe('Игра ещё не прошла');
    expect(REVIEW_TEXTS.alreadyReviewed).toBe('Вы уже оставили отзыв на эту игру');
  });
});

describe('the wizard', () => {
  it('saves the draft on load (nulls removed) and shows step_1 with its questions', async () => {
    const net = setup(makeReviewPage());
    expect(await screen.findByRole('radiogroup', { name: 'Как вам вопросы?' })).toBeInTheDocument();
    await waitFor(() => expect(net.calls('saveReview')).toHaveLength(1));
    expect(bodies(net)[0]).toEqual({ event: 42, claims: [] });
    for (const name of ['Как вам организация игры?', 'Как вам наш сайт?', 'Атмосфера на игре', 'Ведущий']) {
      expect(screen.getByRole('radiogroup', { name })).toBeInTheDocument();
    }
    const rec = screen.getByRole('radiogroup', { name: 'Порекомендуете нас друзьям?' });
    expect(
      within(rec)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Вряд ли', 'Может быть', 'Обязательно']);
    expect(screen.getByRole('button', { name: 'Я закончил' })).toBeInTheDocument();
  });

  it('finds a saved draft: answers and claims come back', async () => {
    setup(
      makeReviewPage({
        review: makeReview({
          questions_assessment: 4,
          event_host_assessment: 'handsome',
          claims: [{ id: 1, tour: 11, block: 21, task: 31, text: 'Ответ «Хогвартс» верный' }],
        }),
      }),
    );
    const stars = await screen.findByRole('radiogroup', { name: 'Как вам вопросы?' });
    expect(within(stars).getByRole('radio', { name: '4 из 5' })).toHaveAttribute('aria-checked', 'true');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Ведущий' })).getByRole('radio', { name: 'Красавчик' }),
    ).toHaveAttribute('aria-checked', 'true');
    const list = screen.getByRole('list', { name: 'Спорные вопросы' });
    expect(list).toHaveTextContent('Тур 1 · Блок 1 · Вопрос 1');
    expect(list).toHaveTextContent('Ответ «Хогвартс» верный');
  });

  it('header tabs and «Далее»/«Назад» move between steps; step_2 and step_3 have their fields', async () => {
    const user = userEvent.setup();
    const net = setup(makeReviewPage());
    await screen.findByRole('radiogroup', { name: 'Как вам вопросы?' });
    await user.click(screen.getByRole('tab', { name: 'Ресторан' }));
    expect(screen.getByRole('radiogroup', { name: 'Обслуживание в ресторане' })).toBeInTheDocument();
    const food = screen.getByRole('radiogroup', { name: 'Еда и напитки' });
    expect(
      within(food)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Не пользовались', 'Плохо', 'Нормально', 'Хорошо']);
    expect(screen.getByLabelText('Комментарий для ресторана')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Хочу получить ответ от ресторана' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByLabelText('Пожелания и рекомендации')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Хочу получить ответ от организатора' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('radiogroup', { name: 'Обслуживание в ресторане' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Игра' }));
    expect(screen.getByRole('radiogroup', { name: 'Как вам вопросы?' })).toBeInTheDocument();
    // each step change saves the draft too
    await waitFor(() => expect(net.calls('saveReview').length).toBeGreaterThanOrEqual(4));
  });

  it('claim modal: all fields required, then the claim is listed, saved, and removable', async () => {
    const user = userEvent.setup();
    const net = setup(makeReviewPage());
    await waitFor(() => expect(net.calls('saveReview')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Оспорить вопрос' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оспорить вопрос' });
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Заполните все поля, пожалуйста!');
    expect(net.calls('saveReview')).toHaveLength(1);

    await user.selectOptions(within(dialog).getByLabelText('Тур'), '12');
    await user.selectOptions(within(dialog).getByLabelText('Блок'), '24');
    await user.selectOptions(within(dialog).getByLabelText('Вопрос'), '38');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Заполните все поля, пожалуйста!');
    await user.type(within(dialog).getByLabelText('Комментарий'), '<b>Наш ответ</b> тоже верный');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Спорные вопросы' });
    expect(list).toHaveTextContent('Тур 2 · Блок 2 · Вопрос 2');
    // rendered as text, never as HTML
    expect(within(list).getByText('<b>Наш ответ</b> тоже верный')).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    await waitFor(() => expect(net.calls('saveReview')).toHaveLength(2));
    expect(bodies(net)[1]?.claims).toEqual([
      { tour: 12, block: 24, task: 38, text: '<b>Наш ответ</b> тоже верный' },
    ]);

    await user.click(within(list).getByRole('button', { name: /Удалить/ }));
    expect(screen.queryByRole('list', { name: 'Спорные вопросы' })).not.toBeInTheDocument();
    await waitFor(() => expect(net.calls('saveReview')).toHaveLength(3));
    expect(bodies(net)[2]?.claims).toEqual([]);
  });

  it('«Я закончил» sends is_completed: true with the answers and shows step_4', async () => {
    const user = userEvent.setup();
    const net = setup(makeReviewPage());
    const stars = await screen.findByRole('radiogroup', { name: 'Как вам вопросы?' });
    await user.click(within(stars).getByRole('radio', { name: '5 из 5' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Порекомендуете нас друзьям?' })).getByRole('radio', {
        name: 'Обязательно',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Я закончил' }));
    expect(await screen.findByRole('heading', { name: 'Спасибо за отзыв!' })).toBeInTheDocument();
    const last = bodies(net).at(-1);
    expect(last).toEqual({
      event: 42,
      claims: [],
      questions_assessment: 5,
      recommendation_probability: 100,
      is_completed: true,
    });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('«Отправить» on step_3 sends the wishes and completes', async () => {
    const user = userEvent.setup();
    const net = setup(makeReviewPage());
    await screen.findByRole('radiogroup', { name: 'Как вам вопросы?' });
    await user.click(screen.getByRole('tab', { name: 'Пожелания' }));
    await user.type(screen.getByLabelText('Пожелания и рекомендации'), 'Больше музыки');
    await user.click(screen.getByRole('checkbox', { name: 'Хочу получить ответ от организатора' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('heading', { name: 'Спасибо за отзыв!' })).toBeInTheDocument();
    expect(bodies(net).at(-1)).toMatchObject({
      wishes_and_recommendations: 'Больше музыки',
      want_orginizer_responce: true,
      is_completed: true,
    });
  });

  it('an emptied comment of the draft is sent empty, so the saved text is cleared', async () => {
    const user = userEvent.setup();
    const net = setup(makeReviewPage({ review: makeReview({ restaurant_comment: 'Долго несли горячее' }) }));
    await screen.findByRole('radiogroup', { name: 'Как вам вопросы?' });
    await user.click(screen.getByRole('tab', { name: 'Ресторан' }));
    await user.clear(screen.getByLabelText('Комментарий для ресторана'));
    await user.click(screen.getByRole('button', { name: 'Я закончил' }));
    expect(await screen.findByRole('heading', { name: 'Спасибо за отзыв!' })).toBeInTheDocument();
    expect(bodies(net).at(-1)).toMatchObject({ restaurant_comment: '', is_completed: true });
  });

  it('a 403 on save means already completed: «Вы уже оставили отзыв на эту игру»', async () => {
    setup(makeReviewPage(), () => ({ status: 403, data: { detail: REVIEW_TEXTS.alreadyReviewed } }));
    expect(await screen.findByText('Вы уже оставили отзыв на эту игру')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('another save error is shown and the answers stay', async () => {
    const user = userEvent.setup();
    let n = 0;
    setup(makeReviewPage(), () =>
      n++ === 0
        ? { status: 200, data: makeReview() }
        : { status: 400, data: { detail: 'Игра ещё не прошла' } },
    );
    await screen.findByRole('radiogroup', { name: 'Как вам вопросы?' });
    await user.click(screen.getByRole('button', { name: 'Я закончил' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось сохранить отзыв');
    expect(screen.getByRole('radiogroup', { name: 'Как вам вопросы?' })).toBeInTheDocument();
  });
});

describe('organizer summary', () => {
  it('is loaded only for organizers and shows averages, counts, comments and claims by tour', async () => {
    const net = fakeNetwork();
    net.on('reviewPage', {
      status: 200,
      data: makeReviewPage({ state: 'not_participant', can_see_summary: true }),
    });
    net.on('reviewSummary', {
      status: 200,
      data: makeReviewSummary({
        count: 3,
        stars: {
          questions_assessment: { average: 4, answers: 3 },
          event_organization_assessment: { average: 5, answers: 3 },
          portal: { average: null, answers: 0 },
        },
        choices: {
          ...makeReviewSummary().choices,
          event_atmosphere_assessment: { bad: 0, neutral: 1, good: 2 },
        },
        comments: [
          { kind: 'restaurant', text: 'Долго несли <i>горячее</i>', want_response: true, author: 'Ира' },
          { kind: 'wishes', text: 'Больше музыки', want_response: false, author: 'Олег' },
        ],
        claims: [
          {
            tour: { id: 11, number: 1, title: 'Разминка' },
            questions: [
              {
                block: { id: 21, number: 1, title: 'Блок 1' },
                task: { id: 31, number: 2, question: 'Кто написал «Гарри Поттера»?' },
                texts: ['Роулинг', 'Ответ неточный'],
              },
            ],
          },
        ],
      }),
    });
    render(<ReviewsView eventId={42} />);
    expect(await screen.findByText('3 отзыва')).toBeInTheDocument();
    expect(screen.getByText(REVIEW_TEXTS.notParticipant)).toBeInTheDocument();
    expect(screen.getByText('4,0')).toBeInTheDocument();
    expect(screen.getByText('5,0')).toBeInTheDocument();
    const atmosphere = screen.getByRole('region', { name: 'Атмосфера' });
    expect(atmosphere).toHaveTextContent('Отличная2');
    expect(screen.getByText('Долго несли <i>горячее</i>')).toBeInTheDocument();
    expect(screen.getByText('Ждёт ответа')).toBeInTheDocument();
    const tour = screen.getByRole('region', { name: 'Тур 1' });
    expect(tour).toHaveTextContent('Блок 1 · Вопрос 2: Кто написал «Гарри Поттера»?');
    expect(
      within(tour)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Роулинг', 'Ответ неточный']);
  });

  it('is not requested for players', async () => {
    const net = setup(makeReviewPage({ state: 'completed' }));
    await screen.findByText(REVIEW_TEXTS.alreadyReviewed);
    expect(net.calls('reviewSummary')).toHaveLength(0);
    expect(screen.queryByText(/для организаторов/)).not.toBeInTheDocument();
  });

  it('says when there are no completed reviews yet', async () => {
    const net = fakeNetwork();
    net.on('reviewPage', { status: 200, data: makeReviewPage({ state: 'closed', can_see_summary: true }) });
    net.on('reviewSummary', { status: 200, data: makeReviewSummary() });
    render(<ReviewsView eventId={42} />);
    expect(await screen.findByText('Завершённых отзывов пока нет')).toBeInTheDocument();
  });
});
